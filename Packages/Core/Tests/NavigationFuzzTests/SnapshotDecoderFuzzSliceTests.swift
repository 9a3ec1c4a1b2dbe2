import Foundation
import Navigation
import ReliabilitySupport
import Testing

/// The deterministic slice of the snapshot-decoder fuzzer that `make test` runs: 100,000
/// generated inputs (mutations of snapshots exported from real trees, plus random bytes)
/// through `NavigationSnapshotCoder.decode` and, when they decode, `restore`.
///
/// Replay or widen: `SWITCHYARD_SEED=<seed> SWITCHYARD_FUZZ_INPUTS=<count>`.
@MainActor
@Suite struct SnapshotDecoderFuzzSliceTests {
    nonisolated static let defaultSeed: UInt64 = 0x534E_4150_5345_4544

    /// Strings the structural mutator puts in place of keys and values.
    nonisolated static let strings = [
        "", "home", "orders", "settings", "nowhere", "sheet", "cover", "managedSheet", "managedCover", "push",
        "send", "Fuzz.Screen", "Fuzz.Product", "Navigation.NotFound", "Navigation.Unprovided", "fuzz.v1",
        "key", "next", "tab", "types", "tabs", "pending", "requirement", "screen", "kind", "show", "link",
        "restore", "destination", "method", "entry", "anchorTab", "stack", "style", "presentation", "alert",
        "id", "title", "detail", "wizard", "_0", "actions", "role", "cancel", "layers", "entries", "type",
        "value", "columns", "request", "selectTab", "restoreTab", "from", "policy", "name", "sender",
        "splits",
        "\u{0}", "caf\u{e9}",
    ]

    @Test func everySeedSnapshotRestoresUnlessItHasAnotherKey() throws {
        let seeds = SnapshotFuzzOracle.seedSnapshots()
        #expect(seeds.count >= 10)
        for data in seeds {
            let (stage, problem) = SnapshotFuzzOracle.check(data)
            let keyed =
                try SnapshotFuzzOracle.coder.decode(data).restorationKey == SnapshotFuzzOracle.restorationKey
            #expect(stage == (keyed ? "restored" : "refused"))
            #expect(problem == nil)
        }
    }

    /// Decoding runs off the main actor (it needs none), so this slice shares the machine with
    /// the main-actor model check; decoded states are restored on the main actor in batches.
    @Test nonisolated func generatedSnapshotsDecodeOrFailWithATypedError() async {
        let seed = ReliabilityEnvironment.seed(default: Self.defaultSeed)
        let count = FuzzSlice.inputCount
        let documents = await MainActor.run { SnapshotFuzzOracle.seedSnapshots().map { Array($0) } }
        // Pretty seeds differ from compact ones only in whitespace: the smallest one is enough
        // for the byte-level half, and the structural half ignores whitespace altogether.
        let compact = documents.filter { !$0.contains(0x0A) }
        let pretty = documents.filter { $0.contains(0x0A) }.min { $0.count < $1.count }
        var bytes = FuzzMutator(
            seed: seed, seeds: compact + (pretty.map { [$0] } ?? []),
            dictionary: SnapshotFuzzOracle.dictionary,
            maximumLength: 16_384)
        var structure = JSONMutator(seed: seed &+ 1, documents: compact, strings: Self.strings)
        var reached: [String: Int] = [:]
        var batch: [(index: Int, input: [UInt8], state: NavigationState)] = []
        for index in 0..<count {
            // Half the inputs are byte-level mutations; half keep the JSON well formed.
            let input = index % 2 == 0 ? bytes.next() : structure.next()
            let decoded = SnapshotFuzzOracle.decode(Data(input))
            if let problem = decoded.problem {
                Issue.record("input #\(index) of seed \(seed), '\(escapedInput(input))': \(problem)")
                return
            }
            guard let state = decoded.state else {
                reached[decoded.reached, default: 0] += 1
                continue
            }
            batch.append((index, input, state))
            if batch.count == 500 || index == count - 1 {
                let verdicts = await MainActor.run { [batch] in
                    batch.map { SnapshotFuzzOracle.restore($0.state) }
                }
                for (item, verdict) in zip(batch, verdicts) {
                    if let problem = verdict.problem {
                        Issue.record(
                            "input #\(item.index) of seed \(seed), '\(escapedInput(item.input))': \(problem)")
                        return
                    }
                    reached[verdict.reached, default: 0] += 1
                }
                batch.removeAll()
            }
        }
        FuzzSlice.report("snapshot", count: count, seed: seed, reached: reached)
        #expect(
            (reached["restored"] ?? 0) > count / 40,
            "too few generated snapshots restored to be a useful slice")
    }
}
