/// How a destination wants to be shown when nobody asks for a specific method.
///
/// There is one presentation vocabulary, ``NavigationPresentationStyle``: a method either
/// pushes, presents in one of those styles, or sends.
///
/// ```swift
/// public var method: NavigationMethod {
///     switch self {
///     case .main, .profile: .push
///     case .signIn: .present(.sheet)
///     case .about: .present(.cover)
///     }
/// }
/// ```
///
/// Managed presentations carry their own stack, so the presented screen can push; plain
/// ones show a single screen. `send` hands the destination to the root's send chain, where
/// a receiver decides what to do with it.
public enum NavigationMethod: Hashable, Sendable {
    /// Pushed onto the stack of the screen that asked.
    case push
    /// Presented as a new layer over the front of the tab.
    case present(NavigationPresentationStyle)
    /// Handed to the root's send chain.
    case send

    /// The presentation style, or `nil` for `push` and `send`.
    package var presentationStyle: NavigationPresentationStyle? {
        if case .present(let style) = self { return style }
        return nil
    }

    /// One word, as traces, the console and saved snapshots spell it: `push`, `sheet`,
    /// `managedSheet`, `managedCover`, `send`.
    var name: String {
        switch self {
        case .push: "push"
        case .present(let style): style.rawValue
        case .send: "send"
        }
    }
}

extension NavigationMethod: Codable {
    /// Decodes the one word `name` spells, so snapshots read the same as before.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let word = try container.decode(String.self)
        switch word {
        case "push": self = .push
        case "send": self = .send
        default:
            guard let style = NavigationPresentationStyle(rawValue: word) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "no navigation method is called \(word.debugDescription)"
                )
            }
            self = .present(style)
        }
    }

    /// Encodes `name`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
