/// The command-line arguments of a console app such as `switchyard`.
///
/// ```
/// switchyard [--script FILE] [--strict] [--open URL] [--state PATH] [--fresh] [--trace]
/// switchyard graph [mermaid|dot]
/// switchyard audit
/// switchyard --help | --version
/// ```
///
/// Options that take a value accept it as the next argument or after `=`
/// (`--script=demo.txt`). A subcommand must come first.
public struct ConsoleArguments: Hashable, Sendable {
    /// A one-shot command run instead of a session.
    public enum Subcommand: Hashable, Sendable {
        /// `graph [mermaid|dot]`: print the navigation graph and exit.
        case graph(ConsoleCommand.GraphFormat)
        /// `audit`: check the destinations, print the report and exit (1 when problems were found).
        case audit
    }

    /// The subcommand given as the first argument, if any.
    public var subcommand: Subcommand?
    /// `--script FILE`: read commands from a file.
    public var scriptPath: String?
    /// `--strict`: stop a script at its first failing command with exit status 1.
    public var isStrict: Bool
    /// `--help` (or `-h`): print the usage and exit.
    public var showsHelp: Bool
    /// `--version`: print the version and exit.
    public var showsVersion: Bool
    /// `--open URL`: start at a deep link.
    public var openURL: String?
    /// `--state PATH`: where the navigation state is saved and restored.
    public var statePath: String?
    /// `--fresh`: start clean instead of restoring the saved state.
    public var isFresh: Bool
    /// `--trace`: start with `trace on`, so module crossings print from the first screen.
    public var tracesCrossings: Bool

    /// Creates arguments; every field defaults to absent.
    public init(
        subcommand: Subcommand? = nil, scriptPath: String? = nil, isStrict: Bool = false,
        showsHelp: Bool = false, showsVersion: Bool = false, openURL: String? = nil,
        statePath: String? = nil, isFresh: Bool = false, tracesCrossings: Bool = false
    ) {
        self.tracesCrossings = tracesCrossings
        self.subcommand = subcommand
        self.scriptPath = scriptPath
        self.isStrict = isStrict
        self.showsHelp = showsHelp
        self.showsVersion = showsVersion
        self.openURL = openURL
        self.statePath = statePath
        self.isFresh = isFresh
    }

