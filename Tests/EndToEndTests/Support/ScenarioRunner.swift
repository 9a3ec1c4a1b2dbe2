import AppLaunch
import ConsoleUI
import EndToEndSupport
import Foundation

/// Standard output and standard error captured into one buffer, in the order written, as a
/// terminal would interleave them.
@MainActor
final class InterleavedTranscript {
    /// Everything written so far.
    private(set) var text = ""

    /// An output whose two streams both append here.
    var output: ConsoleOutput {
        ConsoleOutput(
            isTerminal: false,
            standardOutput: { [weak self] text in self?.text += text },
            standardError: { [weak self] text in self?.text += text }
        )
    }

    /// Appends a line of the runner's own (a directive), with its newline.
    func note(_ line: String) { text += line + "\n" }
}

/// Runs a scenario in-process and returns its transcript.
///
/// Each session builds the real app with `SwitchyardMain.makeHost`, exactly as the binary
/// does, but with a fixed renderer (80 columns unless `#! columns:` says, no ANSI), a temporary state directory of
/// the scenario's own (also set as `HOME` and `XDG_STATE_HOME`, so the user's saved state is
/// never read or written), and a `ConsoleSession` in script mode reading the session's
/// lines from memory. Directive lines are echoed where they take effect; a session that
/// ends with a status other than 0 adds `#! exit status N`.
@MainActor
struct ScenarioRunner {
    /// Where `#! state-file:` fixtures come from.
    var fixtures: URL = RepositoryLayout.fixtures

    /// Runs every session of `script` and returns the normalised transcript.
    func run(_ script: ScenarioScript) async throws -> String {
        let directory = try RepositoryLayout.makeTemporaryDirectory(prefix: "switchyard-e2e")
        defer { try? FileManager.default.removeItem(at: directory) }
        let transcript = InterleavedTranscript()
        for session in script.sessions {
            for line in session.directives { transcript.note(line) }
            if let fixture = session.fixture {
                try placeFixture(fixture, in: directory)
            }
            let input = ConsoleInput(bytes: Array(session.lines.map { $0 + "\n" }.joined().utf8))
            let status = try await runSession(
                arguments: session.arguments, input: input, in: directory, transcript: transcript,
                columns: session.columns ?? 80)
            if status != 0 { transcript.note("#! exit status \(status)") }
        }
        if script.listsFiles {
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            transcript.note("#! files: " + names.joined(separator: ", "))
        }
        return TranscriptText.normalize(transcript.text, stateDirectory: directory.path)
    }

    /// Runs one session on raw input bytes (for input no `.txt` file should hold) and
    /// returns its exit status and normalised transcript.
    func run(rawInput bytes: [UInt8], arguments: [String] = []) async throws -> (status: Int32, text: String)
    {
        let directory = try RepositoryLayout.makeTemporaryDirectory(prefix: "switchyard-e2e")
        defer { try? FileManager.default.removeItem(at: directory) }
        let transcript = InterleavedTranscript()
        let status = try await runSession(
            arguments: arguments, input: ConsoleInput(bytes: bytes), in: directory, transcript: transcript)
        return (status, TranscriptText.normalize(transcript.text, stateDirectory: directory.path))
    }

    /// One app, one session: built as the binary builds it, saving to `directory/state.json`.
    private func runSession(
        arguments: [String], input: ConsoleInput, in directory: URL, transcript: InterleavedTranscript,
        columns: Int = 80
    ) async throws -> Int32 {
        let statePath = directory.appendingPathComponent("state.json").path
        let parsed = try ConsoleArguments.parse(arguments + ["--state", statePath])
        let (_, host) = try SwitchyardMain.makeHost(
            arguments: parsed,
            output: transcript.output,
            environment: ["HOME": directory.path, "XDG_STATE_HOME": directory.path],
            renderer: ConsoleRenderer(width: columns, usesANSI: false),
            // Long enough that `1 &` is still checking stock when the next command runs, even
            // under AddressSanitizer on a loaded machine (300 ms lost that race there).
            stockCheck: .seconds(2)
        )
        // As ConsoleLauncher does before a session.
        host.tracesCrossings = parsed.tracesCrossings
        let session = ConsoleSession(host: host, input: input, mode: .script, isStrict: parsed.isStrict)
        return await session.run(openingURL: parsed.openURL)
    }

    private func placeFixture(_ name: String, in directory: URL) throws {
        let data = try Data(contentsOf: fixtures.appendingPathComponent(name))
        try data.write(to: directory.appendingPathComponent("state.json"))
    }
}
