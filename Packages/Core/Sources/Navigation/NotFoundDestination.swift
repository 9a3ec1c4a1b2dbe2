/// Shown when an outgoing value has no redirect: a visible dead end instead of a crash.
public struct NotFoundDestination: NavigationDestination {
    /// A description of what was asked for, for the screen and the log.
    public let requested: String

    /// Creates a dead end for the named request.
    public init(requested: String) { self.requested = requested }

    /// Always `notfound`; the request stays in the value, not the path.
    public var routeID: String { "notfound" }

    /// A stable tag so snapshots survive module renames.
    public static var codingName: String { "Navigation.NotFound" }
}
