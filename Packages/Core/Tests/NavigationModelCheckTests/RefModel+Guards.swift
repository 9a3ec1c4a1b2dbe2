import Navigation

/// The guards over a proposed state: leave guards, then access; and how a held change settles.
extension RefModel {
    /// Entries of `before` that `after` does not have with the same destination.
    func removedEntries(from before: RefState, to after: RefState) -> Set<UInt64> {
        var kept: [UInt64: CheckedDestination] = [:]
        for entry in after.allEntries { kept[entry.id] = entry.destination }
        return Set(before.allEntries.filter { kept[$0.id] != $0.destination }.map(\.id))
    }

    enum Verdict {
        case locked(entry: UInt64)
        /// The question asked, those about what leaves with it that one Leave answers (`tokens`),
        /// and the tab of every question met.
        case confirm(token: UInt64, tokens: Set<UInt64>, tabs: [Int])
    }

    /// Whether the person going back from this entry would meet a lock or a leave confirmation.
    func leavingIsGuarded(_ id: UInt64) -> Bool {
        guard let proposed = plan(.leave(.entry(id))) else { return false }
        return leaveVerdict(removed: removedEntries(from: state, to: proposed), origin: .person, waived: [])
            != nil
    }

    /// The layer of a place, and its column on a split's stack: guards there stand aside for
    /// a change asked from there.
    func area(_ at: (tab: Int, layer: Int, index: Int)) -> (Int, Int, Int) {
        let column = at.layer == 0 ? Self.column(of: at.index, in: state.tabs[at.tab].name) : 0
        return (at.tab, at.layer, column)
    }

    func leaveVerdict(removed: Set<UInt64>, origin: RefOrigin, waived: Set<UInt64>) -> Verdict? {
        let asking: (tab: Int, layer: Int, index: Int)?
        // Who asked: a send step's sender, whoever runs the step's change.
        switch senders.last ?? origin {
        case .person: asking = nil
        case .screen(let id): asking = state.locate(id)
        case .tab: asking = nil
        }
        let originLayer = asking.map(area)
        // What a question asks about: a presented layer, or on a stack its part or its screen.
        var confirm: (token: UInt64, tab: Int, about: [Int])?
        var asks: [(token: UInt64, tab: Int, about: [Int])] = []
        for entry in guards.keys.sorted() {
            guard let at = state.locate(entry) else { continue }
            let sameArea = originLayer.map { $0 == area(at) } ?? false
            let layer = state.tabs[at.tab].layers[at.layer].entries
            for leaveGuard in guards[entry]! where !waived.contains(leaveGuard.token) {
                let hit: Bool
                var about = at.layer > 0 ? [at.tab, at.layer, 0] : [at.tab, 0, at.index]
                if !leaveGuard.layerScope {
                    hit = !sameArea && removed.contains(entry)
                } else if at.layer > 0 {
                    hit = !sameArea && removed.contains(layer[0].id)
                } else {
                    // On a stack, the screens in a row that ask for their layer are one part.
                    var first = at.index
                    while first > 0, guards[layer[first - 1].id]?.contains(where: \.layerScope) == true {
                        first -= 1
                    }
                    let fromPart =
                        asking.map { $0.tab == at.tab && $0.layer == 0 && $0.index >= first } ?? false
                    hit = !fromPart && removed.contains(entry) && removed.contains(layer[first].id)
                    about = [at.tab, 0, first]
                }
                guard hit else { continue }
                if leaveGuard.isLock { return .locked(entry: entry) }
                // Asked in the tab in front when a question stands there, else the oldest.
                if confirm == nil || (confirm?.tab != state.selectedIndex && at.tab == state.selectedIndex) {
                    confirm = (leaveGuard.token, at.tab, about)
                }
                asks.append((leaveGuard.token, at.tab, about))
            }
        }
        // One Leave answers the questions about what the asked one is about; others ask next.
        return confirm.map { asked in
            .confirm(
                token: asked.token, tokens: Set(asks.filter { $0.about == asked.about }.map(\.token)),
                tabs: asks.map(\.tab))
        }
    }

