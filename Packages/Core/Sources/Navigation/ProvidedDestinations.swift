/// A destination declared in a shared module whose screen is supplied by the app.
///
/// A feature navigates to `SharedDestinations.orderDetails(order)` without knowing who
/// shows orders; the app registers a provider for the type at the root, and the provider
/// answers with the destination that really renders. Resolution happens when the screen is
/// shown, so a snapshot keeps the shared value and picks up whatever provider is current.
public protocol NavigationProvidedDestination: NavigationDestination {
    /// Representative values, one per case, so an audit can ask the provider about each.
    static var providedSamples: [Self] { get }
    /// Marks a case that is deliberately left without a provider (the audit skips it).
    var isIntentionallyUnprovided: Bool { get }
}

extension NavigationProvidedDestination {
    /// Nothing is left unprovided on purpose unless a type says so.
    public var isIntentionallyUnprovided: Bool { false }
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

extension Navigator {
    /// Registers the provider for a provided destination type, replacing any earlier one.
    ///
    /// The provider may return `nil` for a case it does not supply; that case then shows an
    /// ``UnprovidedDestination`` placeholder.
    public func provide<Destination: NavigationProvidedDestination>(
        _ type: Destination.Type,
        by provider: @escaping @MainActor (Destination) -> (any NavigationDestination)?
    ) {
        context.providers[ObjectIdentifier(type)] = { destination in
            guard let destination = destination.exactly(Destination.self) else { return nil }
            return provider(destination)
        }
        context.emit(.debug, .provider, id, "provider registered for \(Destination.codingName)")
    }

    /// Whether a provider is registered for the type.
    public func hasProvider(for type: any NavigationProvidedDestination.Type) -> Bool {
        context.providers[ObjectIdentifier(type)] != nil
    }

    /// The destination that really shows `destination`: provided destinations go through
    /// their provider (answers may themselves be provided, up to a depth of 8); anything
    /// else is returned as is.
    public func resolveProvided(_ destination: any NavigationDestination) -> any NavigationDestination {
        var resolved: any NavigationDestination = AnyNavigationDestination(destination).base
        for _ in 0..<8 {
            // The provider table is keyed by the value's own type, so the lookup needs no cast;
            // whether a type without a provider is a provided one is asked once and remembered.
            let provider = context.providers[ObjectIdentifier(type(of: resolved))]
            guard provider != nil || context.isProvided(resolved) else { return resolved }
            guard let answer = provider?(resolved) else {
                context.emit(
                    .warning, .provider, id, "no provider for \(resolved.routeID); showing a placeholder")
                return UnprovidedDestination(providedRouteID: resolved.routeID)
            }
            resolved = AnyNavigationDestination(answer).base
        }
        context.emit(.error, .provider, id, "providers loop for \(destination.routeID)")
        return UnprovidedDestination(providedRouteID: destination.routeID)
    }

    /// The destination that really shows an erased destination (an entry's): the same answer
    /// as for its wrapped value, without boxing the wrapper into an existential first.
    public func resolveProvided(_ destination: AnyNavigationDestination) -> any NavigationDestination {
        resolveProvided(destination.base)
    }

    /// Provided values that no provider answers, checked with each type's samples.
    ///
    /// Values marked as intentionally unprovided are skipped. The app's audit reports the rest.
    public func missingProviders(among types: [any NavigationProvidedDestination.Type])
        -> [any NavigationProvidedDestination]
    {
        var missing: [any NavigationProvidedDestination] = []
        for type in types {
            for sample in type.samples() where !sample.isIntentionallyUnprovided {
                let provider = context.providers[ObjectIdentifier(type)]
                if provider?(sample) == nil { missing.append(sample) }
            }
        }
        return missing
    }
}

extension NavigationProvidedDestination {
    fileprivate static func samples() -> [any NavigationProvidedDestination] { providedSamples }
}

/// A navigation type that can list one value per case, so tools (the app's audit and graph)
/// can enumerate what a feature declares without a hand-kept list in the app.
public protocol NavigationSampled {
    /// One representative value per case.
    static var navigationSamples: [Self] { get }
}
