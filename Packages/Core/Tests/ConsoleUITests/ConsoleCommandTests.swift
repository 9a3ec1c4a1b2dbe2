import ConsoleUI
import Testing

@Suite("ConsoleCommand")
struct ConsoleCommandTests {
    @Test(
        "Every command of the console contract parses",
        arguments: [
            ("3", ConsoleCommand.tap(3)),
            ("tap 12", .tap(12)),
            ("back", .back),
            ("dismiss", .dismiss),
            ("tab orders", .tab("orders")),
            ("open switchyard://orders/1001", .open("switchyard://orders/1001")),
            ("where", .location(modules: false, full: false)),
            ("state", .state),
            ("save", .save),
            ("graph", .graph(.mermaid)),
            ("graph mermaid", .graph(.mermaid)),
            ("graph dot", .graph(.dot)),
            ("audit", .audit),
            ("log", .log),
            ("help", .help),
            ("quit", .quit),
        ])
    func parsesCommand(line: String, command: ConsoleCommand) throws {
        #expect(try ConsoleCommand.parse(line) == command)
    }

    @Test("Surrounding whitespace and runs of spaces or tabs are ignored")
    func ignoresWhitespace() throws {
        #expect(try ConsoleCommand.parse("  tap \t 2  ") == .tap(2))
        #expect(try ConsoleCommand.parse("\twhere\r") == .location(modules: false, full: false))
        #expect(try ConsoleCommand.parse(" 7 ") == .tap(7))
        // A no-break space, as a web page pastes it, and the ideographic space.
        #expect(try ConsoleCommand.parse("where\u{A0}") == .location(modules: false, full: false))
        #expect(try ConsoleCommand.parse("tap\u{3000}3") == .tap(3))
    }

