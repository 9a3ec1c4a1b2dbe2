/// Who asked for a change, which decides whose guards stand aside.
///
/// A screen's own layer may take itself apart (a payment step's "Pay" ends its flow); every
/// other change, the person's back and dismiss, a link, a restore, a sweep or another
/// layer's request, meets every guard.
enum ChangeOrigin {
    /// The person or the app, through the root.
    case person
    /// A screen, through a handle anchored to its entry.
    case screen(NavigationEntryID)
    /// App-level work on one tab, through a tab handle.
    case tab(String)

    init(_ anchor: NavigationAnchor) {
        switch anchor {
        case .entry(let id): self = .screen(id)
        case .tab(let name): self = .tab(name)
        }
    }
}

/// How far a pop goes on one layer.
enum PopTarget {
    /// Pops this many screens.
    case last(Int)
    /// Pops until this many screens are left.
    case keep(Int)
    /// Pops until this entry is on top.
    case entry(NavigationEntryID)
}

/// A change as it was asked, with its anchors, so that it can be planned again later: after
/// the person confirms leaving a screen, or (for a ``NavigationRequest``) once an access
/// requirement holds.
enum ChangeIntent {
    case request(NavigationRequest)
    case pop(NavigationAnchor, PopTarget)
    /// The anchor's screen leaves: popped with what is above it, or its layer dismissed.
    case leave(NavigationAnchor)
    /// The presented layer the anchor is on is dismissed.
    case dismiss(NavigationAnchor)
    /// Every presented layer and every alert, in every tab.
    case dismissAll
    /// The front layer's stack back to its first screen.
    case popFront
    /// A tab's own stack back to its root screen.
    case popTab(String)
    /// Every tab back to its root screen, nothing presented.
    case reset
    indirect case apply(NavigationState)
    /// Back to an entry: what is above it and every layer over its layer goes; `then` runs
    /// once the change is committed (a checkpoint's value is handed over there).
    case returnTo(NavigationEntryID, then: (@MainActor () -> Void)?)
}

extension ChangeIntent {
    /// What runs once the change is committed (a checkpoint return's hand-over).
    var completion: (@MainActor () -> Void)? {
        if case .returnTo(_, let then) = self { return then }
        return nil
    }

    /// The change in one word, for a guard's trace (`dismiss refused`).
    var word: String {
        switch self {
        case .request(.show(_, let method, _)): method.name
        case .request(.selectTab): "tab"
        case .request(.link): "link"
        case .request(.restoreTab), .apply: "restore"
        case .pop, .popFront, .popTab: "pop"
        case .leave: "back"
        case .dismiss, .dismissAll: "dismiss"
        case .reset: "reset"
        case .returnTo: "checkpoint return"
        }
    }
}

/// A planned change, resolved against the current state: positions are valid when it is made.
enum PlannedEdit {
    case none
    case push(tab: Int, layer: Int, AnyNavigationDestination)
    case present(tab: Int, NavigationPresentationStyle, AnyNavigationDestination)
    /// Keeps the first `keep` entries of a layer (none: the layer goes) and, with
    /// `dropAbove`, removes every layer over it.
    case cut(tab: Int, layer: Int, keep: Int, dropAbove: Bool, clearAlert: Bool)
    case selectTab(Int)
    /// A whole new state, already validated and numbered.
    indirect case replace(NavigationState)
}

extension Navigator {
    // MARK: - Running a change

    /// Plans a change against the current state, passes it through the guards and commits it.
    func run(_ intent: ChangeIntent, from origin: ChangeOrigin, waiving waived: Set<UInt64> = [])
        -> NavigationOutcome
    {
        guard callOutDepth == 0 else { return refuse(.changeInProgress) }
        // A screen that left acts no more, whatever its change would touch.
        if case .screen(let id) = origin, !storedState.contains(id) {
            return refuse(.detached(.entry(id)), in: "detached")
        }
        switch plan(intent) {
        case .failure(let refusal): return refuse(refusal, in: scope(of: origin))
        case .success(let edit):
            let outcome = commit(edit, intent: intent, origin: origin, waived: waived, checksAccess: true)
            if outcome.isApplied { traceProvided(by: intent, origin: origin) }
            if outcome.isApplied, let then = intent.completion { then() }
            return outcome
        }
    }