    /// Parses the arguments that follow the program name.
    public static func parse(_ arguments: some Sequence<String>) throws(ConsoleArgumentsError)
        -> ConsoleArguments
    {
        var remaining = Array(arguments)[...]
        var result = ConsoleArguments()
        switch remaining.first {
        case "graph":
            remaining.removeFirst()
            var format = ConsoleCommand.GraphFormat.mermaid
            if let next = remaining.first, !next.hasPrefix("-") {
                // Any case, as the console's `graph` reads it.
                guard let chosen = ConsoleCommand.GraphFormat(rawValue: next.lowercased()) else {
                    throw .invalidGraphFormat(next)
                }
                format = chosen
                remaining.removeFirst()
            }
            result.subcommand = .graph(format)
        case "audit":
            remaining.removeFirst()
            result.subcommand = .audit
        default:
            break
        }
        while let argument = remaining.popFirst() {
            let (name, attached) = split(argument)
            func value() throws(ConsoleArgumentsError) -> String {
                let given = try rawValue()
                // The system hands each argument over with bytes that are not UTF-8 replaced by
                // U+FFFD: a link or a path so changed is not the one typed. (One typed with the
                // character itself cannot be told apart, and is refused too.)
                guard !given.unicodeScalars.contains("\u{FFFD}") else {
                    throw .unusableValue(
                        option: name,
                        reason: "'\(given)' holds U+FFFD, which stands for bytes that are not UTF-8: "
                            + "give it as UTF-8 text")
                }
                return given
            }
            func rawValue() throws(ConsoleArgumentsError) -> String {
                if let attached {
                    guard !attached.isEmpty else { throw .emptyValue(option: name) }
                    return attached
                }
                guard let next = remaining.first else { throw .missingValue(option: name) }
                // `--state ''` is no path, as `--state=` is none.
                guard !next.isEmpty else { throw .emptyValue(option: name) }
                // `--state -x.json`: a value that starts with `-` goes after `=`; `-` alone is a value.
                guard !next.hasPrefix("-") || next == "-" else {
                    throw .valueLooksLikeAnOption(option: name, value: next)
                }
                remaining.removeFirst()
                return next
            }
            func flag() throws(ConsoleArgumentsError) -> Bool {
                if let attached { throw .unexpectedValue(option: name, value: attached) }
                return true
            }
            switch name {
            case "--script": result.scriptPath = try once(result.scriptPath, name, value())
            case "--open": result.openURL = try once(result.openURL, name, value())
            case "--state": result.statePath = try once(result.statePath, name, value())
            case "--strict": result.isStrict = try flag()
            case "--fresh": result.isFresh = try flag()
            case "--trace": result.tracesCrossings = try flag()
            case "--help", "-h": result.showsHelp = try flag()
            case "--version": result.showsVersion = try flag()
            default: throw .unknownArgument(argument)
            }
        }
        if let subcommand = result.subcommand {
            let name = subcommand == .audit ? "audit" : "graph"
            // Each is for a session, which a subcommand does not start: taken, it would do nothing.
            for (option, given) in [
                ("--script", result.scriptPath != nil), ("--strict", result.isStrict),
                ("--open", result.openURL != nil), ("--state", result.statePath != nil),
                ("--fresh", result.isFresh), ("--trace", result.tracesCrossings),
            ] where given {
                throw .notWithSubcommand(option: option, subcommand: name)
            }
        }
        return result
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func once(_ current: String?, _ option: String, _ value: String)
        throws(ConsoleArgumentsError) -> String
    {
        guard current == nil else { throw .repeated(option: option) }
        return value
    }

    /// The usage text for a program, ending with a newline.
    public static func usage(program: String) -> String {
        """
        usage: \(program) [--script FILE] [--strict] [--open URL] [--state PATH] [--fresh] [--trace]
               \(program) graph [mermaid|dot]
               \(program) audit
               \(program) --help | --version

        With a terminal on standard input the console is interactive. Otherwise it reads
        commands line by line, echoing each as '> command' before its output.

        options:
          --script FILE   read commands from FILE instead of standard input
          --strict        stop with exit status 1 at the first command that fails
          --open URL      start at a deep link
          --state PATH    where the navigation state is saved and restored
          --fresh         start clean instead of restoring the saved state
          --trace         print each module crossing as it happens (trace on)
          -h, --help      show this help
          --version       show the version

        exit status: 0 normal, 1 a command failed under --strict, 2 bad arguments,
        an unreadable --script, a --state path that is not a file, holds a file this app did not
        write, or that another session holds,
        3 the state could not be saved, 4 standard output could not be written,
        129, 130, 143 ended by SIGHUP, SIGINT, SIGTERM (state saved); any other signal ends
        it as the system does, without saving

        """
    }
}

/// Why the command line was refused; the app prints the description and the usage, then exits 2.
public enum ConsoleArgumentsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An argument that is not an option of this program.
    case unknownArgument(String)
    /// An option that needs a value was given none.
    case missingValue(option: String)
    /// An option that needs a value was given an empty one (`--open ''`, `--open=`).
    case emptyValue(option: String)
    /// An option that needs a value was followed by what reads as another option.
    case valueLooksLikeAnOption(option: String, value: String)
    /// A flag was given a value with `=`.
    case unexpectedValue(option: String, value: String)
    /// An option that takes a value was given twice.
    case repeated(option: String)
    /// `graph` was given a format other than `mermaid` or `dot`.
    case invalidGraphFormat(String)
    /// A session option was combined with a subcommand.
    case notWithSubcommand(option: String, subcommand: String)
    /// An option's value names something the program cannot use (a state path that is a directory).
    case unusableValue(option: String, reason: String)

    /// One line naming the problem.
    public var description: String {
        switch self {
        case .unknownArgument(let argument): "unknown argument '\(argument)'"
        case .missingValue(let option): "\(option) needs a value"
        case .emptyValue(let option): "\(option) needs a value, and the one given is empty"
        case .valueLooksLikeAnOption(let option, let value):
            "\(option) needs a value; '\(value)' reads as an option (write \(option)=\(value) to give it as the value)"
        case .unexpectedValue(let option, let value): "\(option) takes no value (got '\(value)')"
        case .repeated(let option): "\(option) was given more than once"
        case .invalidGraphFormat(let format): "unknown graph format '\(format)'; expected mermaid or dot"
        case .notWithSubcommand(let option, let subcommand): "\(option) cannot be used with '\(subcommand)'"
        case .unusableValue(let option, let reason): "\(option): \(reason)"
        }
    }
}
