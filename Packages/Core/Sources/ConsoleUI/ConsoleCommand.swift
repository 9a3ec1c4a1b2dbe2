import NavigationLinks

/// One line typed at the console, parsed.
///
/// Command words are case-insensitive; arguments (tab names, URLs) are kept as typed.
/// Surrounding whitespace is ignored and words are separated by runs of spaces or tabs.
public enum ConsoleCommand: Hashable, Sendable {
    /// `N` or `tap N`: choose action N of the screen (or of the alert above it).
    case tap(Int)
    /// `N &` or `tap N &`: choose action N and go on without waiting for it to finish, so the
    /// next command runs while the action awaits (a flow step that checks something).
    case tapInBackground(Int)
    /// `wait`: wait until every action started with `&` has finished.
    case wait
    /// `back`: close the alert, else pop, else dismiss.
    case back
    /// `dismiss`: close the alert, else dismiss the front-most presentation.
    case dismiss
    /// `tab NAME`: select a tab; the tab already in front goes back to its root.
    case tab(String)
    /// `open URL`: follow a deep link.
    case open(String)
    /// `where`: print the location line; `-m` (or `modules`) names each screen's module, and
    /// `--full` (or `full`) prints a long stack whole instead of abbreviated.
    case location(modules: Bool, full: Bool)
    /// `trace on` or `trace off`: print each module crossing as it happens, or stop.
    case trace(Bool)
    /// `state`: print the navigation state as JSON.
    case state
    /// `save`: save the navigation state now.
    case save
    /// `graph [mermaid|dot]`: print the navigation graph.
    case graph(GraphFormat)
    /// `audit`: check that every destination can be shown.
    case audit
    /// `log`: print recent navigation events.
    case log
    /// `window new`, `window list`, `window N` or `window close`: open, list, focus or close
    /// a window, each its own tree.
    case window(WindowCommand)
    /// `help`: list the commands.
    case help
    /// `quit`: end the session.
    case quit

    /// The notations `graph` can print.
    public enum GraphFormat: String, Hashable, Sendable, CaseIterable {
        /// A Mermaid flowchart (the default).
        case mermaid
        /// A Graphviz digraph.
        case dot
    }

    /// What `window` does.
    public enum WindowCommand: Hashable, Sendable {
        /// Opens a window at the app's first screen and brings it to the front.
        case new
        /// Lists the windows, each with where it is.
        case list
        /// Brings window N (from 1, as `window list` numbers them) to the front.
        case focus(Int)
        /// Closes the window in front, dropping its tree.
        case close
    }

    /// Whether the command chooses a numbered action of the screen (or of its alert).
    var isTap: Bool {
        switch self {
        case .tap, .tapInBackground: true
        default: false
        }
    }

    /// The longest line accepted, in UTF-8 bytes.
    public static let maximumLineLength = 4096

    /// Every command word, in the order `help` lists them.
    public static let commandWords = [
        "tap", "wait", "back", "dismiss", "tab", "open", "where", "trace", "state", "save", "graph", "audit",
        "log", "window", "help", "quit",
    ]

    /// Parses a raw line: too long or invalid UTF-8 is refused before anything else.
    ///
    /// The bytes are one line without its terminator; a trailing carriage return is ignored.
    public static func parse(bytes: some Collection<UInt8>) throws(ConsoleCommandError) -> ConsoleCommand {
        guard bytes.count <= maximumLineLength else { throw .lineTooLong(limit: maximumLineLength) }
        guard let line = String(validatingUTF8Bytes: bytes) else { throw .invalidUTF8 }
        return try parse(line)
    }

