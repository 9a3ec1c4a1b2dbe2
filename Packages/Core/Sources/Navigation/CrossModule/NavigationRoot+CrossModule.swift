extension NavigationRoot {
    // MARK: - Redirects

    /// Installs the app's redirect; outgoing values without one lead to ``NotFoundDestination``.
    ///
    /// The app installs its one redirect when it builds the root, before any screen shows:
    ///
    /// ```swift
    /// root.setRedirect(AppNavigationRedirect())
    /// // Home asks in its own words; the redirect answers with Orders' detail screen, so
    /// // (signed in) the `where` line reads `home: home > orders/1003`.
    /// home.navigate(to: HomeOutgoingNavigation.orderDetails(id: 1003))
    /// ```
    public func setRedirect(_ redirect: (any NavigationRedirecting)?) { self.redirect = redirect }

    /// The destination an outgoing value leads to: the redirect's answer, or a NotFound dead end.
    ///
    /// The outgoing value itself is never shown, even when its type is also a destination:
    /// only the app decides where another feature's request leads. A look, not a request:
    /// nothing is traced (a handle's `navigate(to:)` traces the redirect with what became of it).
    public func resolve(_ outgoing: any OutgoingNavigation) -> any NavigationDestination {
        redirect?.redirect(outgoing) ?? NotFoundDestination(requested: String(describing: outgoing))
    }

    /// Shows what an outgoing value leads to, and traces the redirect with what became of it.
    ///
    /// `show` makes the request for the redirect's answer; the trace says what the guards
    /// decided (`push on home`, `push on home held: orders/1003 waits for signed-in`) and is
    /// delivered before the request's own events. `focusing`: brought to the front of its
    /// tab, as a handle's `focus(on:)` does.
    func redirect(
        _ outgoing: any OutgoingNavigation, from origin: NavigationAnchor?, method: NavigationMethod?,
        focusing: Bool = false, show: (any NavigationDestination) -> NavigationOutcome
    ) -> NavigationOutcome {
        let answer = redirect?.redirect(outgoing)
        let destination = answer ?? NotFoundDestination(requested: String(describing: outgoing))
        // Named before the request: the screen that asked may leave with it.
        let scope = scope(of: origin)
        let cause = cause(of: origin)
        func report(_ outcome: NavigationOutcome) {
            emit(.redirect, scope, level: answer == nil ? .warning : .info) {
                guard let answer else {
                    let notFound = outcome.isApplied ? "shown" : "not shown: \(outcome)"
                    return NavigationTrace(
                        mechanism: .notFound, askingModule: NavigationTrace.module(of: outgoing),
                        asked: NavigationTrace.name(of: outgoing),
                        outcome: "no redirect; NotFound \(notFound)",
                        cause: cause)
                }
                let how =
                    focusing ? "focus on \(scope)" : Self.describe(method ?? destination.method, on: scope)
                return NavigationTrace(
                    mechanism: .redirect, askingModule: NavigationTrace.module(of: outgoing),
                    asked: NavigationTrace.name(of: outgoing),
                    answeringModule: NavigationTrace.module(of: answer),
                    answer: NavigationTrace.name(of: answer), outcome: Self.decided(how, outcome),
                    cause: cause)
            }
        }
        return reportingFirst({ show(destination) }, report)
    }

    /// What the guards decided of a request shown `how`: `push on home`, `push on home held: …`.
    static func decided(_ how: String, _ outcome: NavigationOutcome) -> String {
        switch outcome {
        case .applied: how
        case .held(let hold): "\(how) held: \(hold)"
        case .refused(let refusal): "\(how) refused: \(refusal)"
        }
    }

    /// `push on home`, `sheet over home/sheet`, `send`: how a destination is about to be shown.
    static func describe(_ method: NavigationMethod, on scope: String) -> String {
        switch method {
        case .push: "push on \(scope)"
        case .send: "sent from \(scope)"
        case .present(let style): "\(style.rawValue) over \(scope)"
        }
    }

    // MARK: - Providers

    /// Registers the provider for a provided destination type, replacing any earlier one.
    ///
    /// The provider may return `nil` for a case it does not supply; that case then shows an
    /// ``UnprovidedDestination`` placeholder.
    ///
    /// The demo's app answers the shared destinations with Orders' screens:
    ///
    /// ```swift
    /// root.provide(SharedDestinations.self) { shared in
    ///     switch shared {
    ///     case .newOrder: OrdersIncomingNavigation.newOrder(NewOrderFlow())
    ///     case .orderDetails(let order): OrdersIncomingNavigation.detail(id: order.id)
    ///     case .productDetails(let product): OrdersIncomingNavigation.product(sku: product.sku)
    ///     case .loyaltyProgram: nil  // the placeholder, on purpose
    ///     }
    /// }
    ///
    /// // Any feature, without knowing who shows products:
    /// handle.navigate(to: SharedDestinations.productDetails(product))
    /// ```
    ///
    /// The stack keeps the shared value; it is resolved each time it is shown
    /// (``resolveProvided(_:reporting:)``), so a restored snapshot uses the provider registered now.
    public func provide<Destination: NavigationProvidedDestination>(
        _ type: Destination.Type,
        by provider: @escaping @MainActor (Destination) -> (any NavigationDestination)?
    ) {
        providers[ObjectIdentifier(type)] = { destination in
            guard let destination = destination.exactly(Destination.self) else { return nil }
            return provider(destination)
        }
        emit(.debug, .provider, "root", "provider registered for \(Destination.codingName)")
    }

    /// Whether a provider is registered for the type.
    public func hasProvider(for type: any NavigationProvidedDestination.Type) -> Bool {
        providers[ObjectIdentifier(type)] != nil
    }

    /// The destination that really shows `destination`: provided destinations go through
    /// their provider (answers may themselves be provided, up to a depth of 8); anything
    /// else is returned as is.
    ///
    /// With `reporting` off, a missing provider is not reported: a look, not a showing.
    public func resolveProvided(_ destination: any NavigationDestination, reporting: Bool = true)
        -> any NavigationDestination
    {
        resolveProvided(unwrapped: AnyNavigationDestination(destination).base, reporting: reporting)
    }

    /// The loop itself, for a destination known not to be an ``AnyNavigationDestination``
    /// (an erased destination's `base` never is).
    func resolveProvided(unwrapped destination: any NavigationDestination, reporting: Bool)
        -> any NavigationDestination
    {
        var resolved = destination
        for _ in 0..<8 {
            // Only provided types have providers, and whether a type is one is asked once and
            // remembered, so a plain destination costs one lookup and no cast.
            guard isProvided(resolved) else { return resolved }
            let provider = providers[ObjectIdentifier(type(of: resolved))]
            guard let answer = callingOut({ provider?(resolved) }) else {
                if reporting {
                    emit(
                        .warning, .provider, "root",
                        "no provider for \(resolved.routeID); showing a placeholder")
                }
                return UnprovidedDestination(providedRouteID: resolved.routeID)
            }
            resolved = AnyNavigationDestination(answer).base
        }
        if reporting { emit(.error, .provider, "root", "providers loop for \(destination.routeID)") }
        return UnprovidedDestination(providedRouteID: destination.routeID)
    }

    /// Whether `destination` is a ``NavigationProvidedDestination``, remembered per type.
    func isProvided(_ destination: any NavigationDestination) -> Bool {
        let key = ObjectIdentifier(type(of: destination))
        if let known = providedTypes[key] { return known }
        let provided = destination is any NavigationProvidedDestination
        providedTypes[key] = provided
        return provided
    }

    /// Provided values that no provider answers, checked with each type's samples.
    ///
    /// Values marked as intentionally unprovided are skipped. The app's audit reports the rest.
    public func missingProviders(among types: [any NavigationProvidedDestination.Type])
        -> [any NavigationProvidedDestination]
    {
        types.flatMap { type in
            type.erasedSamples().filter { sample in
                !sample.isIntentionallyUnprovided && providers[ObjectIdentifier(type)]?(sample) == nil
            }
        }
    }
}

