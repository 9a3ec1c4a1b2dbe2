/// Reads a line at an interactive terminal with editing, history and the shell's keys.
///
/// For each line it puts the terminal in raw mode, draws the prompt, and feeds every key
/// to a ``ConsoleLineEditor``, drawing the line again once per batch of keys (a paste is
/// one redraw, not one per character). When the line is handed over the terminal goes to
/// its quiet mode: Ctrl-C interrupts the command as a signal, and keys typed ahead wait,
/// unechoed, for the next line instead of landing in the command's output. Keys typed
/// after Enter in the same batch wait for the next line too.
@MainActor
final class ConsoleLineReader {
    /// How reading one line ended.
    enum Result: Equatable {
        /// A line to run, as UTF-8.
        case line([UInt8])
        /// Ctrl-D at an empty line, or the terminal went away.
        case endOfInput
        /// Two Ctrl-C in a row at an empty line.
        case quit
        /// Ctrl-\: the program ends as SIGQUIT ends it, when it says how (a session alone ignores it).
        case quitSignal
        /// A line that cannot run as typed (too long, not UTF-8).
        case rejected(ConsoleCommandError)
    }

    /// The line printed after a first Ctrl-C at an empty line.
    ///
    /// It says the second Ctrl-C does what `quit` does, not that it saves: a `--fresh`
    /// session and a feature's example host keep nothing.
    static let quitHint = "(Ctrl-C again to quit, as quit does)"

    private let input: ConsoleInput
    private let output: ConsoleOutput
    private let terminal: ConsoleTerminalMode
    private var editor = ConsoleLineEditor()
    private var decoder = ConsoleKeyDecoder()
    private var queued: [ConsoleKey] = []
    /// Whether a line is being typed now, its prompt on screen.
    private(set) var isReading = false {
        didSet { ConsoleSignalWatch.noteLineOnScreen(isReading) }
    }
    /// The terminal's width at the last drawing, and the cursor's column then.
    private var drawn: (width: Int, cursorColumn: Int)?
    /// The prompt of the line being read, so a screen drawn meanwhile can be followed by it.
    private var readingPrompt: String?

    /// A reader for `input` when it is a terminal and `output` can draw on one; `nil`
    /// otherwise (a pipe, a file, `TERM=dumb`), and lines are read as they come.
    init?(input: ConsoleInput, output: ConsoleOutput, environment: [String: String]) {
        guard output.isTerminal, environment["TERM"] != "dumb",
            let descriptor = input.terminalFileDescriptor,
            let terminal = ConsoleTerminalMode(fileDescriptor: descriptor)
        else { return nil }
        self.input = input
        self.output = output
        self.terminal = terminal
    }

    /// Puts the terminal back as it was found, for good.
    ///
    /// It is safe to call at any time, and more than once. A line still being read ends as
    /// the end of the input.
    func restoreTerminal() {
        terminal.close()
        // Ended in the middle of a line (a signal): the shell's prompt gets a line of its own.
        if isReading {
            isReading = false
            output.standardOutput("\n")
        }
    }

    /// Gives the terminal back as it was found while the process is stopped (Ctrl-Z while a
    /// command runs, `kill -TSTP`); the line being typed, if any, stays as typed.
    func suspend() {
        terminal.suspend()
        // The shell's "Stopped" gets a line of its own.
        if isReading { output.standardOutput("\n") }
    }

    /// Takes the terminal again once the process goes on in the foreground (`fg`); `false` in
    /// the background (`bg`), where the next read stops the process until `fg`.
    func takeTerminalAgain() -> Bool {
        terminal.resume()
    }

