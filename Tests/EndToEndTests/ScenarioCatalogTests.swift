import EndToEndSupport
import Foundation
import Testing

/// The files in `Tests/Scenarios` themselves: complete, described, and using only fixtures
/// that exist.
@Suite("The scenario catalogue")
struct ScenarioCatalogTests {
    @Test("There are at least 24 scenarios")
    func enoughScenarios() {
        #expect(
            Scenario.all.count >= 24,
            "only \(Scenario.all.count) scenarios in \(RepositoryLayout.scenarios.path)")
    }

    @Test("Every script has an expected transcript and every transcript has a script")
    func pairsAreComplete() {
        let scripts = Set(Scenario.names(withExtension: "txt"))
        let transcripts = Set(Scenario.names(withExtension: "expected"))
        #expect(scripts.subtracting(transcripts).sorted() == [], "scripts without a .expected")
        #expect(transcripts.subtracting(scripts).sorted() == [], ".expected files without a script")
    }

    @Test("Every script parses and opens with a comment that says what it shows")
    func scriptsAreDescribed() throws {
        for scenario in Scenario.all {
            let text = try String(contentsOf: scenario.scriptURL, encoding: .utf8)
            #expect(text.hasPrefix("# "), "\(scenario.name).txt must open with a '# ' description")
            #expect(throws: Never.self, "\(scenario.name).txt") { try ScenarioScript(parsing: text) }
        }
    }

    @Test("Every fixture a script names exists, and every fixture is used")
    func fixturesAreUsed() throws {
        let used = Set(try Scenario.all.flatMap { try $0.script().fixtures })
        let present = Set(try FileManager.default.contentsOfDirectory(atPath: RepositoryLayout.fixtures.path))
        #expect(used.subtracting(present).sorted() == [], "fixtures named but missing")
        #expect(present.subtracting(used).sorted() == [], "fixtures no scenario uses")
    }
}
