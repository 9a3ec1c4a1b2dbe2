/// A link taken apart: decoded path segments and query items.
///
/// Tokenising is done here, by hand, rather than through `URL(string:)`, whose handling of
/// custom schemes, empty hosts and percent escapes differs between platforms. The rules are
/// few and documented: the scheme and host are case-insensitive; with the demo's
/// ``DeepLinkAddress``, `switchyard://a/b` and `https://switchyard.example/a/b` (or
/// `…example:443/a/b`) both mean the path `a/b`; segments are split on `/`
/// before percent-decoding, so `%2F` stays inside its segment; one trailing `/` is allowed,
/// empty segments are not; query values decode `+` as a space; a `#fragment` is ignored.
public struct DeepLinkURL: Hashable, Sendable {
    /// Limits that keep hostile input cheap to reject.
    public struct Limits: Hashable, Sendable {
        /// The longest link accepted, in UTF-8 bytes.
        public var maxLength: Int
        /// The most path segments accepted.
        public var maxSegments: Int

        /// Creates limits.
        public init(maxLength: Int = 2048, maxSegments: Int = 32) {
            self.maxLength = maxLength
            self.maxSegments = maxSegments
        }
    }

    /// The decoded path segments.
    public let segments: [String]
    /// The decoded query items in order.
    public let queryItems: [(name: String, value: String)]

    /// The path, segments joined with `/`.
    public var path: String { segments.joined(separator: "/") }

    /// The first value of a query item.
    public func query(_ name: String) -> String? { queryItems.first { $0.name == name }?.value }

    /// Parses a link to an app at `address`.
    public init(parsing link: String, address: DeepLinkAddress, limits: Limits = Limits())
        throws(DeepLinkError)
    {
        // The bytes are copied once into an array the tokeniser indexes; it allocates nothing
        // else but the segments and query items it returns.
        let parts = try Tokenizer(bytes: Array(link.utf8), address: address, limits: limits).parse()
        segments = parts.segments
        queryItems = parts.queryItems
    }

