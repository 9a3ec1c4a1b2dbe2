import EndToEndSupport
import Foundation
import Testing

/// One scenario on disk: `Scenarios/NAME.txt` (the script) and `Scenarios/NAME.expected`
/// (the transcript it must produce).
struct Scenario: Hashable, Sendable, CustomTestStringConvertible {
    /// The file name without its extension, such as `redirect-home-to-orders`.
    let name: String

    /// Set `UPDATE_TRANSCRIPTS=1` to rewrite expected files instead of comparing them.
    static let updatesTranscripts = ProcessInfo.processInfo.environment["UPDATE_TRANSCRIPTS"] == "1"

    /// Every scenario that has a script, sorted by name; `TRANSCRIPTS=a,b` keeps only those
    /// (how `Scripts/new-feature` rewrites just the transcripts that print the audit or graph).
    static var all: [Scenario] {
        let chosen = ProcessInfo.processInfo.environment["TRANSCRIPTS"].map {
            Set($0.split(separator: ",").map(String.init))
        }
        return names(withExtension: "txt").filter { chosen?.contains($0) ?? true }.map(Scenario.init(name:))
    }

    /// The names of the files in `Scenarios/` with an extension, sorted.
    static func names(withExtension pathExtension: String) -> [String] {
        let files =
            (try? FileManager.default.contentsOfDirectory(atPath: RepositoryLayout.scenarios.path)) ?? []
        return
            files
            .filter { $0.hasSuffix("." + pathExtension) }
            .map { String($0.dropLast(pathExtension.count + 1)) }
            .sorted()
    }

    /// The script's path.
    var scriptURL: URL { RepositoryLayout.scenarios.appendingPathComponent(name + ".txt") }

    /// The expected transcript's path.
    var expectedURL: URL { RepositoryLayout.scenarios.appendingPathComponent(name + ".expected") }

    /// The parsed script.
    func script() throws -> ScenarioScript {
        try ScenarioScript(parsing: String(contentsOf: scriptURL, encoding: .utf8))
    }

    /// The expected transcript, or `nil` when the file does not exist yet.
    func expectedTranscript() throws -> String? {
        guard FileManager.default.fileExists(atPath: expectedURL.path) else { return nil }
        return try String(contentsOf: expectedURL, encoding: .utf8)
    }

    var testDescription: String { name }
}