    /// The guards, in order: leave guards (locks refuse, confirmations ask), then access
    /// requirements (the request waits); only then is the value changed, once.
    func commit(
        _ edit: PlannedEdit, intent: ChangeIntent, origin: ChangeOrigin, waived: Set<UInt64>,
        checksAccess: Bool
    ) -> NavigationOutcome {
        if case .none = edit { return .applied }
        // Ids stay below 2^53, exact in every JSON reader; a counter that got there by a
        // hand-made snapshot stops the tree from growing rather than wrapping. Checked here so
        // that no path that adds a screen (the requirement's own sheet included) gets past it.
        switch edit {
        case .push, .present:
            guard storedState.nextEntryID < Self.entryIDLimit else {
                return refuse(.invalidState("the entry counter is exhausted"), in: scope(of: origin))
            }
        default:
            break
        }
        // Which entries leave is worked out only when something hangs on entries.
        let pendingScreen = storedState.pendingScreen
        let tracksRemovals = attachments.tracksEntries || !models.isEmpty || pendingScreen != nil
        let removed = tracksRemovals ? removedEntries(by: edit) : []
        if !attachments.guards.isEmpty, !removed.isEmpty {
            switch leaveVerdict(removed: removed, origin: origin, waived: waived) {
            case .pass:
                break
            case .locked(let route, let reason):
                let guarded = removed.lazy.compactMap { self.storedState.entry($0) }.first {
                    $0.routeID == route
                }
                emit(.leaveGuard, scope(of: origin)) {
                    NavigationTrace(
                        .leaveGuard, askingModule: module(of: origin), asked: route,
                        answeringModule: guarded.map { NavigationTrace.module(of: $0.destination) },
                        answer: "lock",
                        outcome: "\(reason): \(intent.word) refused", cause: cause(of: origin))
                }
                return refuse(.locked(route: route, reason: reason), in: scope(of: origin))
            case .confirm(let entry, let tokens, let confirmation):
                return park(
                    intent, origin: origin, waived: waived, guarding: entry, tokens: tokens, confirmation)
            }
        }
        if checksAccess, !accessPolicies.isEmpty, let blocked = firstBlocked(by: edit) {
            return hold(intent, edit: edit, blocked: blocked, origin: origin, waived: waived)
        }
        // A pending target whose screen leaves is settled once the change is made; so is one
        // whose requirement was met on another of its requirement's screens (signing in from
        // Settings while an order waits behind a sheet in Orders).
        if let pendingScreen, let waiting = storedState.pending {
            // A link made now is the newest intent: the one waiting is dropped (its screen
            // was taken out when the link was planned), not carried out after it.
            if case .request(let request) = intent, case .link = request {
                let cause = cause(of: origin)
                perform(edit, clearingPendingOf: pendingScreen)
                settle(removed: removed)
                pendingWaivers = []
                traceDropped(waiting, because: "replaced by \(request)", cause: cause)
                return .applied
            }
            if removed.contains(pendingScreen) {
                // Named before the change: the screen that asked may be the one leaving.
                let cause = cause(of: origin)
                perform(edit, clearingPendingOf: pendingScreen)
                settle(removed: removed)
                settle(waiting, cause: cause)
                return .applied
            }
            let anotherRequirementScreenLeaves = removesRequirementScreen(removed, of: waiting)
            perform(edit, clearingPendingOf: nil)
            settle(removed: removed)
            if anotherRequirementScreenLeaves, storedState.pending == waiting,
                accessPolicies[waiting.requirement].map(holds) == true
            {
                _ = carryOut(waiting)
            }
        } else {
            perform(edit, clearingPendingOf: nil)
            settle(removed: removed)
        }
        return .applied
    }

