import EndToEndSupport
import Foundation
import Testing

/// The real `switchyard` executable, run as a subprocess with piped standard input.
///
/// These tests need the release build (`make release-binary`, which `make test` runs
/// first); without a binary they fail and say how to build one. `SWITCHYARD_BINARY`
/// points them at another build.
@Suite("The switchyard process")
struct ProcessTests {
    /// Scenarios without directives, replayed through the binary: they double as checks
    /// that the process splits the in-process transcript correctly between its two streams.
    static let pipedScenarios = [
        "redirect-home-to-orders",
        "alert-cancel-order-kept",
        "deep-links-malformed",
        "console-bad-input",
    ]

    /// A process runner with a fresh home directory of its own.
    private static func makeProcess() throws -> (SwitchyardProcess, URL) {
        let home = try RepositoryLayout.makeTemporaryDirectory(prefix: "switchyard-process")
        return (SwitchyardProcess(executable: try SwitchyardProcess.locate(), home: home), home)
    }

    private static func diff(_ expected: String, _ actual: String, _ name: String) -> String? {
        LineDiff().unified(expected: expected, actual: actual, expectedName: name, actualName: "actual")
    }

    @Test(
        "A piped scenario writes screens to stdout and error lines to stderr, and exits 0",
        arguments: pipedScenarios)
    func pipedScenario(_ name: String) throws {
        let scenario = Scenario(name: name)
        let script = try scenario.script()
        try #require(script.sessions.count == 1 && script.sessions[0].directives.isEmpty)
        let transcript = try #require(try scenario.expectedTranscript(), "\(name).expected is missing")
        let lines = transcript.lines
        let isErrorLine = { (line: String) in line.hasPrefix("error: ") || line.hasPrefix("notice: ") }
        let expectedOutput = lines.filter { !isErrorLine($0) }.map { $0 + "\n" }.joined()
        let expectedError = lines.filter(isErrorLine).map { $0 + "\n" }.joined()

        let (process, home) = try Self.makeProcess()
        defer { try? FileManager.default.removeItem(at: home) }
        let input = script.sessions[0].lines.map { $0 + "\n" }.joined()
        let result = try process.run(
            ["--state", home.appendingPathComponent("state.json").path], input: input)

        #expect(!result.timedOut)
        #expect(result.status == 0)
        if let diff = Self.diff(expectedOutput, result.standardOutput, "\(name).expected without error lines")
        {
            Issue.record("standard output of '\(name)' differs:\n\(diff)")
        }
        if let diff = Self.diff(expectedError, result.standardError, "\(name).expected, error lines only") {
            Issue.record("standard error of '\(name)' differs:\n\(diff)")
        }
    }

    @Test(
        "Every scenario file replays with --script: its comments and #! directives are not commands",
        arguments: Scenario.all)
    func scenarioFileReplaysAsAScript(_ scenario: Scenario) throws {
        let script = try scenario.script()
        let transcript = try #require(
            try scenario.expectedTranscript(), "\(scenario.name).expected is missing")
        let expected = transcript.lines
        let (process, home) = try Self.makeProcess()
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try process.run(
            ["--script", scenario.scriptURL.path, "--state", home.appendingPathComponent("state.json").path])

