/// Where a link leads, as a whole place rather than steps: a tab, the stack to show in it,
/// and optionally a layer presented over that stack.
///
/// A target becomes a ``NavigationState`` by taking the current state, selecting the tab and
/// replacing its layers, and closing what other tabs present (their stacks stay). Applying it
/// goes through the root's guards like any other change (``Navigator/open(_:)``), and a
/// target that must wait for an access requirement is kept as it is, to be rebuilt over the
/// state as it is when the requirement holds.
public struct DeepLinkTarget: Hashable, Sendable {
    /// A layer presented over the target stack.
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

    /// Creates a target.
    public init(tab: String, stack: [any NavigationDestination], presentation: Presentation? = nil) {
        self.tab = tab
        self.stack = stack.map(AnyNavigationDestination.init)
        self.presentation = presentation
    }

    /// The destination the link is about: the top of the presented layer, else of the stack.
    public var destination: AnyNavigationDestination? { presentation?.stack.last ?? stack.last }

    /// The state this target makes of `current`; its new entries are left for the root to number.
    public func state(over current: NavigationState) -> NavigationState {
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
        var replaced = false
        for index in state.tabs.indices {
            if !replaced, state.tabs[index].name == tab {
                state.tabs[index].layers = layers
                replaced = true
                continue
            }
            if state.tabs[index].layers.count > 1 { state.tabs[index].layers.removeSubrange(1...) }
            if state.tabs[index].layers[0].alert != nil { state.tabs[index].layers[0].alert = nil }
        }
        if !replaced { state.tabs.append(NavigationTabState(name: tab, layers: layers)) }
        return state
    }
}
