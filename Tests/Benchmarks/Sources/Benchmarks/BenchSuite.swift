import Foundation

/// Builds the cases, measures them in order (floors first) and works out the ratios.
@MainActor
struct BenchSuite {
    let options: BenchOptions
    let memory = PeakMemory()

    /// Every case, in the order the table prints them.
    func catalogue() -> [CaseEntry] {
        var entries: [CaseEntry] = [
            CaseEntry(Floor.arrayAppendRemove.rawValue) { FloorCases.arrayAppendRemove },
            CaseEntry(Floor.dictionaryLookup.rawValue) { FloorCases.dictionaryLookup },
        ]
        for patterns in BaselineCases.patternCounts {
            entries.append(
                CaseEntry(BaselineCases.scanRouterName(patterns)) {
                    BaselineCases.scanRouter(patterns: patterns)
                })
        }
        entries += [
            CaseEntry(BaselineCases.resolverName) { BaselineCases.resolverEachFeature },
            CaseEntry(BaselineCases.presentName) { BaselineCases.presentEachFeature },
            CaseEntry(BaselineCases.foundationJSONName(10)) { try BaselineCases.foundationJSON(count: 10) },
            CaseEntry(BaselineCases.foundationJSONName(1000)) {
                try BaselineCases.foundationJSON(count: 1000)
            },
            // The headline cases.
            CaseEntry("push_pop") { StackCases.pushPop },
            CaseEntry("redirect_navigate") { StackCases.redirectNavigate },
            CaseEntry("provided_present") { StackCases.providedPresent },
            CaseEntry("pop_to_entry_1000") { StackCases.popToEntry(entries: 1000) },
            CaseEntry("checkpoint_return_100") { StackCases.checkpointReturn },
            CaseEntry("deeplink_match_10") { try DeepLinkCases.match(patterns: 10) },
            CaseEntry("deeplink_match_100") { try DeepLinkCases.match(patterns: 100) },
            CaseEntry("deeplink_apply") { try DeepLinkCases.apply() },
            CaseEntry("snapshot_roundtrip_10") { try SnapshotCases.roundTrip(entries: 10) },
            CaseEntry("snapshot_roundtrip_1000") { try SnapshotCases.roundTrip(entries: 1000) },
            // More of the engine.
            CaseEntry("push_pop_tracked") { StackCases.pushPopTracked },
            CaseEntry("provided_resolve") { StackCases.providedResolve },
            CaseEntry("pop_to_entry_1000_models") { StackCases.popToEntryWithModels },
            CaseEntry("send_chain_5") { StackCases.sendChain },
            CaseEntry("model_store_churn") { StackCases.modelStoreChurn },
            CaseEntry("deeplink_open_app") { try DeepLinkCases.openApp() },
            CaseEntry("snapshot_encode_1000") { try SnapshotCases.encodeOnly(entries: 1000) },
            CaseEntry("snapshot_decode_1000") { try SnapshotCases.decodeOnly(entries: 1000) },
            CaseEntry("snapshot_windows_1000") { try SnapshotCases.windowsRoundTrip(entries: 1000) },
        ]
        // Scaling tables.
        for depth in [10, 100, 1000, 10_000] {
            entries.append(CaseEntry("push_pop_depth_\(depth)") { StackCases.pushPopAtDepth(depth) })
        }
        for depth in [100, 10_000] {
            entries.append(CaseEntry("pop_to_entry_\(depth)") { StackCases.popToEntry(entries: depth) })
        }
        for patterns in [1000] {
            entries.append(
                CaseEntry("deeplink_match_\(patterns)") { try DeepLinkCases.match(patterns: patterns) })
        }
        entries.append(CaseEntry("snapshot_roundtrip_100") { try SnapshotCases.roundTrip(entries: 100) })
        entries += LinearCases.cases()
        if let binary = options.switchyardBinary {
            for commands in ConsoleCases.scriptLengths {
                entries.append(
                    CaseEntry("console_\(commands)_commands") {
                        try ConsoleCases.make(binary: binary, commands: commands, memory: memory)
                    })
            }
            for links in [1000, 10_000] {
                entries.append(
                    CaseEntry("console_links_\(links)") {
                        try ConsoleCases.links(binary: binary, links: links)
                    })
            }
        }
        return entries
    }

