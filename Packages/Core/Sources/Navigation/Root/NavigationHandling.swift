/// Everything a screen may ask of navigation: what its per-screen navigator wraps.
///
/// ``NavigationHandle`` implements it over the real tree; `NavigationHandleMock` (in
/// NavigationTesting) records the calls instead, so a screen's navigator is tested without
/// a tree. Every call acts from the screen the handle is anchored to, and returns what became
/// of it.
@MainActor
public protocol NavigationHandling {
    /// Goes to one of the feature's own destinations, with the method it prefers.
    @discardableResult func navigate(to destination: any NavigationDestination) -> NavigationOutcome
    /// Goes somewhere outside the feature, through the app's redirect.
    @discardableResult func navigate(to outgoing: any OutgoingNavigation) -> NavigationOutcome
    /// Goes to the screen a view provider from the feature's dependencies answers with.
    @discardableResult func navigate<View>(to view: View, through provider: any NavigationViewProviding<View>)
        -> NavigationOutcome
    /// Presents one of the feature's own destinations.
    @discardableResult func present(
        _ destination: any NavigationDestination, style: NavigationPresentationStyle
    ) -> NavigationOutcome
    /// Presents something outside the feature, through the app's redirect.
    @discardableResult func present(_ outgoing: any OutgoingNavigation, style: NavigationPresentationStyle)
        -> NavigationOutcome
    /// Shows an alert owned by navigation over this screen.
    @discardableResult func showAlert(_ alert: NavigationAlert) -> NavigationOutcome
    /// Locks this screen: changes that would remove or cover it are refused with `reason`.
    @discardableResult func lockNavigation(reason: String) -> NavigationLock?
    /// Releases a lock early.
    @discardableResult func unlock(_ lock: NavigationLock) -> NavigationOutcome
    /// Asks before this screen (or its layer) is taken away.
    @discardableResult func confirmLeaving(
        _ confirmation: NavigationLeaveConfirmation, scope: NavigationGuardScope
    )
        -> NavigationOutcome
    /// Dismisses the presentation this screen lives in.
    @discardableResult func dismiss() -> NavigationOutcome
    /// Leaves this screen: pops it, or dismisses its layer when it is the layer's first screen.
    @discardableResult func back() -> NavigationOutcome
}
