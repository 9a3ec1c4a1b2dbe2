import ConsoleUI

/// A scenario's `.txt` file, read into the console sessions it runs.
///
/// Every line that does not start with `#` is sent to the console exactly as written,
/// blank lines included (an empty line is a command, and an error). Lines starting with
/// `#` describe the scenario and are not sent; a few of them, starting with `#!`, are
/// directives for the runner:
///
/// | directive | effect |
/// |---|---|
/// | `#! args: ARG ...` | start arguments of the first session (`--open URL`, `--strict`, `--fresh`) |
/// | `#! state-file: NAME` | copy `Fixtures/NAME` to the state file before the next session starts |
/// | `#! restart [ARG ...]` | end the session (it saves), then start a new app on the same state file |
/// | `#! columns: N` | the console's width for this session (80 by default): 120 or more shows a split's columns side by side |
/// | `#! files` | after the last session, list the state directory |
///
/// `args:` and `state-file:` must come before the first command of their session. The
/// runner always adds `--state` with a temporary path, so scenarios never name one.
struct ScenarioScript: Equatable, Sendable {
    /// One run of the app: its start arguments, an optional fixture, and its input lines.
    struct Session: Equatable, Sendable {
        /// The directive lines that set this session up, echoed into the transcript before it.
        var directives: [String] = []
        /// Arguments before the runner's own `--state PATH`.
        var arguments: [String] = []
        /// The fixture placed as the state file before the session starts.
        var fixture: String?
        /// The console's width (`#! columns: N`), 80 when not given.
        var columns: Int?
        /// The lines sent to the console, in order.
        var lines: [String] = []
    }

    /// Why a script cannot be run.
    struct Problem: Error, Equatable, CustomStringConvertible {
        /// The 1-based line number in the `.txt` file.
        let line: Int
        /// What is wrong.
        let message: String

        var description: String { "line \(line): \(message)" }
    }

    /// The sessions, in order; there is always at least one.
    var sessions: [Session]
    /// Whether the state directory is listed after the last session.
    var listsFiles: Bool
    /// The comment lines (without `# `), which describe the scenario.
    var comments: [String]

    /// The fixtures the script places, in order.
    var fixtures: [String] { sessions.compactMap(\.fixture) }

    /// Reads a script's text.
    init(parsing text: String) throws(Problem) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var sessions = [Session()]
        var listsFiles = false
        var comments: [String] = []
        for (index, line) in lines.enumerated() {
            let number = index + 1
            guard line.hasPrefix("#") else {
                guard !listsFiles else {
                    throw Problem(line: number, message: "'#! files' must come after the last command")
                }
                sessions[sessions.count - 1].lines.append(line)
                continue
            }
            guard line.hasPrefix("#!") else {
                comments.append(String(line.dropFirst(line.hasPrefix("# ") ? 2 : 1)))
                continue
            }
            let directive = Self.trimmed(line.dropFirst(2))
            let (name, value) = Self.split(directive)
            let startedCommands = !sessions[sessions.count - 1].lines.isEmpty
            switch name {
            case "args:":
                guard sessions.count == 1, !startedCommands, sessions[0].arguments.isEmpty else {
                    throw Problem(
                        line: number,
                        message:
                            "'#! args:' must come once, before the first command; use '#! restart ARGS' later"
                    )
                }
                guard !value.isEmpty else {
                    throw Problem(line: number, message: "'#! args:' needs arguments")
                }
                sessions[0].arguments = Self.words(value)
                sessions[0].directives.append("#! " + directive)
            case "state-file:":
                guard !startedCommands, sessions[sessions.count - 1].fixture == nil else {
                    throw Problem(
                        line: number,
                        message: "'#! state-file:' must come once per session, before its commands")
                }
                guard !value.isEmpty, !value.contains("/") else {
                    throw Problem(line: number, message: "'#! state-file:' needs a file name in Fixtures/")
                }
                sessions[sessions.count - 1].fixture = value
                sessions[sessions.count - 1].directives.append("#! " + directive)
            case "columns:":
                guard !startedCommands, sessions[sessions.count - 1].columns == nil else {
                    throw Problem(
                        line: number, message: "'#! columns:' must come once per session, before its commands"
                    )
                }
                guard let columns = Int(value), columns >= ConsoleRenderer.minimumWidth else {
                    throw Problem(line: number, message: "'#! columns:' needs a width of at least 16")
                }
                sessions[sessions.count - 1].columns = columns
                sessions[sessions.count - 1].directives.append("#! " + directive)
            case "restart":
                guard !listsFiles else {
                    throw Problem(line: number, message: "'#! files' must come after the last session")
                }
                sessions.append(Session(directives: ["#! " + directive], arguments: Self.words(value)))
            case "files":
                guard value.isEmpty else { throw Problem(line: number, message: "'#! files' takes no value") }
                listsFiles = true
            default:
                throw Problem(line: number, message: "unknown directive '#! \(name)'")
            }
        }
        for session in sessions {
            if let subcommand = session.arguments.first, !subcommand.hasPrefix("-") {
                throw Problem(
                    line: 1,
                    message: "'\(subcommand)' is not a session argument; subcommands belong in ProcessTests")
            }
            if session.arguments.contains(where: { $0 == "--state" || $0.hasPrefix("--state=") }) {
                throw Problem(line: 1, message: "the runner chooses the state file; do not pass --state")
            }
        }
        self.sessions = sessions
        self.listsFiles = listsFiles
        self.comments = comments
    }

    private static func split(_ directive: String) -> (String, String) {
        guard let space = directive.firstIndex(of: " ") else { return (directive, "") }
        return (String(directive[..<space]), trimmed(directive[space...]))
    }

    private static func words(_ text: String) -> [String] {
        text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    }

    private static func trimmed(_ text: Substring) -> String {
        String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
