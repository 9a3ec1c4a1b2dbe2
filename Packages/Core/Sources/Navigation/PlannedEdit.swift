/// A planned change, resolved against the current state: positions are valid when it is made.
enum PlannedEdit {
    case none
    case push(tab: Int, layer: Int, AnyNavigationDestination)
    case present(tab: Int, NavigationPresentationStyle, AnyNavigationDestination)
    /// Keeps the first `keep` entries of a layer (none: the layer goes) and, with
    /// `dropAbove`, removes every layer over it.
    case cut(tab: Int, layer: Int, keep: Int, dropAbove: Bool, clearAlert: Bool)
    case selectTab(Int)
    /// A whole new state, already validated and numbered.
    indirect case replace(NavigationState)
}