    /// Parses one line of text.
    public static func parse(_ line: String) throws(ConsoleCommandError) -> ConsoleCommand {
        guard line.utf8.count <= maximumLineLength else { throw .lineTooLong(limit: maximumLineLength) }
        // Any whitespace Unicode names, a no-break space pasted from a web page too (a stranger
        // saw `unknown command 'where '`); "\r\n", one Character, counts as well.
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let first = words.first else { throw .emptyLine }
        // `N &`: the same tap, run without waiting for it. Any other line ending in `&` means
        // what it says (`tab &` names a tab called `&`).
        if words.count > 1, words.last == "&" {
            do {
                if case .tap(let number) = try parse(words.dropLast().joined(separator: " ")) {
                    return .tapInBackground(number)
                }
            } catch {
                // A number that cannot be a tap's says why, with or without its `&`.
                switch error {
                case .badNumber, .tooLarge: throw error
                default: break
                }
            }
        }
        let arguments = Array(words.dropFirst())
        // In `N & x` the `&` is the tap's own: what follows it is the extra argument.
        let afterAmpersand =
            arguments.count > 1 && arguments[0] == "&" ? Array(arguments.dropFirst()) : arguments
        if looksNumeric(first) {
            try expect(afterAmpersand, count: 0, for: first)
            return .tap(try number(first))
        }
        let word = first.lowercased()
        if word == "where" {
            var modules = false
            var full = false
            // In order, so `where a b c` names `a`, the first word it does not know.
            for (index, argument) in arguments.enumerated() {
                guard index < 2 else { throw .extraArgument(command: word, argument: argument) }
                let option = argument.lowercased()
                let isModules = option == "-m" || option == "modules"
                guard isModules || option == "--full" || option == "full" else {
                    throw .invalidArgument(command: word, argument: argument, expected: "-m, --full or both")
                }
                // Each once: a repeat is a slip worth saying, not a no-op.
                guard !(isModules ? modules : full) else {
                    throw .extraArgument(command: word, argument: argument)
                }
                if isModules { modules = true } else { full = true }
            }
            return .location(modules: modules, full: full)
        }
        if let command = withoutArguments[word] {
            try expect(arguments, count: 0, for: word)
            return command
        }
        switch word {
        case "trace":
            try expect(arguments, count: 1, for: word, argumentName: "on|off")
            switch arguments[0].lowercased() {
            case "on": return .trace(true)
            case "off": return .trace(false)
            default: throw .invalidArgument(command: word, argument: arguments[0], expected: "on or off")
            }
        case "tap":
            if arguments.count > 2, arguments[1] == "&" {
                throw .extraArgument(command: word, argument: arguments[2])
            }
            try expect(arguments, count: 1, for: word, argumentName: "N")
            return .tap(try number(arguments[0]))
        case "tab":
            try expect(arguments, count: 1, for: word, argumentName: "NAME")
            return .tab(arguments[0])
        case "open":
            try expect(arguments, count: 1, for: word, argumentName: "URL")
            return .open(arguments[0])
        case "window":
            try expect(arguments, count: 1, for: word, argumentName: "new|list|N|close")
            switch arguments[0].lowercased() {
            case "new": return .window(.new)
            case "list": return .window(.list)
            case "close": return .window(.close)
            default:
                if isWholeNumber(arguments[0]), Int(arguments[0]) == nil {
                    throw .tooLarge(arguments[0], for: "a window number")
                }
                guard let window = try? number(arguments[0]) else {
                    throw .invalidArgument(
                        command: word, argument: arguments[0],
                        expected: "new, list, close or a window number from 1")
                }
                return .window(.focus(window))
            }
        case "graph":
            guard arguments.count <= 1 else { throw .extraArgument(command: word, argument: arguments[1]) }
            guard let name = arguments.first else { return .graph(.mermaid) }
            guard let format = GraphFormat(rawValue: name.lowercased()) else {
                throw .invalidArgument(command: word, argument: name, expected: "mermaid or dot")
            }
            return .graph(format)
        default:
            throw .unknownCommand(first, suggestion: suggestion(for: word))
        }
    }

    /// The commands that take no argument, by command word.
    private static let withoutArguments: [String: ConsoleCommand] = [
        "back": .back, "dismiss": .dismiss, "state": .state, "save": .save,
        "audit": .audit, "log": .log, "help": .help, "quit": .quit, "wait": .wait,
    ]

    private static func expect(
        _ arguments: [String], count: Int, for command: String, argumentName: String = ""
    ) throws(ConsoleCommandError) {
        if arguments.count > count {
            throw .extraArgument(command: command, argument: arguments[count])
        }
        if arguments.count < count {
            throw .missingArgument(command: command, argument: argumentName)
        }
    }

    /// Whether a word was meant as an action number: a digit, or a sign followed by one.
    private static func looksNumeric(_ word: String) -> Bool {
        guard let leading = word.first else { return false }
        if leading.isNumber { return true }
        return (leading == "-" || leading == "+") && word.dropFirst().first?.isNumber == true
    }

    private static func number(_ text: String) throws(ConsoleCommandError) -> Int {
        guard isWholeNumber(text) else { throw .badNumber(text) }
        guard let value = Int(text) else { throw .tooLarge(text, for: "an action number") }
        guard value >= 1 else { throw .badNumber(text) }
        return value
    }

    /// Whether a word is digits alone.
    private static func isWholeNumber(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// The command word closest to a mistyped one (at most two edits away), if any.
    static func suggestion(for word: String) -> String? {
        // Other programs' word for it, which is no typo of ours ('exit' is closest to 'wait').
        if word == "exit" { return "quit" }
        guard word.count <= 12 else { return nil }
        let typed = Array(word)
        var best: (word: String, distance: Int)?
        for candidate in commandWords {
            let distance = editDistance(typed, Array(candidate))
            if distance <= 2, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.word
    }

    private static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
        var previous = Array(0...rhs.count)
        for (i, left) in lhs.enumerated() {
            var row = [i + 1]
            for (j, right) in rhs.enumerated() {
                row.append(min(previous[j + 1] + 1, row[j] + 1, previous[j] + (left == right ? 0 : 1)))
            }
            previous = row
        }
        return previous[rhs.count]
    }
}

/// Why a console line could not be parsed; each case describes itself in one line.
public enum ConsoleCommandError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line was empty or only whitespace.
    case emptyLine
    /// The first word is not a command; carries the closest command word when one is near.
    case unknownCommand(String, suggestion: String?)
    /// An action number is not a whole number from 1 up.
    case badNumber(String)
    /// A whole number past what a number here can be (`an action number`, `a window number`).
    case tooLarge(String, for: String)
    /// A command needs an argument that is missing.
    case missingArgument(command: String, argument: String)
    /// A command got more arguments than it takes; carries the first extra one.
    case extraArgument(command: String, argument: String)
    /// An argument is not one of the accepted values.
    case invalidArgument(command: String, argument: String, expected: String)
    /// The line is longer than the limit, in UTF-8 bytes.
    case lineTooLong(limit: Int)
    /// The line's bytes are not valid UTF-8.
    case invalidUTF8

