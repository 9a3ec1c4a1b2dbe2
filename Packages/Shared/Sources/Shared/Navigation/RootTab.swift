/// The app's three tabs.
///
/// Features name tabs with this type so a `send` can switch tabs without knowing who
/// composes them.
public enum RootTab: String, Hashable, Codable, Sendable, CaseIterable {
    case home, orders, settings

    /// The tab's navigator name, which is also the first word of every route id in it.
    public var name: String { rawValue }
}
