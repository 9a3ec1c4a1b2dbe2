#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the console writes: one writer for standard output, one for standard error.
///
/// The host writes whole lines (each ending in a newline) and the interactive prompt.
/// ``standard`` writes to the process's file descriptors; ``ConsoleTranscript`` captures
/// both streams in memory so tests can check them in-process.
public struct ConsoleOutput: Sendable {
    /// Writes text to standard output.
    public var standardOutput: @MainActor @Sendable (String) -> Void
    /// Writes text to standard error.
    public var standardError: @MainActor @Sendable (String) -> Void
    /// Whether standard output is a terminal, which is what allows ANSI styling.
    public var isTerminal: Bool
    /// Why standard output stopped taking text, if it did; a session ends when it does.
    public var standardOutputFailure: @MainActor @Sendable () -> ConsoleOutputFailure?
    /// The terminal's width in columns now, when standard output is a terminal that says.
    public var terminalWidth: @MainActor @Sendable () -> Int?

    /// Creates an output from two writers.
    public init(
        isTerminal: Bool = false,
        standardOutput: @escaping @MainActor @Sendable (String) -> Void,
        standardError: @escaping @MainActor @Sendable (String) -> Void,
        standardOutputFailure: @escaping @MainActor @Sendable () -> ConsoleOutputFailure? = { nil },
        terminalWidth: @escaping @MainActor @Sendable () -> Int? = { nil }
    ) {
        self.isTerminal = isTerminal
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.standardOutputFailure = standardOutputFailure
        self.terminalWidth = terminalWidth
    }

    /// The process's standard output and standard error, unbuffered.
    ///
    /// The first write to standard output that fails is remembered (later ones are not
    /// tried), so the session can end: quietly when the reader went away, with an error
    /// line when the write failed.
    public static var standard: ConsoleOutput {
        let failure = OutputFailureBox()
        return ConsoleOutput(
            isTerminal: Terminal.isTerminal(fileDescriptor: 1),
            standardOutput: { text in
                guard failure.value == nil else { return }
                failure.value = Terminal.write(text, to: 1).map(ConsoleOutputFailure.init(errorNumber:))
            },
            standardError: { _ = Terminal.write($0, to: 2) },
            standardOutputFailure: { failure.value },
            terminalWidth: { Terminal.width(fileDescriptor: 1) }
        )
    }
}

/// Why standard output stopped taking text.
public enum ConsoleOutputFailure: Hashable, Sendable {
    /// The reader went away (a closed pipe: `switchyard | head -1`).
    case closed
    /// A write failed for another reason (`> /dev/full`), with the system's message.
    case failed(String)

    /// The failure a write's `errno` stands for.
    init(errorNumber: Int32) {
        self = errorNumber == EPIPE ? .closed : .failed(String(cString: strerror(errorNumber)))
    }
}

/// The first failure of one standard output, shared by its writer and its reader.
@MainActor
private final class OutputFailureBox {
    var value: ConsoleOutputFailure?
}

/// Captures both output streams in memory, for tests and for embedding the console.
@MainActor
public final class ConsoleTranscript {
    /// Everything written to standard output so far.
    public private(set) var standardOutput = ""
    /// Everything written to standard error so far.
    public private(set) var standardError = ""

    /// Creates an empty transcript.
    public init() {}

    /// An output that appends to this transcript.
    public var output: ConsoleOutput {
        ConsoleOutput(
            standardOutput: { [weak self] text in self?.standardOutput += text },
            standardError: { [weak self] text in self?.standardError += text }
        )
    }

    /// Standard output split into lines (without the final empty one).
    public var outputLines: [String] { Self.lines(of: standardOutput) }

    /// Standard error split into lines (without the final empty one).
    public var errorLines: [String] { Self.lines(of: standardError) }

    /// Forgets what was captured.
    public func reset() {
        standardOutput = ""
        standardError = ""
    }

    private static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

/// Thin wrappers over the C library for the console's few system calls.
enum Terminal {
    /// Whether a file descriptor is a terminal.
    static func isTerminal(fileDescriptor: Int32) -> Bool { isatty(fileDescriptor) == 1 }

    /// The width of the terminal behind a file descriptor, in columns, if it is one.
    static func width(fileDescriptor: Int32) -> Int? {
        var size = winsize()
        #if canImport(Darwin)
            let request: UInt = 0x4008_7468  // TIOCGWINSZ, a function-like macro Swift cannot import
        #else
            let request = UInt(TIOCGWINSZ)
        #endif
        let status = withUnsafeMutablePointer(to: &size) { ioctl(fileDescriptor, request, $0) }
        guard status == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Writes all of `text` to a file descriptor, retrying after interruptions.
    ///
    /// - Returns: the `errno` of a write that failed, `nil` when all of it was written.
    @discardableResult
    static func write(_ text: String, to fileDescriptor: Int32) -> Int32? {
        var bytes = Array(text.utf8)
        var offset = 0
        var failure: Int32?
        bytes.withUnsafeMutableBytes { buffer in
            while offset < buffer.count {
                #if canImport(Darwin)
                    let written = Darwin.write(
                        fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #elseif canImport(Musl)
                    let written = Musl.write(
                        fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                    let written = Glibc.write(
                        fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        return failure
    }
}
