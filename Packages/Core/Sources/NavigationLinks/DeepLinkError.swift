/// Why a link or a link pattern was refused; each case says what is wrong in one line.
public enum DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The link is empty or only whitespace.
    case empty
    /// The link is longer than the router accepts, in UTF-8 bytes (an `é` is two).
    case tooLong(length: Int, limit: Int)
    /// The link has more path segments than the router accepts.
    case tooManySegments(count: Int, limit: Int)
    /// The link has no scheme (nothing like `scheme:` starts it).
    case missingScheme(String, expected: DeepLinkAddress)
    /// The scheme is neither the app's nor `https`.
    case unsupportedScheme(String, expected: DeepLinkAddress)
    /// An `https` link for a host other than the app's.
    case unsupportedHost(String, expected: DeepLinkAddress)
    /// The link cannot be tokenised (bad percent escape, empty segment, invalid UTF-8).
    case malformed(String)
    /// No pattern matches the path.
    case unknownPath(String)
    /// A typed parameter did not accept its segment.
    case invalidParameter(name: String, value: String, reason: String)
    /// The pattern matched but its builder refused the link.
    case rejected(path: String, reason: String)
    /// A pattern could not be parsed at registration.
    case invalidPattern(pattern: String, reason: String)
    /// The same pattern was registered twice.
    case duplicatePattern(String)
    /// Two patterns would compete for the same links.
    case ambiguousPattern(String, conflictsWith: String)

    /// One line naming the problem.
    public var description: String {
        switch self {
        case .empty: "empty link"
        case .tooLong(let length, let limit): "link is \(length) bytes long; the limit is \(limit) bytes"
        case .tooManySegments(let count, let limit): "link has \(count) path segments; the limit is \(limit)"
        case .missingScheme(let link, let address): "\(Self.quoted(link)) has no scheme; use \(address.forms)"
        case .unsupportedScheme(let scheme, let address):
            "unsupported scheme \(Self.quoted(scheme)); use \(address.forms)"
        case .unsupportedHost(let host, let address):
            "unsupported host \(Self.quoted(host)); universal links use \(address.host)"
        case .malformed(let reason): "malformed link: \(reason)"
        case .unknownPath(let path): "no screen at \(Self.quoted(path))"
        case .invalidParameter(let name, let value, let reason):
            "parameter '\(name)' = \(Self.quoted(value)) \(reason)"
        case .rejected(let path, let reason): "link to \(Self.quoted(path)) refused: \(reason)"
        case .invalidPattern(let pattern, let reason): "bad link pattern '\(pattern)': \(reason)"
        case .duplicatePattern(let pattern): "link pattern '\(pattern)' is registered twice"
        case .ambiguousPattern(let pattern, let other):
            "link pattern '\(pattern)' is ambiguous with '\(other)'"
        }
    }

    /// The most characters of a link's part an error quotes: a link may be 2,048 bytes, and
    /// its error still reads as one line.
    static let longestQuoted = 80

    /// A part of the link in quotes, cut to ``longestQuoted`` characters with `…`.
    static func quoted(_ part: String) -> String {
        part.count > Self.longestQuoted ? "'\(part.prefix(Self.longestQuoted))…'" : "'\(part)'"
    }
}
