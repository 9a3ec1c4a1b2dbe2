/// A place in the tree to go to as a whole rather than in steps.
///
/// A place is a tab, the stack to show in it, and optionally a layer presented over that
/// stack. A link leads to one, and a handle's `focus(on:)` makes one.
///
/// A place becomes a ``NavigationState`` by its ``NavigationPlacePolicy``: by default the tab is
/// selected and its layers replaced; `push` and `focus` change only the stack they push onto
/// or go back in. Every other tab keeps its stack, its presentations and its alert, as a
/// tab switch does, so a link never sweeps away work the person left in another tab. Applying it
/// goes through the root's guards like any other change (``NavigationRoot/open(_:)``), and a
/// place that must wait for an access requirement is kept as it is, to be rebuilt over the
/// state as it is when the requirement holds.
public struct NavigationPlace: Hashable, Sendable {
    /// A layer presented over the place's stack.
    public struct Presentation: Hashable, Sendable {
        /// How it is presented.
        public var style: NavigationPresentationStyle
        /// Its stack, bottom first.
        public var stack: [AnyNavigationDestination]

        /// Creates a presentation.
        public init(style: NavigationPresentationStyle, stack: [any NavigationDestination]) {
            self.style = style
            self.stack = stack.map(AnyNavigationDestination.init)
        }
    }

    /// The tab to select.
    public var tab: String
    /// The tab's stack, bottom (the tab's root screen) first.
    ///
    /// Empty keeps the tab's root screen, for features that are not tabs and only present
    /// over one. A stack that starts at any other screen is refused: back could never
    /// reach the tab's root.
    public var stack: [AnyNavigationDestination]
    /// A layer over the stack, if the link leads to a presented screen.
    public var presentation: Presentation?
    /// How the place is applied: replace the tab's stack (the default), push, or focus.
    public var policy: NavigationPlacePolicy

    /// Creates a place.
    public init(
        tab: String, stack: [any NavigationDestination], presentation: Presentation? = nil,
        policy: NavigationPlacePolicy = .replace
    ) {
        self.tab = tab
        self.stack = stack.map(AnyNavigationDestination.init)
        self.presentation = presentation
        self.policy = policy
    }

    /// The destination the link is about: the top of the presented layer, else of the stack.
    public var destination: AnyNavigationDestination? { presentation?.stack.last ?? stack.last }

    /// The state this place makes of `current` by its policy; new entries are left for the
    /// root to number.
    public func state(over current: NavigationState) -> NavigationState { application(over: current).state }

    /// The state the policy makes, and the one tab whose layers it changes.
    func application(over current: NavigationState) -> (state: NavigationState, tab: String) {
        switch policy {
        case .replace:
            return (replacing(current), tab)
        case .push:
            let selected = current.selectedTab
            guard let pushed = pushing(onto: selected, in: current) else { return (replacing(current), tab) }
            return (pushed, selected)
        case .focus:
            // A split lays its stack out by position, so pushing would put the place's screen in a
            // column meant for another screen: there it takes its own place.
            let isSplit = (current.tab(named: tab)?.columns ?? 1) > 1
            let pushed = isSplit ? nil : pushing(onto: tab, in: current, closingOver: true)
            return (focusing(current) ?? pushed ?? replacing(current), tab)
        }
    }

    /// The place's screen pushed onto a stack of `tabName`, which is selected: its front
    /// stack, or with `closingOver` the tab's own stack, what is presented over it closing;
    /// `nil` when there is no screen, no such tab, or the front layer has no stack.
    private func pushing(onto tabName: String, in current: NavigationState, closingOver: Bool = false)
        -> NavigationState?
    {
        guard let destination, let index = current.tabIndex(named: tabName) else { return nil }
        var state = current
        if closingOver { state.tabs[index].layers.removeSubrange(1...) }
        guard let front = state.tabs[index].layers.indices.last, state.tabs[index].layers[front].hasStack
        else {
            return nil
        }
        state.selectedTab = tabName
        state.tabs[index].layers[front].alert = nil
        state.tabs[index].layers[front].entries.append(NavigationEntry(erased: destination))
        return state
    }

    /// The place's tab selected and cut back to the most recent entry showing the place's
    /// route id, from the top layer down; `nil` when none does.
    private func focusing(_ current: NavigationState) -> NavigationState? {
        guard let routeID = destination?.routeID, let index = current.tabIndex(named: tab) else { return nil }
        let layers = current.tabs[index].layers
        for layer in layers.indices.reversed() {
            guard let found = layers[layer].entries.lastIndex(where: { $0.routeID == routeID }) else {
                continue
            }
            var state = current
            state.selectedTab = tab
            state.cut(tab: index, layer: layer, keep: found + 1, dropAbove: true, clearAlert: true)
            return state
        }
        return nil
    }

    /// The whole place on its tab; other tabs stay as they are.
    private func replacing(_ current: NavigationState) -> NavigationState {
        var state = current
        state.selectedTab = tab
        var layers = [NavigationLayerState(entries: stack.map { NavigationEntry(erased: $0) })]
        if layers[0].entries.isEmpty, let root = current.tab(named: tab)?.layers.first?.entries.first {
            layers[0].entries = [NavigationEntry(destination: root.destination)]
        }
        if let presentation {
            layers.append(
                NavigationLayerState(
                    style: presentation.style, entries: presentation.stack.map { NavigationEntry(erased: $0) }
                ))
        }
        if let index = state.tabIndex(named: tab) {
            state.tabs[index].layers = layers
        } else {
            state.tabs.append(NavigationTabState(name: tab, layers: layers))
        }
        return state
    }
}

/// How a place is applied to the place the person is in.
///
/// A link pattern picks one when it builds its place:
///
/// ```swift
/// try router.register("orders/:id<int:1...>") { match in
///     NavigationPlace(
///         tab: "orders",
///         stack: [OrdersIncomingNavigation.list, OrdersIncomingNavigation.detail(id: try match.int("id"))],
///         policy: .focus)
/// }
/// ```
///
/// Whatever the policy, only one tab changes, and the change goes through the root's guards
/// and access requirements like a tap.
public enum NavigationPlacePolicy: String, Hashable, Sendable, Codable {
    /// The place's tab shows exactly the place: its stack, and its presentation if any.
    ///
    /// The default: a link names a whole place and rebuilds it.
    case replace
    /// The place's screen is pushed onto the stack the person is on, in whichever tab.
    ///
    /// When that stack cannot take a push (a plain sheet or cover is in front), the place's screen
    /// is applied as ``replace``.
    case push
    /// The place's tab is selected and goes back to the screen with the place's route id
    /// when one is already on its stacks (closing what is over it); otherwise the screen is
    /// pushed onto the tab's own stack, and what is presented over that stack closes. A split
    /// tab takes the whole place instead, as `replace` does, so each screen lands in
    /// its own column.
    ///
    /// A link to an order already open focuses it instead of opening it twice.
    case focus
}