    /// One line that says what is wrong and what to do.
    public var description: String {
        switch self {
        case .emptyLine:
            "empty line; type a command, or 'help' for the list"
        case .unknownCommand(let word, let suggestion):
            if let suggestion {
                "unknown command \(ConsoleText.quoted(word)); did you mean '\(suggestion)'? type 'help' for the list"
            } else {
                "unknown command \(ConsoleText.quoted(word)); type 'help' for the list"
            }
        case .badNumber(let text):
            "\(ConsoleText.quoted(text)) is not an action number; use a whole number from 1"
        case .tooLarge(let text, let what):
            "\(ConsoleText.quoted(text)) is too large for \(what)"
        case .missingArgument(let command, let argument):
            "'\(command)' needs an argument: \(command) \(argument)"
        case .extraArgument(let command, let argument):
            "'\(command)' got an extra argument \(ConsoleText.quoted(argument))"
        case .invalidArgument(let command, let argument, let expected):
            "'\(command)' does not know \(ConsoleText.quoted(argument)); expected \(expected)"
        case .lineTooLong(let limit):
            "line too long; the limit is \(limit) bytes"
        case .invalidUTF8:
            "line is not valid UTF-8; nothing was run"
        }
    }
}

extension ConsoleCommand: CustomStringConvertible {
    /// The command as a person would type it, which parses back to the same command.
    ///
    /// An argument that starts with a combining mark follows a tab: after a space the mark
    /// would join the space into one character.
    public var description: String {
        func separated(_ argument: String) -> String {
            let joins =
                argument.unicodeScalars.first.map {
                    $0.properties.generalCategory == .nonspacingMark
                        || $0.properties.generalCategory == .enclosingMark
                        || $0.properties.generalCategory == .spacingMark
                        || $0.properties.isGraphemeExtend
                } ?? false
            return (joins ? "\t" : " ") + argument
        }
        return switch self {
        case .tap(let number): "tap \(number)"
        case .tapInBackground(let number): "tap \(number) &"
        case .wait: "wait"
        case .back: "back"
        case .dismiss: "dismiss"
        case .tab(let name): "tab" + separated(name)
        case .open(let link): "open" + separated(link)
        case .location(let modules, let full): "where" + (modules ? " -m" : "") + (full ? " --full" : "")
        case .trace(let on): on ? "trace on" : "trace off"
        case .state: "state"
        case .save: "save"
        case .graph(let format): "graph \(format.rawValue)"
        case .audit: "audit"
        case .log: "log"
        case .window(.new): "window new"
        case .window(.list): "window list"
        case .window(.focus(let number)): "window \(number)"
        case .window(.close): "window close"
        case .help: "help"
        case .quit: "quit"
        }
    }
}

extension ConsoleCommand {
    /// The text `help` prints, naming the root's tabs.
    public static func helpText(tabs: [String]) -> String {
        let rows: [(String, String)] = [
            ("N, tap N", "choose action N on the screen, or on the alert in front of it"),
            ("N &", "choose action N and go on at once, without waiting for it to finish"),
            ("wait", "wait for the actions started with & to finish"),
            ("back", "close the alert, else go back one screen (pop, else dismiss)"),
            ("dismiss", "close the alert, else dismiss the front-most sheet or cover"),
            (
                "tab NAME",
                "switch tab" + (tabs.isEmpty ? "" : " (" + tabs.joined(separator: ", ") + ")")
                    + "; the tab in front goes back to its root"
            ),
            ("open URL", "follow a deep link"),
            ("where", "print where you are: TAB: ID > ID | sheet: ID | alert: ID | pending: ID"),
            ("where -m", "the same, with the module of each screen"),
            ("where --full", "the same, with a long stack whole (screens abbreviate it)"),
            ("trace on|off", "print which module asked, which answered and how, as it happens"),
            ("state", "print the navigation state as JSON"),
            ("save", "save the navigation state now"),
            ("graph [mermaid|dot]", "print the navigation graph"),
            ("audit", "check that every destination can be shown"),
            ("log", "print recent navigation events"),
            ("window new", "open another window, its own tree, at the first screen"),
            ("window list", "list the windows and where each is"),
            ("window N", "bring window N to the front"),
            ("window close", "close the window in front, dropping its tree"),
            ("help", "show this list"),
            ("quit", "leave (the end of the input does the same)"),
        ]
        let width = rows.map(\.0.count).max() ?? 0
        let body = rows.map { "  " + $0.0.padding(to: width) + "  " + $0.1 }
        return (["Commands:"] + body).joined(separator: "\n")
    }
}

extension String {
    /// The string followed by spaces up to `width` characters.
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
