import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lines of raw bytes from standard input, a script file, or memory.
///
/// Lines end at `\n` (a trailing `\r` is dropped) and are handed over undecoded, so the
/// parser can refuse invalid UTF-8 instead of guessing. A line longer than
/// ``ConsoleCommand/maximumLineLength`` is cut to one byte over the limit, which is enough
/// for the parser to refuse it, and the rest of it is skipped. Reading a file descriptor
/// happens on a private queue, so waiting for the user never blocks the main actor.
public final class ConsoleInput: @unchecked Sendable {
    // Every stored property below `queue` is touched only on `queue`; that is what makes
    // the unchecked conformance sound. Readers must not call `nextLine()` concurrently.
    private let queue = DispatchQueue(label: "switchyard.console-input")
    private let fileDescriptor: Int32?
    private let closesWhenDone: Bool
    private var pending: [UInt8]
    private var position = 0
    private var reachedEnd: Bool
    private var skipsRestOfLine = false
    /// The script file's path, for a read that fails part way.
    private let path: String?
    /// The `errno` of a failed read, which ended the input early.
    private var failure: Int32?
    /// Stops in a row for reads from the background, each until the session is brought forward.
    private var backgroundStops = 0
    /// Whether the session is ending (a signal): a read from the background then ends the
    /// input instead of stopping the process.
    ///
    /// Read and written on `endingQueue`: the reading thread checks it, the main actor sets it.
    private var isEnding = false
    private let endingQueue = DispatchQueue(label: "switchyard.console-input.ending")
    /// That many in a row without a read means nothing will bring the session forward.
    private static let mostBackgroundStops = 100

    /// Whether the input is a terminal (an interactive session).
    public let isTerminal: Bool

    private init(
        fileDescriptor: Int32?, closesWhenDone: Bool, bytes: [UInt8], isTerminal: Bool, path: String? = nil
    ) {
        self.path = path
        self.fileDescriptor = fileDescriptor
        self.closesWhenDone = closesWhenDone
        self.pending = bytes
        self.reachedEnd = fileDescriptor == nil
        self.isTerminal = isTerminal
    }

    /// The process's standard input.
    public static var standardInput: ConsoleInput {
        ConsoleInput(
            fileDescriptor: 0, closesWhenDone: false, bytes: [],
            isTerminal: Terminal.isTerminal(fileDescriptor: 0))
    }

