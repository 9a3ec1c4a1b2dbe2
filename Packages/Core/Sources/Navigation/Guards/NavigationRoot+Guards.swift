/// What the leave guards say about a change.
enum LeaveVerdict {
    case pass
    /// A lock refuses: the reason, and where its screen is.
    case locked(reason: String, at: EntryLocation)
    /// One confirmation's question is asked (the first in the tab in front, else the first).
    ///
    /// Leaving answers it and the others about what leaves with it (`tokens`: its presented
    /// layer, or on a tab's stack its part or its screen); any other the change meets asks in
    /// turn. `all` is where each confirmation the change meets is.
    case confirm(
        entry: NavigationEntryID, tokens: Set<UInt64>, NavigationLeaveConfirmation, all: [EntryLocation])
}

extension NavigationRoot {
    // MARK: - Leave guards

    /// Looks at every guard whose screen (or layer) the change removes.
    ///
    /// Guards on the layer of the screen that asked for the change stand aside (on a stack, a
    /// question for the layer stands aside for the screens of its part, ``stackPart(of:in:)``),
    /// as do guards the person already answered; a lock refuses at once, and a confirmation is asked only
    /// when no lock refuses. Who asked is the sender of a send step, not the receiver that
    /// runs it: a value sent from another tab gets no waiver here.
    func leaveVerdict(removed: [RemovedEntry], origin: NavigationAnchor?, waived: Set<UInt64>)
        -> LeaveVerdict
    {
        let removedIDs = Set(removed.lazy.map(\.id))
        let asking = askingLocation(for: origin)
        let originArea = asking.map(area(at:))
        let selected = tabIndex(named: storedState.selectedTab)
        var confirmation:
            (
                entry: NavigationEntryID, question: NavigationLeaveConfirmation, at: EntryLocation,
                unit: EntryLocation
            )?
        // Each confirmation met, with what it asks about: a presented layer, or on a tab's
        // stack its part or its screen (where that starts). One Leave answers one of these.
        var confirmations: [(token: UInt64, at: EntryLocation, unit: EntryLocation)] = []
        // Only guards that can stop this change are looked at, oldest first: those of the
        // removed entries, and those on a presented layer whose first screen goes (a state can
        // renumber it and keep the rest), each with where it is.
        var guarded: [NavigationEntryID: EntryLocation] = [:]
        for entry in removed where attachments.guards[entry.id] != nil { guarded[entry.id] = entry.location }
        for (tab, tabState) in storedState.tabs.enumerated() {
            for (layer, layerState) in tabState.layers.enumerated().dropFirst()
            where removedIDs.contains(layerState.entries[0].id) {
                for (index, entry) in layerState.entries.enumerated()
                where attachments.guards[entry.id] != nil {
                    guarded[entry.id] = EntryLocation(tab: tab, layer: layer, index: index)
                }
            }
        }
        var partStarts: [Int: [Int]] = [:]
        for (entry, location) in guarded.sorted(by: { $0.key < $1.key }) {
            let sameArea = originArea == area(at: location)
            let screenLeaves = removedIDs.contains(entry)
            for leaveGuard in attachments.guards[entry] ?? [] where !waived.contains(leaveGuard.token) {
                var unit =
                    location.layer > 0
                    ? EntryLocation(tab: location.tab, layer: location.layer, index: 0) : location
                if leaveGuard.scope == .screen {
                    guard !sameArea, screenLeaves else { continue }
                } else if location.layer > 0 {
                    let layerRoot = storedState.tabs[location.tab].layers[location.layer].entries[0].id
                    guard !sameArea, removedIDs.contains(layerRoot) else { continue }
                } else {
                    // A tab's stack never leaves: there the screens in a row that ask for their
                    // layer are one part, as a sheet is, which leaves when its first screen
                    // goes (with this one) and whose own screens act without being asked.
                    let first = stackPart(of: location, in: &partStarts)
                    let firstScreen = storedState.tabs[location.tab].layers[0].entries[first].id
                    let fromItsPart = asking.map {
                        $0.tab == location.tab && $0.layer == 0 && $0.index >= first
                    }
                    guard fromItsPart != true, screenLeaves, removedIDs.contains(firstScreen) else {
                        continue
                    }
                    unit.index = first
                }
                switch leaveGuard.kind {
                case .lock(let reason):
                    return .locked(reason: reason, at: location)
                case .confirm(let question, _):
                    // The person is asked where they are, when a question stands there.
                    if confirmation == nil || (confirmation?.at.tab != selected && location.tab == selected) {
                        confirmation = (entry, question, location, unit)
                    }
                    confirmations.append((leaveGuard.token, location, unit))
                }
            }
        }
        guard let confirmation else { return .pass }
        let answered = confirmations.filter { $0.unit == confirmation.unit }.map(\.token)
        return .confirm(
            entry: confirmation.entry, tokens: Set(answered), confirmation.question,
            all: confirmations.map(\.at))
    }

