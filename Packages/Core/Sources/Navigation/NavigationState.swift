/// The whole navigation tree as one value: what to save, what to restore, what a deep link builds.
///
/// A state lists each tab's stack (entries with their ids, bottom first), the layers each
/// stack presents (with stacks of their own, nested to any depth) and any alert. Applying a
/// state replaces the tree in one transaction; entries keep their ids, so screen models of
/// entries that survive are kept and the rest are released.
public struct NavigationState: Codable, Equatable, Sendable {
    /// The key of the app that wrote the state; ``Navigator/restore(from:)`` refuses another key.
    public var restorationKey: String?
    /// The selected tab; `nil` keeps the current selection.
    public var selectedTab: String?
    /// One stack per tab; tabs left out go back to their root screen.
    public var stacks: [NavigationStackState]
    /// The next entry id the writer would have used, so ids are never reused after a restore.
    public var nextEntryID: UInt64

    /// Creates a state; entries with unassigned ids are numbered when the state is applied.
    public init(
        restorationKey: String? = nil,
        selectedTab: String?,
        stacks: [NavigationStackState],
        nextEntryID: UInt64 = 1
    ) {
        self.restorationKey = restorationKey
        self.selectedTab = selectedTab
        self.stacks = stacks
        self.nextEntryID = nextEntryID
    }

    /// The stack of the named tab.
    public func stack(named name: String) -> NavigationStackState? { stacks.first { $0.name == name } }

    /// The `where` line this state would show (same format as ``Navigator/locationDescription``).
    public var locationDescription: String {
        guard let selected = selectedTab ?? stacks.first?.name, let stack = stack(named: selected) else {
            return ""
        }
        var layers: [(String, NavigationStackState)] = []
        stack.appendLayers(label: selected, to: &layers)
        var text = ""
        for (index, layer) in layers.enumerated() {
            text += index == 0 ? layer.0 + ": " : " | " + layer.0 + ": "
            text += layer.1.entries.map(\.routeID).joined(separator: " > ")
        }
        for layer in layers {
            if let alert = layer.1.alert { text += " | alert: " + alert.id }
        }
        return text
    }

    /// Whether every entry satisfies `predicate`, depth first, without collecting the entries.
    func allEntriesSatisfy(_ predicate: (NavigationEntry) -> Bool) -> Bool {
        // Through the buffer, each stack is borrowed where a loop over the array would copy it.
        stacks.withUnsafeBufferPointer { stacks in
            stacks.indices.allSatisfy { stacks[$0].allEntriesSatisfy(predicate) }
        }
    }

    /// How many entries the state holds, layers included.
    var allEntriesCount: Int {
        stacks.withUnsafeBufferPointer { stacks in
            stacks.indices.reduce(0) { $0 + stacks[$1].allEntriesCount }
        }
    }

    /// Every entry in the state, depth first.
    public var allEntries: [NavigationEntry] {
        var result: [NavigationEntry] = []
        for stack in stacks { stack.collectEntries(into: &result) }
        return result
    }
}

/// One stack of a ``NavigationState``: a tab's, or a presented layer's.
public struct NavigationStackState: Codable, Equatable, Sendable {
    /// The tab's name; `nil` for presented layers.
    public var name: String?
    /// The entries, bottom (root screen) first; never empty in a valid state.
    public var entries: [NavigationEntry]
    /// The layers this stack presents: at most one sheet and one cover.
    public var presentations: [NavigationPresentationState]
    /// The alert this stack shows.
    public var alert: NavigationAlertState?

    /// Creates a stack state from entries.
    public init(
        name: String? = nil,
        entries: [NavigationEntry],
        presentations: [NavigationPresentationState] = [],
        alert: NavigationAlertState? = nil
    ) {
        self.name = name
        self.entries = entries
        self.presentations = presentations
        self.alert = alert
    }

    /// Creates a stack state from destinations, bottom first, with ids left for the root to assign.
    public init(
        name: String? = nil,
        destinations: [any NavigationDestination],
        presentations: [NavigationPresentationState] = []
    ) {
        self.init(
            name: name, entries: destinations.map { NavigationEntry(destination: $0) },
            presentations: presentations)
    }

    func appendLayers(label: String, to layers: inout [(String, NavigationStackState)]) {
        layers.append((label, self))
        for presentation in presentations.sorted(by: { !$0.method.isCover && $1.method.isCover }) {
            presentation.stack.appendLayers(
                label: presentation.method.isCover ? "cover" : "sheet", to: &layers)
        }
    }

    /// Whether every entry of this stack and its layers satisfies `predicate` (no array built).
    func allEntriesSatisfy(_ predicate: (NavigationEntry) -> Bool) -> Bool {
        let entriesSatisfy = entries.withUnsafeBufferPointer { entries in
            entries.indices.allSatisfy { predicate(entries[$0]) }
        }
        return entriesSatisfy
            && presentations.withUnsafeBufferPointer { layers in
                layers.indices.allSatisfy { layers[$0].stack.allEntriesSatisfy(predicate) }
            }
    }

    /// How many entries this stack and its layers hold.
    var allEntriesCount: Int {
        presentations.withUnsafeBufferPointer { layers in
            layers.indices.reduce(entries.count) { $0 + layers[$1].stack.allEntriesCount }
        }
    }

    /// Whether the ids along this stack, and along each of its layers, are assigned and increase.
    var idsIncrease: Bool {
        var previous = NavigationEntryID.unassigned
        for index in entries.indices {
            guard entries[index].id > previous else { return false }
            previous = entries[index].id
        }
        return presentations.withUnsafeBufferPointer { layers in
            layers.indices.allSatisfy { layers[$0].stack.idsIncrease }
        }
    }

    func collectEntries(into result: inout [NavigationEntry]) {
        result.append(contentsOf: entries)
        for presentation in presentations { presentation.stack.collectEntries(into: &result) }
    }
}

/// A presented layer inside a ``NavigationStackState``.
public struct NavigationPresentationState: Codable, Equatable, Sendable {
    /// How the layer was presented.
    public var method: NavigationMethod
    /// The layer's own stack.
    public var stack: NavigationStackState

    /// Creates a presented layer.
    public init(method: NavigationMethod, stack: NavigationStackState) {
        self.method = method
        self.stack = stack
    }
}

/// An alert as stored in a state: its words and action labels.
///
/// Handlers are not stored; a restored alert's actions simply dismiss it.
public struct NavigationAlertState: Codable, Equatable, Sendable {
    /// One action's label and role.
    public struct Action: Codable, Equatable, Sendable {
        /// The label.
        public var label: String
        /// The role.
        public var role: NavigationAlert.Role

        /// Creates an action description.
        public init(label: String, role: NavigationAlert.Role) {
            self.label = label
            self.role = role
        }
    }

    /// The alert's id.
    public var id: String
    /// The title.
    public var title: String
    /// The message.
    public var message: String?
    /// The actions.
    public var actions: [Action]

    /// Creates an alert description.
    public init(id: String, title: String, message: String?, actions: [Action]) {
        self.id = id
        self.title = title
        self.message = message
        self.actions = actions
    }

    init(_ alert: NavigationAlert) {
        self.init(
            id: alert.id,
            title: alert.title,
            message: alert.message,
            actions: alert.actions.map { Action(label: $0.label, role: $0.role) }
        )
    }

    var alert: NavigationAlert {
        NavigationAlert(
            id: id, title: title, message: message, actions: actions.map { .init($0.label, role: $0.role) })
    }
}