    /// Equal when segments and query items are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.segments == rhs.segments && lhs.queryItems.elementsEqual(rhs.queryItems) { $0 == $1 }
    }

    /// Hashes segments and query items.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(segments)
        for item in queryItems {
            hasher.combine(item.name)
            hasher.combine(item.value)
        }
    }

    /// The rules of ``init(parsing:limits:)`` over the bytes of one link.
    private struct Tokenizer {
        let bytes: [UInt8]
        let address: DeepLinkAddress
        let limits: Limits

        func parse() throws(DeepLinkError) -> (
            segments: [String], queryItems: [(name: String, value: String)]
        ) {
            let link = try trimmed()
            let (cursor, ownScheme) = try pathStart(in: link)
            let fragment = firstIndex(of: UInt8(ascii: "#"), in: cursor..<link.upperBound) ?? link.upperBound
            let queryStart = firstIndex(of: UInt8(ascii: "?"), in: cursor..<fragment)
            var segments = try pathSegments(cursor..<(queryStart ?? fragment))
            // In `switchyard://HOME/page/3` the first segment is the URL's host, which is
            // case-insensitive like the universal link's `SWITCHYARD.EXAMPLE`.
            if ownScheme, let host = segments.first, host.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) {
                segments[0] = host.lowercased()
            }
            let items = try queryStart.map { start throws(DeepLinkError) in
                try queryItems((start + 1)..<fragment)
            }
            return (segments, items ?? [])
        }

        /// The link without the spaces, tabs and line breaks around it; refused when it is too
        /// long, empty, or holds a space or control character inside.
        private func trimmed() throws(DeepLinkError) -> Range<Int> {
            guard bytes.count <= limits.maxLength else {
                throw .tooLong(length: bytes.count, limit: limits.maxLength)
            }
            var start = 0
            var end = bytes.count
            while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
            while end > start,
                bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x0A
                    || bytes[end - 1] == 0x0D
            {
                end -= 1
            }
            guard start < end else { throw .empty }
            for index in start..<end where bytes[index] < 0x21 || bytes[index] == 0x7F {
                throw .malformed("contains a space or control character")
            }
            return start..<end
        }

        /// Where the path starts, after the app's scheme and `://` or after the universal
        /// link's host (and an explicit `:443`); whether the link used the app's own scheme.
        private func pathStart(in link: Range<Int>) throws(DeepLinkError) -> (cursor: Int, ownScheme: Bool) {
            let (start, end) = (link.lowerBound, link.upperBound)
            if bytes[start] == UInt8(ascii: "\"") || bytes[start] == UInt8(ascii: "'") {
                throw .malformed("starts with a quote; give the link without quotes")
            }
            // A scheme is letters, digits, `+`, `-` and `.` before the first `:`.
            let colon = firstIndex(of: UInt8(ascii: ":"), in: link)
            guard let colon, colon > start, bytes[start..<colon].allSatisfy(Self.isSchemeByte) else {
                throw .missingScheme(text(link), expected: address)
            }
            let ownScheme = matches(start..<colon, lowercased: address.scheme)
            guard ownScheme || matches(start..<colon, lowercased: "https") else {
                throw .unsupportedScheme(text(start..<colon).lowercased(), expected: address)
            }
            guard colon + 3 <= end, bytes[colon + 1] == UInt8(ascii: "/"),
                bytes[colon + 2] == UInt8(ascii: "/")
            else {
                throw .malformed("'\(text(start..<colon)):' must be followed by '//'")
            }
            var cursor = colon + 3
            // The app's own scheme: the path starts right after `://`.
            if ownScheme { return (cursor, true) }
            var hostEnd = end
            for index in cursor..<end
            where bytes[index] == UInt8(ascii: "/") || bytes[index] == UInt8(ascii: "?")
                || bytes[index] == UInt8(ascii: "#")
            {
                hostEnd = index
                break
            }
            // `:443` is https's own port, so saying it changes nothing.
            var nameEnd = hostEnd
            if hostEnd - cursor > 4, matches((hostEnd - 4)..<hostEnd, lowercased: ":443") {
                nameEnd = hostEnd - 4
            }
            guard matches(cursor..<nameEnd, lowercased: address.host) else {
                throw .unsupportedHost(text(cursor..<hostEnd).lowercased(), expected: address)
            }
            cursor = hostEnd
            if cursor < end, bytes[cursor] == UInt8(ascii: "/") { cursor += 1 }
            return (cursor, false)
        }

        private static func isSchemeByte(_ byte: UInt8) -> Bool {
            (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }

        /// The query's `name=value` items, decoded, in order; an item without a name, or one
        /// that decodes to a control character, is refused.
        private func queryItems(_ query: Range<Int>) throws(DeepLinkError) -> [(name: String, value: String)]
        {
            var items: [(name: String, value: String)] = []
            var pairStart = query.lowerBound
            while pairStart < query.upperBound {
                let pairEnd =
                    firstIndex(of: UInt8(ascii: "&"), in: pairStart..<query.upperBound) ?? query.upperBound
                if pairStart < pairEnd {
                    let equals = firstIndex(of: UInt8(ascii: "="), in: pairStart..<pairEnd)
                    let name = try decode(pairStart..<(equals ?? pairEnd), plusIsSpace: true)
                    var value = ""
                    if let equals { value = try decode((equals + 1)..<pairEnd, plusIsSpace: true) }
                    guard !name.isEmpty else { throw .malformed("query item without a name") }
                    // Decoded text that would write a control character to whoever shows it.
                    guard !DeepLinkURL.containsControlCharacter(name),
                        !DeepLinkURL.containsControlCharacter(value)
                    else {
                        // A name that holds one is not quoted: the message stays one line.
                        throw .malformed(
                            DeepLinkURL.containsControlCharacter(name)
                                ? "a query item's name holds a control character"
                                : "query item '\(name)' holds a control character")
                    }
                    // A match reads one value per name, so a second would be ignored unseen.
                    guard !items.contains(where: { $0.name == name }) else {
                        throw .malformed("query item '\(name)' is given twice")
                    }
                    items.append((name, value))
                }
                pairStart = pairEnd + 1
            }
            return items
        }

        /// The path's segments: one trailing `/` is allowed, empty segments are not.
        private func pathSegments(_ path: Range<Int>) throws(DeepLinkError) -> [String] {
            guard !path.isEmpty else { return [] }
            let end = bytes[path.upperBound - 1] == UInt8(ascii: "/") ? path.upperBound - 1 : path.upperBound
            var count = 1
            var hasEmpty = path.lowerBound == end
            var previous = path.lowerBound - 1
            for index in path.lowerBound..<end where bytes[index] == UInt8(ascii: "/") {
                count += 1
                if index == previous + 1 { hasEmpty = true }
                previous = index
            }
            if previous == end - 1 { hasEmpty = true }
            guard !hasEmpty else { throw .malformed("empty path segment") }
            guard count <= limits.maxSegments else {
                throw .tooManySegments(count: count, limit: limits.maxSegments)
            }
            var segments: [String] = []
            segments.reserveCapacity(count)
            var segmentStart = path.lowerBound
            while segmentStart < end {
                let segmentEnd = firstIndex(of: UInt8(ascii: "/"), in: segmentStart..<end) ?? end
                segments.append(try decode(segmentStart..<segmentEnd, plusIsSpace: false))
                segmentStart = segmentEnd + 1
            }
            return segments
        }

        private func firstIndex(of byte: UInt8, in range: Range<Int>) -> Int? {
            for index in range where bytes[index] == byte { return index }
            return nil
        }

        /// The bytes as text, invalid UTF-8 repaired: for error messages only.
        private func text(_ range: Range<Int>) -> String {
            String(decoding: bytes[range], as: UTF8.self)
        }

        /// Whether the bytes, lowercased, spell `expected` (an ASCII name).
        ///
        /// ASCII bytes are compared in place; anything else is lowercased as a string first,
        /// as Unicode says.
        private func matches(_ range: Range<Int>, lowercased expected: String) -> Bool {
            let inPlace = expected.utf8.withContiguousStorageIfAvailable { expectedBytes -> Bool? in
                for (offset, index) in range.enumerated() {
                    let byte = bytes[index]
                    guard byte < 0x80 else { return nil }
                    let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
                    // Lowercasing leaves an ASCII prefix alone, so a difference here is final.
                    guard offset < expectedBytes.count, lower == expectedBytes[offset] else { return false }
                }
                return range.count == expectedBytes.count
            }
            return (inPlace ?? nil) ?? (text(range).lowercased() == expected)
        }

        /// Percent-decodes one segment or query part (`+` is a space in queries); the result
        /// must be valid UTF-8.
        private func decode(_ range: Range<Int>, plusIsSpace: Bool) throws(DeepLinkError) -> String {
            var isASCII = true
            var isPlain = true
            for index in range {
                let byte = bytes[index]
                if byte == UInt8(ascii: "%") || (plusIsSpace && byte == UInt8(ascii: "+")) {
                    isPlain = false
                    break
                }
                if byte >= 0x80 { isASCII = false }
            }
            let slice = bytes[range]
            if isPlain {
                if isASCII { return String(decoding: slice, as: UTF8.self) }
                guard let text = String(validatingUTF8Bytes: slice) else {
                    throw .malformed("invalid UTF-8")
                }
                return text
            }
            var output: [UInt8] = []
            output.reserveCapacity(range.count)
            var index = range.lowerBound
            while index < range.upperBound {
                let byte = bytes[index]
                if byte == UInt8(ascii: "%") {
                    guard index + 2 < range.upperBound,
                        let high = DeepLinkURL.hexValue(bytes[index + 1]),
                        let low = DeepLinkURL.hexValue(bytes[index + 2])
                    else { throw .malformed("bad percent escape") }
                    output.append(high << 4 | low)
                    index += 3
                } else {
                    output.append(plusIsSpace && byte == UInt8(ascii: "+") ? 0x20 : byte)
                    index += 1
                }
            }
            guard let text = String(validatingUTF8Bytes: output) else {
                throw .malformed("invalid UTF-8 after decoding")
            }
            return text
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

extension DeepLinkURL {
    /// Whether text holds a C0 or C1 control character or DEL (general category Cc): what a
    /// decoded `%1B` or `%0A` can put there, and what no link may hand an app.
    ///
    /// The one rule for it: links apply it to their parameters, features to restored values
    /// that links could have given them, the console to what it prints.
    public static func containsControlCharacter(_ text: some StringProtocol) -> Bool {
        // On the UTF-8 bytes: C0 and DEL are single bytes, C1 is 0xC2 then 0x80...0x9F.
        var afterC2 = false
        for byte in text.utf8 {
            if byte < 0x20 || byte == 0x7F || (afterC2 && byte <= 0x9F && byte >= 0x80) { return true }
            afterC2 = byte == 0xC2
        }
        return false
    }
}

extension String {
    /// The text some bytes encode as UTF-8, or `nil` when they are not valid UTF-8.
    ///
    /// The standard library's `String(validating:as:)` does the same from macOS 15 and iOS 18
    /// on; this works on every platform the packages support, so links and console lines are
    /// refused the same way everywhere.
    ///
    /// ```swift
    /// String(validatingUTF8Bytes: [0x63, 0x61, 0x66, 0xC3, 0xA9])  // "café"
    /// String(validatingUTF8Bytes: [0xFF])                          // nil
    /// ```
    public init?(validatingUTF8Bytes bytes: some Collection<UInt8>) {
        // Checked first, then decoded, which never needs a replacement character.
        let failed = transcode(bytes.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true) {
            _ in
        }
        guard !failed else { return nil }
        self.init(decoding: bytes, as: UTF8.self)
    }
}

/// Where an app's links point: its own scheme and the host of its universal links.
///
/// The engine knows no app's names; the app says its own once and hands it to its router
/// (the demo's is in Shared: `switchyard://orders/1001` and
/// `https://switchyard.example/orders/1001`).
public struct DeepLinkAddress: Hashable, Sendable {
    /// The custom scheme, lowercased: `switchyard`.
    public let scheme: String
    /// The universal links' host, lowercased: `switchyard.example`.
    public let host: String

    /// An address from a scheme and a host, compared without regard to case.
    public init(scheme: String, host: String) {
        self.scheme = scheme.lowercased()
        self.host = host.lowercased()
    }

    /// The link to a path in the app's own scheme: `switchyard://orders/1001`.
    public func link(to path: String) -> String { scheme + "://" + path }

    /// The two ways to write a link, for error messages.
    var forms: String { "\(scheme):// or https://\(host)/" }
}