    /// Lines read from a file (a `--script`); the file is closed at its end.
    public static func contentsOfFile(atPath path: String) throws(ConsoleInputError) -> ConsoleInput {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw ConsoleInputError(path: path, reason: String(cString: strerror(errno)))
        }
        // A directory opens, and its first read fails: that would look like an empty script.
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            close(descriptor)
            throw ConsoleInputError(path: path, reason: "it is a directory")
        }
        return ConsoleInput(
            fileDescriptor: descriptor, closesWhenDone: true, bytes: [], isTerminal: false, path: path)
    }

    /// Lines held in memory, exactly as if they had been read from a pipe.
    public convenience init(bytes: [UInt8]) {
        self.init(fileDescriptor: nil, closesWhenDone: false, bytes: bytes, isTerminal: false)
    }

    /// The given lines, each followed by a newline.
    public convenience init(lines: [String]) {
        self.init(bytes: Array(lines.map { $0 + "\n" }.joined().utf8))
    }

    /// The next line's bytes without the terminator, or `nil` at the end of the input.
    public func nextLine() async -> [UInt8]? {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: self.readLine()) }
        }
    }

    /// Why the input stopped before its end, once ``nextLine()`` has returned `nil`.
    ///
    /// `nil` at a real end, and for a terminal that went away (`EIO`: SIGHUP ends the
    /// session then, as a closed terminal sends it). Standard input that cannot be read (a
    /// directory) is not an empty one.
    public func readFailure() async -> ConsoleInputError? {
        await withCheckedContinuation { continuation in
            queue.async {
                guard let failure = self.failure, !(self.path == nil && self.isTerminal && failure == EIO)
                else {
                    return continuation.resume(returning: nil)
                }
                continuation.resume(
                    returning: ConsoleInputError(path: self.path, reason: String(cString: strerror(failure))))
            }
        }
    }

    /// Whatever bytes have arrived (waiting for at least one), or `nil` at the end of the
    /// input: what the line editor reads, a key press at a time.
    func nextBytes() async -> [UInt8]? {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: self.readAvailable()) }
        }
    }

    /// Marks the session as ending (a signal arrived): from now on a read from the background
    /// ends the input rather than stopping the process, so the session can save and exit.
    func end() {
        endingQueue.sync { isEnding = true }
    }

    /// The descriptor of the terminal this input reads, when it reads one.
    var terminalFileDescriptor: Int32? { isTerminal ? fileDescriptor : nil }

    private func readAvailable() -> [UInt8]? {
        if position == pending.count {
            guard refill() else { return nil }
        }
        let bytes = Array(pending[position...])
        pending.removeAll(keepingCapacity: true)
        position = 0
        return bytes
    }

    private func readLine() -> [UInt8]? {
        let limit = ConsoleCommand.maximumLineLength + 1
        if skipsRestOfLine {
            // What is left of a line already handed over as too long.
            skipsRestOfLine = false
            while true {
                if position == pending.count {
                    guard refill() else { return nil }
                }
                let end = pending[position...].firstIndex(of: UInt8(ascii: "\n"))
                position = end.map { $0 + 1 } ?? pending.count
                if end != nil { break }
            }
        }
        var line: [UInt8] = []
        var sawAnything = false
        while true {
            if position == pending.count {
                guard refill() else { break }
            }
            sawAnything = true
            let end = pending[position...].firstIndex(of: UInt8(ascii: "\n"))
            let chunk = pending[position..<(end ?? pending.count)]
            if line.count < limit { line.append(contentsOf: chunk.prefix(limit - line.count)) }
            if end == nil, line.count == limit {
                // Handed over as soon as it is too long, so a line that never ends (a read of
                // /dev/zero) is reported at once; the rest is skipped on the next read.
                position = pending.count
                skipsRestOfLine = true
                return line
            }
            position = end.map { $0 + 1 } ?? pending.count
            if end != nil { break }
        }
        guard sawAnything else { return nil }
        if line.last == UInt8(ascii: "\r"), line.count <= ConsoleCommand.maximumLineLength {
            line.removeLast()
        }
        return line
    }

    /// Reads more bytes; `false` at the end of the input.
    private func refill() -> Bool {
        pending.removeAll(keepingCapacity: true)
        position = 0
        guard !reachedEnd, let fileDescriptor else { return false }
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            // Input another program left non-blocking has nothing yet: wait until it has.
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                var ready = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&ready, 1, -1)
                continue
            }
            // A read from the background (`bg`) fails where the terminal's SIGTTIN would stop
            // the process (this thread blocks signals): it stops as that signal does and reads
            // again once brought forward (`fg`). It waits a moment first, for a signal that came
            // with the continue (`kill %1` sends SIGTERM, then SIGCONT) to reach the main
            // thread: a session that is ending is not stopped, and waits for its exit. One that
            // can never be brought forward (its shell has gone, so the stop does not come) ends
            // the input after a second.
            if count < 0, errno == EIO, isTerminal, backgroundStops < Self.mostBackgroundStops,
                ConsoleTerminalMode.isInBackground(fileDescriptor)
            {
                backgroundStops += 1
                usleep(10_000)
                if !endingQueue.sync(execute: { isEnding }) {
                    kill(getpid(), SIGTTIN)
                    usleep(10_000)
                }
                continue
            }
            backgroundStops = 0
            if count <= 0 {
                if count < 0 { failure = errno }
                reachedEnd = true
                if closesWhenDone { close(fileDescriptor) }
                return false
            }
            pending.append(contentsOf: buffer[..<count])
            return true
        }
    }
}

/// Why a script file, or standard input, could not be read.
public struct ConsoleInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The script's path, or `nil` for standard input.
    public let path: String?
    /// The system's reason.
    public let reason: String

    /// Creates an error.
    public init(path: String?, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `cannot read script 'x.txt': No such file or directory`, or `cannot read standard
    /// input: Is a directory`.
    public var description: String {
        (path.map { "cannot read script '\($0)'" } ?? "cannot read standard input") + ": \(reason)"
    }
}
