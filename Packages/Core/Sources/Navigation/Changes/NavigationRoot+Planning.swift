/// Planning: a change as asked becomes an edit with valid positions, or a refusal.
extension NavigationRoot {
    // MARK: - Planning

    /// The layer an anchor acts on, with the anchor's own index (a tab anchor: its top).
    package func location(of anchor: NavigationAnchor) throws(NavigationRefusal) -> EntryLocation {
        switch anchor {
        case .entry(let id):
            guard let location = storedState.locate(id) else { throw .detached(anchor) }
            return location
        case .tab(let name):
            guard let tab = tabIndex(named: name) else { throw .unknownTab(name) }
            return EntryLocation(tab: tab, layer: 0, index: storedState.tabs[tab].layers[0].entries.count - 1)
        }
    }

    func plan(_ intent: ChangeIntent) throws(NavigationRefusal) -> PlannedEdit {
        switch intent {
        case .request(let request): return try plan(request)
        case .pop(let anchor, let extent): return try plan(pop: extent, at: location(of: anchor))
        case .back(let anchor):
            // The screen leaves with what is above it; a layer's first screen takes its layer
            // with it. A tab handle going back pops its stack's top screen (its location is on
            // layer 0), and leaves what is presented over the stack.
            let location = try location(of: anchor)
            let isScreen = if case .entry = anchor { true } else { false }
            guard location.index > 0 || (isScreen && location.layer > 0) else { throw .nothingToGoBack }
            return .cut(
                tab: location.tab, layer: location.layer, keep: location.index, dropAbove: isScreen,
                clearAlert: false)
        case .dismiss(let anchor):
            let location = try location(of: anchor)
            guard case .entry = anchor, location.layer > 0 else { throw .nothingToDismiss }
            return .cut(tab: location.tab, layer: location.layer, keep: 0, dropAbove: true, clearAlert: false)
        case .dismissAll:
            guard let swept = sweep(toRoots: false) else { throw .nothingToDismiss }
            return swept
        case .reset: return sweep(toRoots: true) ?? .none
        case .apply(let state):
            // Applying the state you just exported changes nothing, so nobody is told it did.
            let prepared = try prepare(state)
            return prepared == storedState ? .none : .replace(prepared)
        case .showAlert(let alert): return try plan(showing: alert)
        case .closeAlert:
            guard let front = frontAlertLocation() else { throw .noAlert }
            return .alert(tab: front.tab, layer: front.layer, nil)
        case .dropPending:
            guard storedState.pending != nil else { throw .nothingPending }
            return .pending(nil)
        case .recheck(let inSight): return rechecked(inSight: inSight)
        case .closeWindow(let refusal, _):
            // The last window may have become this one while its leave confirmation's question was open.
            if let refusal = callingOut(refusal) { throw refusal }
            return .close
        case .returnTo(let entry, let keepingColumns, _):
            guard let location = storedState.locate(entry) else { throw .detached(.entry(entry)) }
            let layers = storedState.tabs[location.tab].layers
            let layer = layers[location.layer]
            if location.index == layer.entries.count - 1, location.layer == layers.count - 1,
                layer.alert == nil
            {
                return .none
            }
            return .cut(
                tab: location.tab, layer: location.layer,
                keep: keepingColumns ? layer.entries.count : location.index + 1,
                dropAbove: true, clearAlert: true)
        }
    }

    /// An alert may show only over a screen that shows (the one in front of its tab, or a
    /// split's earlier column), one at a time.
    private func plan(showing alert: NavigationAlertState) throws(NavigationRefusal) -> PlannedEdit {
        guard let location = storedState.locate(alert.entry) else {
            throw .detached(.entry(alert.entry))
        }
        let tab = storedState.tabs[location.tab]
        guard tab.shows(alert.entry, onLayer: location.layer) else {
            throw .notOnTop(route: storedState[location].routeID)
        }
        if let showing = tab.layers[location.layer].alert { throw .alertShowing(showing.id) }
        return .alert(tab: location.tab, layer: location.layer, alert)
    }