    /// Where the part of a tab's stack that the screen at `location` is in starts: the first
    /// of the screens in a row below it, itself included, that ask before their layer leaves.
    ///
    /// Worked out once per stack a verdict looks at, so a long stack costs one pass.
    private func stackPart(of location: EntryLocation, in starts: inout [Int: [Int]]) -> Int {
        if let known = starts[location.tab] { return known[location.index] }
        var first: [Int] = []
        var belowAsks = false
        for (index, entry) in storedState.tabs[location.tab].layers[0].entries.enumerated() {
            let asks = attachments.guards[entry.id]?.contains { $0.scope == .layer } == true
            first.append(asks && belowAsks ? first[index - 1] : index)
            belowAsks = asks
        }
        starts[location.tab] = first
        return first[location.index]
    }

    /// Attaches the guard each screen a committed change brought into the tree declares
    /// (``NavigationDestination/leaveGuard``); `replaced` is the tree a whole new state replaced.
    ///
    /// A provided destination carries the guard of the screen its provider answered with. A
    /// screen that stayed keeps what it carries: a guard its handle released stays released.
    func attachDeclaredGuards(by edit: PlannedEdit, replacing replaced: NavigationState?) {
        switch edit {
        case .push(let tab, let layer, let destination, _, let answers):
            let index = storedState.tabs[tab].layers[layer].entries.count - 1
            let location = EntryLocation(tab: tab, layer: layer, index: index)
            attachDeclaredGuard(of: shown(destination, answers: answers), at: location)
        case .present(let tab, _, let destination, let answers):
            let location = EntryLocation(tab: tab, layer: storedState.tabs[tab].layers.count - 1, index: 0)
            attachDeclaredGuard(of: shown(destination, answers: answers), at: location)
        case .replace(_, let answers):
            let stayed = Set(replaced?.entryIDs ?? [])
            storedState.forEachEntry { location, entry in
                guard !stayed.contains(entry.id) else { return }
                attachDeclaredGuard(of: shown(entry.destination, answers: answers), at: location)
            }
        default:
            return
        }
    }

    /// Attaches the guard `shown`, the screen at `location`, declares.
    func attachDeclaredGuard(of shown: any NavigationDestination, at location: EntryLocation) {
        guard let declared = shown.leaveGuard else { return }
        attach(
            declared, to: storedState[location],
            in: storedState.layerLabel(tab: location.tab, layer: location.layer))
    }

    /// Attaches a guard to an entry, says so in `scope`, and returns its token.
    @discardableResult
    func attach(_ kind: NavigationLeaveGuard, to entry: NavigationEntry, in scope: String) -> UInt64 {
        let token = makeToken()
        attachments.guards[entry.id, default: []].append(LeaveGuard(token: token, kind: kind))
        switch kind {
        case .lock(let reason): emit(.info, .lock, scope, "lock '\(reason)' held by \(entry)")
        case .confirm: emit(.debug, .leaveGuard, scope, "\(entry.routeID) asks before leaving")
        }
        return token
    }

    /// Removes the guards of an entry that match, and its list once empty.
    func detachGuards(of entry: NavigationEntryID, where matches: (LeaveGuard) -> Bool) {
        attachments.guards[entry]?.removeAll(where: matches)
        if attachments.guards[entry]?.isEmpty == true { attachments.guards[entry] = nil }
    }

