extension Navigator {
    /// Assigns a state as a whole, through the same guards as any change.
    ///
    /// The state is validated first (its tabs must be this root's, each tab's stack must
    /// start at that tab's root screen, each layer must have a screen, an unmanaged
    /// presentation exactly one, an alert must belong to its layer's top screen) and refused
    /// as a whole if it does not fit. Ids are kept where they are valid;
    /// an entry whose id is unassigned, repeated or not below the state's own counter gets a
    /// fresh one, and only that entry. Entries that keep their id and destination keep
    /// everything attached to them, so `apply(state)` changes nothing: it is not even
    /// counted as a change (``revision`` stays and observers are not told).
    ///
    /// A lock on a screen the state would remove refuses it; a screen whose access
    /// requirement does not hold is cut off and becomes the pending target.
    @discardableResult
    public func apply(_ state: NavigationState) -> NavigationOutcome {
        run(.apply(state))
    }

    /// Restores what a saved state holds that fits this root: a tab that breaks a rule (its
    /// stack does not start at its root screen, a plain sheet shows two screens, a tab this
    /// root does not have, ...) is left out, so it starts at its root, and the rest is
    /// restored as ``restore(_:)`` does.
    ///
    /// What the state leaves out or names wrongly is said as well: a tab it does not hold
    /// (which starts at its root), a selected tab this root does not have (the first is
    /// selected), and a pending request that could never be carried out (it is dropped).
    ///
    /// Returns the outcome and one phrase per thing left out (`tab home: the stack of 'home'
    /// must start at its root screen home, not home/page/2`).
    @discardableResult
    public func restoreTolerantly(_ state: NavigationState) -> (outcome: NavigationOutcome, dropped: [String])
    {
        let given = state
        var state = state
        var dropped: [String] = []
        let named = Set(state.tabs.lazy.map(\.name))
        for tab in storedState.tabs where !named.contains(tab.name) {
            dropped.append("tab \(tab.name): not in the state; it starts at its root")
        }
        // Each tab is judged once, in order; a state whose counter is spent is refused whole.
        if state.nextEntryID <= Self.entryIDLimit {
            var seen = [Bool](repeating: false, count: initialRoots.count)
            var fitting: [NavigationTabState] = []
            for tab in state.tabs {
                if let refusal = problem(in: tab, seen: &seen) {
                    dropped.append("tab \(tab.name): \(refusal)")
                } else {
                    fitting.append(tab)
                }
            }
            state.tabs = fitting
        }
        // A tab left out starts at its root and stays selected; only a tab this root does not
        // have gives way to the first.
        if tabIndex(named: state.selectedTab) == nil, let first = storedState.tabs.first {
            // A tab the state holds and this root does not have is said above already.
            if given.tab(named: state.selectedTab) == nil {
                dropped.append(
                    "selected tab '\(state.selectedTab)': not a tab of this app; \(first.name) is selected")
            }
            state.selectedTab = first.name
        }
        if let pending = state.pending, let reason = unusableReason(of: pending, in: state) {
            dropped.append("pending \(pending.request): \(reason)")
            state.pending = nil
        }
        return (restore(state), dropped)
    }

    /// Why a restored pending request could never be carried out, if it could not.
    private func unusableReason(of pending: NavigationPendingTarget, in state: NavigationState) -> String? {
        guard accessPolicies[pending.requirement] != nil else {
            return "its requirement '\(pending.requirement)' is not one this app declares"
        }
        guard state.contains(pending.screen) else { return "the screen it waits behind is not in the state" }
        let tab: String?
        switch pending.request {
        case .show(_, _, .entry(let id)):
            guard state.contains(id) else { return "the screen that asked is not in the state" }
            tab = nil
        case .show(_, _, .tab(let name)), .selectTab(let name): tab = name
        case .link(let target): tab = target.tab
        case .restoreTab(let restored): tab = restored.name
        }
        if let tab, tabIndex(named: tab) == nil { return "tab '\(tab)' is not a tab of this app" }
        switch pending.sender {
        case .anchor(.entry(let id))? where !state.contains(id):
            return "the screen that sent it is not in the state"
        case .anchor(.tab(let name))? where tabIndex(named: name) == nil:
            return "tab '\(name)' that sent it is not a tab of this app"
        default:
            return nil
        }
    }

