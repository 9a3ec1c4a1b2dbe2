import ReliabilitySupport

/// Deterministic inputs for the fuzz slices in `make test`.
///
/// Seeds are mutated a few times each
/// (bit flips, byte edits, deletions, duplications, dictionary tokens, splices, edge numbers)
/// plus some purely random bytes. The same seed always yields the same inputs.
struct FuzzMutator {
    private var random: SplitMix64
    private let seeds: [[UInt8]]
    private let dictionary: [[UInt8]]
    private let maximumLength: Int

    init(seed: UInt64, seeds: [[UInt8]], dictionary: [String], maximumLength: Int) {
        random = SplitMix64(seed: seed)
        self.seeds = seeds.isEmpty ? [[]] : seeds
        self.dictionary = dictionary.map { Array($0.utf8) }
        self.maximumLength = maximumLength
    }

    mutating func next() -> [UInt8] {
        if random.chance(6) { return randomBytes() }
        var input = seeds[random.below(seeds.count)]
        for _ in 0..<random.within(1...4) { mutate(&input) }
        if input.count > maximumLength { input.removeLast(input.count - maximumLength) }
        return input
    }

    private mutating func randomBytes() -> [UInt8] {
        let printable = random.chance(60)
        return (0..<random.within(0...64)).map { _ in
            printable ? UInt8(random.within(0x20...0x7E)) : UInt8(random.below(256))
        }
    }

    private mutating func position(in input: [UInt8]) -> Int { random.below(input.count + 1) }

    private mutating func range(in input: [UInt8]) -> Range<Int> {
        let start = random.below(input.count)
        return start..<min(input.count, start + random.within(1...8))
    }

    private mutating func mutate(_ input: inout [UInt8]) {
        switch random.below(10) {
        case 0 where !input.isEmpty:
            input[random.below(input.count)] ^= 1 << UInt8(random.below(8))
        case 1 where !input.isEmpty:
            input[random.below(input.count)] = UInt8(random.below(256))
        case 2:
            input.insert(UInt8(random.below(256)), at: position(in: input))
        case 3 where !input.isEmpty:
            input.removeSubrange(range(in: input))
        case 4 where !input.isEmpty:
            let copied = Array(input[range(in: input)])
            input.insert(contentsOf: copied, at: position(in: input))
        case 5:
            input.insert(contentsOf: random.pick(dictionary), at: position(in: input))
        case 6 where !input.isEmpty:
            input.replaceSubrange(range(in: input), with: random.pick(dictionary))
        case 7:
            let other = random.pick(seeds)
            input = Array(input.prefix(position(in: input))) + other.suffix(random.below(other.count + 1))
        case 8:
            replaceNumber(in: &input)
        default:
            input.removeLast(input.count - random.below(input.count + 1))
        }
    }

    /// Swaps a run of digits (or any spot) for an edge number: zero, negative, overflowing.
    private mutating func replaceNumber(in input: inout [UInt8]) {
        let edges = [
            "0", "-1", "1", "255", "4294967296", "9223372036854775807", "9223372036854775808",
            "18446744073709551615", "18446744073709551616", "1e308", "1e400", "-0", "0.5", "00",
        ]
        let edge = Array(random.pick(edges).utf8)
        // The first digit at or after a random spot, so long inputs cost no full scan.
        var start = random.below(input.count + 1)
        while start < input.count, !(input[start] >= 0x30 && input[start] <= 0x39) { start += 1 }
        guard start < input.count else {
            input.insert(contentsOf: edge, at: position(in: input))
            return
        }
        var end = start
        while end < input.count, input[end] >= 0x30 && input[end] <= 0x39 { end += 1 }
        input.replaceSubrange(start..<end, with: edge)
    }
}

/// An input shown in a failure message: printable ASCII as is, everything else escaped.
func escapedInput(_ bytes: [UInt8], limit: Int = 400) -> String {
    var text = ""
    for byte in bytes.prefix(limit) {
        switch byte {
        case 0x20...0x7E where byte != UInt8(ascii: "\\"): text.unicodeScalars.append(Unicode.Scalar(byte))
        default: text += "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16)
        }
    }
    return bytes.count > limit ? text + "... (\(bytes.count) bytes)" : text
}