    /// The lock whose screen, in front of its tab, a change would cover without removing it.
    ///
    /// A push onto its stack, a layer presented over it, or a state (a link, a restore) with
    /// something else in front of that tab. The screens of its own layer may: the payment
    /// step shows its receipt. A change that removes the screen met the lock already.
    func coveredLock(by edit: PlannedEdit, origin: NavigationAnchor?) -> (reason: String, at: EntryLocation)?
    {
        // Only a tab's front screen can be covered, so only the fronts of the tabs the change
        // touches are looked at, in tab order.
        let touched: Range<Int>
        switch edit {
        case .push(let tab, _, _, _, _), .present(let tab, _, _, _): touched = tab..<(tab + 1)
        case .replace: touched = storedState.tabs.indices
        default: return nil
        }
        let askingArea = askingLocation(for: origin).map(area(at:))
        for tab in touched {
            let frontLayer = storedState.tabs[tab].layers.count - 1
            guard let front = storedState.tabs[tab].layers[frontLayer].entries.last,
                let reason = attachments.guards[front.id]?.lazy.compactMap(\.lockReason).first
            else { continue }
            let location = EntryLocation(
                tab: tab, layer: frontLayer, index: storedState.tabs[tab].layers[frontLayer].entries.count - 1
            )
            if let askingArea, askingArea == area(at: location) { continue }
            let covers: Bool
            switch edit {
            case .push(_, let layer, _, _, _): covers = layer == frontLayer
            case .present: covers = true
            case .replace(let state, _):
                covers =
                    state.tabs.indices.contains(tab) && state.tabs[tab].frontEntry?.id != front.id
                    && state.contains(front.id)
            default: covers = false
            }
            if covers { return (reason, location) }
        }
        return nil
    }

    /// Where the screen a change comes from is, before the change; the guards judge the change
    /// as its sender's (``askingAnchor(for:)``).
    ///
    /// A tab handle is the app's, not a screen's: it stands in no layer's place, so no guard
    /// on that tab's stack stands aside for it.
    private func askingLocation(for origin: NavigationAnchor?) -> EntryLocation? {
        guard case .entry(let id)? = askingAnchor(for: origin) else { return nil }
        return storedState.locate(id)
    }

    /// The layer of a place in the tree, and its column when that layer is a split's stack.
    private func area(at location: EntryLocation) -> Area {
        let column = location.layer == 0 ? storedState.tabs[location.tab].column(of: location.index) : 0
        return Area(tab: location.tab, layer: location.layer, column: column)
    }

    /// Where the screens of one layer, or of one column of a split, are: guards there stand
    /// aside for a change that comes from there.
    struct Area: Equatable {
        let tab: Int
        let layer: Int
        let column: Int
    }

