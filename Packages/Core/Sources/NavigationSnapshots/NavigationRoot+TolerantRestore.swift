import Navigation

/// Restoring what fits: a saved state whose tabs do not all fit this root (an older app's file,
/// a hand-edited one) restores the rest.
extension NavigationRoot {
    /// Restores what a saved state holds that fits this root: a tab that breaks a rule (its
    /// stack does not start at its root screen, a plain sheet shows two screens, a tab this
    /// root does not have, ...) is left out, so it starts at its root, and the rest is
    /// restored as `restore(_:)` does.
    ///
    /// What the state leaves out or names wrongly is said as well: a tab it holds no screen of
    /// (which starts at its root), a selected tab this root does not have, or none (the
    /// first is selected), an entry counter too close to 2^53 to number the screens by (new screens are
    /// numbered on past the largest id, or every screen afresh), an id that screens repeat (at
    /// most one keeps it), a pending request that could
    /// never be carried out (it is dropped), and one whose place a screen of the restored tab
    /// took, since it must wait itself.
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
            dropped.append(
                "tab \(tab.name): the saved state holds none of its screens, so it starts at its root")
        }
        // A counter too close to the bound to number every screen by (a hand edit) gives way to
        // the largest id the state holds, plus one, or, when that is too close as well, to 0,
        // which keeps no id: every screen is numbered afresh.
        let room = Self.entryIDLimit - UInt64(state.allEntries.count)
        if state.nextEntryID > room {
            var ids = state.entryIDs
            if case .restoreTab(let tab)? = state.pending?.request { ids += tab.entryIDs }
            let largest = ids.map(\.rawValue).max() ?? 0
            state.nextEntryID = largest < room ? largest + 1 : 0
            let then =
                largest < room
                ? "new screens are numbered on past the largest id" : "every screen is numbered afresh"
            dropped.append(
                "entry counter \(given.nextEntryID): too close to 2^53 to number the screens by, so \(then)")
        }
        // Each tab is judged once, in order.
        var seen = [Bool](repeating: false, count: storedState.tabs.count)
        var fitting: [NavigationTabState] = []
        for var tab in state.tabs {
            // An earlier column's alert, in a split the app now declares with fewer columns, goes
            // alone: the declaration decides.
            if let index = tabIndex(named: tab.name), let alert = tab.layers.last?.alert {
                var declared = tab
                declared.columns = storedState.tabs[index].columns
                let front = tab.layers.count - 1
                if tab.shows(alert.entry, onLayer: front), !declared.shows(alert.entry, onLayer: front) {
                    tab.layers[front].alert = nil
                    dropped.append(
                        "tab \(tab.name): alert '\(alert.id)', whose screen's column this app no longer declares"
                    )
                }
            }
            if let refusal = problem(in: tab, seen: &seen) {
                dropped.append("tab \(tab.name): \(refusal)")
            } else {
                fitting.append(tab)
            }
        }
        state.tabs = fitting
        // The engine never hands an id out twice, so a repeat is a hand edit: the restore gives
        // the other screens new ids, and whatever hung on theirs is lost, which is said here.
        var holders: [NavigationEntryID: Int] = [:]
        for id in state.entryIDs where id != .unassigned { holders[id, default: 0] += 1 }
        // The screens that hold each repeated id, the first three named, in the tree's order.
        var repeated: [NavigationEntryID] = []
        var routes: [NavigationEntryID: [String]] = [:]
        for entry in state.allEntries where holders[entry.id, default: 0] > 1 {
            if routes[entry.id] == nil { repeated.append(entry.id) }
            if routes[entry.id, default: []].count < 3 { routes[entry.id, default: []].append(entry.routeID) }
        }
        for id in repeated {
            let count = holders[id, default: 0]
            let named = (routes[id] ?? []).joined(separator: ", ") + (count > 3 ? ", …" : "")
            dropped.append(
                "entry id \(id), which \(count) screens hold (\(named)): a screen with one keeps it at most, the others get new ones"
            )
        }
        // A tab left out starts at its root and stays selected; only a tab this root does not
        // have gives way to the first, and so does none (an empty name: a tolerant read gives
        // one for a selected tab it cannot read).
        if tabIndex(named: state.selectedTab) == nil, let first = storedState.tabs.first {
            if state.selectedTab.isEmpty {
                dropped.append("selected tab '': an empty name, so \(first.name) is selected")
            } else if given.tab(named: state.selectedTab) == nil {
                // A tab the state holds and this root does not have is said above already.
                dropped.append(
                    "selected tab '\(state.selectedTab)': not a tab of this app, so \(first.name) is selected"
                )
            }
            state.selectedTab = first.name
        }
        if let pending = state.pending, let reason = unusableReason(of: pending, in: state) {
            dropped.append("pending \(pending.request): \(reason)")
            state.pending = nil
        }
        let outcome = restore(state)
        // One request waits at a time: a restored tab that must wait itself takes the place of
        // the one the state saved.
        if case .held(.pendingAccess(let route, let requirement)) = outcome, let saved = state.pending {
            dropped.append("pending \(saved.request): replaced by \(route), which waits for \(requirement)")
        }
        return (outcome, dropped)
    }

    /// What would refuse a saved link's place when its requirement is met: it is made then
    /// over the tree as it is, the request taken out with the requirement's screen (a split
    /// tab, say, takes the whole place, whose stack must start at the tab's root screen).
    private func problem(
        making place: NavigationPlace, over state: NavigationState,
        waitingAs pending: NavigationPendingRequest
    ) -> NavigationRefusal? {
        var then = state
        takeOut(pending, from: &then)
        var seen = [Bool](repeating: false, count: storedState.tabs.count)
        for tab in place.state(over: then).tabs {
            if let refusal = problem(in: tab, seen: &seen) { return refusal }
        }
        return nil
    }

    /// Why a restored pending request could never be carried out, if it could not.
    private func unusableReason(of pending: NavigationPendingRequest, in state: NavigationState) -> String? {
        guard let screen = screen(meeting: pending.requirement) else {
            return "its requirement '\(pending.requirement)' is not one this app declares"
        }
        // An entry without an id (0) is numbered when the state is restored: no id names it yet.
        let missing = { (id: NavigationEntryID, screen: String) in
            id == .unassigned
                ? "it names \(screen) by id 0, which names no screen" : "\(screen) is not in the state"
        }
        guard pending.screen != .unassigned, let waitsBehind = state.entry(pending.screen) else {
            return missing(pending.screen, "the screen it waits behind")
        }
        // The root gives one of them another id, so which one it names is anyone's guess.
        let shared = { (id: NavigationEntryID) in state.allEntries.lazy.filter { $0.id == id }.count > 1 }
        guard !shared(pending.screen) else {
            return "two screens share the id of the screen it waits behind"
        }
        guard waitsBehind.destination == screen else {
            return "it waits behind \(waitsBehind.routeID), not behind \(screen.routeID), which meets it"
        }
        let tab: String?
        switch pending.request {
        case .show(_, _, .entry(let id)):
            guard id != .unassigned, let asking = state.locate(id) else {
                return missing(id, "the screen that asked")
            }
            guard !shared(id) else { return "two screens share the id of the screen that asked" }
            // The layer the requirement's screen opened closes before the request is made again.
            if let closing = state.layerOpened(by: pending.screen), asking.tab == closing.tab,
                asking.layer >= closing.layer
            {
                return "the screen that asked closes with \(screen.routeID) before the request is made"
            }
            tab = nil
        case .show(_, _, .tab(let name)), .selectTab(let name): tab = name
        case .link(let place): tab = place.tab
        case .restoreTab(let restored): tab = restored.name
        }
        if let tab, tabIndex(named: tab) == nil { return "tab '\(tab)' is not a tab of this app" }
        // The tab a restored tab, or a link's place, would bring back follows a state's rules.
        if let refusal = problem(restoring: pending) { return "\(refusal)" }
        if case .link(let place) = pending.request,
            let refusal = problem(making: place, over: state, waitingAs: pending)
        {
            return "\(refusal)"
        }
        switch pending.sender {
        case .anchor(.entry(let id))? where id == .unassigned || !state.contains(id):
            return missing(id, "the screen that sent it")
        case .anchor(.entry(let id))? where shared(id):
            return "two screens share the id of the screen that sent it"
        case .anchor(.tab(let name))? where tabIndex(named: name) == nil:
            return "tab '\(name)' that sent it is not a tab of this app"
        default:
            return nil
        }
    }
}
