/// Identifies one visit to a destination, so two pushes of the same route stay distinct.
///
/// Ids come from a counter owned by the root: they are unique in the tree, never reused (the
/// counter travels inside snapshots), and cost nothing to make. Everything that belongs to a
/// screen (its model, checkpoints, receivers, locks, alert actions) is keyed by its entry's
/// id and leaves with it. `0` marks an entry built outside the root (a deep link, a
/// hand-written state) that the root numbers when it applies the state.
public struct NavigationEntryID: RawRepresentable, Hashable, Comparable, Codable, Sendable,
    CustomStringConvertible
{
    /// The counter value.
    public let rawValue: UInt64

    /// Wraps a counter value.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// The id of an entry the root has not numbered yet.
    public static let unassigned = NavigationEntryID(rawValue: 0)

    /// Ids order by creation.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `#42` style, short enough for logs.
    public var description: String { "#\(rawValue)" }
}

/// A destination on a stack together with the id of that visit.
public struct NavigationEntry: Hashable, Identifiable, Sendable, CustomStringConvertible {
    /// The visit's id.
    public var id: NavigationEntryID
    /// Where the visit went.
    public var destination: AnyNavigationDestination

    /// Creates an entry; leave the id unassigned when building a state by hand.
    public init(id: NavigationEntryID = .unassigned, destination: any NavigationDestination) {
        self.id = id
        self.destination = AnyNavigationDestination(destination)
    }

    /// An entry for a destination that is already erased, without erasing it again.
    init(id: NavigationEntryID = .unassigned, erased destination: AnyNavigationDestination) {
        self.id = id
        self.destination = destination
    }

    /// The destination's route id.
    public var routeID: String { destination.routeID }

    /// `orders/1001#7`.
    public var description: String { "\(destination.routeID)\(id)" }
}