    /// The locked screen in front of its tab that `proposed` would cover (it stays, but
    /// something else is in front), asked by anyone but a screen of its own layer; the first
    /// tab's, when there are several.
    func coveredLock(_ proposed: RefState, origin: RefOrigin) -> UInt64? {
        var covered: [(tab: Int, entry: UInt64)] = []
        var askingLayer: (Int, Int, Int)?
        if case .screen(let id) = senders.last ?? origin, let at = state.locate(id) {
            askingLayer = area(at)
        }
        for (entry, entryGuards) in guards where entryGuards.contains(where: \.isLock) {
            guard let at = state.locate(entry) else { continue }
            let layers = state.tabs[at.tab].layers
            guard at.layer == layers.count - 1, at.index == layers[at.layer].entries.count - 1 else {
                continue
            }
            if let askingLayer, askingLayer == area(at) { continue }
            guard proposed.contains(entry), let front = proposed.tabs[at.tab].layers.last?.entries.last else {
                continue
            }
            if front.id != entry { covered.append((at.tab, entry)) }
        }
        return covered.min { $0.tab < $1.tab }?.entry
    }

    /// Whether a protected screen comes into sight while the customer is signed out.
    func blocked(from before: RefState, to after: RefState) -> Bool? {
        guard !signedIn else { return nil }
        let wasInSight = Set(before.inSight.map(\.id))
        let tab = after.tabs[after.selectedIndex]
        for (layer, layerState) in tab.layers.enumerated() {
            for (index, entry) in layerState.entries.enumerated() where layer > 0 || index > 0 {
                if !wasInSight.contains(entry.id), entry.destination.accessRequirement != nil { return true }
            }
        }
        return nil
    }

    /// Whether the screen a verdict's guard is on (a lock's, or any question's the change
    /// would ask in turn) is in another tab the gate would hold: then a request waits for the
    /// sign-in, and anything else is refused (nobody is asked).
    func guardIsUnseen(_ verdict: Verdict) -> Bool {
        let tabs =
            switch verdict {
            case .locked(let entry): [state.locate(entry)!.tab]
            case .confirm(_, _, let tabs): tabs
            }
        return tabs.contains { tab in
            guard tab != state.selectedIndex else { return false }
            var there = state
            there.selected = state.tabs[tab].name
            return blocked(from: state, to: there) != nil
        }
    }

    mutating func holdForConfirmation(
        _ intent: RefIntent, origin: RefOrigin, waived: Set<UInt64>, token: UInt64, tokens: Set<UInt64>,
        tabs: [Int]
    )
        -> RefOutcome
    {
        let guarded = guards.first { $0.value.contains { $0.token == token } }!.key
        let route = state.allEntries.first { $0.id == guarded }!.destination.routeID
        // The question shows in front of the guarded screen's own tab, which comes to the front.
        let askedIn = state.selected
        let tab = state.locate(guarded)!.tab
        let at = (tab: tab, layer: state.tabs[tab].layers.count - 1)
        let front = state.tabs[tab].layers[at.layer].entries.last!
        // Every question it meets asks in its tab: an alert there that is none is answered first.
        for other in [tab] + tabs {
            if let showing = state.tabs[other].layers.last!.alert {
                guard case .leave? = alertActions[showing.owner]?.actions else { return .refused }
            }
        }
        // One question at a time: another still open closes, with the change it held.
        for (owner, handlers) in alertActions {
            guard case .leave = handlers.actions, let other = state.locate(owner),
                state.tabs[other.tab].layers[other.layer].alert?.id == handlers.alertID
            else { continue }
            state.tabs[other.tab].layers[other.layer].alert = nil
            alertActions[owner] = nil
        }
        state.selected = state.tabs[tab].name
        questionsAsked += 1
        questionAbout = guarded
        state.tabs[at.tab].layers[at.layer].alert = RefAlert(
            id: route + "/leave", owner: front.id, labels: ["Leave", "Stay"])
        let over: RefState? = if case .apply = intent { state } else { nil }
        alertActions[front.id] = (
            route + "/leave",
            .leave(intent, senders.last ?? origin, waived.union(tokens), askedIn: askedIn, over: over)
        )
        return .heldConfirm
    }

