import Foundation

// Shared by the randomized model check and the deterministic fuzz slices: a seedable
// generator and the environment variables that replay a run.

// MARK: - Seeded randomness

/// SplitMix64: tiny, fast, and fully determined by its seed, so any failing run replays exactly.
struct SplitMix64: RandomNumberGenerator {
    private(set) var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<bound`; `bound` must be positive.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// A number in the closed range.
    mutating func within(_ range: ClosedRange<Int>) -> Int { range.lowerBound + below(range.count) }

    /// `true` with the given probability in percent.
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    /// One of the items, uniformly.
    mutating func pick<Item>(_ items: [Item]) -> Item { items[below(items.count)] }

    /// The seed of the `index`-th sequence of a run that starts at `base`; index 0 is `base` itself,
    /// so a failing sequence's seed replays it alone.
    static func seed(base: UInt64, index: Int) -> UInt64 {
        base &+ UInt64(index) &* 0xD1B5_4A32_D192_ED03
    }
}

/// How a randomized test reads its seed and size from the environment.
///
/// `SWITCHYARD_SEED` replays a run (decimal or `0x` hex; `random` picks a fresh seed and prints
/// it); `SWITCHYARD_SEQUENCES` sets how many sequences or inputs it generates.
enum ReliabilityEnvironment {
    static func seed(default fallback: UInt64) -> UInt64 {
        guard let text = ProcessInfo.processInfo.environment["SWITCHYARD_SEED"], !text.isEmpty else {
            return fallback
        }
        if text == "random" {
            let seed = UInt64.random(in: 0...UInt64.max)
            print("SWITCHYARD_SEED=random picked seed \(seed)")
            return seed
        }
        if text.hasPrefix("0x"), let value = UInt64(text.dropFirst(2), radix: 16) { return value }
        return UInt64(text) ?? fallback
    }

    static func count(default fallback: Int) -> Int {
        guard let text = ProcessInfo.processInfo.environment["SWITCHYARD_SEQUENCES"],
            let value = Int(text), value > 0
        else { return fallback }
        return value
    }
}
