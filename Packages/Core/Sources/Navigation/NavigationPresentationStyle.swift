/// How a presented layer appears; a layer presents at most one other layer at a time.
///
/// A sheet and a cover differ only in how a platform draws them. A managed layer has a
/// stack of its own that its screens can push onto; a plain one shows exactly one screen.
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
    public var isManaged: Bool { self == .managedSheet || self == .managedCover }

    /// Whether the layer is a full-screen cover rather than a sheet.
    public var isCover: Bool { self == .cover || self == .managedCover }

    /// `sheet` or `cover`, as the `where` line names a layer.
    public var slotName: String { isCover ? "cover" : "sheet" }
}
