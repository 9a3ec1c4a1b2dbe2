import Foundation
import Testing

@testable import Benchmarks

/// Runs the whole suite the way `BENCH_QUICK=1 make bench` does, in debug and without the console.
///
/// A case that stops working fails here. Nothing checks a timing.
@MainActor
@Suite struct BenchmarkSuiteSmokeTests {
    static let goalNames = [
        "push_pop", "redirect_navigate", "provided_present", "pop_to_entry_1000", "checkpoint_return_100",
        "deeplink_match_10", "deeplink_match_100", "deeplink_apply", "snapshot_roundtrip_10",
        "snapshot_roundtrip_1000",
    ]

    @Test func everyCaseRunsAndTheResultsHaveTheShapeTheIssueAsksFor() async throws {
        var options = BenchOptions()
        options.settings = .quick
        let results = try await BenchSuite(options: options).run()
        let names = results.map(\.name)
        #expect(Set(names).count == names.count, "case names repeat")
        for goal in Self.goalNames { #expect(names.contains(goal), "missing goal case \(goal)") }
        // Not a goal of its own, but the ratio the windows goal reads.
        #expect(names.contains("snapshot_windows_1000"))
        // The console's links need the release binary, which this run has not got.
        for pair in LinearCases.pairs where pair.name != "console_links" {
            for size in [pair.small, pair.large] {
                #expect(names.contains("\(pair.name)_\(size)"), "missing \(pair.name)_\(size)")
            }
        }
        for floor in [Floor.arrayAppendRemove.rawValue, Floor.dictionaryLookup.rawValue] {
            #expect(names.contains(floor))
        }
        for result in results {
            #expect(result.measurement.samples.count == BenchSettings.quick.repetitions)
            #expect(result.measurement.median > 0, "\(result.name) measured nothing")
            #expect(result.floorRatio != nil, "\(result.name) has no floor ratio")
        }
        let withBaseline = results.filter { $0.benchCase.baseline != nil }.map(\.name)
        #expect(withBaseline.contains("deeplink_match_100") && withBaseline.contains("provided_present"))
        #expect(results.allSatisfy { ($0.baselineRatio != nil) == ($0.benchCase.baseline != nil) })

        let json = try JSONSerialization.jsonObject(with: Data(BenchReport.json(results).utf8))
        let objects = try #require(json as? [[String: Any]])
        #expect(objects.count == results.count)
        for object in objects {
            for key in ["name", "median_ns", "min_ns", "max_ns", "floor_ratio", "baseline_ratio"] {
                #expect(object[key] != nil, "\(object["name"] ?? "?") has no \(key)")
            }
        }
        #expect(!BenchReport.table(results, settings: options.settings).isEmpty)
    }

    @Test func quickModeComesFromTheEnvironmentOrTheFlag() throws {
        let quick = try BenchOptions.parse([], environment: ["BENCH_QUICK": "1"]).get()
        #expect(quick.settings.isQuick)
        let full = try BenchOptions.parse([], environment: ["BENCH_QUICK": "0"]).get()
        #expect(!full.settings.isQuick && full.settings.repetitions == 5)
        let flagged = try BenchOptions.parse(["--quick", "--filter", "push"], environment: [:]).get()
        #expect(flagged.settings.isQuick && flagged.filters == ["push"])
        #expect(throws: BenchFailure.self) { try BenchOptions.parse(["--bogus"], environment: [:]).get() }
    }

    @Test func aFilterKeepsTheFloorsAndTheBaselinesItsCasesAreComparedWith() throws {
        var options = BenchOptions()
        options.filters = ["deeplink_match_1000"]
        let suite = BenchSuite(options: options)
        let names = try suite.selected(suite.catalogue()).map(\.name)
        #expect(
            names == [
                "floor_array_append_remove", "floor_dictionary_lookup", "baseline_scan_router_1000",
                "deeplink_match_1000",
            ])
    }
}
