/// One layer of a tab: the tab's stack, or a sheet or cover with its own entries.
public struct NavigationLayerState: Equatable, Sendable {
    /// How the layer is presented; `nil` for the tab's own stack.
    public var style: NavigationPresentationStyle?
    /// The entries, bottom first; never empty, and exactly one in an unmanaged presentation.
    public var entries: [NavigationEntry]
    /// The alert the layer's top screen shows, or in a split's stack an earlier column's screen.
    public var alert: NavigationAlertState?

    /// Creates a layer.
    public init(
        style: NavigationPresentationStyle? = nil, entries: [NavigationEntry],
        alert: NavigationAlertState? = nil
    ) {
        self.style = style
        self.entries = entries
        self.alert = alert
    }

    /// Creates a layer from destinations, bottom first, with ids left for the root to assign.
    public init(style: NavigationPresentationStyle? = nil, destinations: [any NavigationDestination]) {
        self.init(style: style, entries: destinations.map { NavigationEntry(destination: $0) })
    }

    /// Whether screens on this layer can push: the tab's stack and managed presentations.
    public var hasStack: Bool { style?.isManaged ?? true }

    /// Where the alert's screen is: the top one when it has the alert's id, else the first
    /// that does (a split's earlier column); numbering the layer again keeps the alert there.
    var alertIndex: Int? {
        guard let id = alert?.entry else { return nil }
        return entries.last?.id == id ? entries.count - 1 : entries.firstIndex { $0.id == id }
    }

    /// Gives the alert back to the screen at its ``alertIndex`` once the layer is numbered anew.
    mutating func returnAlert(to index: Int?) {
        if let index { alert?.entry = entries[index].id }
    }

}

/// How a presented layer appears; a layer presents at most one other layer at a time.
///
/// A sheet and a cover differ only in how a platform draws them. A managed layer has a
/// stack of its own that its screens can push onto; a plain one shows exactly one screen.
///
/// Settings' about screen is a managed cover: its "Get help" pushes the help screen inside
/// the cover, back returns to about, and dismissing closes both.
///
/// ```swift
/// case .about: .present(.managedCover)
/// ```
public enum NavigationPresentationStyle: String, Codable, Hashable, Sendable, CaseIterable {
    /// One screen over the layer below.
    case sheet
    /// One screen over the layer below, full-screen.
    case cover
    /// A stack of its own over the layer below.
    case managedSheet
    /// A stack of its own over the layer below, full-screen.
    case managedCover

    /// Whether the layer has a stack that can be pushed onto.
    package var isManaged: Bool { self == .managedSheet || self == .managedCover }

    /// Whether the layer is a full-screen cover rather than a sheet.
    public var isCover: Bool { self == .cover || self == .managedCover }

    /// `sheet` or `cover`, as the `where` line names a layer.
    package var slotName: String { isCover ? "cover" : "sheet" }
}
