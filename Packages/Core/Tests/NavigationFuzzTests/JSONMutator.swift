import ReliabilitySupport

/// Structure-aware mutations for the snapshot slice.
///
/// Each seed document is read once into the
/// byte spans of its values and of its object members and array elements; an input is a seed
/// with one to three of those spans replaced (by an edge value or a span grafted from any
/// seed), dropped or duplicated. The result stays well-formed JSON, so inputs get past the
/// syntax and exercise decoding and restoring, and making one costs a few copies.
struct JSONMutator {
    /// Where a value sits in a document; `item` also covers a member's key, for dropping and duplicating.
    private struct Span {
        var value: Range<Int>
        var item: Range<Int>
    }

    private struct Document {
        let bytes: [UInt8]
        let spans: [Span]
    }

    private var random: SplitMix64
    private let documents: [Document]
    private let replacements: [[UInt8]]

    init(seed: UInt64, documents: [[UInt8]], strings: [String]) {
        random = SplitMix64(seed: seed)
        self.documents = documents.compactMap { bytes in
            var reader = Reader(bytes: bytes)
            guard reader.value(), !reader.spans.isEmpty else { return nil }
            return Document(bytes: bytes, spans: reader.spans)
        }
        let numbers = [
            "0", "-1", "1", "2", "7", "9007199254740992", "18446744073709551615", "1e400", "0.5", "-0",
        ]
        replacements =
            (numbers + ["null", "true", "false", "{}", "[]", "[[]]", "{\"\":0}"]).map { Array($0.utf8) }
            + strings.map(Self.quoted)
    }

    mutating func next() -> [UInt8] {
        let document = random.pick(documents)
        // Spans picked at random, applied from the end so earlier offsets stay valid; overlaps skipped.
        let picked = (0..<random.within(1...3)).map { _ in random.pick(document.spans) }
            .sorted { $0.item.lowerBound > $1.item.lowerBound }
        var output = document.bytes
        var floor = Int.max
        for span in picked where span.item.upperBound <= floor {
            floor = span.item.lowerBound
            switch random.below(6) {
            case 0:
                output.replaceSubrange(Self.withComma(span.item, in: output), with: [])
            case 1:
                output.insert(contentsOf: output[span.item] + [UInt8(ascii: ",")], at: span.item.lowerBound)
            case 2, 3:
                output.replaceSubrange(span.value, with: random.pick(replacements))
            default:
                let donor = random.pick(documents)
                output.replaceSubrange(span.value, with: donor.bytes[random.pick(donor.spans).value])
            }
        }
        return output
    }

    /// An item with the comma that separates it from its neighbour, so dropping it keeps JSON valid.
    private static func withComma(_ item: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
        var end = item.upperBound
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x0A { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: ",") { return item.lowerBound..<(end + 1) }
        var start = item.lowerBound
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x0A { start -= 1 }
        if start > 0, bytes[start - 1] == UInt8(ascii: ",") { return (start - 1)..<item.upperBound }
        return item
    }

    private static func quoted(_ text: String) -> [UInt8] {
        var output: [UInt8] = [UInt8(ascii: "\"")]
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), byte]
            case 0..<0x20: output += Array("\\u00\(byte < 16 ? "0" : "")\(String(byte, radix: 16))".utf8)
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
        return output
    }

    /// Just enough of a JSON reader for the seeds (the engine's own output): records spans.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        var spans: [Span] = []

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func skipSpace() {
            while index < bytes.count,
                bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D
                    || bytes[index] == 0x09
            {
                index += 1
            }
        }

        /// Reads one value and records its span; `false` when the bytes are not JSON it knows.
        mutating func value(itemStart: Int? = nil) -> Bool {
            skipSpace()
            guard index < bytes.count else { return false }
            let start = index
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    index += 1
                } else {
                    while true {
                        skipSpace()
                        let key = index
                        guard string(), expect(UInt8(ascii: ":")), value(itemStart: key) else { return false }
                        skipSpace()
                        guard index < bytes.count else { return false }
                        index += 1
                        if bytes[index - 1] == UInt8(ascii: "}") { break }
                    }
                }
            case UInt8(ascii: "["):
                index += 1
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    index += 1
                } else {
                    while true {
                        guard value() else { return false }
                        skipSpace()
                        guard index < bytes.count else { return false }
                        index += 1
                        if bytes[index - 1] == UInt8(ascii: "]") { break }
                    }
                }
            case UInt8(ascii: "\""):
                guard string() else { return false }
            default:
                while index < bytes.count, !" ,]}\n\r\t".utf8.contains(bytes[index]) { index += 1 }
                guard index > start else { return false }
            }
            spans.append(Span(value: start..<index, item: (itemStart ?? start)..<index))
            return true
        }

        mutating func string() -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return false }
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            index += 1
            return index <= bytes.count
        }

        mutating func expect(_ byte: UInt8) -> Bool {
            skipSpace()
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }
    }
}