    /// Holds a change that a confirmation guards: the question shows as an alert in front,
    /// and choosing to leave plans the change again over the state as it is then, past the
    /// questions it answers (`tokens`) and those answered before.
    ///
    /// The questions it meets elsewhere (`all`) ask in turn, each in its screen's tab: an
    /// alert showing in any of those tabs, that is no question, is answered first.
    func holdForConfirmation(
        _ intent: ChangeIntent,
        origin: NavigationAnchor?,
        waived: Set<UInt64>,
        guarding entry: NavigationEntryID,
        tokens: Set<UInt64>,
        _ confirmation: NavigationLeaveConfirmation,
        all: [EntryLocation]
    ) -> NavigationOutcome {
        let route = storedState.entry(entry)?.routeID ?? entry.description
        let leave = NavigationAlert.Action(confirmation.leaveLabel, role: .destructive)
        let stay = NavigationAlert.Action(confirmation.stayLabel, role: .cancel)
        // A window close is asked about only while the window may close: once the others
        // have closed, the question leaves when its window is re-checked. `apply` names a whole
        // state, so it stands only over the state it was asked over: Leave would undo the rest.
        var askedOver: NavigationState?
        let stands: (@MainActor () -> Bool)? =
            switch intent {
            case .closeWindow(let refusal, _): { refusal() == nil }
            case .apply: { [weak self] in self?.storedState == askedOver }
            default: nil
            }
        let alert = NavigationAlert(
            id: route + "/leave", title: confirmation.title, message: confirmation.message,
            actions: [leave, stay], isCurrent: stands)
        // Asked again later, the change is still the sender's, not the receiver's, and it is
        // made from the tab the person asked it in (the question may bring another forward).
        let asker = askingAnchor(for: origin)
        let askedIn = storedState.selectedTab
        let question = makeToken()
        let answers: [(@MainActor () -> NavigationOutcome?)?] = [
            { [weak self] in
                guard let self else { return nil }
                let outcome = leaveAndPlanAgain(
                    intent, origin: asker, waived: waived.union(tokens), route: route, askedIn: askedIn)
                holdSettled?(.question(question), outcome)
                return outcome
            },
            { [weak self] in
                self?.traceAnswer(route: route, "\(confirmation.stayLabel): stayed")
                self?.holdSettled?(.question(question), nil)
                return nil
            },
        ]
        // The question belongs to the screen it guards: it shows in front of that screen's
        // tab, which comes to the front, not wherever the person asked from (a link opened
        // in Settings that would discard the order in Orders asks in Orders).
        guard let asking = storedState.locate(entry)?.tab,
            let selected = tabIndex(named: storedState.selectedTab),
            let front = storedState.tabs[asking].layers.last?.entries.last
        else {
            return refuse(.nothingToDismiss)
        }
        for tab in [asking] + all.map(\.tab) {
            if let showing = storedState.tabs[tab].layers.last?.alert,
                attachments.alertActions[showing.entry]?.question == nil
            {
                return refuse(.alertShowing(showing.id))
            }
        }
        return transaction {
            // One question at a time: a question still open (there, or in another tab) closes,
            // and the change it held is dropped; the newer change is the one asking now.
            closeQuestions("dropped for a newer question") { _ in true }
            if asking != selected { make(.selectTab(asking)) }
            let shown = present(alert, from: front.id, handlers: answers)
            guard shown.isApplied else { return shown }
            askedOver = storedState
            attachments.alertActions[front.id]?.question = (question, entry)
            emit(.leaveGuard, scope(of: origin)) {
                NavigationTrace(
                    mechanism: .leaveGuard, askingModule: module(of: origin), asked: route,
                    answeringModule: storedState.entry(entry).map(drawingModule(of:)),
                    answer: "leave confirmation",
                    outcome: "asks \"\(confirmation.title)\": \(intent.name) held",
                    cause: cause(of: origin))
            }
            return .held(.confirming(route: route, alert: alert.id))
        }
    }

    /// Leave: the change a question held is planned again over the state as it is now, past
    /// the questions already answered (`waived`).
    private func leaveAndPlanAgain(
        _ intent: ChangeIntent, origin: NavigationAnchor?, waived: Set<UInt64>, route: String, askedIn: String
    ) -> NavigationOutcome {
        // Said before the change goes on, so the log reads answer, then what came of it: a
        // question asked in turn, a window closed (after which nothing of it is heard), or
        // the refusal below.
        traceAnswer(route: route, "left: \(intent.name) planned again")
        let outcome = attributing(to: .guardAnswer) { () -> NavigationOutcome in
            // A link that pushes onto the stack the person is on means the stack they were on
            // when they asked, not the one the question brought forward.
            if case .request(.link(let place)) = intent, place.policy == .push,
                storedState.selectedTab != askedIn
            {
                _ = runInTransaction(.request(.selectTab(askedIn)), from: nil, waiving: [])
            }
            return runInTransaction(intent, from: origin, waiving: waived)
        }
        if let refusal = outcome.refusal {
            emit(
                .warning, .leaveGuard, "root",
                "the change that asked to leave \(route) was dropped: \(refusal)")
        }
        return outcome
    }

    /// Reports the person's answer to a leave confirmation.
    private func traceAnswer(route: String, _ outcome: String) {
        emit(.leaveGuard, "root") {
            NavigationTrace(mechanism: .leaveGuard, asked: route, outcome: outcome, cause: .guardAnswer)
        }
    }

    // MARK: - Access requirements

