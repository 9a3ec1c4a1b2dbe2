/// What a feature can show: its own destinations, reachable from anywhere without a redirect.
public protocol IncomingNavigation: NavigationDestination {}

/// Where a feature wants to go outside itself, named in its own words.
///
/// An outgoing value is not a destination: the app's ``NavigationRedirecting`` turns it into
/// another feature's incoming destination, so the two features never import each other.
public protocol OutgoingNavigation: Hashable, Sendable {}

/// Maps every feature's outgoing values to incoming destinations; implemented once, by the app.
@MainActor
public protocol NavigationRedirecting: AnyObject {
    /// The destination an outgoing value leads to, or `nil` when the app has no mapping.
    func redirect(_ outgoing: any OutgoingNavigation) -> (any NavigationDestination)?
}

/// How a presented screen appears.
public enum NavigationPresentationStyle: String, Hashable, Sendable, CaseIterable {
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
}

/// Everything a screen may ask of navigation; per-screen navigators wrap it, tests mock it.
@MainActor
public protocol NavigatorContract: AnyObject {
    /// Goes to one of the feature's own destinations.
    @discardableResult func navigate(to destination: any NavigationDestination) -> Bool
    /// Goes somewhere outside the feature, through the app's redirect.
    @discardableResult func navigate(to outgoing: any OutgoingNavigation) -> Bool
    /// Presents one of the feature's own destinations.
    @discardableResult func present(
        _ destination: any NavigationDestination, style: NavigationPresentationStyle
    ) -> Bool
    /// Presents something outside the feature, through the app's redirect.
    @discardableResult func present(_ outgoing: any OutgoingNavigation, style: NavigationPresentationStyle)
        -> Bool
    /// Sends values through the root's send chain (tab switches, cross-tab pushes).
    func send(values: [any Hashable & Sendable])
    /// Returns to a checkpoint with a value.
    @discardableResult func returnToCheckpoint<Value>(_ checkpoint: NavigationCheckpoint<Value>, value: Value)
        -> Bool
    /// Returns to a checkpoint without a value.
    @discardableResult func returnToCheckpoint<Value>(_ checkpoint: NavigationCheckpoint<Value>) -> Bool
    /// Establishes a checkpoint at the screen on top of this stack.
    @discardableResult func establish<Value>(
        _ checkpoint: NavigationCheckpoint<Value>,
        onReturn: (@MainActor (Value) -> Void)?
    ) -> Bool
    /// Shows an alert owned by navigation.
    @discardableResult func showAlert(_ alert: NavigationAlert) -> Bool
    /// Locks sweeping navigation while the screen on top of this stack shows.
    @discardableResult func lockNavigation(reason: String) -> NavigationLock?
    /// Releases a lock early.
    @discardableResult func unlock(_ lock: NavigationLock) -> Bool
    /// Starts a flow from the screen on top of this stack.
    @discardableResult func startFlow<Flow: NavigationFlow>(
        _ flow: Flow,
        returningTo checkpoint: NavigationCheckpoint<Flow.Value>?
    ) -> Bool
    /// Anchors a flow that was shown without being started (through a provider or a link).
    @discardableResult func anchorFlow<Flow: NavigationFlow>(
        _ flow: inout Flow,
        returningTo checkpoint: NavigationCheckpoint<Flow.Value>?
    ) -> Bool
    /// Asks a flow for its next step and shows it.
    @discardableResult func advance<Flow: NavigationFlow>(_ flow: Flow) async -> Bool
    /// Ends a flow with the given step (complete, complete with a value, or cancel).
    @discardableResult func finish<Flow: NavigationFlow>(_ flow: Flow, with step: NavigationFlowStep<Flow>)
        -> Bool
    /// Dismisses the presentation the screen lives in.
    @discardableResult func dismiss() -> Bool
    /// Pops, or dismisses when there is nothing to pop.
    @discardableResult func goBack() -> Bool
}

extension Navigator {
    /// Installs the app's redirect; outgoing values without one resolve to ``NotFoundDestination``.
    public func setRedirect(_ redirect: (any NavigationRedirecting)?) { context.redirect = redirect }

    /// The destination an outgoing value leads to: the redirect's answer, or a NotFound dead end.
    public func resolve(_ outgoing: any OutgoingNavigation) -> any NavigationDestination {
        if let destination = context.redirect?.redirect(outgoing) {
            context.emit(.debug, .redirect, id, "redirect \(outgoing) -> \(destination.routeID)")
            return destination
        }
        context.emit(.warning, .redirect, id, "no redirect for \(outgoing); showing NotFound")
        return NotFoundDestination(requested: String(describing: outgoing))
    }

    /// Goes to where an outgoing value leads, with the target's preferred method.
    @discardableResult
    public func navigate(to outgoing: any OutgoingNavigation) -> Bool {
        navigate(to: resolve(outgoing))
    }

    /// Goes to where an outgoing value leads, with an explicit method.
    @discardableResult
    public func navigate(to outgoing: any OutgoingNavigation, method: NavigationMethod) -> Bool {
        navigate(to: resolve(outgoing), method: method)
    }
}

extension Navigator: NavigatorContract {
    /// Presents with a style.
    @discardableResult
    public func present(_ destination: any NavigationDestination, style: NavigationPresentationStyle) -> Bool
    {
        present(destination, method: style.method)
    }

    /// Presents where an outgoing value leads.
    @discardableResult
    public func present(_ outgoing: any OutgoingNavigation, style: NavigationPresentationStyle) -> Bool {
        present(resolve(outgoing), method: style.method)
    }

    /// Same as ``back()``, named as the contract names it.
    @discardableResult
    public func goBack() -> Bool { back() }
}
