/// What a pattern matched: its captured parameters and the link's query items.
public struct DeepLinkMatch: Sendable {
    /// The pattern as registered.
    public let pattern: String
    /// Captured parameters by name.
    public let parameters: [String: DeepLinkValue]
    /// The parsed link, for its query items.
    let link: DeepLink

    /// An integer parameter; a missing or differently typed one is an error naming it.
    public func int(_ name: String) throws(DeepLinkError) -> Int {
        guard case .int(let value)? = parameters[name] else { throw missing(name, "integer") }
        return value
    }

    /// A string parameter.
    public func string(_ name: String) throws(DeepLinkError) -> String {
        guard case .string(let value)? = parameters[name] else { throw missing(name, "string") }
        return value
    }

    /// A query item's first value.
    public func query(_ name: String) -> String? { link.query(name) }

    private func missing(_ name: String, _ type: String) -> DeepLinkError {
        .invalidParameter(
            name: name, value: parameters[name]?.description ?? "",
            reason: "is not a captured \(type) in '\(pattern)'")
    }
}

/// A typed value captured from a link's path.
public enum DeepLinkValue: Hashable, Sendable, CustomStringConvertible {
    case int(Int)
    case string(String)

    /// The value as it would appear in a path.
    public var description: String {
        switch self {
        case .int(let value): String(value)
        case .string(let value): value
        }
    }
}
