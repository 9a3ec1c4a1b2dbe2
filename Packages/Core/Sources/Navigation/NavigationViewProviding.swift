/// Supplies destinations for values a feature declares, injected through its dependencies.
///
/// This is the explicit alternative to provided destinations: the feature asks its
/// dependencies for a provider and calls it, and the app decides which module answers.
@MainActor
public protocol NavigationViewProviding<Destination> {
    /// The feature's own description of what it needs shown.
    associatedtype Destination
    /// The destination that shows it.
    func view(for destination: Destination) -> any NavigationDestination
}

/// A ``NavigationViewProviding`` built from a closure, which is all most apps need.
@MainActor
public struct NavigationViewProvider<Destination>: NavigationViewProviding {
    let body: @MainActor (Destination) -> any NavigationDestination

    /// Wraps the closure that maps a request to a destination.
    public init(_ body: @escaping @MainActor (Destination) -> any NavigationDestination) { self.body = body }

    /// Asks the closure.
    public func view(for destination: Destination) -> any NavigationDestination { body(destination) }
}
