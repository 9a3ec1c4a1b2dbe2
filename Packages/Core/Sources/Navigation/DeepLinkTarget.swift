/// Where a link leads, as a whole place rather than steps: a tab, the stack to show in it,
/// and optionally a layer presented over that stack.
///
/// A target becomes a ``NavigationState`` by taking the current state, dismissing every
/// presentation and alert, selecting the tab and replacing its stack. The other tabs keep
/// their stacks, so following a link never loses more than it has to.
public struct DeepLinkTarget: Hashable, Sendable {
    /// A layer presented over the target stack.
    public struct Presentation: Hashable, Sendable {
        /// How it is presented; must be a presentation method.
        public var method: NavigationMethod
        /// Its stack, bottom first.
        public var stack: [AnyNavigationDestination]

        /// Creates a presentation.
        public init(method: NavigationMethod, stack: [any NavigationDestination]) {
            self.method = method
            self.stack = stack.map(AnyNavigationDestination.init)
        }
    }

    /// The tab to select.
    public var tab: String
    /// The tab's stack, bottom (the tab's root screen) first; empty keeps the tab's current
    /// root screen, for features that are not tabs and only present over one.
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

    /// The state this target makes of `current`.
    public func state(over current: NavigationState) -> NavigationState {
        var state = current
        state.selectedTab = tab
        var stack = NavigationStackState(name: tab, destinations: stack.map { $0.base })
        if stack.entries.isEmpty, let root = current.stack(named: tab)?.entries.first {
            stack.entries = [root]
        }
        if let presentation {
            stack.presentations = [
                NavigationPresentationState(
                    method: presentation.method,
                    stack: NavigationStackState(destinations: presentation.stack.map { $0.base })
                )
            ]
        }
        // One pass that writes only what changes: the target replaces the first stack of its
        // tab, and the other stacks lose their layers and alerts.
        var replaced = false
        for index in state.stacks.indices {
            if !replaced, state.stacks[index].name == tab {
                state.stacks[index] = stack
                replaced = true
                continue
            }
            if !state.stacks[index].presentations.isEmpty { state.stacks[index].presentations = [] }
            if state.stacks[index].alert != nil { state.stacks[index].alert = nil }
        }
        if !replaced { state.stacks.append(stack) }
        return state
    }
}
