/// The kind of a target, as `dump-package` spells it in `type`.
public enum TargetKind: Equatable, Sendable {
    /// A library target (`.target`).
    case regular
    /// An executable target (`.executableTarget`).
    case executable
    /// A test target (`.testTarget`).
    case test
    /// A macro target (`.macro`).
    case macro
    /// Any other kind (`system`, `binary`, `plugin`, ...); it has no Swift sources to scan.
    case other(String)

    /// Maps `dump-package`'s `type` string to a kind.
    public init(rawValue: String) {
        switch rawValue {
        case "regular": self = .regular
        case "executable": self = .executable
        case "test": self = .test
        case "macro": self = .macro
        default: self = .other(rawValue)
        }
    }

    /// Whether targets of this kind are Swift modules built from a source directory.
    public var hasSwiftSources: Bool {
        if case .other = self { return false }
        return true
    }
}