    /// Reads one line, drawing `prompt` before it in a terminal `width()` columns wide;
    /// `redrawScreen` prints the screen again after Ctrl-L has cleared the terminal.
    func readLine(prompt: String, width: () -> Int, redrawScreen: () async -> Void) async -> Result {
        terminal.enterRaw()
        isReading = true
        readingPrompt = prompt
        drawn = nil
        defer {
            isReading = false
            readingPrompt = nil
            terminal.enterQuiet()
        }
        draw(prompt: prompt, width: width())
        while true {
            if queued.isEmpty {
                guard let bytes = await input.nextBytes(), !terminal.isClosed else {
                    if !terminal.isClosed { output.standardOutput("\n") }
                    return .endOfInput
                }
                queued = decoder.keys(from: bytes)
            }
            var needsDrawing = false
            var refused = false
            while !queued.isEmpty {
                let key = queued.removeFirst()
                if key == .enter || key == .interrupt {
                    // The line as handed over (or abandoned) stays on screen whole, with
                    // the cursor after it, so the `^C` or the output follows all of it.
                    if editor.cursor < editor.characters.count {
                        _ = editor.handle(.end)
                        needsDrawing = true
                    }
                    if needsDrawing { draw(prompt: prompt, width: width()) }
                    needsDrawing = false
                }
                switch editor.handle(key) {
                case .none: break
                case .changed: needsDrawing = true
                case .refused: refused = true
                case .submit(let line):
                    output.standardOutput("\n")
                    return .line(Array(line.utf8))
                case .reject(let error):
                    output.standardOutput("\n")
                    return .rejected(error)
                case .abandon:
                    // Like a shell: the abandoned text stays on screen, marked, and a new prompt follows.
                    output.standardOutput("^C\n")
                    drawn = nil
                    needsDrawing = true
                case .confirmQuit:
                    output.standardOutput("^C\n" + Self.quitHint + "\n")
                    drawn = nil
                    needsDrawing = true
                case .quit:
                    output.standardOutput("^C\n")
                    return .quit
                case .quitSignal:
                    output.standardOutput("^\\\n")
                    return .quitSignal
                case .endOfInput:
                    output.standardOutput("\n")
                    return .endOfInput
                case .redrawScreen:
                    output.standardOutput("\u{1B}[H\u{1B}[2J")
                    await redrawScreen()
                    drawn = nil
                    needsDrawing = true
                }
            }
            // One bell for a batch, however many keys in it were refused.
            if refused { output.standardOutput("\u{07}") }
            if needsDrawing { draw(prompt: prompt, width: width()) }
        }
    }

    /// Draws the prompt and the line being read again, under a screen drawn while it was
    /// being edited (the terminal was resized); nothing when no line is being read.
    func redrawLine(width: Int) {
        guard isReading, let readingPrompt else { return }
        drawn = nil
        draw(prompt: readingPrompt, width: width)
    }

    /// Draws the prompt and the visible part of the line, clears what is left of the row,
    /// and puts the cursor where the editor's is.
    ///
    /// A window made narrower since the last drawing has wrapped that line onto more rows;
    /// the drawing starts from the row the line began on and clears everything below, so no
    /// stale copy of the prompt stays behind. A window too narrow for the prompt and ten
    /// characters gets a short prompt.
    private func draw(prompt fullPrompt: String, width: Int) {
        let width = max(width, 2)
        var prompt = fullPrompt
        var promptColumns = Self.columns(of: prompt)
        if width < promptColumns + 10 {
            prompt = "> "
            promptColumns = 2
        }
        // One column stays free, so the cursor at the end never wraps onto the next row.
        let part = editor.visiblePart(columns: width - promptColumns - 1)
        let column = promptColumns + part.cursorColumn
        var text = "\r"
        if let drawn, drawn.width > width {
            let rowsAbove = drawn.cursorColumn / width
            if rowsAbove > 0 { text = "\u{1B}[\(rowsAbove)A\r" }
        }
        text += prompt + part.text + "\u{1B}[J" + (column > 0 ? "\r\u{1B}[\(column)C" : "\r")
        output.standardOutput(text)
        drawn = (width, column)
    }

    private static func columns(of text: String) -> Int {
        text.reduce(0) { $0 + ConsoleLineEditor.columns(of: $1) }
    }
}
