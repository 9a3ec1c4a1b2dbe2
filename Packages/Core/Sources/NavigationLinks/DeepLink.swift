/// A link taken apart: decoded path segments and query items.
///
/// The link is read with ordinary string operations rather than `URL(string:)`, whose
/// handling of custom schemes, empty hosts and percent escapes differs between platforms.
/// The rules are few: the scheme and host are case-insensitive; with the demo's
/// ``DeepLinkAddress``, `switchyard://a/b` and `https://switchyard.example/a/b` (or
/// `…example:443/a/b`) both mean the path `a/b`; segments are split on `/` before
/// percent-decoding, so `%2F` stays inside its segment; one trailing `/` is allowed, empty
/// segments are not; query values decode `+` as a space; a `#fragment` is ignored.
///
/// ```swift
/// let address = DeepLinkAddress(scheme: "switchyard", host: "switchyard.example")
/// let link = try DeepLink(parsing: "switchyard://orders/1001?from=mail", address: address)
/// link.segments        // ["orders", "1001"]
/// link.query("from")   // "mail"
/// ```
public struct DeepLink: Hashable, Sendable {
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

    /// The path, segments joined with `/`, for messages: a `%`, `/`, `?` or `#` inside a
    /// segment is percent-encoded again (`%2F`), so `orders%2F1001` is not said as the path
    /// `orders/1001`, nor `a%3Fb` as a query.
    public var path: String {
        segments.map { segment in
            segment.reduce(into: "") { text, character in
                switch character {
                case "%": text += "%25"
                case "/": text += "%2F"
                case "?": text += "%3F"
                case "#": text += "%23"
                default: text.append(character)
                }
            }
        }.joined(separator: "/")
    }

    /// The first value of a query item.
    public func query(_ name: String) -> String? { queryItems.first { $0.name == name }?.value }

    /// Parses a link to an app at `address`.
    public init(parsing link: String, address: DeepLinkAddress, limits: Limits = Limits())
        throws(DeepLinkError)
    {
        guard link.utf8.count <= limits.maxLength else {
            throw .tooLong(length: link.utf8.count, limit: limits.maxLength)
        }
        // Scalars, not characters: a combining mark after a `/` must not hide the `/`.
        var text = Substring(link).unicodeScalars
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" || last == "\n" || last == "\r" {
            text.removeLast()
        }
        guard !text.isEmpty else { throw .empty }
        guard !text.contains(where: { $0.value < 0x21 || $0.value == 0x7F }) else {
            throw .malformed("contains a space or control character")
        }
        guard text.first != "\"", text.first != "'" else {
            throw .malformed("starts with a quote; give the link without quotes")
        }
        let (rest, ownScheme) = try Self.path(after: text, address: address)
        let beforeFragment = rest[..<(rest.firstIndex(of: "#") ?? rest.endIndex)]
        let questionMark = beforeFragment.firstIndex(of: "?")
        var segments = try Self.segments(
            of: beforeFragment[..<(questionMark ?? beforeFragment.endIndex)], limits: limits)
        // In `switchyard://HOME/page/3` the first segment is the URL's host, which is
        // case-insensitive like the universal link's `SWITCHYARD.EXAMPLE`.
        if ownScheme, let host = segments.first,
            host.unicodeScalars.contains(where: { ("A"..."Z").contains($0) })
        {
            segments[0] = host.lowercased()
        }
        self.segments = segments
        let query = questionMark.map { beforeFragment[beforeFragment.index(after: $0)...] }
        self.queryItems =
            try query.map { query throws(DeepLinkError) in try Self.queryItems(of: query) } ?? []
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

    private typealias Scalars = Substring.UnicodeScalarView

