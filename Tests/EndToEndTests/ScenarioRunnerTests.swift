import EndToEndSupport
import Foundation
import Testing

/// The in-process runner: what it normalises and where it keeps state.
@Suite("ScenarioRunner")
@MainActor
struct ScenarioRunnerTests {
    @Test("The state directory and set-aside timestamps are replaced by placeholders")
    func normalization() {
        let text = """
            notice: state file /tmp/x/state.json is bad; moved to /tmp/x/state.json.rejected-20250102T030405Z-2
            saved navigation state to /tmp/x/state.json
            """
        #expect(
            TranscriptText.normalize(text, stateDirectory: "/tmp/x") == """
                notice: state file <state-dir>/state.json is bad; moved to <state-dir>/state.json.rejected-<time>
                saved navigation state to <state-dir>/state.json
                """)
    }

    @Test("Standard output and standard error land in one transcript in the order written")
    func interleaving() async throws {
        let script = try ScenarioScript(parsing: "where\nbogus\nwhere\n")
        let text = try await ScenarioRunner().run(script)
        let lines = text.lines
        let start = try #require(lines.firstIndex(of: "> where"))
        #expect(
            Array(lines[start...]) == [
                "> where", "home: home",
                "> bogus", "error: unknown command 'bogus'; type 'help' for the list",
                "> where", "home: home",
            ])
    }

    @Test("A scenario saves into its own temporary directory, never the user's")
    func stateStaysInTheScenario() async throws {
        let script = try ScenarioScript(parsing: "save\n#! files\n")
        let text = try await ScenarioRunner().run(script)
        #expect(text.contains("saved navigation state to <state-dir>/state.json\n"))
        // The snapshot, and the lock the session held on it.
        #expect(text.hasSuffix("#! files: .state.json.lock, state.json\n"))
    }

    @Test("A session that fails under --strict is marked with its exit status")
    func exitStatus() async throws {
        let script = try ScenarioScript(parsing: "#! args: --strict\nbogus\nwhere\n")
        let text = try await ScenarioRunner().run(script)
        #expect(
            text.hasSuffix(
                "> bogus\nerror: unknown command 'bogus'; type 'help' for the list\n#! exit status 1\n"))
    }
}