    /// Re-checks the tree against what the app says holds now, after something the app owns
    /// changed (a sign-out, a sign-in, a session that expired, an order cancelled): every
    /// screen whose access requirement no longer holds leaves at once, with everything above
    /// it, in every tab, as one change.
    ///
    /// Access is what is on screen, not only a check on the way in: after this call no screen
    /// whose requirement fails is in sight, or one back or one tab away. A tab's root screen
    /// stays. The change wins over locks and leave confirmations, since the session has already
    /// ended when navigation hears of it: a released lock is reported as a warning. A request
    /// waiting for a requirement keeps waiting. An alert whose question no longer stands
    /// (``NavigationAlert/isCurrent``) closes in the same change. When nothing fails, nothing
    /// changes.
    ///
    /// ```swift
    /// session.signOut()
    /// root.recheck()  // orders: orders > orders/1001  ->  orders: orders
    /// ```
    @discardableResult
    public func recheck() -> NavigationOutcome {
        // Asked from inside a change (an observer, an event sink), it waits for that change.
        guard openCallOuts == 0 else {
            owesRecheck = true
            return .held(.recheckOwed)
        }
        return recheck(inSight: false)
    }

    /// The re-check of every tab, or with `inSight` (a window brought to the front) of the
    /// selected one only.
    ///
    /// In sight, what is shown or one back meets the gate again (a session that changed
    /// without ``recheck()``); another tab keeps its screens, since switching to it meets the
    /// gate. Alerts are re-checked everywhere.
    package func recheck(inSight: Bool) -> NavigationOutcome {
        let everyGuard = Set(attachments.guards.values.joined().map(\.token))
        return attributing(to: .recheck) { run(.recheck(inSight: inSight), waiving: everyGuard) }
    }

    /// Runs a re-check asked for during a change, once no change or call-out is under way.
    func runOwedRecheck() {
        guard owesRecheck, openCallOuts == 0, transactionDepth == 0 else { return }
        owesRecheck = false
        recheck()
    }

    /// The tree without the screens whose requirement fails (in each tab and layer,
    /// everything from the first such screen up) and without alerts that no longer stand.
    func rechecked(inSight: Bool) -> PlannedEdit {
        var kept = storedState
        // An alert whose question no longer stands goes too (an order cancelled elsewhere).
        let shown = kept.shownAlerts
        for (owner, actions) in attachments.alertActions {
            guard let isCurrent = actions.isCurrent, let at = shown[owner], at.alert.id == actions.alertID,
                !callingOut(isCurrent)
            else { continue }
            kept.tabs[at.tab].layers[at.layer].alert = nil
            emit(
                .info, .alert, "root", "alert \(actions.alertID) closed: what it asked about no longer stands"
            )
        }
        guard accessPolicies.keys.contains(where: { !isMet($0) }) else {
            return kept == storedState ? .none : .replace(kept)
        }
        let selected = tabIndex(named: kept.selectedTab)
        for tab in kept.tabs.indices where !inSight || tab == selected {
            guard let found = firstScreenNeedingAccess(in: kept.tabs[tab], outside: []) else { continue }
            let leaving = kept.tabs[tab].layers[found.layer].entries[found.index]
            kept.cut(tab: tab, layer: found.layer, keep: found.index, dropAbove: true, clearAlert: false)
            // The gate closing a feature's screen because the app's session changed is a crossing.
            emit(.access, "root") {
                NavigationTrace(
                    mechanism: .gate, askingModule: drawingModule(of: leaving), asked: leaving.routeID,
                    outcome: "leaves: \(found.requirement) no longer holds", cause: .recheck)
            }
        }
        guard kept != storedState else { return .none }
        kept.dropPendingWithoutItsScreen()
        return .replace(kept)
    }