    /// Restores a saved state: ``apply(_:)``, refused when the state carries another
    /// restoration key.
    @discardableResult
    public func restore(_ state: NavigationState) -> NavigationOutcome {
        guard state.restorationKey == configuration.restorationKey else {
            return refuse(
                .restorationKeyMismatch(expected: configuration.restorationKey, found: state.restorationKey))
        }
        let outcome = with(cause: .restore) { apply(state) }
        // A request that was waiting when the state was saved waits again: said once, here.
        if outcome.isApplied, state.pending != nil, let pending = storedState.pending,
            let screen = storedState.entry(pending.screen)?.destination
        {
            emit(.access, "root") {
                NavigationTrace(
                    mechanism: .gate, asked: pending.request.routeID,
                    answeringModule: NavigationTrace.module(of: screen),
                    answer: NavigationTrace.name(of: screen),
                    outcome: "restored: \(pending.request) still waits for \(pending.requirement)",
                    cause: .restore)
            }
        }
        return outcome
    }

    /// The given state's tabs in the root's order, with a tab it leaves out back at its root
    /// screen; that root entry keeps its id (the tab's index goes in `kept`) when it still
    /// shows the tab's first root.
    private static func tabs(
        of given: NavigationState, in current: NavigationState, initialRoots: [AnyNavigationDestination],
        kept: inout Set<Int>
    ) -> [NavigationTabState] {
        var tabs: [NavigationTabState] = []
        tabs.reserveCapacity(current.tabs.count)
        let givenByName = Dictionary(
            given.tabs.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for (index, tab) in current.tabs.enumerated() {
            if let given = givenByName[tab.name] {
                tabs.append(given)
            } else {
                // The tab keeps its root entry; an entry of the state that claims its id is
                // numbered anew (an id of this root names one screen only).
                let root = tab.layers[0].entries[0]
                let keeps = root.destination == initialRoots[index]
                let entry = keeps ? root : NavigationEntry(destination: initialRoots[index])
                if keeps { kept.insert(index) }
                tabs.append(NavigationTabState(name: tab.name, entries: [entry]))
            }
        }
        return tabs
    }

    /// The bound entry ids and the counter stay below: 2^53, exact in every JSON reader.
    static let entryIDLimit: UInt64 = 1 << 53

    /// Validates a state for this root and numbers its entries.
    ///
    /// With `changingOnly`, `given` is the current tree with that one tab replaced and the
    /// others at most cut (a link withdrawing the pending target's screen): only that tab is
    /// checked and numbered, since the rest is this tree's own, and an unassigned entry there
    /// takes the id of the entry at the same place in the current tab when both show the same
    /// destination, so a link to the screen a tab already shows keeps that screen (and its
    /// model).
    func prepare(_ given: consuming NavigationState, changingOnly changed: Int? = nil)
        throws(NavigationRefusal)
        -> NavigationState
    {
        if let problem = located(problemIn: given, checking: changed)?.refusal { throw problem }
        let writerCounter = given.nextEntryID
        // Tabs in this root's order; a tab the state leaves out goes back to its root screen.
        // A state that already lists them so (an export, a link) is kept as it is.
        var kept: Set<Int> = []
        // Plain loops here and below: a closure formed on the main actor costs an isolation
        // check each time it runs, which adds up on a path taken by every link.
        var inOrder = given.tabs.count == storedState.tabs.count
        var position = 0
        while inOrder, position < given.tabs.count {
            inOrder = given.tabs[position].name == storedState.tabs[position].name
            position += 1
        }
        let tabs =
            inOrder ? nil : Self.tabs(of: given, in: storedState, initialRoots: initialRoots, kept: &kept)
        // Taken, not copied: numbering writes into the entries, and a copy still alive here
        // would make every array it touches copy itself first.
        var state = given
        if let tabs { state.tabs = tabs }
        state.restorationKey = configuration.restorationKey
        state.nextEntryID = max(storedState.nextEntryID, writerCounter)
        number(&state, writerCounter: writerCounter, keeping: kept, changingOnly: changed)
        guard state.nextEntryID <= Self.entryIDLimit else {
            throw .invalidState("the entry counter is exhausted")
        }
        if let pending = state.pending, !state.contains(pending.screen) {
            // The current pending target is settled (and traced) by the commit that closes its
            // screen; one a given state brought with it had no screen to begin with.
            if pending != storedState.pending {
                emit(
                    .warning, .access, "root",
                    "pending \(pending.request) dropped: its screen is not in the state")
            }
            state.pending = nil
        }
        return state
    }

    /// The first rule a state breaks, and the position of the tab that breaks it, if one does.
    ///
    /// With `checked`, only that tab is judged (the others are this tree's own), against the
    /// names of the tabs before it.
    private func located(problemIn state: NavigationState, checking checked: Int?) -> (
        refusal: NavigationRefusal, tab: Int?
    )? {
        guard state.nextEntryID <= Self.entryIDLimit else {
            return (.invalidState("the entry counter must stay below 2^53"), nil)
        }
        var seen = [Bool](repeating: false, count: initialRoots.count)
        let positions = if let checked { checked..<(checked + 1) } else { state.tabs.indices }
        for earlier in state.tabs[..<positions.lowerBound] {
            if let index = tabIndex(named: earlier.name) { seen[index] = true }
        }
        for position in positions {
            if let refusal = problem(in: state.tabs[position], seen: &seen) { return (refusal, position) }
        }
        if state.tabs.isEmpty, storedState.tabs.isEmpty { return nil }
        guard tabIndex(named: state.selectedTab) != nil else {
            return (.unknownTab(state.selectedTab), nil)
        }
        return nil
    }

    /// What makes one tab of a state unfit for this root, if anything.
    ///
    /// `seen` marks this root's tabs already found fit earlier in the state; a fit tab is
    /// marked in it.
    private func problem(in tab: NavigationTabState, seen: inout [Bool]) -> NavigationRefusal? {
        guard let tabIndex = tabIndex(named: tab.name) else { return .unknownTab(tab.name) }
        guard !seen[tabIndex] else { return .invalidState("tab '\(tab.name)' appears twice") }
        guard !tab.layers.isEmpty else { return .invalidState("tab '\(tab.name)' has no stack") }
        for (index, layer) in tab.layers.enumerated() {
            if let problem = problem(in: layer, at: index, of: tab.name, root: initialRoots[tabIndex]) {
                return problem
            }
            // An alert shows over everything in its tab: one left under a sheet is not shown.
            if let alert = layer.alert, index < tab.layers.count - 1 {
                return .invalidState(
                    "alert '\(alert.id)' is under layer \(index + 1) of '\(tab.name)'; an alert belongs to the front layer"
                )
            }
        }
        seen[tabIndex] = true
        return nil
    }

    /// What makes one layer of a tab unfit, if anything: an empty layer, a tab stack that is
    /// presented or does not start at the tab's root, a presented layer without a style, a
    /// plain presentation with more than one screen, an alert not on the top screen, an id
    /// past the limit.
    private func problem(
        in layer: NavigationLayerState, at index: Int, of tab: String, root: AnyNavigationDestination
    ) -> NavigationRefusal? {
        // Named only for a refusal: the text costs more than the checks.
        var label: String { index == 0 ? "the stack of '\(tab)'" : "layer \(index) of '\(tab)'" }
        guard !layer.entries.isEmpty else { return .invalidState("\(label) has no screen") }
        if index == 0 {
            guard layer.style == nil else { return .invalidState("the stack of '\(tab)' is not presented") }
            // Nothing in the engine replaces a tab's root, so a state that does came from
            // elsewhere (a hand-edited file): back could never reach the root.
            guard layer.entries[0].destination == root else {
                return .invalidState(
                    "the stack of '\(tab)' must start at its root screen \(root.routeID), "
                        + "not \(layer.entries[0].destination.routeID)")
            }
        } else {
            guard let style = layer.style else { return .invalidState("\(label) has no presentation style") }
            if !style.isManaged, layer.entries.count > 1 {
                return .invalidState("a plain \(style.rawValue) over '\(tab)' shows exactly one screen")
            }
        }
        if let alert = layer.alert, alert.entry != layer.entries[layer.entries.count - 1].id {
            return .invalidState("alert '\(alert.id)' does not belong to the top screen of its layer")
        }
        for slot in layer.entries.indices where layer.entries[slot].id.rawValue >= Self.entryIDLimit {
            return .invalidState("entry ids must stay below 2^53 (\(layer.entries[slot].id) is not)")
        }
        return nil
    }

    /// Gives every entry a valid id: unique, below the counter, not one it may hand out again,
    /// and every tab it looks at the column count the root declared for it.
    ///
    /// Only the entries that need it change.
    private func number(
        _ state: inout NavigationState, writerCounter: UInt64, keeping kept: Set<Int>,
        changingOnly changed: Int?
    ) {
        // Only the changed tab, when there is one: the others are this tree's own, and no id
        // of theirs can turn up in it (its entries are unassigned or taken from the same tab).
        let numbered = if let changed { changed..<(changed + 1) } else { state.tabs.indices }
        var seen = Set<NavigationEntryID>(
            minimumCapacity: changed == nil ? state.entryCount : state.tabs[numbered.lowerBound].entryCount)
        // Ids the state gives itself, so an id taken over from the tree never collides with one.
        var explicit: Set<NavigationEntryID>?
        // Where the pending target's screen and anchor end up: followed by position, since the
        // id they had may be handed to another entry.
        let pendingScreen = state.pending?.screen
        let pendingAnchor: NavigationEntryID? =
            if case .show(_, _, .entry(let id))? = state.pending?.request { id } else { nil }
        let pendingSender: NavigationEntryID? =
            if case .anchor(.entry(let id))? = state.pending?.sender { id } else { nil }
        var movedScreen: NavigationEntryID?
        var movedAnchor: NavigationEntryID?
        var movedSender: NavigationEntryID?
        // What each id of the tree shows, built the first time an entry is not where the
        // tree has it (a state with a screen taken out near the bottom), so numbering stays
        // linear in the size of the state.
        var shownByID: [NavigationEntryID: AnyNavigationDestination]?
        // Entries are read in place, here and in the tree: copying them costs more than the rest.
        for tab in numbered {
            // The tabs are in the root's order; which are splits is the root's to say.
            if state.tabs[tab].columns != columnCounts[tab] { state.tabs[tab].columns = columnCounts[tab] }
            let current = changed == nil ? nil : tabIndex(named: state.tabs[tab].name)
            for layer in state.tabs[tab].layers.indices {
                // Taking over follows the current stack from the bottom and stops at the first
                // screen that differs.
                var following: Int? = nil
                if let current, layer < storedState.tabs[current].layers.count,
                    storedState.tabs[current].layers[layer].style == state.tabs[tab].layers[layer].style
                {
                    following = current
                }
                let topIndex = state.tabs[tab].layers[layer].entries.count - 1
                for index in state.tabs[tab].layers[layer].entries.indices {
                    let given = state.tabs[tab].layers[layer].entries[index].id
                    var id = given
                    var takenOver = layer == 0 && index == 0 && kept.contains(tab)
                    if id == .unassigned, let now = following,
                        storedState.tabs[now].layers[layer].entries.indices.contains(index),
                        storedState.tabs[now].layers[layer].entries[index].destination
                            == state.tabs[tab].layers[layer].entries[index].destination
                    {
                        let taken = storedState.tabs[now].layers[layer].entries[index].id
                        if explicit == nil {
                            explicit = Self.assignedIDs(in: state, tabs: numbered)
                        }
                        if explicit?.contains(taken) == false, !seen.contains(taken) {
                            id = taken
                            takenOver = true
                        }
                    } else {
                        following = nil
                    }
                    let valid =
                        id != .unassigned && !seen.contains(id)
                        && (takenOver
                            || (id.rawValue < writerCounter
                                && (id.rawValue >= storedState.nextEntryID
                                    || isLive(
                                        id, showing: state.tabs[tab].layers[layer].entries[index].destination,
                                        at: (state.tabs[tab].name, layer, index), shownByID: &shownByID))))
                    if !valid {
                        id = Self.mint(&state)
                        // A state that repeats an id or runs ahead of its counter came from
                        // elsewhere (a hand-edited file): said, since what hung on it is lost.
                        if given != .unassigned, given.rawValue >= writerCounter || seen.contains(given) {
                            let why = seen.contains(given) ? "repeated" : "ahead of the counter"
                            emit(.warning, .state, "root", "entry id \(given) was given a new one (\(why))")
                        }
                    }
                    seen.insert(id)
                    if given == pendingScreen, movedScreen == nil { movedScreen = id }
                    if given == pendingAnchor, movedAnchor == nil { movedAnchor = id }
                    if given == pendingSender, movedSender == nil { movedSender = id }
                    guard id != given else { continue }
                    state.tabs[tab].layers[layer].entries[index].id = id
                    if index == topIndex, state.tabs[tab].layers[layer].alert?.entry == given {
                        state.tabs[tab].layers[layer].alert?.entry = id
                    }
                }
            }
        }
        if let movedScreen { state.pending?.screen = movedScreen }
        if let movedAnchor, case .show(let destination, let method, _)? = state.pending?.request {
            state.pending?.request = .show(destination, method: method, from: .entry(movedAnchor))
        }
        if let movedSender { state.pending?.sender = .anchor(.entry(movedSender)) }
    }

    /// Whether an id this root handed out still names the same screen in its tree.
    ///
    /// An id the root handed out and that has left, or that names another screen now, is
    /// never taken again: a handle kept for the screen that left stays detached. The same
    /// place in the tree is looked at first, which is where an exported state keeps it.
    private func isLive(
        _ id: NavigationEntryID, showing destination: AnyNavigationDestination,
        at place: (tab: String, layer: Int, index: Int),
        shownByID: inout [NavigationEntryID: AnyNavigationDestination]?
    ) -> Bool {
        if let tab = tabIndex(named: place.tab),
            storedState.tabs[tab].layers.indices.contains(place.layer),
            storedState.tabs[tab].layers[place.layer].entries.indices.contains(place.index),
            storedState.tabs[tab].layers[place.layer].entries[place.index].id == id
        {
            return storedState.tabs[tab].layers[place.layer].entries[place.index].destination == destination
        }
        if shownByID == nil {
            var shown = [NavigationEntryID: AnyNavigationDestination](minimumCapacity: storedState.entryCount)
            for tab in storedState.tabs {
                for layer in tab.layers {
                    for entry in layer.entries { shown[entry.id] = entry.destination }
                }
            }
            shownByID = shown
        }
        return shownByID?[id] == destination
    }

    /// The ids a state gives the entries of some of its tabs (unassigned ones left out).
    private static func assignedIDs(in state: NavigationState, tabs: Range<Int>) -> Set<NavigationEntryID> {
        var capacity = 0
        for tab in tabs { capacity += state.tabs[tab].entryCount }
        var ids = Set<NavigationEntryID>(minimumCapacity: capacity)
        for tab in tabs {
            for layer in state.tabs[tab].layers.indices {
                for index in state.tabs[tab].layers[layer].entries.indices {
                    let id = state.tabs[tab].layers[layer].entries[index].id
                    if id != .unassigned { ids.insert(id) }
                }
            }
        }
        return ids
    }
}
