import ConsoleUI
import ConsoleUITestSupport
import Foundation
import Navigation
import Testing

@MainActor
@Suite("ConsoleLauncher")
struct ConsoleLauncherTests {
    private func launch(
        _ arguments: [String], input: [String] = [], configuration: ConsoleHostConfiguration = .init(),
        standardOutputFailure: ConsoleOutputFailure? = nil
    ) async -> (status: Int32, transcript: ConsoleTranscript) {
        let transcript = ConsoleTranscript()
        var output = transcript.output
        output.standardOutputFailure = { standardOutputFailure }
        let launcher = ConsoleLauncher(
            programName: "switchyard", version: "9.9.9", output: output, input: ConsoleInput(lines: input))
        let status = await launcher.run(arguments) { _, output in
            ConsoleHost(
                root: NavigationRoot(root: Fixture.home), configuration: configuration, output: output,
                renderer: ConsoleRenderer())
        }
        return (status, transcript)
    }

    @Test("--version and --help print to stdout and exit 0")
    func informational() async {
        let version = await launch(["--version"])
        #expect(version.status == 0)
        #expect(version.transcript.standardOutput == "switchyard 9.9.9\n")
        let help = await launch(["--help"])
        #expect(help.status == 0)
        #expect(help.transcript.standardOutput == ConsoleArguments.usage(program: "switchyard"))
        #expect(help.transcript.standardError.isEmpty)
    }

    @Test("Bad arguments print the reason and the usage on stderr and exit 2")
    func badArguments() async {
        let (status, transcript) = await launch(["--nope"])
        #expect(status == 2)
        #expect(transcript.standardOutput.isEmpty)
        #expect(transcript.errorLines.first == "error: unknown argument '--nope'")
        #expect(transcript.standardError.contains("usage: switchyard"))
    }

    @Test("A session reads the input and exits 0")
    func session() async {
        let (status, transcript) = await launch([], input: ["where", "quit"])
        #expect(status == 0)
        #expect(transcript.outputLines.suffix(3) == ["> where", "main: home", "> quit"])
    }

    @Test("--strict makes a failing command exit 1")
    func strict() async {
        let (status, transcript) = await launch(["--strict"], input: ["bogus", "where"])
        #expect(status == 1)
        #expect(transcript.outputLines.last == "> bogus")
    }

    @Test("--script reads the file, and a missing file exits 2")
    func script() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("launcher-\(UUID()).txt")
            .path
        try "1\nwhere\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (status, transcript) = await launch(["--script", path], input: ["quit"])
        #expect(status == 0)
        #expect(transcript.outputLines.suffix(2) == ["> where", "main: home > detail/1"])
        let missing = await launch(["--script", path + ".missing"])
        #expect(missing.status == 2)
        #expect(missing.transcript.errorLines.first?.hasPrefix("error: cannot read script") == true)
    }

    @Test("A script file may start with a byte-order mark and hold comments, which do not run")
    func scriptCommentsAndByteOrderMark() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("launcher-\(UUID()).txt")
            .path
        try "\u{FEFF}1\n# a comment\n   # indented\n#! restart\nwhere\n".write(
            toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (status, transcript) = await launch(["--script", path, "--strict"])
        #expect(status == 0)
        #expect(transcript.standardError.isEmpty)
        #expect(transcript.outputLines.filter { $0.hasPrefix("> ") } == ["> 1", "> where"])
    }

    @Test("--script on a directory is one error line and exit status 2, not an empty script")
    func scriptDirectory() async throws {
        let directory = FileManager.default.temporaryDirectory.path
        let (status, transcript) = await launch(["--script", directory])
        #expect(status == 2)
        #expect(transcript.standardOutput.isEmpty)
        #expect(transcript.errorLines == ["error: cannot read script '\(directory)': it is a directory"])
    }

    #if os(Linux)
        @Test("A script whose reading fails part way is one error line and exit status 2, not an end")
        func scriptReadFailure() async throws {
            // It opens, and its first read fails (EIO): nothing is mapped at offset 0.
            let (status, transcript) = await launch(["--script", "/proc/self/mem"])
            #expect(status == 2)
            #expect(
                transcript.errorLines == ["error: cannot read script '/proc/self/mem': Input/output error"])
        }
    #endif

    @Test("The graph and audit subcommands print their result without a session")
    func subcommands() async {
        var configuration = ConsoleHostConfiguration()
        configuration.graph = { format in "flowchart in \(format)" }
        configuration.audit = { (ok: true, report: "all good") }
        let graph = await launch(["graph", "dot"], configuration: configuration)
        #expect(graph.status == 0)
        #expect(graph.transcript.standardOutput == "flowchart in dot\n")
        let audit = await launch(["audit"], configuration: configuration)
        #expect(audit.status == 0)
        #expect(audit.transcript.standardOutput == "all good\n")
        let unconfigured = await launch(["audit"])
        #expect(unconfigured.status == 1)
        #expect(unconfigured.transcript.standardOutput.isEmpty)
        #expect(unconfigured.transcript.errorLines == ["error: audit is not configured yet"])
    }

    @Test(
        "Help, version, graph and audit exit 4 with one error line when standard output fails",
        arguments: [["--help"], ["--version"], ["graph"], ["audit"]])
    func answersThatCannotBeWritten(_ arguments: [String]) async {
        var configuration = ConsoleHostConfiguration()
        configuration.graph = { format in "flowchart in \(format)" }
        configuration.audit = { (ok: true, report: "all good") }
        let full = await launch(
            arguments, configuration: configuration, standardOutputFailure: .failed("No space left on device")
        )
        #expect(full.status == ConsoleSession.outputFailedStatus)
        #expect(
            full.transcript.errorLines == ["error: cannot write to standard output: No space left on device"])
        // A reader that went away (`| head -1`) took what it wanted: the status stands.
        let closed = await launch(arguments, configuration: configuration, standardOutputFailure: .closed)
        #expect(closed.status == 0)
        #expect(closed.transcript.errorLines.isEmpty)
    }

    @Test("--open starts at the link, and without a router reports it and carries on")
    func openAtStart() async {
        var configuration = ConsoleHostConfiguration()
        configuration.openURL = { _, _ in .applied }
        let opened = await launch(
            ["--open", "switchyard://home"], input: ["where"], configuration: configuration)
        #expect(opened.status == 0)
        #expect(opened.transcript.standardError.isEmpty)
        let unrouted = await launch(["--open", "switchyard://home"], input: ["where"])
        #expect(unrouted.status == 0)
        #expect(unrouted.transcript.errorLines == ["error: no deep-link router is configured"])
        let strict = await launch(["--strict", "--open", "switchyard://home"], input: ["where"])
        #expect(strict.status == 1)
    }
}
