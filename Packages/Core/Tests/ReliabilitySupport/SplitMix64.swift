// Shared by the randomized model check, the deterministic fuzz slices and the property
// tests: a seedable generator, so any failing run replays exactly.

/// SplitMix64: tiny, fast, and fully determined by its seed, so any failing run replays exactly.
public struct SplitMix64: RandomNumberGenerator {
    /// The generator's whole state; equal states give equal sequences.
    public private(set) var state: UInt64

    /// A generator that starts at `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next number of the sequence.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<bound`; `bound` must be positive.
    public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// A number in the closed range.
    public mutating func within(_ range: ClosedRange<Int>) -> Int { range.lowerBound + below(range.count) }

    /// `true` with the given probability in percent.
    public mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    /// One of the items, uniformly.
    public mutating func pick<Item>(_ items: [Item]) -> Item { items[below(items.count)] }

    /// The seed of the `index`-th sequence of a run that starts at `base`; index 0 is `base` itself,
    /// so a failing sequence's seed replays it alone.
    public static func seed(base: UInt64, index: Int) -> UInt64 {
        base &+ UInt64(index) &* 0xD1B5_4A32_D192_ED03
    }
}
