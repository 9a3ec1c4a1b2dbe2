/// The one pipeline every change goes through: planned against the current value, passed
/// through the guards, committed once, then settled.
extension NavigationRoot {
    // MARK: - Running a change

    /// Plans a change against the current state, passes it through the guards and commits it.
    ///
    /// `origin` is who asked, which decides whose guards stand aside: a screen's handle (its
    /// own layer may take itself apart, as a payment step's "Pay" ends its flow), a tab
    /// handle (app-level work on that tab), or `nil` for the person and the app through the
    /// root. Every change but a screen's own meets every guard.
    package func run(
        _ intent: ChangeIntent, from origin: NavigationAnchor? = nil, waiving waived: Set<UInt64> = []
    )
        -> NavigationOutcome
    {
        guard openCallOuts == 0 else { return refuse(.changeInProgress) }
        // A closed window's screens act no more: a late step or a handle kept elsewhere.
        guard !isClosed else { return refuse(.windowClosed) }
        let outcome = transaction { runInTransaction(intent, from: origin, waiving: waived) }
        // Acting for someone (a send step), the last change answers for the work it was part of.
        if !actingFor.isEmpty { actingFor[actingFor.count - 1].unapplied = outcome.isApplied ? nil : outcome }
        return outcome
    }

    /// Everything one change does, and what it sets off (a carried-out pending request, a
    /// checkpoint's hand-over), is one transaction: observers are told once.
    func runInTransaction(_ intent: ChangeIntent, from origin: NavigationAnchor?, waiving waived: Set<UInt64>)
        -> NavigationOutcome
    {
        // A screen that left acts no more, whatever its change would touch.
        if case .entry(let id)? = origin, !storedState.contains(id) {
            return refuse(.detached(.entry(id)), in: "detached")
        }
        let edit: PlannedEdit
        do { edit = try plan(intent) } catch { return refuse(error, in: scope(of: origin)) }
        let outcome = commit(edit, intent: intent, origin: origin, waived: waived, checksAccess: true)
        if outcome.isApplied { traceProvided(by: intent, edit: edit, origin: origin) }
        if outcome.isApplied, let then = intent.completion { then() }
        return outcome
    }

    /// The guards, in order: leave guards (locks refuse, confirmations ask), then access
    /// requirements (the request waits); only then is the value changed, once.
    func commit(
        _ edit: PlannedEdit, intent: ChangeIntent, origin: NavigationAnchor?, waived: Set<UInt64>,
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
        let tracksRemovals = attachments.tracksEntries || pendingScreen != nil
        let removed = tracksRemovals ? removedEntries(by: edit) : []
        // What a restore cut off speaks for itself (its guards) before the request holding it
        // goes: after the tree's locks, before anything in the tree asks.
        let cutOff = pendingScreen.flatMap { screen in
            storedState.pending.flatMap { waiting in
                drops(waiting, shownOn: screen, intent: intent, removing: removed)
                    ? refusalByWhatWasCut(waiting) : nil
            }
        }
        if !attachments.guards.isEmpty, !removed.isEmpty,
            let stopped = stopAtLeaveGuards(
                removed: removed, edit: edit, intent: intent, origin: origin, waived: waived, cutOff: cutOff)
        {
            return stopped
        }
        // A lock keeps its screen in front: nothing but its own layer may cover it. The gate's
        // own steps (checksAccess off: the requirement's screen) are the one exception; a
        // request that would cover a lock in a tab the gate holds waits for it first.
        if checksAccess, !attachments.guards.isEmpty, let covered = coveredLock(by: edit, origin: origin) {
            return stopAtLock(
                covered.reason, at: covered.at, covering: true, edit: edit, intent: intent, origin: origin,
                waived: waived)
        }
        if checksAccess, !accessPolicies.isEmpty, let blocked = firstBlocked(by: edit) {
            return holdForAccess(intent, edit: edit, blocked: blocked, origin: origin, waived: waived)
        }
        if let cutOff { return refuse(byWhatWasCut: cutOff, intent: intent, origin: origin) }
        // A closing window's waiting request closes with it: nothing is left to carry it out in.
        if let pendingScreen, let waiting = storedState.pending, !intent.closesWindow {
            makeWhilePending(
                edit, removing: removed, settling: waiting, shownOn: pendingScreen, intent: intent,
                origin: origin)
        } else {
            let locks = locks(of: removed)
            make(edit, clearingPendingOf: nil)
            release(removed: removed, locks: locks, intent: intent)
        }
        return .applied
    }

