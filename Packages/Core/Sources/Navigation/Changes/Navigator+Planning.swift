/// Planning: a change as asked becomes an edit with valid positions, or a refusal.
extension Navigator {
    // MARK: - Planning

    /// The layer an anchor acts on, with the anchor's own index (a tab anchor: its top).
    func location(of anchor: NavigationAnchor) -> Result<EntryLocation, NavigationRefusal> {
        switch anchor {
        case .entry(let id):
            guard let location = storedState.locate(id) else { return .failure(.detached(anchor)) }
            return .success(location)
        case .tab(let name):
            guard let tab = tabIndex(named: name) else { return .failure(.unknownTab(name)) }
            return .success(
                EntryLocation(tab: tab, layer: 0, index: storedState.tabs[tab].layers[0].entries.count - 1))
        }
    }

    func plan(_ intent: ChangeIntent) -> Result<PlannedEdit, NavigationRefusal> {
        switch intent {
        case .request(let request): return plan(request)
        case .pop(let anchor, let target): return location(of: anchor).flatMap { plan(pop: target, at: $0) }
        case .leave(let anchor): return location(of: anchor).flatMap { planLeave(at: $0, anchor: anchor) }
        case .dismiss(let anchor):
            return location(of: anchor).flatMap { location in
                guard case .entry = anchor, location.layer > 0 else { return .failure(.nothingToDismiss) }
                return .success(
                    .cut(
                        tab: location.tab, layer: location.layer, keep: 0, dropAbove: true, clearAlert: false)
                )
            }
        case .dismissAll: return planDismissAll()
        case .popFront:
            guard let tab = tabIndex(named: storedState.selectedTab) else {
                return .failure(.nothingToPop(stack: "root"))
            }
            let layer = storedState.tabs[tab].layers.count - 1
            guard storedState.tabs[tab].layers[layer].entries.count > 1 else {
                return .failure(.nothingToPop(stack: storedState.layerLabel(tab: tab, layer: layer)))
            }
            return .success(.cut(tab: tab, layer: layer, keep: 1, dropAbove: false, clearAlert: false))
        case .popTab(let name):
            guard let tab = tabIndex(named: name) else { return .failure(.unknownTab(name)) }
            guard storedState.tabs[tab].layers[0].entries.count > 1 else {
                return .failure(.nothingToPop(stack: name))
            }
            return .success(.cut(tab: tab, layer: 0, keep: 1, dropAbove: false, clearAlert: false))
        case .reset: return planReset()
        case .apply(let state):
            // Applying the state you just exported changes nothing, so nobody is told it did.
            return prepare(state).map { $0 == storedState ? .none : .replace($0) }
        case .showAlert(let alert): return plan(showing: alert)
        case .closeAlert:
            guard let front = frontAlertLocation() else { return .failure(.noAlert) }
            return .success(.alert(tab: front.tab, layer: front.layer, nil))
        case .dropPending:
            guard storedState.pending != nil else { return .failure(.nothingPending) }
            return .success(.pending(nil))
        case .returnTo(let entry, _):
            guard let location = storedState.locate(entry) else { return .failure(.detached(.entry(entry))) }
            let layers = storedState.tabs[location.tab].layers
            let layer = layers[location.layer]
            if location.index == layer.entries.count - 1, location.layer == layers.count - 1,
                layer.alert == nil
            {
                return .success(.none)
            }
            return .success(
                .cut(
                    tab: location.tab, layer: location.layer, keep: location.index + 1, dropAbove: true,
                    clearAlert: true))
        }
    }

    /// An alert may show only over the screen in front of its tab, one at a time.
    private func plan(showing alert: NavigationAlertState) -> Result<PlannedEdit, NavigationRefusal> {
        guard let location = storedState.locate(alert.entry) else {
            return .failure(.detached(.entry(alert.entry)))
        }
        let layers = storedState.tabs[location.tab].layers
        guard location.index == layers[location.layer].entries.count - 1, location.layer == layers.count - 1
        else {
            return .failure(.notOnTop(route: storedState[location].routeID))
        }
        if let showing = layers[location.layer].alert { return .failure(.alertShowing(showing.id)) }
        return .success(.alert(tab: location.tab, layer: location.layer, alert))
    }

