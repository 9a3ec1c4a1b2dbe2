import Foundation

/// A typed value captured from a link's path.
public enum DeepLinkValue: Hashable, Sendable, CustomStringConvertible {
    case int(Int)
    case string(String)
    case uuid(UUID)

    /// The value as it would appear in a path.
    public var description: String {
        switch self {
        case .int(let value): String(value)
        case .string(let value): value
        case .uuid(let value): value.uuidString.lowercased()
        }
    }
}
