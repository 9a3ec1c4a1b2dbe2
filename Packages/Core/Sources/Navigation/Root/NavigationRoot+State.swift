extension NavigationRoot {
    /// Assigns a state as a whole, through the same guards as any change.
    ///
    /// The state is validated first (its tabs must be this root's, each tab's stack must
    /// start at that tab's root screen, each layer must have a screen, an unmanaged
    /// presentation exactly one, an alert must belong to a screen that shows (its front layer's
    /// top, or a split's earlier column), and a tab the
    /// pending request would bring back follows the same rules) and refused as a whole if it
    /// does not fit. Ids are kept where they are valid; an entry whose id is unassigned,
    /// repeated or not below the state's own counter gets a fresh one, and only that entry,
    /// as does an id this root handed out that now names another destination or has left
    /// the tree (the State article lists every case). Entries that keep their id and destination keep
    /// everything attached to them, so `apply(state)` changes nothing: it is not even
    /// counted as a change (``revision`` stays and observers are not told).
    ///
    /// A lock on a screen the state would remove refuses it. A state whose tab in front shows
    /// a screen whose access requirement does not hold is applied whole on a tab that shows
    /// none, and the switch to its own tab becomes the pending request (when every tab shows
    /// one, a tab is cut below it instead: see the Guards and Access article).
    @discardableResult
    public func apply(_ state: NavigationState) -> NavigationOutcome {
        run(.apply(state))
    }

    /// Restores a saved state: ``apply(_:)``, refused when the state carries another
    /// restoration key.
    @discardableResult
    public func restore(_ state: NavigationState) -> NavigationOutcome {
        guard state.restorationKey == configuration.restorationKey else {
            return refuse(
                .restorationKeyMismatch(expected: configuration.restorationKey, found: state.restorationKey))
        }
        let outcome = attributing(to: .restore) { apply(state) }
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

    /// The bound entry ids and the counter stay below: 2^53, exact in every JSON reader.
    nonisolated package static let entryIDLimit: UInt64 = 1 << 53

    /// Validates a state for this root and numbers its entries.
    ///
    /// With `changingOnly`, `given` is the current tree with that one tab replaced and the
    /// others at most cut (a link withdrawing the pending request's screen): only that tab is
    /// checked and numbered, since the rest is this tree's own.
    func prepare(_ given: NavigationState, changingOnly changed: Int? = nil) throws(NavigationRefusal)
        -> NavigationState
    {
        if let problem = problem(in: given, checking: changed) { throw problem }
        // Tabs in this root's order; a tab the state leaves out goes back to its root screen,
        // which keeps its id.
        let givenByName = Dictionary(
            given.tabs.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var state = given
        var leftOut: Set<Int> = []
        state.tabs = storedState.tabs.enumerated().map { index, tab in
            if let given = givenByName[tab.name] { return given }
            leftOut.insert(index)
            return NavigationTabState(name: tab.name, entries: [tab.layers[0].entries[0]])
        }
        state.restorationKey = configuration.restorationKey
        state.nextEntryID = max(storedState.nextEntryID, given.nextEntryID)
        assignIDs(&state, writerCounter: given.nextEntryID, leftOut: leftOut, changingOnly: changed)
        guard state.nextEntryID <= Self.entryIDLimit else {
            throw .invalidState("the entry counter is exhausted")
        }
        if let pending = state.pending, !state.contains(pending.screen) {
            // The current pending request is settled (and traced) by the commit that closes its
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

    /// The first rule a state breaks, if it breaks one.
    ///
    /// With `checked`, only that tab is judged (the others are this tree's own), against the
    /// names of the tabs before it.
    private func problem(in state: NavigationState, checking checked: Int?) -> NavigationRefusal? {
        guard state.nextEntryID <= Self.entryIDLimit else {
            return .invalidState("the entry counter must stay below 2^53")
        }
        var seen = [Bool](repeating: false, count: storedState.tabs.count)
        let positions = if let checked { checked..<(checked + 1) } else { state.tabs.indices }
        for earlier in state.tabs[..<positions.lowerBound] {
            if let index = tabIndex(named: earlier.name) { seen[index] = true }
        }
        for position in positions {
            if let refusal = problem(in: state.tabs[position], seen: &seen) { return refusal }
        }
        if state.tabs.isEmpty, storedState.tabs.isEmpty { return nil }
        guard tabIndex(named: state.selectedTab) != nil else { return .unknownTab(state.selectedTab) }
        return checked == nil ? problem(restoring: state.pending) : nil
    }

    /// What makes the tab a pending request would bring back unfit, if it brings one back:
    /// it follows a state's rules, or the request could never be carried out.
    package func problem(restoring pending: NavigationPendingRequest?) -> NavigationRefusal? {
        guard case .restoreTab(let tab)? = pending?.request else { return nil }
        var seen = [Bool](repeating: false, count: storedState.tabs.count)
        return problem(in: tab, seen: &seen)
    }

    /// What makes one tab of a state unfit for this root, if anything.
    ///
    /// `seen` marks this root's tabs already found fit earlier in the state; a fit tab is
    /// marked in it.
    package func problem(in tab: NavigationTabState, seen: inout [Bool]) -> NavigationRefusal? {
        guard let tabIndex = tabIndex(named: tab.name) else { return .unknownTab(tab.name) }
        guard !seen[tabIndex] else { return .invalidState("tab '\(tab.name)' appears twice") }
        guard !tab.layers.isEmpty else { return .invalidState("tab '\(tab.name)' has no stack") }
        // The tree's tab root is the one declared: no state that replaces it is ever written.
        let root = storedState.tabs[tabIndex].layers[0].entries[0].destination
        // An alert's screen shows: the top one, or an earlier column of a split as the app declares it.
        var declared = tab
        declared.columns = storedState.tabs[tabIndex].columns
        for (index, layer) in tab.layers.enumerated() {
            if let problem = problem(in: layer, at: index, of: tab.name, root: root) { return problem }
            // An alert shows over everything in its tab: one left under a sheet is not shown.
            if let alert = layer.alert, index < tab.layers.count - 1 {
                return .invalidState(
                    "alert '\(alert.id)' is under layer \(index + 1) of '\(tab.name)'; an alert belongs to the front layer"
                )
            }
            if let alert = layer.alert, !declared.shows(alert.entry, onLayer: index) {
                return .invalidState(
                    "alert '\(alert.id)' belongs to a screen of '\(tab.name)' that does not show")
            }
        }
        seen[tabIndex] = true
        return nil
    }

    /// What makes one layer of a tab unfit, if anything: an empty layer, a tab stack that is
    /// presented or does not start at the tab's root, a presented layer without a style, a
    /// plain presentation with more than one screen, an id past the limit.
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
        for slot in layer.entries.indices where layer.entries[slot].id.rawValue >= Self.entryIDLimit {
            return .invalidState("entry ids must stay below 2^53 (\(layer.entries[slot].id) is not)")
        }
        return nil
    }

    /// Gives every entry a valid id, changing only the entries that need one, as State.md's
    /// "Which entries keep their ids" says, and every tab the column count the root declared.
    ///
    /// With `changingOnly` (a link), an entry without an id takes the id of the entry at the
    /// same place in the tree's tab, from the bottom of a layer presented the same way up to
    /// the first screen that differs.
    private func assignIDs(
        _ state: inout NavigationState, writerCounter: UInt64, leftOut: Set<Int>, changingOnly changed: Int?
    ) {
        let numbered = if let changed { changed..<(changed + 1) } else { state.tabs.indices }
        // The ids the state gives itself: an id taken over from the tree never collides with one.
        let given = numbered.flatMap { state.tabs[$0].entryIDs }.filter { $0 != .unassigned }
        let claimed = Set(given)
        // What each id of the tree shows, for the ids the state claims (a state of destinations
        // without ids, as a link's, claims none).
        var shownNow: [NavigationEntryID: AnyNavigationDestination] = [:]
        if !claimed.isEmpty {
            shownNow.reserveCapacity(claimed.count)
            storedState.forEachEntry { _, entry in shownNow[entry.id] = entry.destination }
        }
        // Sized once for the state's entries, as the walk below sees each of them.
        var seen = Set<NavigationEntryID>(minimumCapacity: claimed.count)
        // The id each id the state gave ends up as (its first entry's), for the pending request.
        let pendingWaits = state.pending != nil
        var renamed: [NavigationEntryID: NavigationEntryID] = [:]
        // The ids given new ones for running ahead of the counter: said once, however many.
        var ahead: [NavigationEntryID] = []
        for tab in numbered {
            // The app declares a tab's columns, never a state: the tree keeps the declared count.
            state.tabs[tab].columns = storedState.tabs[tab].columns
            for layer in state.tabs[tab].layers.indices {
                var following: [NavigationEntry]? = nil
                if let changed, layer < storedState.tabs[changed].layers.count,
                    storedState.tabs[changed].layers[layer].style == state.tabs[tab].layers[layer].style
                {
                    following = storedState.tabs[changed].layers[layer].entries
                }
                let alertAt = state.tabs[tab].layers[layer].alertIndex
                for index in state.tabs[tab].layers[layer].entries.indices {
                    let entry = state.tabs[tab].layers[layer].entries[index]
                    let follows = following.map {
                        index < $0.count && $0[index].destination == entry.destination
                    }
                    if entry.id != .unassigned || follows != true { following = nil }
                    // An id this root handed out names the screen it named then, or none.
                    let keeps =
                        entry.id != .unassigned && !seen.contains(entry.id)
                        && ((layer == 0 && index == 0 && leftOut.contains(tab))
                            || (entry.id.rawValue < writerCounter
                                && (entry.id.rawValue >= storedState.nextEntryID
                                    || shownNow[entry.id] == entry.destination)))
                    let id: NavigationEntryID
                    if let taken = following?[index].id, !claimed.contains(taken), !seen.contains(taken) {
                        id = taken
                    } else if keeps {
                        id = entry.id
                    } else {
                        id = Self.mint(&state)
                        // A state that runs ahead of its counter came from elsewhere (a
                        // hand-edited file): said, since what hung on it is lost.
                        if entry.id != .unassigned, entry.id.rawValue >= writerCounter {
                            ahead.append(entry.id)
                        }
                    }
                    seen.insert(id)
                    if pendingWaits, entry.id != .unassigned, renamed[entry.id] == nil {
                        renamed[entry.id] = id
                    }
                    if id != entry.id { state.tabs[tab].layers[layer].entries[index].id = id }
                }
                state.tabs[tab].layers[layer].returnAlert(to: alertAt)
            }
        }
        // So is a state that repeats an id, whichever of its screens keeps it; each names its
        // first three ids.
        func named(_ ids: [NavigationEntryID]) -> String {
            var first: [NavigationEntryID] = []
            for id in ids where first.count < 4 && !first.contains(id) { first.append(id) }
            return first.prefix(3).map { "\($0)" }.joined(separator: ", ") + (first.count > 3 ? ", …" : "")
        }
        if given.count > claimed.count {
            var met = Set<NavigationEntryID>()
            let repeated = named(given.filter { !met.insert($0).inserted })
            emit(
                .warning, .state, "root",
                "the state repeats entry \(repeated.contains(",") ? "ids" : "id") \(repeated): "
                    + "a screen with one keeps it at most, the others get new ones")
        }
        if !ahead.isEmpty {
            emit(
                .warning, .state, "root",
                ahead.count == 1
                    ? "entry id \(ahead[0]) was given a new one (ahead of the counter)"
                    : "\(ahead.count) entries were given new ids (ahead of the counter: \(named(ahead)))")
        }
        guard var pending = state.pending else { return }
        pending.screen = renamed[pending.screen] ?? pending.screen
        if case .show(let destination, let method, .entry(let id)) = pending.request, let new = renamed[id] {
            pending.request = .show(destination, method: method, from: .entry(new))
        }
        if case .anchor(.entry(let id))? = pending.sender, let new = renamed[id] {
            pending.sender = .anchor(.entry(new))
        }
        // (A request whose screen is not in the state is dropped, and nothing is minted for it.)
        if case .restoreTab(let held) = pending.request, changed == nil, state.contains(pending.screen) {
            pending.request = .restoreTab(Self.renumber(held, renamed: renamed, in: &state))
        }
        state.pending = pending
    }

    /// The tab a restore cut, numbered with the tree it waits over: a screen the tree shows
    /// too (the same destination under the id its own id became) takes the tree's id, and a
    /// screen only the cut tab holds keeps its id unless it is unassigned, not below the
    /// counter, a screen's of the tree or an earlier cut screen's, when it gets a fresh one.
    ///
    /// What was cut is told by ids (``refusalByWhatWasCut(_:)``), so an id the tree renamed
    /// away, or handed to another screen, would hide a cut screen's guards. No warning is
    /// given: nothing hangs on a screen out of the tree.
    private static func renumber(
        _ held: NavigationTabState, renamed: [NavigationEntryID: NavigationEntryID],
        in state: inout NavigationState
    ) -> NavigationTabState {
        let destinations = Dictionary(
            state.allEntries.map { ($0.id, $0.destination) }, uniquingKeysWith: { first, _ in first })
        var tab = held
        var used: Set<NavigationEntryID> = []
        for layer in tab.layers.indices {
            let alertAt = tab.layers[layer].alertIndex
            for index in tab.layers[layer].entries.indices {
                let entry = tab.layers[layer].entries[index]
                var id = entry.id
                if let new = renamed[entry.id], destinations[new] == entry.destination, !used.contains(new) {
                    id = new
                } else if id == .unassigned || id.rawValue >= state.nextEntryID || destinations[id] != nil
                    || used.contains(id)
                {
                    id = mint(&state)
                }
                used.insert(id)
                tab.layers[layer].entries[index].id = id
            }
            tab.layers[layer].returnAlert(to: alertAt)
        }
        return tab
    }
}
