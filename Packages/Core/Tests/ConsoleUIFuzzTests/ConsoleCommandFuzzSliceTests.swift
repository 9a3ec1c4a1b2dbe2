import ConsoleUI
import Foundation
import ReliabilitySupport
import Testing

/// The deterministic slice of the console-command fuzzer that `make test` runs: 100,000
/// generated raw lines (mutations of real commands, random bytes, lines around the length
/// limit) through `ConsoleCommand.parse(bytes:)`.
///
/// Replay or widen: `SWITCHYARD_SEED=<seed> SWITCHYARD_FUZZ_INPUTS=<count>`.
@Suite struct ConsoleCommandFuzzSliceTests {
    static let defaultSeed: UInt64 = 0x434F_4E53_4F4C_4553

    @Test func everySeedLineIsHandled() {
        for line in ConsoleCommandFuzzOracle.seedLines {
            #expect(ConsoleCommandFuzzOracle.check(Array(line.utf8)).problem == nil, "\(line)")
        }
    }

    @Test func generatedLinesParseOrFailWithATypedError() {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["SWITCHYARD_SEED"].flatMap { UInt64($0) } ?? Self.defaultSeed
        let count = environment["SWITCHYARD_FUZZ_INPUTS"].flatMap { Int($0) } ?? 100_000
        var lines = ConsoleLineGenerator(seed: seed)
        var reached: [String: Int] = [:]
        for index in 0..<count {
            let line = lines.next()
            let (stage, problem) = ConsoleCommandFuzzOracle.check(line)
            if let problem {
                let shown = String(decoding: line.prefix(200), as: UTF8.self).debugDescription
                Issue.record("line #\(index) of seed \(seed), \(shown) (\(line.count) bytes): \(problem)")
                return
            }
            reached[stage, default: 0] += 1
        }
        let stages = reached.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(
            separator: ", ")
        print("console-command fuzz slice: \(count) inputs, seed \(seed): \(stages)")
        #expect((reached["parsed"] ?? 0) > count / 20, "too few generated lines parsed to be a useful slice")
        #expect(reached["tooLong"] != nil && reached["invalidUTF8"] != nil)
    }
}

/// Deterministic raw lines: seed commands mutated a few times, random bytes, and lines just
/// under, at and over the length limit.
struct ConsoleLineGenerator {
    private var generator: SplitMix64
    /// The seeds that start with a command word: typos and empty lines are checked once by
    /// `everySeedLineIsHandled`, and every mutation of a typo would pay for a suggestion search.
    private let seeds = ConsoleCommandFuzzOracle.seedLines.filter { line in
        ConsoleCommand.commandWords.contains { line.lowercased().drop { $0 == " " }.hasPrefix($0) }
            || line.first?.isNumber == true
    }.map { Array($0.utf8) }
    private let tokens = ConsoleCommandFuzzOracle.dictionary.map { Array($0.utf8) }

    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    private mutating func random() -> UInt64 { generator.next() }

    private mutating func below(_ bound: Int) -> Int { generator.below(bound) }

    mutating func next() -> [UInt8] {
        switch below(100) {
        case 0:
            let limit = ConsoleCommand.maximumLineLength
            let length = [limit - 1, limit, limit + 1, limit * 2][below(4)]
            return Array("open ".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: length - 5)
        case 1..<6:
            return (0..<below(48)).map { _ in UInt8(truncatingIfNeeded: random()) }
        default:
            var line = seeds[below(seeds.count)]
            for _ in 0...below(3) { mutate(&line) }
            return line
        }
    }

    private mutating func mutate(_ line: inout [UInt8]) {
        // Mostly after the command word (adding a separator when there is none yet), so most
        // lines reach argument parsing; each unknown word costs an edit-distance search.
        let separator = line.firstIndex { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        var arguments = separator.map { $0 + 1 } ?? line.count
        if separator == nil, below(10) != 0 {
            line.append(below(2) == 0 ? UInt8(ascii: " ") : UInt8(ascii: "\t"))
            arguments = line.count
        }
        if below(20) == 0 { arguments = 0 }
        let position = arguments + below(line.count - arguments + 1)
        switch below(6) {
        case 0: line.insert(contentsOf: tokens[below(tokens.count)], at: position)
        case 1: line.insert(UInt8(truncatingIfNeeded: random()), at: position)
        case 2 where position < line.count:
            line.removeSubrange(position..<min(line.count, position + 1 + below(4)))
        case 3 where position < line.count: line[position] ^= 0x20
        case 4: line += [UInt8(ascii: " ")] + seeds[below(seeds.count)]
        default: line.insert(contentsOf: String(below(100_000) - 50_000).utf8, at: position)
        }
    }
}