    /// Holds a change that would show a screen whose requirement does not hold: the request
    /// becomes the pending request and the requirement's screen is presented in front.
    ///
    /// A restored or applied state is the exception: it is applied whole, on a tab that
    /// shows nothing that must wait (the one in front now, else the first such tab), and the
    /// switch to the tab it had in front becomes the pending request. Cancelling keeps every
    /// screen, each with its guards. Only when every tab has a screen that must wait is one
    /// cut below the first of them (one whose cut loses no guarded screen, if there is one),
    /// and what was cut off waits instead.
    func holdForAccess(
        _ intent: ChangeIntent,
        edit: PlannedEdit,
        blocked stoppedAt: (route: String, requirement: NavigationAccessRequirement),
        origin: NavigationAnchor?,
        waived: Set<UInt64>
    ) -> NavigationOutcome {
        var blocked = stoppedAt
        let request: NavigationRequest
        var partial: NavigationState?
        if case .request(let asked) = intent {
            // Another request would replace the one bringing back what a restore cut off.
            if let waiting = storedState.pending, waiting.request != asked,
                let refusal = refusalByWhatWasCut(waiting)
            {
                return refuse(byWhatWasCut: refusal, intent: intent, origin: origin)
            }
            request = asked
        } else {
            // Only a request or an applied state shows new screens (a sweep keeps part of what shows).
            guard case .apply = intent, case .replace(let state, _) = edit else {
                return refuse(.failed("cannot hold this change"))
            }
            var waitingOn = state
            let place = placeToWait(in: state)
            waitingOn.selectedTab = state.tabs[place.tab].name
            if let cut = place.cut {
                waitingOn.cut(
                    tab: place.tab, layer: cut.layer, keep: cut.index, dropAbove: true, clearAlert: false)
                waitingOn.dropPendingWithoutItsScreen()
                request = .restoreTab(state.tabs[place.tab])
                // What waits is the cut tab's screen, which need not be the state's own tab's.
                blocked = (
                    state.tabs[place.tab].layers[cut.layer].entries[cut.index].routeID, cut.requirement
                )
            } else {
                request = .selectTab(state.selectedTab)
            }
            partial = waitingOn
        }
        guard let policy = accessPolicies[blocked.requirement] else { return .applied }
        return transaction {
            if let partial {
                let applied = commit(
                    .replace(partial), intent: .apply(partial), origin: origin, waived: waived,
                    checksAccess: false)
                guard applied.isApplied else { return applied }
            }
            returnToTheSendsTab(waitingFor: blocked.requirement)
            guard let front = storedState.frontEntry else { return refuse(.nothingToDismiss) }
            var screen = front.id
            if front.destination != policy.screen {
                let style = policy.screen.method.presentationStyle ?? .sheet
                let selected = tabIndex(named: storedState.selectedTab) ?? 0
                let shown = commit(
                    .present(tab: selected, style, policy.screen, answers: [:]),
                    intent: .request(.show(policy.screen, method: .present(style), from: .entry(front.id))),
                    origin: nil, waived: [], checksAccess: false)
                guard shown.isApplied, let presented = storedState.frontEntry else { return shown }
                screen = presented.id
            }
            let replaced = storedState.pending
            var waiting = NavigationPendingRequest(
                request: request, requirement: blocked.requirement, screen: screen)
            waiting.answered = waived
            // A send step waits as its sender's request, not the receiver's that ran it.
            if let acting = actingFor.last, acting.anchor != Self.origin(of: request) {
                waiting.sender = acting.anchor.map(NavigationSender.anchor) ?? .person
            }
            // Asked again for the same request behind the same screen, nothing changes.
            if replaced != waiting || replaced?.answered != waived { make(.pending(waiting)) }
            // The same request made again (by the person, for a send's step) is not dropped.
            if let replaced, !replaced.waits(as: waiting) {
                traceDropped(replaced, because: "replaced by \(request)", cause: cause(of: origin))
                // One pending request, one requirement screen: the earlier one closes.
                if replaced.screen != screen { closeRequirementScreen(replaced.screen) }
            }
            emit(.access, "root") {
                NavigationTrace(
                    mechanism: .gate, askingModule: module(of: origin), asked: blocked.route,
                    answeringModule: NavigationTrace.module(of: policy.screen),
                    answer: NavigationTrace.name(of: policy.screen),
                    outcome:
                        "needs \(blocked.requirement): \(request) pending; \(policy.screen.routeID) presented",
                    cause: cause(of: origin))
            }
            return .held(.pendingAccess(route: blocked.route, requirement: blocked.requirement))
        }
    }

