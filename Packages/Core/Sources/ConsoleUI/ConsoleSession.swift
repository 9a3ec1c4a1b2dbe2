import Foundation

/// A console session: the first screen, then one command per input line until the end or `quit`.
///
/// In interactive mode (a terminal) it prompts with ``prompt`` before each line. In script
/// mode (a pipe or a `--script` file) it echoes each line as `> line` on standard output
/// before that line's output, so a transcript reads like the session it replays; a line
/// whose first non-blank character is `#` is a comment, neither run nor echoed. A UTF-8
/// byte-order mark at the very start is dropped. With
/// ``isStrict`` a script stops at its first failing command with exit status 1; otherwise
/// failures are reported and the session goes on. The end of the input or `quit` exits 0,
/// and so does a standard output whose reader went away; one that cannot be written (a
/// full disk) ends the session with ``outputFailedStatus``. The host's shutdown work runs
/// on every way out.
@MainActor
public struct ConsoleSession {
    /// How lines are read and shown.
    public enum Mode: Hashable, Sendable {
        /// Prompt before each line, no echo.
        case interactive
        /// Echo each line as `> line`, no prompt.
        case script
    }

    /// The host that runs the commands.
    public let host: ConsoleHost
    /// Where lines come from.
    public let input: ConsoleInput
    /// Whether to prompt or echo.
    public var mode: Mode
    /// Whether a failing command ends a script with status 1.
    public var isStrict: Bool
    /// The interactive prompt.
    public var prompt: String
    /// The line editor, when the session is interactive at a terminal that can draw one.
    private let lineReader: ConsoleLineReader?
    /// What Ctrl-\ typed at the prompt does, after the terminal is restored: a program ends
    /// itself as SIGQUIT ends it (the terminal sends no signal while a line is edited); a
    /// session without one ignores the key.
    public var onQuitKey: (@MainActor () -> Void)?

    /// Creates a session; without a mode, a terminal input is interactive and anything else a script.
    ///
    /// An interactive session whose input and output are both a terminal (and `TERM` is
    /// not `dumb`) edits lines: see ``ConsoleLineEditor`` for the keys. Any other input is
    /// read a line at a time, exactly as it comes.
    public init(
        host: ConsoleHost, input: ConsoleInput, mode: Mode? = nil, isStrict: Bool = false,
        prompt: String = "switchyard> ", environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.host = host
        self.input = input
        self.mode = mode ?? (input.isTerminal ? .interactive : .script)
        self.isStrict = isStrict
        self.prompt = prompt
        self.lineReader =
            self.mode == .interactive
            ? ConsoleLineReader(input: input, output: host.output, environment: environment) : nil
    }

    /// Draws the screen and the line being edited again after the terminal was resized, when
    /// the new width changes the screen; a session without a line editor draws nothing.
    public func redrawAfterResize() {
        // Only at the prompt: a command's output is never cut into.
        guard let lineReader, lineReader.isReading, host.redrawIfResized() else { return }
        lineReader.redrawLine(width: host.output.terminalWidth() ?? host.renderer.width)
    }

    /// Gives the terminal back as it was found while the process is stopped (Ctrl-Z, SIGTSTP).
    func suspend() {
        lineReader?.suspend()
    }

    /// Takes the terminal again after the process went on in the foreground (`fg`, SIGCONT),
    /// and draws the line being typed again, under the screen drawn anew when the terminal was
    /// resized while stopped (the resize's signal did not come then).
    func resume() {
        guard let lineReader, lineReader.takeTerminalAgain(), lineReader.isReading else { return }
        _ = host.redrawIfResized()
        lineReader.redrawLine(width: host.output.terminalWidth() ?? host.renderer.width)
    }

    /// Puts a terminal in raw mode for line editing back as it was found.
    ///
    /// A signal's way out calls it before the process ends. It does nothing when no line
    /// is being edited.
    public func restoreTerminal() {
        lineReader?.restoreTerminal()
    }

    /// The exit status of a session whose shutdown work (saving the state) failed.
    public static let shutdownFailedStatus: Int32 = 3
    /// The exit status of a session whose input (a script file, or standard input) could not
    /// be read to its end, as for a script that cannot be opened.
    public static let unreadableInputStatus: Int32 = 2
    /// The exit status of a session that ended because standard output could not be written.
    public static let outputFailedStatus: Int32 = 4

