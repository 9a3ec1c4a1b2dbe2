/// The whole navigation tree as one value, and the only truth about it.
///
/// The root ``NavigationRoot`` owns one state. It lists each tab with its layers: the tab's own
/// stack first, then at most one layer presented over it, then at most one over that, as
/// deep as the app goes. Each layer holds its entries (with their ids) and at most one
/// alert. The state also carries the pending request (a request held until an access
/// requirement is met) and the entry counter, so a restored tree never reuses an id.
///
/// Export reads it, apply and restore validate and assign it, and everything that hangs on
/// screens (models, checkpoints, receivers, locks, alert actions) is keyed by entry id, so
/// applying the state you just exported changes nothing at all.
public struct NavigationState: Equatable, Sendable {
    /// The key of the app that wrote the state; ``NavigationRoot/restore(_:)`` refuses another key.
    public var restorationKey: String?
    /// The name of the tab in front.
    public var selectedTab: String
    /// Every tab, in the root's order; tabs a hand-built state leaves out go back to their root.
    public var tabs: [NavigationTabState]
    /// A request waiting for an access requirement (the demo: an order waiting for sign-in).
    public var pending: NavigationPendingRequest?

    /// The screen the pending request waits behind.
    var pendingScreen: NavigationEntryID? { pending?.screen }
    /// The next entry id the writer would have used.
    public var nextEntryID: UInt64

    /// Creates a state; entries with unassigned ids are numbered when the state is applied.
    public init(
        restorationKey: String? = nil,
        selectedTab: String,
        tabs: [NavigationTabState],
        pending: NavigationPendingRequest? = nil,
        nextEntryID: UInt64 = 1
    ) {
        self.restorationKey = restorationKey
        self.selectedTab = selectedTab
        self.tabs = tabs
        self.pending = pending
        self.nextEntryID = nextEntryID
    }

    /// The named tab.
    public func tab(named name: String) -> NavigationTabState? { tabs.first { $0.name == name } }

    /// The selected tab, when the state names one of its tabs.
    public var selected: NavigationTabState? { tab(named: selectedTab) }

    /// The screen in front: the top entry of the selected tab's top layer.
    public var frontEntry: NavigationEntry? { selected?.layers.last?.entries.last }

    /// The `where` line: `home: home > orders/1001 | sheet: settings/signin | alert: ID`,
    /// then ` | pending: orders/1001` while a request waits for an access requirement.
    public var locationDescription: String { locationDescription(naming: \.routeID) }

    /// How many entries of one layer an abbreviated location line names: its first and its last.
    public static let longestStackShown = 8

    /// The `where` line with each entry named by `name` (its route id and module, say).
    ///
    /// `abbreviated`, a layer that would hide at least two of its entries (more than
    /// ``longestStackShown`` + 1) shows its first, `… N more …` and its last ones, so a stack
    /// thousands deep is still a short line to print (the console's screens and events);
    /// `where --full` prints it whole:
    ///
    /// ```swift
    /// // Home, then pages 2 to 999:
    /// state.locationDescription(naming: \.routeID, abbreviated: true)
    /// // "home: home > … 991 more … > home/page/993 > home/page/994 > ... > home/page/999"
    /// ```
    public func locationDescription(naming name: (NavigationEntry) -> String, abbreviated: Bool = false)
        -> String
    {
        guard let tab = selected else { return "" }
        var text = tab.name + ": "
        for (index, layer) in tab.layers.enumerated() {
            if index > 0 { text += " | " + (layer.style?.slotName ?? "sheet") + ": " }
            // A split's earlier columns hold a screen each (`orders ‖ orders/1001 ‖ …`); the last
            // column, or a plain stack, is the rest.
            let lead = index == 0 ? min(tab.columns - 1, layer.entries.count) : 0
            let stack = layer.entries[lead...]
            var names: [String]
            // Hiding one entry would take as much room as naming it.
            if abbreviated, stack.count > Self.longestStackShown + 1 {
                let kept = Self.longestStackShown - 1
                names =
                    [name(stack[lead]), "… \(stack.count - 1 - kept) more …"] + stack.suffix(kept).map(name)
            } else {
                names = stack.map(name)
            }
            let columns =
                layer.entries[..<lead].map(name) + (names.isEmpty ? [] : [names.joined(separator: " > ")])
            text += columns.joined(separator: " ‖ ")
        }
        for layer in tab.layers {
            if let alert = layer.alert { text += " | alert: " + alert.id }
        }
        if let pending { text += " | pending: " + pending.request.routeID }
        return text
    }

    /// Every entry in the state: tab by tab, layer by layer, bottom first.
    public var allEntries: [NavigationEntry] { tabs.flatMap { $0.layers.flatMap(\.entries) } }

