/// A planned change, resolved against the current state: positions are valid when it is made.
enum PlannedEdit {
    case none
    case push(tab: Int, layer: Int, AnyNavigationDestination)
    case present(tab: Int, NavigationPresentationStyle, AnyNavigationDestination)
    /// Keeps the first `keep` entries of a layer (none: the layer goes) and, with
    /// `dropAbove`, removes every layer over it.
    case cut(tab: Int, layer: Int, keep: Int, dropAbove: Bool, clearAlert: Bool)
    case selectTab(Int)
    /// Shows an alert on a layer, or (`nil`) closes the one it shows.
    case alert(tab: Int, layer: Int, NavigationAlertState?)
    /// Sets the request waiting for an access requirement, or clears it.
    case pending(NavigationPendingTarget?)
    /// A whole new state, already validated and numbered.
    indirect case replace(NavigationState)
}