    /// Reports each provided destination a committed change brought in.
    ///
    /// That is the one a tap showed, or those a link or a restored tab holds. A whole
    /// restored state is said by its gate line, if anything in it waits, and by `where -m`.
    ///
    /// Only a root that reports info events looks: below that, a placeholder is still
    /// reported as a warning when its screen is drawn (``resolveProvided(_:reporting:)``).
    private func traceProvided(by intent: ChangeIntent, origin: ChangeOrigin) {
        guard readsInfoEvents else { return }
        switch intent {
        case .request(.show(let shown, let method, _)):
            traceProvided(shown, outcome: Self.describe(method, on: scope(of: origin)), origin: origin)
        case .request(.link(let target)):
            for shown in target.stack + (target.presentation?.stack ?? []) {
                traceProvided(shown, outcome: "in a link to \(target.tab)", origin: origin)
            }
        case .request(.restoreTab(let tab)):
            for shown in tab.layers.flatMap(\.entries).map(\.destination) {
                traceProvided(shown, outcome: "restored in \(tab.name)", origin: origin)
            }
        default:
            break
        }
    }

    /// Reports one provided destination with the screen its provider answered with.
    private func traceProvided(
        _ shown: AnyNavigationDestination, outcome: @autoclosure () -> String, origin: ChangeOrigin
    ) {
        guard providers[ObjectIdentifier(type(of: shown.base))] != nil || isProvided(shown.base) else {
            return
        }
        let answer = resolveProvided(unwrapped: shown.base, reporting: false)
        let missing = answer is UnprovidedDestination
        emit(.provider, scope(of: origin), level: missing ? .warning : .info) {
            guard !missing else {
                return NavigationTrace(
                    .missingProvider, askingModule: module(of: origin),
                    asked: NavigationTrace.name(of: shown),
                    outcome: "no provider; placeholder shown", cause: cause(of: origin))
            }
            return NavigationTrace(
                .provided, askingModule: module(of: origin), asked: NavigationTrace.name(of: shown),
                answeringModule: NavigationTrace.module(of: answer), answer: NavigationTrace.name(of: answer),
                outcome: outcome(), cause: cause(of: origin))
        }
    }

    // MARK: - Planning

