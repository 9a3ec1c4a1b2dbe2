/// How a destination wants to be shown when nobody asks for a specific method.
///
/// Managed presentations carry their own stack, so the presented screen can push; plain
/// ones show a single screen. `send` hands the destination to the root's send chain, where
/// a receiver decides what to do with it.
public enum NavigationMethod: String, Codable, Hashable, Sendable, CaseIterable {
    case push
    case sheet
    case cover
    case managedSheet
    case managedCover
    case send

    /// The presentation style this method stands for, or `nil` for `push` and `send`.
    public var presentationStyle: NavigationPresentationStyle? {
        switch self {
        case .sheet: .sheet
        case .cover: .cover
        case .managedSheet: .managedSheet
        case .managedCover: .managedCover
        case .push, .send: nil
        }
    }

    /// Whether this method presents a new layer instead of changing a stack.
    public var isPresentation: Bool { presentationStyle != nil }
}