        #expect(!result.timedOut)
        #expect(result.status == 0)
        // Normalised as the transcripts are: the state directory reads `<state-dir>`.
        let output = TranscriptText.normalize(result.standardOutput, stateDirectory: home.path)
        let errors = TranscriptText.normalize(result.standardError, stateDirectory: home.path).lines
        #expect(!errors.contains { $0.contains("unknown command '#") }, "a comment ran as a command")
        let plain = script.sessions.count == 1 && script.sessions[0].directives.isEmpty
        guard plain else { return }
        // Without restarts or arguments, the script is the whole transcript.
        #expect(errors.allSatisfy(expected.contains), "unexpected error lines: \(errors)")
        let expectedOutput = expected.filter { !$0.hasPrefix("error: ") && !$0.hasPrefix("notice: ") }
        if let diff = Self.diff(
            expectedOutput.map { $0 + "\n" }.joined(), output, "\(scenario.name).expected")
        {
            Issue.record("standard output of '\(scenario.name)' as a script differs:\n\(diff)")
        }
    }

    @Test("A line that never ends is reported as too long at once, not when it ends")
    func anEndlessLineIsReportedAtOnce() throws {
        let (runner, home) = try Self.makeProcess()
        defer { try? FileManager.default.removeItem(at: home) }
        let process = runner.makeProcess(["--state", home.appendingPathComponent("state.json").path])
        let input = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        // 5,000 bytes and no newline, and the input stays open: like reading /dev/zero.
        input.fileHandleForWriting.write(Data(repeating: UInt8(ascii: "a"), count: 5_000))
        // Read on the handle's own queue, so a binary that never answers fails the wait
        // below instead of blocking the test.
        let received = LockedText()
        errors.fileHandleForReading.readabilityHandler = { received.append($0.availableData) }
        let deadline = Date().addingTimeInterval(10)
        while !received.text.contains("\n"), Date() < deadline { usleep(20_000) }
        errors.fileHandleForReading.readabilityHandler = nil
        let text = received.text
        #expect(text.hasPrefix("error: line too long; the limit is 4096 bytes"), "stderr: \(text)")
        input.fileHandleForWriting.write(Data("aaa\nwhere\n".utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test("Under --strict a failing command ends the script with exit status 1")
    func strictFailureExitsOne() throws {
        let (process, home) = try Self.makeProcess()
        defer { try? FileManager.default.removeItem(at: home) }
        let statePath = home.appendingPathComponent("state.json").path
        let result = try process.run(["--strict", "--state", statePath], input: "10\nbogus\nwhere\n")

        #expect(result.status == 1)
        #expect(result.standardError == "error: unknown command 'bogus'; type 'help' for the list\n")
        let output = result.standardOutput.lines
        #expect(output.filter { $0.hasPrefix("> ") } == ["> 10", "> bogus"])
        #expect(output.last == "> bogus")
        // The session still saves on the way out.
        #expect(FileManager.default.fileExists(atPath: statePath))
    }

    @Test("A script file under --strict stops at its failing command with exit status 1")
    func strictScriptFileExitsOne() throws {
        let (process, home) = try Self.makeProcess()
        defer { try? FileManager.default.removeItem(at: home) }
        let script = home.appendingPathComponent("script.txt")
        try "tab settings\n9\nwhere\n".write(to: script, atomically: true, encoding: .utf8)
        let result = try process.run(
            ["--script", script.path, "--strict", "--state", home.appendingPathComponent("state.json").path])

        #expect(result.status == 1)
        #expect(result.standardError == "error: no action 9; this screen has 6\n")
        #expect(
            result.standardOutput.lines.filter { $0.hasPrefix("> ") } == ["> tab settings", "> 9"])
    }

    @Test(
        "A bad argument prints one error line and the usage on stderr, and exits 2",
        arguments: [
            ["--bogus"], ["--state"], ["--open"], ["--fresh=yes"], ["--strict", "--strict=no"],
            ["graph", "svg"], ["audit", "--open", "switchyard://home"],
        ])
    func badArgumentExitsTwo(_ arguments: [String]) throws {
        let (process, home) = try Self.makeProcess()
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try process.run(arguments, input: "where\n")

        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        let errors = result.standardError.lines
        #expect(errors.first?.hasPrefix("error: ") == true)
        #expect(errors.dropFirst().first?.hasPrefix("usage: switchyard ") == true)
        #expect(errors.filter { $0.hasPrefix("error: ") }.count == 1)
    }

    @Test("A second process on the same state file restores what the first one saved")
    func secondProcessRestoresTheFirst() throws {
        let (process, home) = try Self.makeProcess()
        defer { try? FileManager.default.removeItem(at: home) }
        let statePath = home.appendingPathComponent("state.json").path

        let first = try process.run(["--state", statePath], input: "10\n1\ntab settings\n5\nwhere\nquit\n")
        #expect(first.status == 0)
        #expect(first.standardError.isEmpty)
        #expect(first.standardOutput.lines.contains("settings: settings | cover: settings/about"))
        let attributes = try FileManager.default.attributesOfItem(atPath: statePath)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)

        let second = try process.run(["--state", statePath], input: "where\ntab home\nwhere\n")
        #expect(second.status == 0)
        #expect(second.standardError.isEmpty)
        let lines = second.standardOutput.lines
        #expect(lines.first == "settings: settings | cover: settings/about")
        let answers = lines.indices.dropLast().filter { lines[$0] == "> where" }.map { lines[$0 + 1] }
        #expect(
            answers == [
                "settings: settings | cover: settings/about", "home: home > home/page/2 > home/page/3",
            ])
    }

    @Test("A state file that cannot be read is set aside with a notice on stderr, and the app starts clean")
    func corruptStateIsSetAside() throws {
        let (process, home) = try Self.makeProcess()
        defer { try? FileManager.default.removeItem(at: home) }
        let statePath = home.appendingPathComponent("state.json").path
        // A snapshot cut short: its own, so it may be set aside (another file is refused).
        try Data(#"{"key":"switchyard.demo.v1","version":2,"tabs":["#.utf8).write(
            to: URL(fileURLWithPath: statePath))
        let result = try process.run(["--state", statePath], input: "where\n")

        #expect(result.status == 0)
        let notices = result.standardError.lines
        #expect(notices.count == 1)
        #expect(notices.first?.hasPrefix("notice: state file \(statePath) cannot be decoded") == true)
        #expect(result.standardOutput.lines.first == "home: home")
        let names = try FileManager.default.contentsOfDirectory(atPath: home.path)
        #expect(names.contains { $0.hasPrefix("state.json.rejected-") })
    }

    @Test("--state naming a file the app did not write exits 2 in one line and leaves the file as it was")
    func aForeignStateFileIsRefused() throws {
        let (process, home) = try Self.makeProcess()
        defer { try? FileManager.default.removeItem(at: home) }
        let notes = home.appendingPathComponent("notes.txt").path
        try Data("buy tea\n".utf8).write(to: URL(fileURLWithPath: notes))
        for arguments in [["--state", notes], ["--fresh", "--state", notes]] {
            let result = try process.run(arguments, input: "save\n")
            #expect(result.status == 2)
            #expect(result.standardOutput.isEmpty)
            #expect(result.standardError.lines.count == 1)
            #expect(
                result.standardError.hasPrefix("error: --state: cannot keep the state in '\(notes)'") == true)
        }
        #expect(FileManager.default.contents(atPath: notes) == Data("buy tea\n".utf8))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: home.path).filter { $0.hasPrefix("notes") }
                == ["notes.txt"])
    }

    @Test("--open starts at a link; a bad one is an error line that fails only under --strict")
    func openAtStart() throws {
        let (process, home) = try Self.makeProcess()
        defer { try? FileManager.default.removeItem(at: home) }
        let statePath = home.appendingPathComponent("state.json").path

        let good = try process.run(["--fresh", "--state", statePath, "--open", "switchyard://settings/about"])
        #expect(good.status == 0)
        #expect(good.standardError.isEmpty)
        #expect(good.standardOutput.lines.first == "settings: settings | cover: settings/about")

        let bad = try process.run(
            ["--fresh", "--state", statePath, "--open", "switchyard://nowhere"], input: "where\n")
        #expect(bad.status == 0)
        #expect(bad.standardError == "error: no screen at 'nowhere'\n")
        #expect(bad.standardOutput.lines.first == "home: home")

        let strict = try process.run(
            ["--fresh", "--strict", "--state", statePath, "--open", "switchyard://nowhere"], input: "where\n")
        #expect(strict.status == 1)
        #expect(strict.standardError == "error: no screen at 'nowhere'\n")
        #expect(!strict.standardOutput.contains("> where"))
    }

    @Test("The audit and graph subcommands print to stdout and leave no state behind")
    func subcommands() throws {
        let (process, home) = try Self.makeProcess()
        defer { try? FileManager.default.removeItem(at: home) }
        for arguments in [["audit"], ["graph"], ["graph", "dot"]] {
            let result = try process.run(arguments)
            #expect(
                result.status == 0, "switchyard \(arguments.joined(separator: " ")): \(result.standardError)")
            #expect(!result.standardOutput.isEmpty)
            #expect(result.standardError.isEmpty)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty)
    }
}
