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

    /// Creates an output from two writers.
    public init(
        isTerminal: Bool = false,
        standardOutput: @escaping @MainActor @Sendable (String) -> Void,
        standardError: @escaping @MainActor @Sendable (String) -> Void
    ) {
        self.isTerminal = isTerminal
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// The process's standard output and standard error, unbuffered.
    public static var standard: ConsoleOutput {
        ConsoleOutput(
            isTerminal: Terminal.isTerminal(fileDescriptor: 1),
            standardOutput: { Terminal.write($0, to: 1) },
            standardError: { Terminal.write($0, to: 2) }
        )
    }
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

    /// Writes all of `text` to a file descriptor, retrying after interruptions; errors are dropped.
    static func write(_ text: String, to fileDescriptor: Int32) {
        var bytes = Array(text.utf8)
        var offset = 0
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
                    return
                }
                offset += written
            }
        }
    }
}