    /// What follows the app's scheme and `://`, or the universal link's host (and an
    /// explicit `:443`); and whether the link used the app's own scheme.
    private static func path(after link: Scalars, address: DeepLinkAddress) throws(DeepLinkError)
        -> (rest: Scalars, ownScheme: Bool)
    {
        // A scheme is letters, digits, `+`, `-` and `.` before the first `:`.
        guard let colon = link.firstIndex(of: ":"), colon > link.startIndex,
            link[..<colon].allSatisfy(isSchemeScalar)
        else {
            throw .missingScheme(String(link), expected: address)
        }
        let schemeText = link[..<colon]
        let scheme = String(schemeText).lowercased()
        let ownScheme = scheme == address.scheme
        guard ownScheme || scheme == "https" else { throw .unsupportedScheme(scheme, expected: address) }
        let afterColon = link[link.index(after: colon)...]
        guard afterColon.starts(with: "//".unicodeScalars) else {
            throw .malformed("\(DeepLinkError.quoted(String(schemeText) + ":")) must be followed by '//'")
        }
        let rest = afterColon.dropFirst(2)
        // The app's own scheme: the path starts right after `://`.
        if ownScheme { return (rest, true) }
        let hostEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        let host = rest[..<hostEnd]
        // `:443` is https's own port, so saying it changes nothing.
        let name =
            host.count > 4 && host.suffix(4).elementsEqual(":443".unicodeScalars) ? host.dropLast(4) : host
        guard String(name).lowercased() == address.host else {
            throw .unsupportedHost(String(host).lowercased(), expected: address)
        }
        let path = rest[hostEnd...]
        return (path.first == "/" ? path.dropFirst() : path, false)
    }

    /// Whether a character may be part of a scheme: letters, digits, `+`, `-` and `.`.
    private static func isSchemeScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "+", "-", ".": true
        default: false
        }
    }

    /// The path's decoded segments: one trailing `/` is allowed, empty segments are not.
    private static func segments(of path: Scalars, limits: Limits) throws(DeepLinkError) -> [String] {
        guard !path.isEmpty else { return [] }
        let parts = (path.last == "/" ? path.dropLast() : path).split(
            separator: "/", omittingEmptySubsequences: false)
        guard !parts.contains(where: \.isEmpty) else { throw .malformed("empty path segment") }
        guard parts.count <= limits.maxSegments else {
            throw .tooManySegments(count: parts.count, limit: limits.maxSegments)
        }
        var segments: [String] = []
        for part in parts { segments.append(try decode(part, plusIsSpace: false)) }
        return segments
    }

    /// The query's `name=value` items, decoded, in order; an item without a name, one that
    /// decodes to a control character, or a name given twice is refused.
    private static func queryItems(of query: Scalars) throws(DeepLinkError) -> [(name: String, value: String)]
    {
        var items: [(name: String, value: String)] = []
        for pair in query.split(separator: "&") {
            let equals = pair.firstIndex(of: "=")
            let name = try decode(pair[..<(equals ?? pair.endIndex)], plusIsSpace: true)
            var value = ""
            if let equals { value = try decode(pair[pair.index(after: equals)...], plusIsSpace: true) }
            guard !name.isEmpty else { throw .malformed("query item without a name") }
            // Decoded text that would write a control character to whoever shows it. A name
            // that holds one is not quoted, so the message stays one line.
            if containsControlCharacter(name) {
                throw .malformed("a query item's name holds a control character")
            }
            if containsControlCharacter(value) {
                throw .malformed("query item \(DeepLinkError.quoted(name)) holds a control character")
            }
            // A match reads one value per name, so a second would be ignored unseen.
            guard !items.contains(where: { $0.name == name }) else {
                throw .malformed("query item \(DeepLinkError.quoted(name)) is given twice")
            }
            items.append((name, value))
        }
        return items
    }

    /// Percent-decodes one segment or query part (`+` is a space in queries); the result
    /// must be valid UTF-8.
    private static func decode(_ part: Scalars, plusIsSpace: Bool) throws(DeepLinkError) -> String {
        let text = Substring(part)
        // Most parts hold nothing to decode.
        guard
            text.utf8.contains(where: { $0 == UInt8(ascii: "%") || (plusIsSpace && $0 == UInt8(ascii: "+")) })
        else { return String(text) }
        var bytes: [UInt8] = []
        var utf8 = text.utf8[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%") {
                guard let high = utf8.popFirst().flatMap(hexValue),
                    let low = utf8.popFirst().flatMap(hexValue)
                else { throw .malformed("bad percent escape") }
                bytes.append(high << 4 | low)
            } else {
                bytes.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
            }
        }
        guard let text = String(validatingUTF8Bytes: bytes) else {
            throw .malformed("invalid UTF-8 after decoding")
        }
        return text
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

extension DeepLink {
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