    /// What a restore cut off, waiting in the pending request, says to a change that would drop it.
    ///
    /// Its screens' declared guards refuse, as guards on screens out of sight do: a lock
    /// first, with ``NavigationRefusal/unseenLock(route:reason:requirement:)``, else a
    /// question, which nobody may be asked yet, with
    /// ``NavigationRefusal/unseenQuestion(route:requirement:)``. Screens without guards go.
    func refusalByWhatWasCut(_ waiting: NavigationPendingRequest) -> NavigationRefusal? {
        var question: NavigationRefusal?
        for entry in screensCut(in: waiting) {
            switch shown(entry.destination, answers: [:]).leaveGuard {
            case .lock(let reason)?:
                return .unseenLock(route: entry.routeID, reason: reason, requirement: waiting.requirement)
            case .confirm?:
                question = question ?? .unseenQuestion(route: entry.routeID, requirement: waiting.requirement)
            case nil:
                continue
            }
        }
        return question
    }

    /// Refuses a change by what a restore cut off; its lock is traced, as any lock that refuses is.
    func refuse(byWhatWasCut refusal: NavigationRefusal, intent: ChangeIntent, origin: NavigationAnchor?)
        -> NavigationOutcome
    {
        if case .unseenLock(let route, let reason, _) = refusal, let waiting = storedState.pending,
            let screen = screensCut(in: waiting).first(where: { $0.routeID == route })
        {
            traceLock(reason, of: screen, refusing: intent, covering: false, from: origin)
        }
        return refuse(refusal, in: scope(of: origin))
    }

    /// The screens of the tab a restore cut that the tree no longer holds.
    private func screensCut(in waiting: NavigationPendingRequest) -> [NavigationEntry] {
        guard case .restoreTab(let tab) = waiting.request else { return [] }
        let kept = Set(storedState.entryIDs)
        return tab.layers.flatMap(\.entries).filter { !kept.contains($0.id) }
    }

    /// Takes the pending request out of the state a link is applied to, since the newest intent wins.
    ///
    /// A link the person opened must not be followed, after they sign in, by an older one.
    /// The requirement screen it waited behind closes with it when it is a presented
    /// layer's first screen, in whichever tab; anywhere else it stays, an ordinary screen.
    /// (The tolerant restore makes a saved link's place over a state taken out the same way.)
    package func takeOut(_ pending: NavigationPendingRequest, from state: inout NavigationState) {
        state.pending = nil
        guard let location = state.layerOpened(by: pending.screen) else { return }
        state.tabs[location.tab].layers.removeSubrange(location.layer...)
    }

    /// Puts the person back on the tab a running send started from.
    ///
    /// A send is one request: a step held while the send runs shows the requirement's screen
    /// where the person was, and cancelling it leaves them there. (What earlier steps did in
    /// other tabs stays.)
    ///
    /// The tab comes back only when nothing on it waits for a requirement itself: a step
    /// that pushed a protected screen there out of sight does not get it shown by the return.
    /// The chain's tab is its own, so a step held after a delay returns as well.
    private func returnToTheSendsTab(waitingFor requirement: NavigationAccessRequirement) {
        guard let start = actingFor.first?.startTab,
            start != storedState.selectedTab, let tab = tabIndex(named: start)
        else { return }
        if let blocked = firstBlocked(by: .selectTab(tab)) {
            emit(
                .info, .tab, "root",
                "tab \(start) stays behind: \(blocked.route) there needs \(blocked.requirement)")
            return
        }
        make(.selectTab(tab), reported: false)
        emit(.info, .tab, "root", "select tab \(start) again: the send it started waits for \(requirement)")
    }

    /// Closes a requirement screen the pending request no longer waits behind (its layer, and
    /// anything over it); a screen that is not a presented layer's first stays.
    func closeRequirementScreen(_ id: NavigationEntryID) {
        guard let location = storedState.layerOpened(by: id) else { return }
        let closed = commit(
            .cut(tab: location.tab, layer: location.layer, keep: 0, dropAbove: true, clearAlert: false),
            intent: .dismiss(.entry(id)), origin: nil, waived: [], checksAccess: false)
        if let refusal = closed.refusal {
            emit(.warning, .access, "root", "the requirement's screen \(id) stays: \(refusal)")
        }
    }

