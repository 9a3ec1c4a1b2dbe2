/// How a presented layer appears; a layer presents at most one other layer at a time.
///
/// A sheet and a cover differ only in how a platform draws them. A managed layer has a
/// stack of its own that its screens can push onto; a plain one shows exactly one screen.
public enum NavigationPresentationStyle: String, Codable, Hashable, Sendable, CaseIterable {
    case sheet, cover, managedSheet, managedCover

    /// The navigation method this style stands for.
    public var method: NavigationMethod {
        switch self {
        case .sheet: .sheet
        case .cover: .cover
        case .managedSheet: .managedSheet
        case .managedCover: .managedCover
        }
    }

    /// Whether the layer has a stack that can be pushed onto.
    public var isManaged: Bool { self == .managedSheet || self == .managedCover }

    /// Whether the layer is a full-screen cover rather than a sheet.
    public var isCover: Bool { self == .cover || self == .managedCover }

    /// `sheet` or `cover`, as the `where` line names a layer.
    public var slotName: String { isCover ? "cover" : "sheet" }
}