    /// Every entry's id, in the same order: what a walk that only compares ids needs.
    package var entryIDs: [NavigationEntryID] { tabs.flatMap(\.entryIDs) }

    /// Visits every entry with where it is: tab by tab, layer by layer, bottom first.
    ///
    /// The one walk of the tree for code that needs many entries' places at once.
    func forEachEntry(_ body: (EntryLocation, NavigationEntry) -> Void) {
        for (tab, tabState) in tabs.enumerated() {
            for (layer, layerState) in tabState.layers.enumerated() {
                for (index, entry) in layerState.entries.enumerated() {
                    body(EntryLocation(tab: tab, layer: layer, index: index), entry)
                }
            }
        }
    }

    /// Every alert that shows, by the entry it belongs to, with the tab and layer it shows on.
    var shownAlerts: [NavigationEntryID: (alert: NavigationAlertState, tab: Int, layer: Int)] {
        var result: [NavigationEntryID: (alert: NavigationAlertState, tab: Int, layer: Int)] = [:]
        for (tab, tabState) in tabs.enumerated() {
            for (layer, layerState) in tabState.layers.enumerated() {
                if let alert = layerState.alert { result[alert.entry] = (alert, tab, layer) }
            }
        }
        return result
    }

    /// Whether an entry with this id is anywhere in the state.
    public func contains(_ id: NavigationEntryID) -> Bool { locate(id) != nil }

    /// The entry with this id, wherever it is.
    public func entry(_ id: NavigationEntryID) -> NavigationEntry? {
        locate(id).map { self[$0] }
    }

    /// Where an entry is, searching the selected tab first and each stack from its top,
    /// which is where the entries screens act from usually are.
    package func locate(_ id: NavigationEntryID) -> EntryLocation? {
        guard id != .unassigned else { return nil }
        let selectedIndex = tabIndex(named: selectedTab)
        if let selectedIndex, let found = locate(id, inTab: selectedIndex) { return found }
        for index in tabs.indices where index != selectedIndex {
            if let found = locate(id, inTab: index) { return found }
        }
        return nil
    }

    /// Where the presented layer is whose first screen this entry is.
    ///
    /// `nil` for any other entry (a pushed one, a tab's root) and one not in the tree. A
    /// requirement's screen closes with its layer only then; elsewhere it stays.
    package func layerOpened(by id: NavigationEntryID) -> EntryLocation? {
        guard let location = locate(id), location.layer > 0, location.index == 0 else { return nil }
        return location
    }

    private func locate(_ id: NavigationEntryID, inTab tab: Int) -> EntryLocation? {
        for layer in tabs[tab].layers.indices.reversed() {
            if let index = tabs[tab].layers[layer].entries.lastIndex(where: { $0.id == id }) {
                return EntryLocation(tab: tab, layer: layer, index: index)
            }
        }
        return nil
    }

    /// The index of a tab by name; a handful of tabs, so a scan.
    func tabIndex(named name: String) -> Int? { tabs.firstIndex { $0.name == name } }

    /// The entry at a location.
    subscript(location: EntryLocation) -> NavigationEntry {
        tabs[location.tab].layers[location.layer].entries[location.index]
    }

    /// Keeps the first `keep` entries of a layer (none: the layer goes) and, with `dropAbove`,
    /// every layer over it goes; its alert goes with `clearAlert`, or when its screen left.
    mutating func cut(tab: Int, layer: Int, keep: Int, dropAbove: Bool, clearAlert: Bool) {
        guard keep > 0 else { return tabs[tab].layers.removeSubrange(layer...) }
        if dropAbove, layer + 1 < tabs[tab].layers.count { tabs[tab].layers.removeSubrange((layer + 1)...) }
        tabs[tab].layers[layer].entries.removeSubrange(keep...)
        if let alert = tabs[tab].layers[layer].alert,
            clearAlert || !tabs[tab].shows(alert.entry, onLayer: layer)
        {
            tabs[tab].layers[layer].alert = nil
        }
    }

    /// Drops the pending request once a cut has taken away the screen it waits behind.
    mutating func dropPendingWithoutItsScreen() {
        if let pending, !contains(pending.screen) { self.pending = nil }
    }

    /// `home`, `home/sheet`, `home/sheet/cover`: how events name a layer.
    func layerLabel(tab: Int, layer: Int) -> String {
        guard tabs.indices.contains(tab) else { return "root" }
        var label = tabs[tab].name
        for index in tabs[tab].layers.indices.dropFirst() where index <= layer {
            label += "/" + (tabs[tab].layers[index].style?.slotName ?? "sheet")
        }
        return label
    }
}

/// Where an entry sits: its tab, its layer in that tab (0 is the tab's own stack) and its index.
package struct EntryLocation: Hashable, Sendable {
    package var tab: Int
    package var layer: Int
    package var index: Int
}