    /// The layer an anchor acts on, with the anchor's own index (a tab anchor: its top).
    func location(of anchor: NavigationAnchor) -> Result<EntryLocation, NavigationRefusal> {
        switch anchor {
        case .entry(let id):
            guard let location = storedState.locate(id) else { return .failure(.detached(anchor)) }
            return .success(location)
        case .tab(let name):
            guard let tab = storedState.tabIndex(named: name) else { return .failure(.unknownTab(name)) }
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
            guard let tab = storedState.tabIndex(named: storedState.selectedTab) else {
                return .failure(.nothingToPop(stack: "root"))
            }
            let layer = storedState.tabs[tab].layers.count - 1
            guard storedState.tabs[tab].layers[layer].entries.count > 1 else {
                return .failure(.nothingToPop(stack: storedState.layerLabel(tab: tab, layer: layer)))
            }
            return .success(.cut(tab: tab, layer: layer, keep: 1, dropAbove: false, clearAlert: false))
        case .popTab(let name):
            guard let tab = storedState.tabIndex(named: name) else { return .failure(.unknownTab(name)) }
            guard storedState.tabs[tab].layers[0].entries.count > 1 else {
                return .failure(.nothingToPop(stack: name))
            }
            return .success(.cut(tab: tab, layer: 0, keep: 1, dropAbove: false, clearAlert: false))
        case .reset: return planReset()
        case .apply(let state): return prepare(state).map(PlannedEdit.replace)
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
            guard let tab = storedState.tabIndex(named: name) else { return .failure(.unknownTab(name)) }
            guard name == storedState.selectedTab else { return .success(.selectTab(tab)) }
            // The platform's convention: selecting the tab you are on takes it back to its
            // root, closing what is presented over it; at its root it does nothing more.
            let layers = storedState.tabs[tab].layers
            guard layers.count > 1 || layers[0].entries.count > 1 || layers[0].alert != nil else {
                return .success(.none)
            }
            return .success(.cut(tab: tab, layer: 0, keep: 1, dropAbove: true, clearAlert: true))
        case .link(let target):
            guard storedState.tabIndex(named: target.tab) != nil else {
                return .failure(.unknownTab(target.tab))
            }
            var state: NavigationState
            let changed: String
            (state, changed) = target.application(over: storedState)
            guard let tab = state.tabIndex(named: changed) else { return .failure(.unknownTab(changed)) }
            if let pending = storedState.pending { withdraw(pending, from: &state) }
            // Handed over, not copied: numbering writes into the state's arrays.
            return prepare(consume state, changingOnly: tab).map(PlannedEdit.replace)
        case .restoreTab(let tab):
            guard let index = storedState.tabIndex(named: tab.name) else {
                return .failure(.unknownTab(tab.name))
            }
            var state = storedState
            state.selectedTab = tab.name
            state.tabs[index] = tab.unnumbered
            return prepare(state, changingOnly: index).map(PlannedEdit.replace)
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
        case .keep(let count):
            guard entries.count > 1 else { return .failure(.nothingToPop(stack: label)) }
            guard count >= 1, count < entries.count else {
                return .failure(.notOnStack("position \(count &- 1) below the top"))
            }
            keep = count
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

    // MARK: - What a change removes and shows

    /// The ids of the entries a planned change takes out of the tree.
    func removedEntries(by edit: PlannedEdit) -> [NavigationEntryID] {
        switch edit {
        case .none, .push, .present, .selectTab:
            return []
        case .cut(let tab, let layer, let keep, let dropAbove, _):
            let layers = storedState.tabs[tab].layers
            var ids = layers[layer].entries[keep...].map(\.id)
            if dropAbove || keep == 0 {
                for above in layers[(layer + 1)...] { ids.append(contentsOf: above.entries.lazy.map(\.id)) }
            }
            return ids
        case .replace(let state):
            return entriesRemoved(goingTo: state)
        }
    }

    /// The current entries that `state` does not keep.
    ///
    /// An entry is kept when the new state has its id: numbering a state never lets an id
    /// of this tree name another screen (`isLive`), so the id alone says the screen stays.
    /// Position by position first, which is what applying a state you exported (or a link
    /// that leaves most tabs alone) looks like.
    func entriesRemoved(goingTo state: NavigationState) -> [NavigationEntryID] {
        var removed: [NavigationEntryID] = []
        for (tabIndex, tab) in storedState.tabs.enumerated() {
            let newLayers = state.tabs.indices.contains(tabIndex) ? state.tabs[tabIndex].layers : []
            for (layerIndex, layer) in tab.layers.enumerated() {
                let newEntries = newLayers.indices.contains(layerIndex) ? newLayers[layerIndex].entries : []
                for (index, entry) in layer.entries.enumerated() {
                    if newEntries.indices.contains(index), newEntries[index].id == entry.id { continue }
                    if !state.contains(entry.id) { removed.append(entry.id) }
                }
            }
        }
        return removed
    }

    /// The first screen a change would bring into sight whose access requirement fails.
    ///
    /// In sight means in the selected tab, whatever layer; a tab's root screen is never held
    /// back, and a screen already in sight is not looked at again.
    func firstBlocked(by edit: PlannedEdit) -> (route: String, requirement: NavigationAccessRequirement)? {
        // Nothing can be held while every requirement holds (a signed-in customer): no need to
        // look at what the change shows.
        var someRequirementFails = false
        for policy in accessPolicies.values where !holds(policy) {
            someRequirementFails = true
            break
        }
        guard someRequirementFails else { return nil }
        let selected = storedState.tabIndex(named: storedState.selectedTab)
        switch edit {
        case .push(let tab, _, let destination), .present(let tab, _, let destination):
            guard tab == selected, let requirement = unmetRequirement(of: destination) else { return nil }
            return (destination.routeID, requirement)
        case .selectTab(let tab):
            return firstBlocked(in: storedState.tabs[tab], notIn: EntryIDSet([]))
        case .replace(let state):
            guard let tab = state.selected else { return nil }
            var inSight: [NavigationEntryID] = []
            if let current = storedState.tabIndex(named: storedState.selectedTab) {
                inSight.reserveCapacity(storedState.tabs[current].layers.reduce(0) { $0 + $1.entries.count })
                for layer in storedState.tabs[current].layers.indices {
                    for index in storedState.tabs[current].layers[layer].entries.indices {
                        inSight.append(storedState.tabs[current].layers[layer].entries[index].id)
                    }
                }
            }
            return firstBlocked(in: tab, notIn: EntryIDSet(inSight))
        case .none, .cut:
            return nil
        }
    }

    private func firstBlocked(in tab: NavigationTabState, notIn inSight: EntryIDSet)
        -> (route: String, requirement: NavigationAccessRequirement)?
    {
        for layer in tab.layers.indices {
            // A tab's root screen is never held, so every tab stays reachable.
            for index in tab.layers[layer].entries.indices where layer > 0 || index > 0 {
                guard !inSight.contains(tab.layers[layer].entries[index].id),
                    let requirement = unmetRequirement(of: tab.layers[layer].entries[index].destination)
                else {
                    continue
                }
                return (tab.layers[layer].entries[index].routeID, requirement)
            }
        }
        return nil
    }

    /// The requirement of what a destination shows (a provided one through its provider),
    /// when the app registered it and it does not hold now.
    func unmetRequirement(of destination: AnyNavigationDestination) -> NavigationAccessRequirement? {
        let shown = resolveProvided(unwrapped: destination.base, reporting: false)
        guard let requirement = shown.accessRequirement, let policy = accessPolicies[requirement],
            !holds(policy)
        else { return nil }
        return requirement
    }

    // MARK: - Committing

    /// Changes the value in one step and reports it.
    private func perform(_ edit: PlannedEdit, clearingPendingOf leftScreen: NavigationEntryID?) {
        let report = wants(.info) ? describe(edit) : nil
        mutate { state in
            switch edit {
            case .none:
                break
            case .push(let tab, let layer, let destination):
                let entry = NavigationEntry(id: Self.mint(&state), destination: destination)
                // An alert belongs to the screen on top; a screen pushed over it takes it away.
                if state.tabs[tab].layers[layer].alert != nil { state.tabs[tab].layers[layer].alert = nil }
                state.tabs[tab].layers[layer].entries.append(entry)
            case .present(let tab, let style, let destination):
                let entry = NavigationEntry(id: Self.mint(&state), destination: destination)
                state.tabs[tab].layers.append(NavigationLayerState(style: style, entries: [entry]))
            case .cut(let tab, let layer, let keep, let dropAbove, let clearAlert):
                if keep == 0 {
                    state.tabs[tab].layers.removeSubrange(layer...)
                } else {
                    if dropAbove, layer + 1 < state.tabs[tab].layers.count {
                        state.tabs[tab].layers.removeSubrange((layer + 1)...)
                    }
                    state.tabs[tab].layers[layer].entries.removeSubrange(keep...)
                    if let alert = state.tabs[tab].layers[layer].alert,
                        clearAlert || alert.entry != state.tabs[tab].layers[layer].entries.last?.id
                    {
                        state.tabs[tab].layers[layer].alert = nil
                    }
                }
            case .selectTab(let tab):
                state.selectedTab = state.tabs[tab].name
            case .replace(let new):
                state = new
            }
            // A pending target whose screen left is settled after the change, and no longer waits.
            if let leftScreen, state.pendingScreen == leftScreen { state.pending = nil }
        }
        if let report { emit(.info, report.kind, report.scope, report.message()) }
    }

    /// Takes the next entry id from the state's counter.
    static func mint(_ state: inout NavigationState) -> NavigationEntryID {
        defer { state.nextEntryID &+= 1 }
        return NavigationEntryID(rawValue: state.nextEntryID)
    }

    /// What a change's event says, read before the change (the message after it).
    private func describe(_ edit: PlannedEdit) -> (
        kind: NavigationEvent.Kind, scope: String, message: () -> String
    ) {
        switch edit {
        case .none:
            return (.state, "root", { "nothing changed" })
        case .push(let tab, let layer, let destination):
            return (.push, storedState.layerLabel(tab: tab, layer: layer), { "push \(destination.routeID)" })
        case .present(let tab, let style, let destination):
            let label = storedState.layerLabel(tab: tab, layer: storedState.tabs[tab].layers.count - 1)
            return (.present, label, { "present \(destination.routeID) as \(style.rawValue)" })
        case .cut(let tab, let layer, let keep, let dropAbove, _):
            let label = storedState.layerLabel(tab: tab, layer: layer)
            let layers = storedState.tabs[tab].layers
            if keep == 0 {
                let route = layers[layer].entries[0].routeID
                return (.dismiss, storedState.layerLabel(tab: tab, layer: layer - 1), { "dismiss \(route)" })
            }
            let popped = layers[layer].entries[keep...].map(\.routeID)
            let dismissed = dropAbove ? layers[(layer + 1)...].map { $0.entries[0].routeID } : []
            return (
                popped.isEmpty ? .dismiss : .pop, label,
                {
                    var parts: [String] = []
                    if !popped.isEmpty { parts.append("pop " + popped.joined(separator: ", ")) }
                    if !dismissed.isEmpty { parts.append("dismiss " + dismissed.joined(separator: ", ")) }
                    return parts.isEmpty ? "close the alert" : parts.joined(separator: "; ")
                }
            )
        case .selectTab(let tab):
            let name = storedState.tabs[tab].name
            return (.tab, "root", { "select tab \(name)" })
        case .replace:
            return (
                .state, "root",
                { [weak self] in "applied state: \(self?.storedState.locationDescription ?? "")" }
            )
        }
    }

    /// After a change: what belonged to the entries that left goes, alerts keep their
    /// handlers only while they show.
    private func settle(removed: [NavigationEntryID]) {
        if !removed.isEmpty {
            if !models.isEmpty { models.release(removed) }
            if attachments.tracksEntries {
                for (entry, reason) in attachments.remove(removed) {
                    emit(.info, .lock, "root", "lock '\(reason)' of \(entry) released: its screen left")
                }
            }
        }
        if !attachments.alertActions.isEmpty { pruneAlertActions() }
    }

    /// Drops alert handlers whose alert no longer shows.
    func pruneAlertActions() {
        for (owner, actions) in attachments.alertActions {
            guard let location = storedState.locate(owner),
                let alert = storedState.tabs[location.tab].layers[location.layer].alert,
                alert.entry == owner, alert.id == actions.alertID
            else {
                attachments.alertActions[owner] = nil
                continue
            }
        }
    }

    /// The requirement's screen has left: carry out the request if the requirement holds
    /// now, drop it if not.
    private func settle(_ pending: NavigationPendingTarget, cause: NavigationCause) {
        guard let policy = accessPolicies[pending.requirement], holds(policy) else {
            pendingWaivers = []
            traceDropped(
                pending, because: "\(pending.requirement) not met when its screen closed", cause: cause)
            return
        }
        _ = carryOut(pending)
    }

    /// Whether a change takes away a screen of the requirement the pending target waits for.
    private func removesRequirementScreen(_ removed: [NavigationEntryID], of pending: NavigationPendingTarget)
        -> Bool
    {
        guard !removed.isEmpty, let policy = accessPolicies[pending.requirement] else { return false }
        for id in removed where storedState.entry(id)?.destination == policy.screen { return true }
        return false
    }

    /// Who a request acts for when it is carried out later.
    static func origin(of request: NavigationRequest) -> ChangeOrigin {
        if case .show(_, _, let anchor) = request { return ChangeOrigin(anchor) }
        return .person
    }

    func scope(of origin: ChangeOrigin) -> String {
        switch origin {
        case .person: "root"
        case .screen(let id): scope(of: .entry(id))
        case .tab(let name): name
        }
    }
}

extension NavigationTabState {
    /// The tab with every id cleared (the alerts' too), for the root to number again.
    var unnumbered: NavigationTabState {
        var tab = self
        for layer in tab.layers.indices {
            for index in tab.layers[layer].entries.indices {
                tab.layers[layer].entries[index].id = .unassigned
            }
            tab.layers[layer].alert?.entry = .unassigned
        }
        return tab
    }
}
