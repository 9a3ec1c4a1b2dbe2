/// What a handle or a request is anchored to: one entry, or a tab's own stack.
///
/// An entry anchor dies with its entry, so everything done through it stops when its screen
/// leaves. A tab anchor lives as long as the root, for app-level work such as a receiver
/// that pushes onto the Orders tab.
public enum NavigationAnchor: Hashable, Sendable, CustomStringConvertible {
    /// One entry, wherever it is in the tree.
    case entry(NavigationEntryID)
    /// A tab's own stack (its bottom layer), by tab name.
    case tab(String)

    /// `#12` or `tab orders`.
    public var description: String {
        switch self {
        case .entry(let id): id.description
        case .tab(let name): "tab \(name)"
        }
    }
}