    private func plan(_ request: NavigationRequest) -> Result<PlannedEdit, NavigationRefusal> {
        switch request {
        case .show(let destination, let method, let anchor):
            let location: EntryLocation
            switch self.location(of: anchor) {
            case .failure(let refusal): return .failure(refusal)
            case .success(let found): location = found
            }
            // Read in place: copying the layer would cost more than the push.
            let (tab, layer) = (location.tab, location.layer)
            guard let style = method.presentationStyle else {
                guard method == .push else {
                    return .failure(.failed("send values go through the send chain"))
                }
                guard storedState.tabs[tab].layers[layer].hasStack else {
                    return .failure(.noStack(route: storedState.tabs[tab].layers[layer].entries[0].routeID))
                }
                return .success(.push(tab: tab, layer: layer, destination))
            }
            guard layer == storedState.tabs[tab].layers.count - 1 else {
                return .failure(
                    .alreadyPresenting(
                        route: storedState.tabs[tab].layers[layer].top?.routeID ?? "",
                        presented: storedState.tabs[tab].layers[layer + 1].entries[0].routeID))
            }
            return .success(.present(tab: tab, style, destination))
        case .selectTab(let name):
            guard let tab = tabIndex(named: name) else { return .failure(.unknownTab(name)) }
            guard name == storedState.selectedTab else { return .success(.selectTab(tab)) }
            // The platform's convention: selecting the tab you are on takes it back to its
            // root, closing what is presented over it; at its root it does nothing more.
            let layers = storedState.tabs[tab].layers
            guard layers.count > 1 || layers[0].entries.count > 1 || layers[0].alert != nil else {
                return .success(.none)
            }
            return .success(.cut(tab: tab, layer: 0, keep: 1, dropAbove: true, clearAlert: true))
        case .link(let target):
            guard tabIndex(named: target.tab) != nil else {
                return .failure(.unknownTab(target.tab))
            }
            var state: NavigationState
            let changed: String
            if let pending = storedState.pending {
                // The newest intent wins: the pending target and the screen it waits behind
                // go first, and the link applies to what is left, so a screen it pushes or
                // focuses is never on the layer that closes.
                var base = storedState
                withdraw(pending, from: &base)
                (state, changed) = target.application(over: base)
            } else {
                (state, changed) = target.application(over: storedState)
            }
            guard let tab = state.tabIndex(named: changed) else { return .failure(.unknownTab(changed)) }
            // Handed over, not copied: numbering writes into the state's arrays. A link to
            // where the person already is changes nothing, so nobody is told it did.
            switch prepare(consume state, changingOnly: tab) {
            case .failure(let refusal): return .failure(refusal)
            case .success(let prepared): return .success(prepared == storedState ? .none : .replace(prepared))
            }
        case .restoreTab(let tab):
            guard let index = tabIndex(named: tab.name) else {
                return .failure(.unknownTab(tab.name))
            }
            var state = storedState
            state.selectedTab = tab.name
            state.tabs[index] = tab.unnumbered
            return prepare(state, changingOnly: index).map { $0 == storedState ? .none : .replace($0) }
        }
    }

    private func plan(pop target: PopTarget, at location: EntryLocation) -> Result<
        PlannedEdit, NavigationRefusal
    > {
        let entries = storedState.tabs[location.tab].layers[location.layer].entries
        // Named only when a refusal needs it: building the label costs more than the pop.
        var label: String { storedState.layerLabel(tab: location.tab, layer: location.layer) }
        let keep: Int
        switch target {
        case .last(let count):
            guard entries.count > 1 else { return .failure(.nothingToPop(stack: label)) }
            guard count > 0, count < entries.count else {
                return .failure(.notOnStack("popping \(count) of \(entries.count - 1) screens"))
            }
            keep = entries.count - count
        case .root:
            guard entries.count > 1 else { return .failure(.nothingToPop(stack: label)) }
            keep = 1
        case .entry(let id):
            // A plain loop: a closure per entry would cost an isolation check each.
            var index = entries.count - 1
            while index >= 0, entries[index].id != id { index -= 1 }
            guard index >= 0 else { return .failure(.notOnStack("entry \(id)")) }
            guard index < entries.count - 1 else { return .failure(.nothingToPop(stack: label)) }
            keep = index + 1
        }
        return .success(
            .cut(tab: location.tab, layer: location.layer, keep: keep, dropAbove: false, clearAlert: false))
    }

    private func planLeave(at location: EntryLocation, anchor: NavigationAnchor) -> Result<
        PlannedEdit, NavigationRefusal
    > {
        guard case .entry = anchor else {
            // A tab handle going back pops its stack's top screen.
            guard location.index > 0 else { return .failure(.nothingToGoBack) }
            return .success(
                .cut(tab: location.tab, layer: 0, keep: location.index, dropAbove: false, clearAlert: false))
        }
        if location.index > 0 {
            return .success(
                .cut(
                    tab: location.tab, layer: location.layer, keep: location.index, dropAbove: true,
                    clearAlert: false))
        }
        guard location.layer > 0 else { return .failure(.nothingToGoBack) }
        return .success(
            .cut(tab: location.tab, layer: location.layer, keep: 0, dropAbove: true, clearAlert: false))
    }

    private func planDismissAll() -> Result<PlannedEdit, NavigationRefusal> {
        var state = storedState
        var changed = false
        for tab in state.tabs.indices {
            if state.tabs[tab].layers.count > 1 {
                state.tabs[tab].layers.removeSubrange(1...)
                changed = true
            }
            if state.tabs[tab].layers[0].alert != nil {
                state.tabs[tab].layers[0].alert = nil
                changed = true
            }
        }
        return changed ? .success(.replace(state)) : .failure(.nothingToDismiss)
    }

    private func planReset() -> Result<PlannedEdit, NavigationRefusal> {
        var state = storedState
        var changed = false
        for tab in state.tabs.indices {
            let base = state.tabs[tab].layers[0]
            if state.tabs[tab].layers.count > 1 || base.entries.count > 1 || base.alert != nil {
                state.tabs[tab].layers = [NavigationLayerState(entries: [base.entries[0]])]
                changed = true
            }
        }
        return .success(changed ? .replace(state) : .none)
    }
}