    /// Runs until the end of the input, `quit`, or (strict scripts) a failure; returns the exit status.
    ///
    /// When `url` is given the session starts there, as `open URL` would; a failure to open
    /// it is reported like a failing command. The host's shutdown work runs on every exit;
    /// when it fails the status is ``shutdownFailedStatus``, whatever the session's was.
    public func run(openingURL url: String? = nil) async -> Int32 {
        let status = await loop(openingURL: url)
        restoreTerminal()
        guard await host.finish() else { return Self.shutdownFailedStatus }
        // The end shows a step an `&` action brought: that write can fail too.
        if status == 0, case .failed(let reason)? = host.output.standardOutputFailure() {
            return host.output.reportFailedWrite(reason)
        }
        return status
    }

    private func loop(openingURL url: String?) async -> Int32 {
        let stopsOnFailure = isStrict && mode == .script
        var isFirstLine = true
        if await host.start(openingURL: url) == .failed, stopsOnFailure { return 1 }
        while true {
            // Nobody reads what comes next: end as `quit` does (the state is still saved).
            switch host.output.standardOutputFailure() {
            case nil:
                break
            case .closed:
                return 0
            case .failed(let reason):
                return host.output.reportFailedWrite(reason)
            }
            let next = await nextLine()
            // A signal came while the line was read: it is not run, nor echoed.
            if host.isEnding { return 0 }
            if case .quitSignal = next {
                restoreTerminal()
                onQuitKey?()
                continue
            }
            if case .rejected(let error) = next {
                // As for a piped line: one error line, nothing run.
                if host.fail(error.description) == .failed, stopsOnFailure { return 1 }
                continue
            }
            guard case .line(var line) = next else {
                // An input that could not be read to its end is not one that ended.
                guard let failure = await input.readFailure() else { return 0 }
                host.output.standardError("error: \(ConsoleText.visible(failure.description))\n")
                return Self.unreadableInputStatus
            }
            if isFirstLine {
                isFirstLine = false
                if line.starts(with: Self.byteOrderMark) { line.removeFirst(Self.byteOrderMark.count) }
            }
            if mode == .script {
                if Self.isComment(line) { continue }
                host.output.standardOutput("> " + Self.echo(of: line) + "\n")
            }
            switch await host.execute(bytes: line) {
            case .completed: continue
            case .quit: return 0
            case .failed: if stopsOnFailure { return 1 }
            }
        }
    }

    /// The next line to run, a line the editor refused, or the end (as `quit`).
    private func nextLine() async -> ConsoleLineReader.Result {
        if let lineReader {
            return await lineReader.readLine(
                prompt: prompt, width: { host.output.terminalWidth() ?? host.renderer.width },
                redrawScreen: { await host.redrawCurrent() })
        }
        if mode == .interactive { host.output.standardOutput(prompt) }
        guard let line = await input.nextLine() else {
            if mode == .interactive { host.output.standardOutput("\n") }
            return .endOfInput
        }
        return .line(line)
    }

    /// The UTF-8 byte-order mark some editors put at the start of a file; never a command.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Whether a script line is a comment: its first non-blank character is `#` (which
    /// covers the transcript runner's `#!` directives, so a scenario replays as a script).
    static func isComment(_ line: [UInt8]) -> Bool {
        line.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } == UInt8(ascii: "#")
    }

    /// How a script line is echoed after `> `: decoded with replacement characters, control
    /// characters spelled out, shortened when too long.
    nonisolated public static func echo(of line: [UInt8]) -> String {
        guard line.count > ConsoleCommand.maximumLineLength else {
            return ConsoleText.visible(String(decoding: line, as: UTF8.self))
        }
        // Cut as a message quotes input. A scalar takes at most four bytes, so this holds the
        // first 80 characters of most lines (fewer when characters join several scalars).
        let start = String(decoding: line.prefix(4 * ConsoleText.longestQuoted), as: UTF8.self)
        return ConsoleText.visible(String(start.prefix(ConsoleText.longestQuoted))) + "…"
    }
}