    /// The leave guards' verdict on a change that removes these entries: `nil` lets it pass;
    /// a lock refuses it (traced), and a leave confirmation holds it behind its question,
    /// unless what a restore cut off refuses first (`cutOff`).
    ///
    /// A guard on a screen in a tab the gate would hold (an order in Orders while signed out)
    /// does not speak to someone who cannot see that screen: a request waits for the
    /// requirement instead, and the guard speaks once it holds; any other change is refused,
    /// and a question is not asked.
    private func stopAtLeaveGuards(
        removed: [RemovedEntry], edit: PlannedEdit, intent: ChangeIntent, origin: NavigationAnchor?,
        waived: Set<UInt64>, cutOff: NavigationRefusal?
    ) -> NavigationOutcome? {
        switch leaveVerdict(removed: removed, origin: origin, waived: waived) {
        case .pass:
            return nil
        case .locked(let reason, let location):
            return stopAtLock(
                reason, at: location, covering: false, edit: edit, intent: intent, origin: origin,
                waived: waived)
        case .confirm(let entry, let tokens, let confirmation, let all):
            // A question is not asked when the change is refused anyway.
            if let cutOff { return refuse(byWhatWasCut: cutOff, intent: intent, origin: origin) }
            // None is asked while one it would ask after is out of sight.
            for guarded in all {
                guard let blocked = gateHolds(unseen: guarded.tab) else { continue }
                if case .request = intent {
                    return holdForAccess(intent, edit: edit, blocked: blocked, origin: origin, waived: waived)
                }
                return refuse(
                    .unseenQuestion(route: storedState[guarded].routeID, requirement: blocked.requirement),
                    in: scope(of: origin))
            }
            return holdForConfirmation(
                intent, origin: origin, waived: waived, guarding: entry, tokens: tokens, confirmation,
                all: all)
        }
    }

    /// A lock stops the change (`covering` its screen, or removing it): a request waits first
    /// when the gate holds the lock's tab out of sight (the lock speaks once it holds); anything
    /// else is refused, and a lock the person cannot see yet says what comes first.
    private func stopAtLock(
        _ reason: String, at location: EntryLocation, covering: Bool, edit: PlannedEdit, intent: ChangeIntent,
        origin: NavigationAnchor?, waived: Set<UInt64>
    ) -> NavigationOutcome {
        let blocked = gateHolds(unseen: location.tab)
        if let blocked, case .request = intent {
            return holdForAccess(intent, edit: edit, blocked: blocked, origin: origin, waived: waived)
        }
        let screen = storedState[location]
        traceLock(reason, of: screen, refusing: intent, covering: covering, from: origin)
        let refusal: NavigationRefusal =
            if let blocked {
                .unseenLock(route: screen.routeID, reason: reason, requirement: blocked.requirement)
            } else { .locked(route: screen.routeID, reason: reason) }
        return refuse(refusal, in: scope(of: origin))
    }

    /// Traces a lock that refused a change (`covering` its screen, or removing it).
    func traceLock(
        _ reason: String, of screen: NavigationEntry, refusing intent: ChangeIntent, covering: Bool,
        from origin: NavigationAnchor?
    ) {
        emit(.leaveGuard, scope(of: origin)) {
            NavigationTrace(
                mechanism: .leaveGuard, askingModule: module(of: origin), asked: screen.routeID,
                answeringModule: drawingModule(of: screen), answer: "lock",
                outcome: "\(reason): \(intent.name)\(covering ? " over it" : "") refused",
                cause: cause(of: origin))
        }
    }

    /// What the gate would hold of a tab that is not in front: a guard there does not speak to
    /// someone who may not see its screen.
    private func gateHolds(unseen tab: Int) -> (route: String, requirement: NavigationAccessRequirement)? {
        guard tab != tabIndex(named: storedState.selectedTab) else { return nil }
        return firstBlocked(by: .selectTab(tab))
    }

    /// Whether the change drops the waiting request without carrying it out.
    ///
    /// A link withdraws it, a closing window takes it, and its screen leaving while the
    /// requirement fails drops it. An applied state and the app's own `dropPending()` decide
    /// for themselves, and a re-check wins over every guard (a sign-out takes what it must).
    private func drops(
        _ waiting: NavigationPendingRequest, shownOn pendingScreen: NavigationEntryID, intent: ChangeIntent,
        removing removed: [RemovedEntry]
    ) -> Bool {
        switch intent {
        case .request(.link), .closeWindow: return true
        case .apply, .dropPending, .recheck: return false
        default:
            guard removed.contains(where: { $0.id == pendingScreen }) else { return false }
            return !isMet(waiting.requirement)
        }
    }

