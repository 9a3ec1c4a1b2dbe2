import ConsoleUI
import NavigationLinks

// Shared by the deterministic fuzz slice (ConsoleCommandFuzzSliceTests) and the libFuzzer
// target (Fuzz/ConsoleCommand): seed lines and the checks every raw line must pass. Keep this
// file free of test-only imports; Scripts/fuzz compiles it as is.

/// What a raw console line must satisfy: `ConsoleCommand.parse(bytes:)` gives a command that
/// reads back the same when written out, or a ``ConsoleCommandError`` that matches the line
/// (too long, not UTF-8, or what the text parser says), described on one line; and nothing
/// the console prints because of the line (its echo, its error, the line editor's drawing
/// and the line it hands over) holds a control character.
enum ConsoleCommandFuzzOracle {
    /// Every command with and without its arguments, plus the mistakes people make.
    static let seedLines = [
        "1", "tap 2", "back", "dismiss", "tab orders", "open switchyard://orders/1001", "where", "state",
        "save",
        "graph", "graph dot", "graph MERMAID", "audit", "log", "help", "quit", "  TAB   settings\t",
        "Tap 3\r",
        "+1", "-1", "0", "tap", "tab", "open", "graph svg", "quti", "backk", "99999999999999999999",
        "tap 1 2",
        "", "   ", "open https://switchyard.example/settings/support?order=7", "tap x", "wher",
        "tab caf\u{e9}", "trace on", "TRACE Off", "trace", "trace maybe", "where -m", "where modules",
        "where -x", "window new", "window list", "window 2", "window close", "window", "window 0",
        "WINDOW New", "window new list",
    ]

    /// Tokens a mutator splices in: words, separators, signs, digits and awkward characters.
    static let dictionary = [
        " ", "\t", "\r", "\n", "tap", "tab", "open", "graph", "dot", "mermaid", "quit", "help", "+", "-", "0",
        "9", "4294967296", "9223372036854775808", "\u{0}", "\u{7F}", "\u{A0}", "\u{2028}", "\u{85}",
        "\u{FEFF}",
        "é", "🚃", "\u{301}", "１", "٣", "\u{1B}[31m", "\u{1B}]0;t\u{07}", "\u{1B}[A", "\u{3}", "\u{9B}",
    ]

    /// Checks one line: how far it got (`tooLong`, `invalidUTF8`, `refused`, `parsed`) and what is
    /// wrong, if anything.
    static func check(_ bytes: [UInt8]) -> (reached: String, problem: String?) {
        let parsed = checkParsing(bytes)
        return (parsed.reached, parsed.problem ?? controlCharacterProblem(bytes))
    }

    /// What the console prints because of a line holds no control character: the line's
    /// echo, its error, and, typed at a terminal, what the line editor draws and hands over.
    static func controlCharacterProblem(_ bytes: [UInt8]) -> String? {
        let echo = ConsoleSession.echo(of: bytes)
        if ConsoleText.hasControlCharacters(echo) {
            return "the echo \(echo.debugDescription) holds a control"
        }
        do {
            _ = try ConsoleCommand.parse(bytes: bytes)
        } catch {
            let line = "error: " + ConsoleText.visible(error.description)
            if ConsoleText.hasControlCharacters(line) {
                return "the error \(line.debugDescription) holds a control"
            }
        }
        var decoder = ConsoleKeyDecoder()
        var editor = ConsoleLineEditor()
        // The first kilobyte is enough to reach every key; a 4 KB line costs the slice seconds.
        for key in decoder.keys(from: bytes.prefix(1024)) {
            if case .character(let character) = key,
                character.unicodeScalars.contains(where: {
                    $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
                })
            {
                return "the key decoder typed \(String(character).debugDescription)"
            }
            if case .submit(let line) = editor.handle(key), ConsoleText.hasControlCharacters(line) {
                return "the line editor handed over \(line.debugDescription)"
            }
        }
        let drawn = editor.visiblePart(columns: 40).text
        if ConsoleText.hasControlCharacters(drawn) { return "the line editor drew \(drawn.debugDescription)" }
        return nil
    }

    /// How far parsing a line got and what is wrong with its result, if anything.
    private static func checkParsing(_ bytes: [UInt8]) -> (reached: String, problem: String?) {
        let result: Result<ConsoleCommand, ConsoleCommandError>
        do {
            result = .success(try ConsoleCommand.parse(bytes: bytes))
        } catch {
            result = .failure(error)
        }
        if bytes.count > ConsoleCommand.maximumLineLength {
            guard case .failure(.lineTooLong) = result else {
                return ("tooLong", "a \(bytes.count)-byte line gave \(result)")
            }
            return ("tooLong", nil)
        }
        // The standard library's own check where it has one, as an independent reference.
        let reference: String?
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            reference = String(validating: bytes, as: UTF8.self)
        } else {
            reference = String(validatingUTF8Bytes: bytes)
        }
        guard let text = reference else {
            guard case .failure(.invalidUTF8) = result else {
                return ("invalidUTF8", "invalid UTF-8 gave \(result)")
            }
            return ("invalidUTF8", nil)
        }
        let fromText: Result<ConsoleCommand, ConsoleCommandError>
        do {
            fromText = .success(try ConsoleCommand.parse(text))
        } catch {
            fromText = .failure(error)
        }
        guard fromText == result else { return ("parsed", "bytes gave \(result), the same text \(fromText)") }
        switch result {
        case .failure(let error):
            let description = error.description
            if description.isEmpty || description.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) {
                return ("refused", "the error is not one line: \(description)")
            }
            if case .unknownCommand(_, let suggestion?) = error,
                !ConsoleCommand.commandWords.contains(suggestion)
            {
                return ("refused", "suggested '\(suggestion)', which is not a command")
            }
            return ("refused", nil)
        case .success(let command):
            if case .tap(let number) = command, number < 1 { return ("parsed", "tap \(number) passed") }
            if case .tapInBackground(let number) = command, number < 1 {
                return ("parsed", "tap \(number) & passed")
            }
            let written = Self.written(command)
            do {
                let again = try ConsoleCommand.parse(written)
                return (
                    "parsed", again == command ? nil : "'\(written)' reads back as \(again), not \(command)"
                )
            } catch {
                return ("parsed", "'\(written)', written from \(command), does not parse: \(error)")
            }
        }
    }

    /// The command as a person would type it: its description, which must read back the same.
    static func written(_ command: ConsoleCommand) -> String { command.description }
}
