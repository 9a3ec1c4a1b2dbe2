/// Reads a line at an interactive terminal with editing, history and the shell's keys.
///
/// For each line it puts the terminal in raw mode, draws the prompt, and feeds every key
/// to a ``ConsoleLineEditor``, drawing the line again once per batch of keys (a paste is
/// one redraw, not one per character). When the line is handed over the terminal goes
/// back to how it was, so a command's output, and a Ctrl-C while a command runs, behave
/// as they would without the editor. Keys typed after Enter in the same batch wait for the
/// next line.
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
    }

    /// The line printed after a first Ctrl-C at an empty line.
    static let quitHint = "(Ctrl-C again to quit, saving; or type quit)"

    private let input: ConsoleInput
    private let output: ConsoleOutput
    private let terminal: ConsoleTerminalMode
    private var editor = ConsoleLineEditor()
    private var decoder = ConsoleKeyDecoder()
    private var queued: [ConsoleKey] = []

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

    /// Puts the terminal back as it was found; safe to call at any time, and more than once.
    func restoreTerminal() {
        guard terminal.isRaw else { return }
        terminal.restore()
        // The process may end next (a signal): leave the shell's prompt on a line of its own.
        output.standardOutput("\n")
    }

    /// Reads one line, drawing `prompt` before it in a terminal `width()` columns wide;
    /// `redrawScreen` prints the screen again after Ctrl-L has cleared the terminal.
    func readLine(prompt: String, width: () -> Int, redrawScreen: () -> Void) async -> Result {
        terminal.enterRaw()
        defer { terminal.restore() }
        draw(prompt: prompt, width: width())
        while true {
            if queued.isEmpty {
                guard let bytes = await input.nextBytes() else {
                    output.standardOutput("\n")
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
                case .abandon:
                    // Like a shell: the abandoned text stays on screen, marked, and a new prompt follows.
                    output.standardOutput("^C\n")
                    needsDrawing = true
                case .confirmQuit:
                    output.standardOutput("^C\n" + Self.quitHint + "\n")
                    needsDrawing = true
                case .quit:
                    output.standardOutput("^C\n")
                    return .quit
                case .endOfInput:
                    output.standardOutput("\n")
                    return .endOfInput
                case .redrawScreen:
                    output.standardOutput("\u{1B}[H\u{1B}[2J")
                    redrawScreen()
                    needsDrawing = true
                }
            }
            // One bell for a batch, however many keys in it were refused.
            if refused { output.standardOutput("\u{07}") }
            if needsDrawing { draw(prompt: prompt, width: width()) }
        }
    }

    /// Draws the prompt and the visible part of the line, clears what is left of the row,
    /// and puts the cursor where the editor's is.
    private func draw(prompt: String, width: Int) {
        let promptColumns = prompt.reduce(0) { $0 + ConsoleLineEditor.columns(of: $1) }
        // One column stays free, so the cursor at the end never wraps onto the next row.
        let part = editor.visiblePart(columns: width - promptColumns - 1)
        let column = promptColumns + part.cursorColumn
        let moveToCursor = column > 0 ? "\r\u{1B}[\(column)C" : "\r"
        output.standardOutput("\r" + prompt + part.text + "\u{1B}[K" + moveToCursor)
    }
}