    /// Makes a change while a pending request waits, and settles the pending request as the change
    /// leaves it: a link made now is the newest intent, so the waiting one is dropped, as it
    /// is when an applied state brings a pending request of its own; one
    /// whose screen leaves is carried out or dropped; one whose requirement was met on another
    /// of its requirement's screens (signing in from Settings while an order waits behind a
    /// sheet in Orders) is carried out.
    private func makeWhilePending(
        _ edit: PlannedEdit, removing removed: [RemovedEntry], settling waiting: NavigationPendingRequest,
        shownOn pendingScreen: NavigationEntryID, intent: ChangeIntent, origin: NavigationAnchor?
    ) {
        // Named before the change: the screen that asked may be the one leaving.
        let cause = cause(of: origin)
        // A link's pending screen was taken out when the link was planned.
        let link: NavigationRequest? =
            if case .request(let request) = intent, case .link = request { request } else { nil }
        let screenLeaves = link != nil || removed.contains { $0.id == pendingScreen }
        let requirementScreen = screen(meeting: waiting.requirement)
        let anotherRequirementScreenLeaves =
            !screenLeaves && removed.contains { storedState[$0.location].destination == requirementScreen }
        // Its screen gone, the waiting request gives way to the one an applied state holds.
        let replaced: Bool =
            if screenLeaves, case .apply = intent, case .replace(let new, _) = edit, new.pending != nil {
                true
            } else { false }
        let locks = locks(of: removed)
        make(edit, clearingPendingOf: screenLeaves ? pendingScreen : nil)
        release(removed: removed, locks: locks, intent: intent)
        if let link {
            traceDropped(waiting, because: "replaced by \(link)", cause: cause)
        } else if replaced {
            traceDropped(waiting, because: "replaced by the applied state's", cause: cause)
        } else if screenLeaves {
            settle(waiting, cause: cause)
        } else if anotherRequirementScreenLeaves, storedState.pending == waiting,
            isMet(waiting.requirement)
        {
            _ = runPending(waiting)
        }
    }

    /// Reports each provided destination a committed change brought in.
    ///
    /// That is the one a tap showed, or those a link or a restored tab holds. A whole
    /// restored state is said by its gate line, if anything in it waits, and by `where -m`.
    ///
    /// Only a root that reports info events looks: below that, a placeholder is still
    /// reported as a warning when its screen is drawn (``resolveProvided(_:reporting:)``).
    private func traceProvided(by intent: ChangeIntent, edit: PlannedEdit, origin: NavigationAnchor?) {
        guard readsInfoEvents, case .request(let request) = intent else { return }
        let outcome: String
        switch request {
        case .show(_, let method, _): outcome = Self.describe(method, on: scope(of: origin))
        case .link(let place): outcome = "in a link to \(place.tab)"
        case .restoreTab(let tab): outcome = "restored in \(tab.name)"
        case .selectTab: return
        }
        // The change asked each provider already; the answers it kept say what was shown.
        for destination in request.destinations where isProvided(destination.base) {
            let answer = shown(destination, answers: edit.answers)
            let missing = answer is UnprovidedDestination
            emit(.provider, scope(of: origin), level: missing ? .warning : .info) {
                guard !missing else {
                    return NavigationTrace(
                        mechanism: .missingProvider, askingModule: module(of: origin),
                        asked: NavigationTrace.name(of: destination),
                        outcome: "no provider; placeholder shown", cause: cause(of: origin))
                }
                return NavigationTrace(
                    mechanism: .provided, askingModule: module(of: origin),
                    asked: NavigationTrace.name(of: destination),
                    answeringModule: NavigationTrace.module(of: answer),
                    answer: NavigationTrace.name(of: answer), outcome: outcome, cause: cause(of: origin))
            }
        }
    }

    // MARK: - Committing