    @Test("Command words are case-insensitive but arguments keep their case")
    func commandWordsIgnoreCase() throws {
        #expect(try ConsoleCommand.parse("BACK") == .back)
        #expect(try ConsoleCommand.parse("Tab Home") == .tab("Home"))
        #expect(
            try ConsoleCommand.parse("open HTTPS://Switchyard.example/Home")
                == .open("HTTPS://Switchyard.example/Home"))
    }

    @Test("An empty or blank line is refused", arguments: ["", "   ", "\t \t"])
    func refusesEmptyLine(line: String) {
        #expect(throws: ConsoleCommandError.emptyLine) { try ConsoleCommand.parse(line) }
    }

    @Test("An unknown command is refused with a pointer to help")
    func refusesUnknownCommand() {
        #expect(throws: ConsoleCommandError.unknownCommand("frobnicate", suggestion: nil)) {
            try ConsoleCommand.parse("frobnicate now")
        }
        #expect(
            ConsoleCommandError.unknownCommand("frobnicate", suggestion: nil).description
                == "unknown command 'frobnicate'; type 'help' for the list")
    }

    @Test("A mistyped command suggests the closest command word")
    func suggestsCloseCommand() {
        #expect(throws: ConsoleCommandError.unknownCommand("bakc", suggestion: "back")) {
            try ConsoleCommand.parse("bakc")
        }
        #expect(
            ConsoleCommandError.unknownCommand("wher", suggestion: "where").description
                == "unknown command 'wher'; did you mean 'where'? type 'help' for the list")
    }

    @Test("'exit' suggests quit, not the command it is closest to in letters")
    func exitSuggestsQuit() {
        #expect(throws: ConsoleCommandError.unknownCommand("exit", suggestion: "quit")) {
            try ConsoleCommand.parse("exit")
        }
    }

    @Test(
        "A number that is not a whole number from 1 is a bad number",
        arguments: ["0", "-1", "+2", "3x", "1.5", "tap 0", "tap x", "tap -4"])
    func refusesBadNumber(line: String) throws {
        let error = #expect(throws: ConsoleCommandError.self) { try ConsoleCommand.parse(line) }
        guard case .badNumber = error else {
            Issue.record("expected badNumber, got \(String(describing: error))")
            return
        }
    }

    /// Found by a stranger: a number too large to hold was told to use "a whole number from 1",
    /// which it is.
    @Test("A whole number too large for a number says so")
    func saysANumberIsTooLarge() throws {
        let huge = "99999999999999999999999"
        #expect(throws: ConsoleCommandError.tooLarge(huge, for: "an action number")) {
            try ConsoleCommand.parse(huge)
        }
        #expect(throws: ConsoleCommandError.tooLarge(huge, for: "an action number")) {
            try ConsoleCommand.parse("tap \(huge)")
        }
        #expect(throws: ConsoleCommandError.tooLarge(huge, for: "a window number")) {
            try ConsoleCommand.parse("window \(huge)")
        }
        // With its `&`, a tap's number says the same (it said the `&` was an extra argument).
        #expect(throws: ConsoleCommandError.tooLarge(huge, for: "an action number")) {
            try ConsoleCommand.parse("\(huge) &")
        }
        #expect(throws: ConsoleCommandError.tooLarge(huge, for: "an action number")) {
            try ConsoleCommand.parse("tap \(huge) &")
        }
        #expect(throws: ConsoleCommandError.badNumber("0")) { try ConsoleCommand.parse("0 &") }
        #expect(try ConsoleCommand.parse("3 &") == .tapInBackground(3))
        #expect(
            ConsoleCommandError.tooLarge(huge, for: "a window number").description
                == "'99999999999999999999999' is too large for a window number")
        #expect(try ConsoleCommand.parse("window 0002") == .window(.focus(2)))
    }

    @Test("Commands that need an argument refuse to go without")
    func refusesMissingArgument() {
        #expect(throws: ConsoleCommandError.missingArgument(command: "tab", argument: "NAME")) {
            try ConsoleCommand.parse("tab")
        }
        #expect(throws: ConsoleCommandError.missingArgument(command: "open", argument: "URL")) {
            try ConsoleCommand.parse("open")
        }
        #expect(throws: ConsoleCommandError.missingArgument(command: "tap", argument: "N")) {
            try ConsoleCommand.parse("tap")
        }
        #expect(
            ConsoleCommandError.missingArgument(command: "tab", argument: "NAME").description
                == "'tab' needs an argument: tab NAME")
    }

    @Test(
        "where takes -m or modules and --full or full, either order, and trace takes on or off, in any case")
    func whereAndTraceArguments() throws {
        #expect(try ConsoleCommand.parse("where -m") == .location(modules: true, full: false))
        #expect(try ConsoleCommand.parse("WHERE Modules") == .location(modules: true, full: false))
        #expect(try ConsoleCommand.parse("where --full") == .location(modules: false, full: true))
        #expect(try ConsoleCommand.parse("where full -M") == .location(modules: true, full: true))
        #expect(ConsoleCommand.location(modules: true, full: true).description == "where -m --full")
        // Each option once: a repeated one is a mistake, not a no-op.
        #expect(throws: ConsoleCommandError.extraArgument(command: "where", argument: "FULL")) {
            try ConsoleCommand.parse("where --full FULL")
        }
        #expect(try ConsoleCommand.parse("trace ON") == .trace(true))
        #expect(try ConsoleCommand.parse("trace off") == .trace(false))
        #expect(
            throws: ConsoleCommandError.invalidArgument(
                command: "where", argument: "am", expected: "-m, --full or both")
        ) {
            try ConsoleCommand.parse("where am")
        }
        // The first word it does not know, not the last of too many (a stranger's find).
        #expect(
            throws: ConsoleCommandError.invalidArgument(
                command: "where", argument: "a", expected: "-m, --full or both")
        ) {
            try ConsoleCommand.parse("where a b c")
        }
        #expect(throws: ConsoleCommandError.missingArgument(command: "trace", argument: "on|off")) {
            try ConsoleCommand.parse("trace")
        }
        #expect(
            throws: ConsoleCommandError.invalidArgument(
                command: "trace", argument: "maybe", expected: "on or off")
        ) {
            try ConsoleCommand.parse("trace maybe")
        }
    }

    @Test(
        "Commands refuse arguments they do not take",
        arguments: [
            ("back now", "back", "now"), ("where -m --full i", "where", "i"), ("tab a b", "tab", "b"),
            ("open x y", "open", "y"), ("graph dot extra", "graph", "extra"), ("2 3", "2", "3"),
            ("tap 1 2", "tap", "2"), ("quit please", "quit", "please"),
            // The `&` of a background tap is the tap's own; the extra is what follows it.
            ("1 & x", "1", "x"), ("tap 1 & x", "tap", "x"), ("1 & & ", "1", "&"),
        ])
    func refusesExtraArgument(line: String, command: String, argument: String) {
        #expect(throws: ConsoleCommandError.extraArgument(command: command, argument: argument)) {
            try ConsoleCommand.parse(line)
        }
    }

    @Test("graph accepts only mermaid or dot")
    func refusesUnknownGraphFormat() {
        #expect(
            throws: ConsoleCommandError.invalidArgument(
                command: "graph", argument: "svg", expected: "mermaid or dot")
        ) { try ConsoleCommand.parse("graph svg") }
    }

    @Test("A line longer than the limit is refused, as text and as bytes")
    func refusesLongLine() throws {
        let limit = ConsoleCommand.maximumLineLength
        let long = "where" + String(repeating: " ", count: limit)
        #expect(throws: ConsoleCommandError.lineTooLong(limit: limit)) { try ConsoleCommand.parse(long) }
        #expect(throws: ConsoleCommandError.lineTooLong(limit: limit)) {
            try ConsoleCommand.parse(bytes: Array(long.utf8))
        }
        let exact = "where" + String(repeating: " ", count: limit - 5)
        #expect(try ConsoleCommand.parse(exact) == .location(modules: false, full: false))
    }

    @Test("Bytes that are not valid UTF-8 are refused before parsing")
    func refusesInvalidUTF8() throws {
        #expect(throws: ConsoleCommandError.invalidUTF8) {
            try ConsoleCommand.parse(bytes: [0x74, 0x61, 0x62, 0x20, 0xFF])
        }
        #expect(throws: ConsoleCommandError.invalidUTF8) { try ConsoleCommand.parse(bytes: [0xC3]) }
        #expect(try ConsoleCommand.parse(bytes: Array("tab caf\u{E9}".utf8)) == .tab("caf\u{E9}"))
    }

    @Test("Every error describes itself in one line")
    func errorsAreOneLine() {
        let errors: [ConsoleCommandError] = [
            .emptyLine, .unknownCommand("x", suggestion: nil), .unknownCommand("x", suggestion: "log"),
            .badNumber("0"), .tooLarge("99999999999999999999999", for: "an action number"),
            .missingArgument(command: "tab", argument: "NAME"),
            .extraArgument(command: "back", argument: "x"),
            .invalidArgument(command: "graph", argument: "svg", expected: "mermaid or dot"),
            .lineTooLong(limit: 4096), .invalidUTF8,
        ]
        for error in errors {
            #expect(!error.description.isEmpty)
            #expect(!error.description.contains("\n"))
        }
    }

    @Test("The help text lists every command word and the tabs")
    func helpListsCommands() {
        let help = ConsoleCommand.helpText(tabs: ["home", "settings"])
        for word in ConsoleCommand.commandWords {
            #expect(help.contains("  \(word)") || help.contains(", \(word)"), "help misses \(word)")
        }
        #expect(help.contains("(home, settings)"))
    }
}
