/// Stands in for a provided destination whose provider was never registered.
public struct UnprovidedDestination: NavigationDestination {
    /// The route id of the provided destination that nobody provides.
    public let providedRouteID: String

    /// Creates a placeholder for the given provided route.
    public init(providedRouteID: String) { self.providedRouteID = providedRouteID }

    /// The provided route, marked so logs and `where` show that it is a placeholder.
    public var routeID: String { "unprovided/" + providedRouteID }

    /// A stable tag so snapshots survive module renames.
    public static var codingName: String { "Navigation.Unprovided" }
}