    /// Changes the value in one step and reports it (unless the caller says it in its own
    /// words): the only caller of ``write(_:)``.
    func make(
        _ edit: PlannedEdit, clearingPendingOf leftScreen: NavigationEntryID? = nil, reported: Bool = true
    ) {
        let report = reported && readsInfoEvents ? describe(edit) : nil
        // Kept only for a whole new state: a copy held during an edit in place would copy the tree.
        var replaced: NavigationState?
        write { state in
            switch edit {
            case .none:
                break
            case .push(let tab, let layer, let destination, let keep, _):
                if let keep, keep < state.tabs[tab].layers[layer].entries.count {
                    state.cut(tab: tab, layer: layer, keep: keep, dropAbove: false, clearAlert: false)
                }
                let entry = NavigationEntry(id: Self.mint(&state), destination: destination)
                // A screen pushed on a layer takes its alert away, whichever screen asked.
                if state.tabs[tab].layers[layer].alert != nil { state.tabs[tab].layers[layer].alert = nil }
                state.tabs[tab].layers[layer].entries.append(entry)
            case .present(let tab, let style, let destination, _):
                let entry = NavigationEntry(id: Self.mint(&state), destination: destination)
                // Likewise a layer presented over it: an alert never shows under a sheet.
                let below = state.tabs[tab].layers.count - 1
                if state.tabs[tab].layers[below].alert != nil { state.tabs[tab].layers[below].alert = nil }
                state.tabs[tab].layers.append(NavigationLayerState(style: style, entries: [entry]))
            case .cut(let tab, let layer, let keep, let dropAbove, let clearAlert):
                state.cut(tab: tab, layer: layer, keep: keep, dropAbove: dropAbove, clearAlert: clearAlert)
            case .selectTab(let tab):
                state.selectedTab = state.tabs[tab].name
            case .alert(let tab, let layer, let alert):
                state.tabs[tab].layers[layer].alert = alert
            case .pending(let request):
                keepPendingAtStart(state.pending)
                state.pending = request
            case .close:
                // What the window still had in flight ends with it: nothing acts on a closed root.
                isClosed = true
            case .replace(var new, _):
                // The same request keeps the answers given for it; another starts with none,
                // whatever answers a copy edited in place brought along.
                if let pending = state.pending, new.pending == pending {
                    new.pending?.answered = pending.answered
                } else if new.pending?.answered.isEmpty == false {
                    new.pending?.answered = []
                }
                keepPendingAtStart(state.pending)
                replaced = state
                state = new
            }
            // A pending request whose screen left is settled after the change, and no longer waits.
            if let leftScreen, state.pendingScreen == leftScreen {
                keepPendingAtStart(state.pending)
                state.pending = nil
            }
        }
        if var report {
            // A new state is said as written: a sweep's waiting request whose screen left is gone.
            if case .replace = edit {
                report.message += storedState.locationDescription(naming: \.routeID, abbreviated: true)
            }
            emit(.info, report.kind, report.scope, report.message)
        }
        attachDeclaredGuards(by: edit, replacing: replaced)
    }

    /// The first change of the pending request in the outermost transaction keeps what it
    /// was before, for the transaction's end.
    private func keepPendingAtStart(_ pending: NavigationPendingRequest?) {
        if !pendingTouched { (pendingTouched, pendingAtStart) = (true, pending) }
    }

    /// Takes the next entry id from the state's counter.
    static func mint(_ state: inout NavigationState) -> NavigationEntryID {
        defer { state.nextEntryID &+= 1 }
        return NavigationEntryID(rawValue: state.nextEntryID)
    }

    /// What a change's event says, read before the change while what leaves is in the tree
    /// (a new state's is said after it is written).
    private func describe(_ edit: PlannedEdit) -> (
        kind: NavigationEvent.Kind, scope: String, message: String
    )? {
        switch edit {
        case .push(let tab, let layer, let destination, let keep, _):
            let label = storedState.layerLabel(tab: tab, layer: layer)
            let replaced =
                keep.map { storedState.tabs[tab].layers[layer].entries[$0...].map(\.routeID) } ?? []
            let inPlaceOf = replaced.isEmpty ? "" : " in place of " + replaced.joined(separator: ", ")
            return (.push, label, "push \(destination.routeID)" + inPlaceOf)
        case .present(let tab, let style, let destination, _):
            let label = storedState.layerLabel(tab: tab, layer: storedState.tabs[tab].layers.count - 1)
            return (.present, label, "present \(destination.routeID) as \(style.rawValue)")
        case .cut(let tab, let layer, let keep, let dropAbove, _):
            let layers = storedState.tabs[tab].layers
            if keep == 0 {
                let below = storedState.layerLabel(tab: tab, layer: layer - 1)
                return (.dismiss, below, "dismiss \(layers[layer].entries[0].routeID)")
            }
            let label = storedState.layerLabel(tab: tab, layer: layer)
            let popped = layers[layer].entries[keep...].map(\.routeID)
            let dismissed = dropAbove ? layers[(layer + 1)...].map { $0.entries[0].routeID } : []
            var parts: [String] = []
            if !popped.isEmpty { parts.append("pop " + popped.joined(separator: ", ")) }
            if !dismissed.isEmpty { parts.append("dismiss " + dismissed.joined(separator: ", ")) }
            return (
                popped.isEmpty ? .dismiss : .pop, label,
                parts.isEmpty ? "close the alert" : parts.joined(separator: "; ")
            )
        case .selectTab(let tab):
            return (.tab, "root", "select tab \(storedState.tabs[tab].name)")
        case .none, .alert, .pending:
            // Nothing to say (`commit` stops at `.none`), or said by the operation that asked.
            return nil
        case .close:
            return (.state, "root", "window closed")
        case .replace:
            return (.state, "root", "applied state: ")
        }
    }