    mutating func holdForAccess(
        _ intent: RefIntent, proposed: RefState, origin: RefOrigin, waived: Set<UInt64>
    )
        -> RefOutcome
    {
        let request: RefRequest
        switch intent {
        case .request(let asked):
            // Another request would replace the one bringing back what a restore cut off.
            if let waiting = state.pending, waiting.request != asked,
                let refusal = refusalByWhatWasCut(waiting)
            {
                return refusal
            }
            request = asked
        case .apply:
            // The whole state, on a tab that shows nothing protected (the one in front now,
            // else the first); the tab it had in front waits for the sign-in.
            let names = ([state.selected] + proposed.tabs.map(\.name)).filter { name in
                proposed.tabs.contains { $0.name == name }
            }
            let free = names.first { name in
                var there = proposed
                there.selected = name
                return blocked(from: state, to: there) == nil
            }
            var partial = proposed
            if let free {
                request = .selectTab(proposed.selected)
                partial.selected = free
            } else {
                // Every tab shows something protected: one is cut below the first, one whose
                // cut loses no guarded screen if there is one, else the state's own.
                partial.selected =
                    names.first { name in !cutLosesAGuard(proposed.tabs.first { $0.name == name }!) }
                    ?? proposed.selected
                request = .restoreTab(partial.tabs[partial.selectedIndex])
                partial = cutBelowFirstProtected(partial)
            }
            // What is cut away may be more than the whole state removed: the guards look again.
            let outcome = commit(
                partial, intent: .apply(partial), origin: origin, waived: waived, checksAccess: false)
            guard outcome == .applied else { return outcome }
        default:
            return .refused
        }
        // A send is one request: the person goes back to the tab they sent it from, unless a
        // protected screen an earlier step pushed there out of sight would show.
        if !senders.isEmpty, let start = chains.first?.startTab, start != state.selected {
            var back = state
            back.selected = start
            if blocked(from: state, to: back) == nil { state = back }
        }
        var screen = state.front.id
        if state.front.destination != .signIn {
            let id = state.mint()
            let below = state.tabs[state.selectedIndex].layers.count - 1
            if let alert = state.tabs[state.selectedIndex].layers[below].alert {
                state.tabs[state.selectedIndex].layers[below].alert = nil
                alertActions[alert.owner] = nil
            }
            state.tabs[state.selectedIndex].layers.append(
                RefLayer(style: .sheet, entries: [RefEntry(id: id, destination: .signIn)]))
            screen = id
        }
        let replaced = state.pending
        // A send step waits as its sender's request, not as the receiver's that ran it.
        var requestOrigin = RefOrigin.person
        if case .show(_, _, let anchor) = request { requestOrigin = RefOrigin(anchor) }
        let sender = senders.last.flatMap { $0 == requestOrigin ? nil : $0 }
        state.pending = RefPending(request: request, screen: screen, sender: sender)
        pendingWaivers = waived
        // Another request replaces it; the same one asked again keeps what waits on it.
        if let replaced, replaced != state.pending { dropRest(waitingOn: replaced) }
        // One pending request, one sign-in sheet: the earlier sheet closes.
        if let replaced, replaced.screen != screen { closeSignIn(replaced.screen) }
        return .heldAccess
    }

    /// The screens of a tab above its root in stacking order, from the first protected one
    /// that was out of sight: what a cut for access takes off.
    func cutOff(_ tab: RefTab) -> [(layer: Int, index: Int)] {
        let wasInSight = Set(state.inSight.map(\.id))
        let positions = tab.layers.indices.flatMap { layer in
            tab.layers[layer].entries.indices.map { (layer: layer, index: $0) }
        }.dropFirst()
        guard
            let first = positions.firstIndex(where: { position in
                let entry = tab.layers[position.layer].entries[position.index]
                return !wasInSight.contains(entry.id) && entry.destination.accessRequirement != nil
            })
        else { return [] }
        return Array(positions[first...])
    }

    /// The screens a restore cut off (in the waiting request's tab, no longer in the tree)
    /// that declare a guard refuse the change that would drop them: out of sight, a lock
    /// (first) says sign-in comes first, and a question is not asked.
    func refusalByWhatWasCut(_ waiting: RefPending) -> RefOutcome? {
        guard case .restoreTab(let tab) = waiting.request else { return nil }
        let cut = tab.layers.flatMap(\.entries).filter { !state.contains($0.id) }.map(
            \.destination.leaveGuard)
        if cut.contains(where: { if case .lock? = $0 { true } else { false } }) { return .refusedUnseenLock }
        return cut.contains { $0 != nil } ? .refusedUnseen : nil
    }