/// What a feature can show: its own destinations, reachable from anywhere without a redirect.
///
/// Another feature never names these; it names its own ``OutgoingNavigation`` and the
/// app's ``NavigationRedirecting`` maps it to one of these.
public protocol IncomingNavigation: NavigationDestination {}

/// Where a feature wants to go outside itself, named in its own words.
///
/// An outgoing value is not a destination: the app's ``NavigationRedirecting`` turns it into
/// another feature's incoming destination, so the two features never import each other.
///
/// ```swift
/// public enum HomeOutgoingNavigation: OutgoingNavigation {
///     case orderDetails(id: Int)
/// }
///
/// handle.navigate(to: HomeOutgoingNavigation.orderDetails(id: 1003))
/// ```
public protocol OutgoingNavigation: Hashable, Sendable {}

/// Maps every feature's outgoing values to incoming destinations; implemented once, by the app.
///
/// An exhaustive `switch` per feature makes a new outgoing case fail to compile until the
/// app decides where it leads. A value the redirect does not know leads to
/// ``NotFoundDestination``, with a warning, never to the value itself.
@MainActor
public protocol NavigationRedirecting: AnyObject {
    /// The destination an outgoing value leads to, or `nil` when the app has no mapping.
    func redirect(_ outgoing: any OutgoingNavigation) -> (any NavigationDestination)?
}
