import Foundation
import Testing

/// Every scenario in `Tests/Scenarios` replayed through the real app in-process.
///
/// A mismatch fails with the scenario's name and a unified diff (`-` expected, `+` actual).
/// With `UPDATE_TRANSCRIPTS=1` the expected files are rewritten instead (`make
/// update-transcripts`); the README says when that is legitimate.
@Suite("The console transcripts of the demo's journeys")
@MainActor
struct TranscriptTests {
    @Test("The scenario produces exactly its expected transcript", arguments: Scenario.all)
    func scenarioMatchesItsTranscript(_ scenario: Scenario) async throws {
        let script = try scenario.script()
        let actual = try await ScenarioRunner().run(script)
        let expected = try scenario.expectedTranscript()
        if Scenario.updatesTranscripts {
            if expected != actual {
                try actual.write(to: scenario.expectedURL, atomically: true, encoding: .utf8)
                print("rewrote \(scenario.expectedURL.lastPathComponent)")
            }
            return
        }
        guard let expected else {
            Issue.record(
                """
                scenario '\(scenario.name)' has no \(scenario.name).expected; write it with \
                `make update-transcripts`, then review it line by line
                """)
            return
        }
        if let diff = LineDiff().unified(
            expected: expected, actual: actual,
            expectedName: "Scenarios/\(scenario.name).expected",
            actualName: "\(scenario.name) (actual)")
        {
            Issue.record(
                """
                scenario '\(scenario.name)' produced a different transcript:
                \(diff)
                If this change of screens or messages is intended, run `make update-transcripts` \
                and review the rewritten file.
                """)
        }
    }
}
