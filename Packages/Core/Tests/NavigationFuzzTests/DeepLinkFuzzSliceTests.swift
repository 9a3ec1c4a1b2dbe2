import Foundation
import Navigation
import ReliabilitySupport
import Testing

/// The deterministic slice of the deep-link fuzzer that `make test` runs.
///
/// 100,000 generated
/// links (mutations of links made from the route table, plus random bytes) through the parser
/// and the router. `make fuzz` runs the same checks under libFuzzer without a time bound.
///
/// Replay or widen: `SWITCHYARD_SEED=<seed> SWITCHYARD_FUZZ_INPUTS=<count>`.
@Suite struct DeepLinkFuzzSliceTests {
    static let defaultSeed: UInt64 = 0x4C49_4E4B_5345_4544

    @Test func everyPatternRegistersAndIsReachedByASeedLink() throws {
        let router = DeepLinkFuzzOracle.makeRouter()
        #expect(router.patterns == DeepLinkFuzzOracle.patterns)
        var reached = Set<String>()
        for link in DeepLinkFuzzOracle.seedLinks {
            if let described = try? router.route(link) {
                reached.insert(String(described.prefix { $0 != " " }))
            }
        }
        #expect(reached == Set(DeepLinkFuzzOracle.patterns))
    }

    @Test func generatedLinksRouteOrFailWithATypedError() {
        let router = DeepLinkFuzzOracle.makeRouter()
        let seed = ReliabilityEnvironment.seed(default: Self.defaultSeed)
        let count = FuzzSlice.inputCount
        var mutator = FuzzMutator(
            seed: seed, seeds: DeepLinkFuzzOracle.seedLinks.map { Array($0.utf8) },
            dictionary: DeepLinkFuzzOracle.dictionary, maximumLength: 2_600)
        var reached: [String: Int] = [:]
        for index in 0..<count {
            let input = mutator.next()
            let (stage, problem) = DeepLinkFuzzOracle.check(input, router: router)
            if let problem {
                Issue.record("input #\(index) of seed \(seed), '\(escapedInput(input))': \(problem)")
                return
            }
            reached[stage, default: 0] += 1
        }
        FuzzSlice.report("deep-link", count: count, seed: seed, reached: reached)
        // A mutated link rarely still names a route (no pattern takes "the rest of the path"),
        // so the floor is a thirtieth: thousands of routed links, not a slice that only parses.
        #expect((reached["routed"] ?? 0) > count / 30, "too few generated links routed to be a useful slice")
    }
}

/// Figures and settings the fuzz slices share.
enum FuzzSlice {
    /// Inputs per slice: 100,000 unless `SWITCHYARD_FUZZ_INPUTS` says otherwise.
    static var inputCount: Int {
        guard let text = ProcessInfo.processInfo.environment["SWITCHYARD_FUZZ_INPUTS"], let value = Int(text),
            value > 0
        else { return 100_000 }
        return value
    }

    static func report(_ name: String, count: Int, seed: UInt64, reached: [String: Int]) {
        let stages = reached.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(
            separator: ", ")
        print("\(name) fuzz slice: \(count) inputs, seed \(seed): \(stages)")
    }
}