    /// Whether a cut for access of this tab takes off a screen that carries a guard.
    func cutLosesAGuard(_ tab: RefTab) -> Bool {
        cutOff(tab).contains { position in
            let entry = tab.layers[position.layer].entries[position.index]
            return guards[entry.id] != nil || entry.destination.leaveGuard != nil
        }
    }

    /// A state to apply with its selected tab kept up to the first protected screen that
    /// was out of sight.
    func cutBelowFirstProtected(_ proposed: RefState) -> RefState {
        var partial = proposed
        let tab = partial.selectedIndex
        var layers = partial.tabs[tab].layers
        if let blocked = cutOff(partial.tabs[tab]).first {
            layers = Array(layers.prefix(blocked.index == 0 ? blocked.layer : blocked.layer + 1))
            if blocked.index > 0 {
                layers[blocked.layer].entries = Array(layers[blocked.layer].entries.prefix(blocked.index))
            }
        }
        partial.tabs[tab].layers = layers
        if let owner = layers.last?.alert?.owner, !partial.tabs[tab].shows(owner, onLayer: layers.count - 1) {
            partial.tabs[tab].layers[layers.count - 1].alert = nil
        }
        if let pending = partial.pending, !partial.contains(pending.screen) { partial.pending = nil }
        return partial
    }

    /// What belonged to removed entries goes; handlers of alerts that no longer show go, and
    /// so does a question whose screen left.
    mutating func release(removed: Set<UInt64>) {
        for id in removed {
            guards[id] = nil
            checkpoints[id] = nil
            alertActions[id] = nil
            models.remove(id)
        }
        receivers.removeAll { receiver in
            if case .entry(let id) = receiver.anchor { return removed.contains(id) }
            return false
        }
        for (owner, handlers) in alertActions {
            guard let at = state.locate(owner), let alert = state.tabs[at.tab].layers[at.layer].alert,
                alert.id == handlers.alertID
            else {
                alertActions[owner] = nil
                continue
            }
            // A question about a screen that left closes, even when a renumbered state moved
            // it onto the screen that now tops its layer, or into another tab.
            if case .leave = handlers.actions, let about = questionAbout,
                removed.contains(about) || (!removed.isEmpty && state.locate(about)?.tab != at.tab)
            {
                state.tabs[at.tab].layers[at.layer].alert = nil
                alertActions[owner] = nil
            } else if alert.owner != owner {
                alertActions[owner] = nil
            }
        }
    }

    /// The window comes forward: a request that waited for a sign-in made since goes ahead;
    /// what came of it.
    mutating func broughtForward() -> RefOutcome? {
        closeOutdatedQuestions()
        guard signedIn, let pending = state.pending else { return nil }
        return runPending(pending)
    }

    mutating func settle(_ pending: RefPending) {
        guard signedIn else {
            pendingWaivers = []
            dropRest(waitingOn: pending)
            return
        }
        runPending(pending)
    }

    /// Signed in: the sign-in sheet closes if it still shows, the request's tab comes to the
    /// front, and the request runs again past the questions it was already answered past.
    @discardableResult
    mutating func runPending(_ pending: RefPending) -> RefOutcome {
        carriedOutAfterSignIn += 1
        if state.pending == pending { state.pending = nil }
        let waived = pendingWaivers
        pendingWaivers = []
        closeSignIn(pending.screen)
        let origin: RefOrigin
        if case .show(_, _, let anchor) = pending.request {
            origin = pending.sender ?? RefOrigin(anchor)
            let tab: String? =
                switch anchor {
                case .tab(let name): name
                case .entry(let id): state.locate(id).map { state.tabs[$0.tab].name }
                }
            if let tab, tab != state.selected { _ = run(.request(.selectTab(tab)), from: .person) }
        } else {
            origin = pending.sender ?? .person
        }
        let outcome = run(.request(pending.request), from: origin, waiving: waived)
        settleHeldRest(.pending(pending), outcome)
        return outcome
    }

    /// Closes a sign-in sheet (its layer and what is over it) when it is a presented layer.
    mutating func closeSignIn(_ id: UInt64) {
        guard let at = state.layerOpened(by: id) else { return }
        var next = state
        Self.cut(&next, tab: at.tab, layer: at.layer, keep: 0, dropAbove: true, clearAlert: false)
        _ = commit(next, intent: .dismiss(.entry(id)), origin: .person, waived: [], checksAccess: false)
    }
}