    private func plan(_ request: NavigationRequest) throws(NavigationRefusal) -> PlannedEdit {
        switch request {
        case .show(let destination, let method, let anchor):
            let location = try self.location(of: anchor)
            // Read in place: copying the layer would cost more than the push.
            let (tab, layer) = (location.tab, location.layer)
            guard let style = method.presentationStyle else {
                guard method == .push else {
                    throw .failed("send values go through the send chain")
                }
                guard storedState.tabs[tab].layers[layer].hasStack else {
                    throw .noStack(route: storedState.tabs[tab].layers[layer].entries[0].routeID)
                }
                // In a split, a screen that is not in the last column shows what it pushes in
                // the next one, replacing whatever was there.
                let replacing = layer == 0 && location.index < storedState.tabs[tab].columns - 1
                return .push(
                    tab: tab, layer: layer, destination, keep: replacing ? location.index + 1 : nil,
                    answers: answers(for: [destination]))
            }
            guard layer == storedState.tabs[tab].layers.count - 1 else {
                throw
                    .alreadyPresenting(
                        route: storedState.tabs[tab].layers[layer].entries.last?.routeID ?? "",
                        presented: storedState.tabs[tab].layers[layer + 1].entries[0].routeID)
            }
            return .present(tab: tab, style, destination, answers: answers(for: [destination]))
        case .selectTab(let name):
            guard let tab = tabIndex(named: name) else { throw .unknownTab(name) }
            guard name == storedState.selectedTab else { return .selectTab(tab) }
            // The platform's convention: selecting the tab you are on takes it back to its
            // root, closing what is presented over it; at its root it does nothing more.
            guard !storedState.tabs[tab].isAtRoot else { return .none }
            return .cut(tab: tab, layer: 0, keep: 1, dropAbove: true, clearAlert: true)
        case .link(let place):
            guard tabIndex(named: place.tab) != nil else {
                throw .unknownTab(place.tab)
            }
            // A link that pushes onto the stack the person is on is a push: it costs what a tap
            // does, whatever the depth of that stack (with a request waiting, the link first
            // takes it away, below).
            if place.policy == .push, storedState.pending == nil, let destination = place.destination,
                let tab = tabIndex(named: storedState.selectedTab),
                storedState.tabs[tab].layers[storedState.tabs[tab].layers.count - 1].hasStack
            {
                return .push(
                    tab: tab, layer: storedState.tabs[tab].layers.count - 1, destination, keep: nil,
                    answers: answers(for: [destination]))
            }
            // The newest intent wins: the pending request and the screen it waits behind go
            // first, and the link applies to what is left, so a screen it pushes or focuses is
            // never on the layer that closes.
            var base = storedState
            if let pending = base.pending { takeOut(pending, from: &base) }
            let (state, changed) = place.application(over: base)
            guard let tab = state.tabIndex(named: changed) else { throw .unknownTab(changed) }
            // A link to where the person already is changes nothing, so nobody is told it did.
            let prepared = try prepare(state, changingOnly: tab)
            return prepared == storedState
                ? .none : .replace(prepared, answers: answers(for: request.destinations))
        case .restoreTab(let tab):
            guard let index = tabIndex(named: tab.name) else {
                throw .unknownTab(tab.name)
            }
            var state = storedState
            state.selectedTab = tab.name
            state.tabs[index] = tab.unnumbered
            let prepared = try prepare(state, changingOnly: index)
            return prepared == storedState
                ? .none : .replace(prepared, answers: answers(for: request.destinations))
        }
    }

    /// A return to `entry` asked by `anchor`, decided when asked so a question that holds it
    /// carries out the same return.
    ///
    /// A split's earlier column returned to from a layer presented over the split (a wizard
    /// the list opened) keeps the columns beside it: only what was presented goes.
    package func returning(
        to entry: NavigationEntryID, from anchor: NavigationAnchor, then: (@MainActor () -> Void)?
    ) -> ChangeIntent {
        var keepingColumns = false
        if let screen = storedState.locate(entry), let asker = try? location(of: anchor),
            asker.tab == screen.tab, asker.layer > 0, screen.layer == 0
        {
            keepingColumns = screen.index < storedState.tabs[screen.tab].columns - 1
        }
        return .returnTo(entry, keepingColumns: keepingColumns, then: then)
    }

    /// Asks each provided destination's provider, once, what it shows.
    private func answers(for destinations: [AnyNavigationDestination]) -> ProviderAnswers {
        var answers: ProviderAnswers = [:]
        for destination in destinations where answers[destination] == nil && isProvided(destination.base) {
            answers[destination] = resolveProvided(unwrapped: destination.base, reporting: false)
        }
        return answers
    }

    private func plan(pop extent: PopExtent, at location: EntryLocation) throws(NavigationRefusal)
        -> PlannedEdit
    {
        let entries = storedState.tabs[location.tab].layers[location.layer].entries
        // Named only when a refusal needs it: building the label costs more than the pop.
        var label: String { storedState.layerLabel(tab: location.tab, layer: location.layer) }
        let keep: Int
        switch extent {
        case .last(let count):
            guard entries.count > 1 else { throw .nothingToPop(stack: label) }
            guard count > 0, count < entries.count else {
                throw .notOnStack("popping \(count) of \(entries.count - 1) screens")
            }
            keep = entries.count - count
        case .root:
            guard entries.count > 1 else { throw .nothingToPop(stack: label) }
            keep = 1
        case .entry(let id):
            // A plain loop: a closure per entry would cost an isolation check each.
            var index = entries.count - 1
            while index >= 0, entries[index].id != id { index -= 1 }
            guard index >= 0 else { throw .notOnStack("entry \(id)") }
            guard index < entries.count - 1 else { throw .nothingToPop(stack: label) }
            keep = index + 1
        }
        return .cut(tab: location.tab, layer: location.layer, keep: keep, dropAbove: false, clearAlert: false)
    }

    /// Every presented layer and every alert gone, in every tab, and with `toRoots` every tab's
    /// stack back to its first screen; `nil` when that changes nothing.
    private func sweep(toRoots: Bool) -> PlannedEdit? {
        var state = storedState
        var changed = false
        for tab in state.tabs.indices {
            let keep = toRoots ? 1 : state.tabs[tab].layers[0].entries.count
            let stack = state.tabs[tab].layers[0]
            guard state.tabs[tab].layers.count > 1 || stack.entries.count > keep || stack.alert != nil else {
                continue
            }
            state.cut(tab: tab, layer: 0, keep: keep, dropAbove: true, clearAlert: true)
            changed = true
        }
        return changed ? .replace(state) : nil
    }
}
