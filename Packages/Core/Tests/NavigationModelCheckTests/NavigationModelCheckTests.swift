import Navigation
import ReliabilitySupport
import Testing

/// The engine against its reference model, over generated sequences.
///
/// Each sequence starts an app of two windows sharing a session, each a fresh root beside its
/// own model, and generates up to 200 steps, each in one window (or app-wide: sign-in,
/// sign-out, restart) and chosen from what that window's tree holds (handles of screens that
/// left included). It performs each on the engine and the model, and after every step checks,
/// in every window, that they agree (the state, what handlers did, locks, checkpoints, receivers,
/// models, alert handlers) and that `apply(state)` is the identity, attachments
/// included. A failure prints its seed and the shortest failing sequence found by dropping
/// steps. `SWITCHYARD_SEED` replays a seed (`random` picks one); `SWITCHYARD_SEQUENCES` sets
/// the count; `SWITCHYARD_TRACE=1` prints the engine's events and both states at every step
/// (shrinking's runs included: the failing run is the last whose states differ).
@MainActor
@Suite struct NavigationModelCheckTests {
    static let defaultSeed: UInt64 = 0x5357_4954_4348_5944

    /// Sequences a random run once failed on, replayed on every run as a random run replays
    /// them (`SWITCHYARD_SEED=seed SWITCHYARD_SEQUENCES=1`).
    ///
    /// 14427721570544452946: signed in again and out, the re-check was refused by the lock of
    /// a payment step a restore had cut off, and an order stayed in sight while signed out.
    @Test(arguments: [14_427_721_570_544_452_946 as UInt64])
    func aSequenceARandomRunOnceFailedOnStillAgrees(seed: UInt64) {
        let sequenceSeed = SplitMix64.seed(base: seed, index: 0)
        var random = SplitMix64(seed: sequenceSeed)
        let length = random.chance(10) ? 200 : random.within(1...40)
        let (performed, failure, _) = Self.run(seed: sequenceSeed, length: length)
        #expect(failure == nil, "failed at step \(failure.map { "\($0)" } ?? "") of \(performed.count)")
    }

    @Test func theEngineAgreesWithItsReferenceModelOnGeneratedSequences() {
        let seed = ReliabilityEnvironment.seed(default: Self.defaultSeed)
        let count = ReliabilityEnvironment.count(default: 10_000)
        var steps = 0
        var longest = 0
        var outcomes: [String: Int] = [:]
        for index in 0..<count {
            let sequenceSeed = SplitMix64.seed(base: seed, index: index)
            var random = SplitMix64(seed: sequenceSeed)
            // Most sequences are short; some run the whole 200 steps.
            let length = random.chance(10) ? 200 : random.within(1...40)
            let (performed, failure, seen) = Self.run(seed: sequenceSeed, length: length)
            outcomes.merge(seen, uniquingKeysWith: +)
            steps += performed.count
            longest = max(longest, performed.count)
            if let failure {
                let shortest = Self.shrink(performed, failingAt: failure)
                Issue.record(
                    """
                    model check failed for seed \(sequenceSeed) (replay: SWITCHYARD_SEED=\(sequenceSeed) SWITCHYARD_SEQUENCES=1)
                    shortest failing sequence found (\(shortest.steps.count) steps), failing at step \(shortest.step): \(shortest.problem)
                    \(shortest.steps.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n"))
                    """)
                return
            }
        }
        let tally = outcomes.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(
            separator: ", ")
        print("model check: \(count) sequences, \(steps) steps (longest \(longest)), seed \(seed); \(tally)")
        // A replay of a few sequences need not reach every outcome.
        guard count >= 100 else { return }
        for kind in [
            "held for access", "held for a confirmation", "refused: locked", "refused: detached",
            "carried out beside a waiting window", "window close applied", "window close refused: locked",
            "window close held for a confirmation",
        ] {
            #expect(
                (outcomes[kind] ?? 0) > count / 100,
                "too few steps were \(kind) for the run to prove that rule")
        }
        // Rarer: a chain's step held, the rest kept, then signed in or Leave, and the rest sent;
        // a question about a screen in a tab the gate would hold, which nobody is asked; and a
        // restored state that must wait.
        if count >= 2_000 {
            #expect(
                (outcomes["held send went on"] ?? 0) > count / 1_000,
                "too few held sends went on for the run to prove that the rest follows its held step")
            #expect(
                (outcomes["refused: unseen question"] ?? 0) > count / 1_000,
                "too few questions about unseen screens for the run to prove that nobody is asked them")
            // A restored state held for access: whole on another tab, or cut when every tab waits.
            for kind in ["state held whole", "state held cut"] {
                #expect(
                    (outcomes[kind] ?? 0) > count / 1_000,
                    "too few restored states were \(kind) for the run to prove that rule")
            }
            #expect(
                (outcomes["alert beside the screen in front"] ?? 0) > count / 1_000,
                "too few alerts were asked by a split's earlier column for the run to prove that rule")
            // Rarer still: a restart that numbers every screen afresh while a cut tab waits.
            #expect(
                (outcomes["cut tab numbered afresh"] ?? 0) > count / 2_500,
                "too few cut tabs were numbered afresh for the run to prove they keep their guards")
        }
        // As rare: a question held for `apply` answered after another change (18 in the default run).
        if count >= 10_000 {
            #expect(
                (outcomes["apply question outdated"] ?? 0) > count / 2_500,
                "too few questions held for apply were answered after a change for the run to prove that rule"
            )
        }
    }

    /// Generates and runs one sequence; returns the steps and the first failure.
    static func run(seed: UInt64, length: Int) -> (
        [CheckStep], (step: Int, problem: String)?, [String: Int]
    ) {
        var random = SplitMix64(seed: seed)
        let app = ModelCheckApp()
        var steps: [CheckStep] = []
        for (index, window) in app.windows.enumerated() {
            if let problem = window.check() {
                return ([], (0, "before any step, window \(index + 1): \(problem)"), [:])
            }
        }
        for number in 1...length {
            let step = app.generate(&random)
            steps.append(step)
            if let problem = app.perform(step) { return (steps, (number, problem), app.outcomes) }
        }
        return (steps, nil, app.outcomes)
    }

    /// Replays fixed steps.
    static func replay(_ steps: [CheckStep]) -> (step: Int, problem: String)? {
        let app = ModelCheckApp()
        for (index, step) in steps.enumerated() {
            if let problem = app.perform(step) { return (index + 1, problem) }
        }
        return nil
    }

    /// Drops steps while the sequence still fails, to show the shortest failure found.
    static func shrink(_ steps: [CheckStep], failingAt failure: (step: Int, problem: String))
        -> (steps: [CheckStep], step: Int, problem: String)
    {
        var current = Array(steps.prefix(failure.step))
        guard var found = replay(current) else { return (current, failure.step, failure.problem) }
        var changed = true
        while changed {
            changed = false
            var index = 0
            while index < current.count {
                var candidate = current
                candidate.remove(at: index)
                if let result = replay(candidate) {
                    current = Array(candidate.prefix(result.step))
                    found = result
                    changed = true
                } else {
                    index += 1
                }
            }
        }
        return (current, found.step, found.problem)
    }
}