    /// The locks of the entries a change removes, with their screens (`route#id`, as the lock
    /// was said when held) and layers: named before the change is made, while those screens
    /// are in the tree.
    private func locks(of removed: [RemovedEntry]) -> [(screen: String, reason: String, layer: String)] {
        guard !removed.isEmpty, !attachments.guards.isEmpty else { return [] }
        return removed.flatMap { entry in
            (attachments.guards[entry.id] ?? []).compactMap(\.lockReason).map {
                let layer = storedState.layerLabel(tab: entry.location.tab, layer: entry.location.layer)
                return ("\(storedState[entry.location])", $0, layer)
            }
        }
    }

    /// After a change: what belonged to the entries that left goes (each of their `locks` is
    /// said once, with why), alerts keep their handlers only while they show, and a question
    /// whose screen left closes.
    private func release(
        removed: [RemovedEntry], locks: [(screen: String, reason: String, layer: String)],
        intent: ChangeIntent
    ) {
        if !removed.isEmpty, attachments.tracksEntries {
            // Each said in its screen's layer: a sign-out may release locks in several tabs.
            for (screen, reason, layer) in locks {
                // A re-check overrides a lock, so that one is a warning.
                let (level, why): (NavigationEvent.Level, String) =
                    if case .recheck = intent { (.warning, "access changed") } else {
                        (.info, "its screen left")
                    }
                emit(level, .lock, layer, "lock '\(reason)' of \(screen) released: \(why)")
            }
            let ids = removed.map(\.id)
            for id in ids { releaseAlertHandlers(of: id) }
            holdingEvents {
                for event in attachments.remove(ids) {
                    emit(event.level, event.kind, event.scope, event.message)
                }
            }
            // A question about a screen that left asks about nothing: it closes, unanswered.
            let left = Set(ids)
            closeQuestions("closed: the screen it asked about left") { left.contains($0) }
        }
        if !attachments.alertActions.isEmpty { pruneAlertActions() }
    }

    /// Drops alert handlers whose alert no longer shows, in one walk of the layers, so this
    /// costs the tabs, not the alerts times the tree.
    func pruneAlertActions() {
        let shown = storedState.shownAlerts
        for (owner, actions) in attachments.alertActions where shown[owner]?.alert.id != actions.alertID {
            releaseAlertHandlers(of: owner)
        }
    }

    /// Closes each question still showing whose screen asked about `goes` says goes; what it
    /// held is dropped with its handlers.
    func closeQuestions(_ why: String, where goes: (NavigationEntryID) -> Bool) {
        for (owner, handlers) in attachments.alertActions {
            guard let about = handlers.question?.about, let at = storedState.locate(owner),
                storedState.tabs[at.tab].layers[at.layer].alert?.id == handlers.alertID,
                // A screen a renumbered state moved to another tab has left this one.
                goes(about) || storedState.locate(about)?.tab != at.tab
            else { continue }
            make(.alert(tab: at.tab, layer: at.layer, nil))
            releaseAlertHandlers(of: owner, said: false)
            emit(.info, .leaveGuard, "root", "\(handlers.alertID) \(why)")
        }
    }

    /// Forgets the handlers of an alert that closed or left; a question that goes unanswered
    /// drops the change it held, and the log says so unless the caller that closed it says
    /// why in its own words (`said: false`).
    func releaseAlertHandlers(of owner: NavigationEntryID, said: Bool = true) {
        guard let actions = attachments.alertActions.removeValue(forKey: owner) else { return }
        guard let question = actions.question else { return }
        if said {
            emit(
                .info, .leaveGuard, "root",
                "\(actions.alertID) closed unanswered: the change it held is dropped")
        }
        holdSettled?(.question(question.token), nil)
    }

    /// The requirement's screen has left: carry out the request if the requirement holds
    /// now, drop it if not.
    private func settle(_ pending: NavigationPendingRequest, cause: NavigationCause) {
        guard isMet(pending.requirement) else {
            traceDropped(
                pending, because: "\(pending.requirement) not met when its screen closed", cause: cause)
            holdSettled?(.pending(pending), nil)
            return
        }
        _ = runPending(pending)
    }

    /// Who a request acts for when it is carried out later.
    nonisolated static func origin(of request: NavigationRequest) -> NavigationAnchor? {
        if case .show(_, _, let anchor) = request { return anchor }
        return nil
    }
}
