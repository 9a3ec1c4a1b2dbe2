/// A link taken apart: decoded path segments and query items.
///
/// Tokenising is done here, by hand, rather than through `URL(string:)`, whose handling of
/// custom schemes, empty hosts and percent escapes differs between platforms. The rules are
/// few and documented: the scheme and host are case-insensitive; `switchyard://a/b` and
/// `https://switchyard.example/a/b` both mean the path `a/b`; segments are split on `/`
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

    /// The app's custom scheme.
    public static let scheme = "switchyard"
    /// The host of universal links.
    public static let universalHost = "switchyard.example"

    /// The decoded path segments.
    public let segments: [String]
    /// The decoded query items in order.
    public let queryItems: [(name: String, value: String)]

    /// The path, segments joined with `/`.
    public var path: String { segments.joined(separator: "/") }

    /// The first value of a query item.
    public func query(_ name: String) -> String? { queryItems.first { $0.name == name }?.value }

    /// Parses a link.
    public init(parsing link: String, limits: Limits = Limits()) throws(DeepLinkError) {
        let bytes = Array(link.utf8)
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
        let text = bytes[start..<end]
        for byte in text where byte < 0x21 || byte == 0x7F {
            throw .malformed("contains a space or control character")
        }
        guard let colon = text.firstIndex(of: UInt8(ascii: ":")),
            text[colon...].starts(with: "://".utf8)
        else { throw .missingScheme(String(decoding: text, as: UTF8.self)) }
        let scheme = String(decoding: text[start..<colon], as: UTF8.self).lowercased()
        var cursor = colon + 3
        switch scheme {
        case Self.scheme:
            break
        case "https":
            let hostEnd =
                text[cursor...].firstIndex {
                    $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#")
                } ?? end
            let host = String(decoding: text[cursor..<hostEnd], as: UTF8.self).lowercased()
            guard host == Self.universalHost else { throw .unsupportedHost(host) }
            cursor = hostEnd
            if cursor < end, text[cursor] == UInt8(ascii: "/") { cursor += 1 }
        default:
            throw .unsupportedScheme(scheme.isEmpty ? "(none)" : scheme)
        }
        let fragment = text[cursor...].firstIndex(of: UInt8(ascii: "#")) ?? end
        let queryStart = text[cursor..<fragment].firstIndex(of: UInt8(ascii: "?"))
        let pathEnd = queryStart ?? fragment

        var parts = text[cursor..<pathEnd].split(
            separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        if parts.count == 1, parts[0].isEmpty { parts = [] }
        if parts.count > 1, parts.last?.isEmpty == true { parts.removeLast() }
        guard !parts.contains(where: \.isEmpty) else { throw .malformed("empty path segment") }
        guard parts.count <= limits.maxSegments else {
            throw .tooManySegments(count: parts.count, limit: limits.maxSegments)
        }
        var segments: [String] = []
        segments.reserveCapacity(parts.count)
        for part in parts { segments.append(try Self.decode(part, plusIsSpace: false)) }
        var items: [(name: String, value: String)] = []
        if let queryStart {
            for pair in text[(queryStart + 1)..<fragment].split(
                separator: UInt8(ascii: "&"), omittingEmptySubsequences: true)
            {
                let equals = pair.firstIndex(of: UInt8(ascii: "="))
                let name = try Self.decode(pair[..<(equals ?? pair.endIndex)], plusIsSpace: true)
                var value = ""
                if let equals { value = try Self.decode(pair[(equals + 1)...], plusIsSpace: true) }
                guard !name.isEmpty else { throw .malformed("query item without a name") }
                items.append((name, value))
            }
        }
        self.segments = segments
        self.queryItems = items
    }

    /// Creates a link value from segments, for tests and generated links.
    public init(segments: [String], queryItems: [(name: String, value: String)] = []) {
        self.segments = segments
        self.queryItems = queryItems
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

    private static func decode(_ bytes: ArraySlice<UInt8>, plusIsSpace: Bool) throws(DeepLinkError) -> String
    {
        if !bytes.contains(UInt8(ascii: "%")) && !(plusIsSpace && bytes.contains(UInt8(ascii: "+"))) {
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw .malformed("invalid UTF-8")
            }
            return text
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.endIndex,
                    let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
                else { throw .malformed("bad percent escape") }
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(plusIsSpace && byte == UInt8(ascii: "+") ? 0x20 : byte)
                index += 1
            }
        }
        guard let text = String(validating: output, as: UTF8.self) else {
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
