import Foundation
import Navigation
import Testing

/// Randomized model checking of the engine against a reference model.
///
/// Generated operation sequences run against the engine and the
/// reference model (`RefModel`) together; after every step the exported state, the front-most
/// screen, entry ids, the tree's links, screen model lifetimes, locks, chains and handler
/// effects must agree. A failure prints its seed and the shortest failing sequence found.
///
/// Replay one sequence: `SWITCHYARD_SEED=<seed> SWITCHYARD_SEQUENCES=1 swift test --filter NavigatorModelCheck`.
/// Sweep fresh seeds: `SWITCHYARD_SEED=random SWITCHYARD_SEQUENCES=100000 ...`.
@MainActor
@Suite struct NavigatorModelCheckTests {
    /// The seed `make test` uses, so its run is the same every time.
    static let defaultSeed: UInt64 = 0x5357_4954_4348_5944

    @Test func generatedSequencesKeepTheEngineInStepWithTheReferenceModel() async {
        let base = ReliabilityEnvironment.seed(default: Self.defaultSeed)
        let count = ReliabilityEnvironment.count(default: 10_000)
        let clock = ContinuousClock()
        let started = clock.now
        var steps = 0
        var longest = 0
        for index in 0..<count {
            let seed = SplitMix64.seed(base: base, index: index)
            let operations = ModelCheckGenerator.sequence(seed: seed)
            steps += operations.count
            longest = max(longest, operations.count)
            if let failure = await ModelCheckRunner.run(operations) {
                let shrunk = await ModelCheckRunner.shrink(operations)
                let report = await ModelCheckRunner.report(
                    seed: seed, original: operations, failure: failure, shrunk: shrunk)
                Issue.record(Comment(rawValue: report))
                return
            }
        }
        let elapsed = clock.now - started
        print(
            "model check: \(count) sequences, \(steps) steps (longest \(longest)), base seed \(base), "
                + "\(elapsed.formatted(.units(allowed: [.seconds], fractionalPart: .show(length: 1))))")
        #expect(count < 10_000 || steps > count)
    }

    @Test func theGeneratorIsDeterministicAndCoversEveryOperation() {
        let first = (0..<50).flatMap { ModelCheckGenerator.sequence(seed: UInt64($0)) }.map(\.description)
        let second = (0..<50).flatMap { ModelCheckGenerator.sequence(seed: UInt64($0)) }.map(\.description)
        #expect(first == second)
        var kinds = Set<String>()
        for seed in 0..<2_000 {
            for operation in ModelCheckGenerator.sequence(seed: UInt64(seed)) {
                kinds.insert(String(operation.description.prefix { $0 != "(" && $0 != " " }))
            }
        }
        for kind in [
            "push", "pop", "popAll", "back", "navigate", "present", "dismiss", "dismissPresentedViews",
            "dismissAnyChildren", "dismissAny", "popAny", "reset", "selectTab", "send", "resume",
            "cancelResume",
            "autoReceive", "establish", "returnToCheckpoint", "lockNavigation", "unlock", "showAlert",
            "chooseAlertAction", "dismissAlert", "startFlow", "flow", "model", "export", "restore", "apply",
            "transaction",
        ] {
            #expect(kinds.contains(kind), "the generator never produced \(kind)")
        }
    }

    @Test func aFailingSequenceShrinksToTheStepsThatMatter() async {
        // Fails once a 7 has been followed, later, by a 3: only those two steps matter.
        let steps = [1, 7, 2, 9, 4, 3, 8, 5, 3, 6]
        let shrunk = await ModelCheckRunner.shrink(steps) { candidate in
            guard let seven = candidate.firstIndex(of: 7) else { return nil }
            return candidate[(seven + 1)...].firstIndex(of: 3)
        }
        #expect(shrunk == [7, 3])
    }

    @Test func aPassingSequencePassesAndShrinksToItself() async {
        let operations: [CheckedOp] = [.push(.root, .page(1)), .pop(.root), .selectTab("orders")]
        #expect(await ModelCheckRunner.run(operations) == nil)
        #expect(await ModelCheckRunner.shrink(operations).count == operations.count)
    }
}
