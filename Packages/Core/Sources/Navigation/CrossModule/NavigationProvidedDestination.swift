/// A destination declared in a shared module whose screen is supplied by the app.
///
/// A feature navigates to `SharedDestinations.orderDetails(order)` without knowing who
/// shows orders; the app registers a provider for the type at the root, and the provider
/// answers with the destination that really renders:
///
/// ```swift
/// root.provide(SharedDestinations.self) { shared in
///     switch shared {
///     case .orderDetails(let order): OrdersIncomingNavigation.detail(id: order.id)
///     case .loyaltyProgram: nil  // shows the "not available" placeholder
///     }
/// }
/// ```
///
/// Resolution happens when the screen is shown, so the stack and a snapshot keep the shared
/// value and pick up whatever provider is current.
public protocol NavigationProvidedDestination: NavigationDestination {
    /// Representative values, one per case, so an audit can ask the provider about each.
    static var providedSamples: [Self] { get }
    /// Marks a case that is deliberately left without a provider (the audit skips it).
    var isIntentionallyUnprovided: Bool { get }
}

extension NavigationProvidedDestination {
    /// Nothing is left unprovided on purpose unless a type says so.
    public var isIntentionallyUnprovided: Bool { false }

    static func erasedSamples() -> [any NavigationProvidedDestination] { providedSamples }
}

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