    /// The entries the filters select, with every floor and the baselines they refer to.
    func selected(_ entries: [CaseEntry]) throws -> [CaseEntry] {
        guard !options.filters.isEmpty else { return entries }
        let chosen = entries.filter { entry in options.filters.contains { entry.name.contains($0) } }
        var needed = Set(chosen.map(\.name))
        for entry in chosen {
            let benchCase = try entry.build()
            if let baseline = benchCase.baseline { needed.insert(baseline) }
        }
        let floors = Set([Floor.arrayAppendRemove.rawValue, Floor.dictionaryLookup.rawValue])
        return entries.filter { needed.contains($0.name) || floors.contains($0.name) }
    }

    /// Builds one case and runs its body once with a fixed count, for a profiler.
    func profile(_ name: String) async throws -> Double {
        guard let entry = catalogue().first(where: { $0.name == name }) else {
            throw BenchFailure("no case named '\(name)'")
        }
        let benchCase = try entry.build()
        let nanoseconds = try await profiledRun(benchCase, count: options.profileIterations)
        return Double(nanoseconds) / Double(options.profileIterations)
    }

    /// The profiled work alone, so `callgrind --toggle-collect='*profiledRun*'` skips set-up.
    @inline(never)
    func profiledRun(_ benchCase: BenchCase, count: Int) async throws -> UInt64 {
        try await benchCase.body(count)
    }

    /// Measures the selected cases, printing progress on standard error.
    func run() async throws -> [BenchResult] {
        let runner = BenchRunner(settings: options.settings)
        var results: [BenchResult] = []
        let entries = try selected(catalogue())
        for (index, entry) in entries.enumerated() {
            FileHandle.standardError.write(Data("[\(index + 1)/\(entries.count)] \(entry.name)\n".utf8))
            let benchCase = try entry.build()
            try require(benchCase.name == entry.name, "case \(entry.name) built as \(benchCase.name)")
            let measurement = try await runner.measure(benchCase)
            results.append(BenchResult(benchCase: benchCase, measurement: measurement))
        }
        let medians = Dictionary(results.map { ($0.name, $0.measurement.median) }, uniquingKeysWith: { $1 })
        for index in results.indices {
            let benchCase = results[index].benchCase
            let median = results[index].measurement.median
            if let floor = benchCase.floor, let floorMedian = medians[floor.rawValue], floorMedian > 0 {
                results[index].floorRatio = median / floorMedian
            }
            if let baseline = benchCase.baseline,
                let baselineCase = results.first(where: { $0.name == baseline })
            {
                FileHandle.standardError.write(Data("[pair] \(benchCase.name) / \(baseline)\n".utf8))
                results[index].baselineRatio = try await runner.ratio(
                    of: benchCase, to: baselineCase.benchCase)
            }
            if let pair = LinearCases.pairs.first(where: { benchCase.name == "\($0.name)_\($0.large)" }),
                let smaller = results.first(where: { $0.name == "\(pair.name)_\(pair.small)" })
            {
                FileHandle.standardError.write(Data("[pair] \(benchCase.name) / \(smaller.name)\n".utf8))
                results[index].growthRatio = try await runner.ratio(of: benchCase, to: smaller.benchCase)
            }
            if benchCase.kind == .console {
                let commands = ConsoleCases.scriptLengths.first { benchCase.name == "console_\($0)_commands" }
                results[index].peakResidentKilobytes = commands.flatMap { memory.kilobytes[$0] }
            }
        }
        return results
    }
}