    /// Carries out a pending request whose requirement holds now, as one change: its
    /// requirement screen closes if it still shows, the tab the request was made in comes to
    /// the front, and the request is made over the state as it is then, past the questions it
    /// had already been answered past.
    func runPending(_ pending: NavigationPendingRequest) -> NavigationOutcome {
        transaction {
            if storedState.pending == pending { make(.pending(nil)) }
            let waived = pending.answered
            let origin = pending.asker
            emit(.access, "root") {
                NavigationTrace(
                    mechanism: .gate, askingModule: module(of: origin), asked: pending.request.routeID,
                    outcome: "\(pending.requirement) met: resuming \(pending.request)", cause: .gate)
            }
            return attributing(to: .gate) {
                closeRequirementScreen(pending.screen)
                if let tab = tab(of: pending.request), tab != storedState.selectedTab {
                    _ = runInTransaction(.request(.selectTab(tab)), from: nil, waiving: [])
                }
                let outcome = runInTransaction(.request(pending.request), from: origin, waiving: waived)
                if let refusal = outcome.refusal {
                    traceDropped(pending, because: "\(refusal)", level: .warning)
                }
                holdSettled?(.pending(pending), outcome)
                return outcome
            }
        }
    }

    /// Reports a pending request that will not be carried out.
    ///
    /// The cause defaults to the change running now. A drop because the request itself was
    /// refused is a warning.
    func traceDropped(
        _ pending: NavigationPendingRequest, because reason: String, cause: NavigationCause? = nil,
        level: NavigationEvent.Level = .info
    ) {
        emit(.access, "root", level: level) {
            NavigationTrace(
                mechanism: .gate, askingModule: module(of: Self.origin(of: pending.request)),
                asked: pending.request.routeID,
                outcome: "dropped: \(reason)", cause: cause ?? causes.last ?? .person)
        }
    }

    /// The change a hold keeps, named so a module can wait on it.
    ///
    /// That is the pending request, or the leave confirmation's question now open; `nil` for a
    /// hold that keeps no change.
    package func heldChange(for hold: NavigationHold) -> HeldChange? {
        switch hold {
        case .pendingAccess: storedState.pending.map(HeldChange.pending)
        case .confirming(_, let alert):
            attachments.alertActions.values.lazy.filter { $0.alertID == alert }.compactMap(\.question?.token)
                .first
                .map(HeldChange.question)
        case .sendWaiting, .recheckOwed: nil
        }
    }

    /// The tab a held request was made in, which comes back to the front when it is carried
    /// out; `nil` for requests that choose their own tab (links, tab switches, restores).
    private func tab(of request: NavigationRequest) -> String? {
        guard case .show(_, _, let anchor) = request else { return nil }
        switch anchor {
        case .tab(let name): return name
        case .entry(let id): return storedState.locate(id).map { storedState.tabs[$0.tab].name }
        }
    }

    /// Where the person waits while a state to apply shows screens that must wait: the first
    /// tab (the one in front now, then the state's in order) that shows none of them; else the
    /// first whose screens from the first that must wait up carry no guard, cut below it (what
    /// is cut off waits as the pending request); else the state's own tab, cut the same way.
    private func placeToWait(in state: NavigationState)
        -> (tab: Int, cut: (layer: Int, index: Int, requirement: NavigationAccessRequirement)?)
    {
        let inSight = Set(storedState.selected?.entryIDs ?? [])
        // The tab in front now first, then every tab of the state in order, each once.
        var tabs = state.tabIndex(named: storedState.selectedTab).map { [$0] } ?? []
        tabs += state.tabs.indices.filter { $0 != tabs.first }
        let waits = tabs.map { firstScreenNeedingAccess(in: state.tabs[$0], outside: inSight) }
        if let free = waits.firstIndex(where: { $0 == nil }) { return (tabs[free], nil) }
        let unguarded = tabs.indices.first { index in
            guard let first = waits[index] else { return false }
            let layers = state.tabs[tabs[index]].layers
            let cutOff =
                layers[first.layer].entries[first.index...] + layers[(first.layer + 1)...].flatMap(\.entries)
            return !cutOff.contains { entry in
                attachments.guards[entry.id] != nil
                    || shown(entry.destination, answers: [:]).leaveGuard != nil
            }
        }
        let chosen = unguarded ?? tabs.firstIndex { state.tabs[$0].name == state.selectedTab } ?? 0
        return (tabs[chosen], waits[chosen])
    }
}
