/// One tab of a ``NavigationState``: its own stack, then the layers presented over it.
public struct NavigationTabState: Equatable, Sendable {
    /// The tab's name (`home`).
    public var name: String
    /// The tab's stack first, then each presented layer over the one before; never empty.
    public var layers: [NavigationLayerState]
    /// How many columns the tab's stack fills when there is room: 1, or 2 or 3 for a split.
    ///
    /// A split is still one stack, read from the bottom: its first screen is the primary
    /// column, the next the supplementary one (of three), and the rest the detail column's
    /// stack, so narrowing the window loses nothing. Set by the root from the tab's
    /// declaration whenever a state is put in the tree.
    public var columns = 1

    /// Creates a tab from its layers.
    public init(name: String, layers: [NavigationLayerState]) {
        self.name = name
        self.layers = layers
    }

    /// Creates a tab with a stack and nothing presented.
    public init(name: String, entries: [NavigationEntry]) {
        self.init(name: name, layers: [NavigationLayerState(entries: entries)])
    }

    /// Creates a tab from destinations, bottom first, with ids left for the root to assign.
    public init(name: String, destinations: [any NavigationDestination]) {
        self.init(name: name, layers: [NavigationLayerState(destinations: destinations)])
    }

    /// The tab's own stack.
    ///
    /// Empty for a tab made without layers (no root accepts one), so that reading a
    /// hand-made or decoded state before it is applied never traps.
    public var stack: NavigationLayerState { layers.first ?? NavigationLayerState(entries: []) }

    /// The column of the stack's screen at `index`: each column but the last holds one screen.
    public func column(of index: Int) -> Int { min(index, columns - 1) }

    /// The screen in front of this tab.
    public var frontEntry: NavigationEntry? { layers.last?.entries.last }

    /// Whether the screen `id` shows on `layer`, so it may ask with an alert: the front layer's
    /// top screen, or, in a split with nothing presented, an earlier column's screen.
    package func shows(_ id: NavigationEntryID, onLayer layer: Int) -> Bool {
        guard layer == layers.count - 1 else { return false }
        let entries = layers[layer].entries
        return entries.last?.id == id || (layer == 0 && entries.prefix(columns - 1).contains { $0.id == id })
    }

    /// The ids of its entries, layer by layer, bottom first.
    package var entryIDs: [NavigationEntryID] { layers.flatMap { $0.entries.lazy.map(\.id) } }

    /// Whether the tab shows its root screen alone: one screen, nothing presented, no alert.
    var isAtRoot: Bool { layers.count == 1 && layers[0].entries.count == 1 && layers[0].alert == nil }
}

extension NavigationTabState {
    /// The tab with every id cleared (the alerts' too), for the root to number again; an
    /// earlier column's alert goes, since it could no longer be told from the top screen's.
    var unnumbered: NavigationTabState {
        var tab = self
        for layer in tab.layers.indices {
            if tab.layers[layer].alert?.entry != tab.layers[layer].entries.last?.id {
                tab.layers[layer].alert = nil
            }
            for index in tab.layers[layer].entries.indices {
                tab.layers[layer].entries[index].id = .unassigned
            }
            tab.layers[layer].alert?.entry = .unassigned
        }
        return tab
    }
}
