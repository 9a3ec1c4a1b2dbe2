import Navigation

// The reference model the randomized check runs beside the engine: the engine's documented
// rules written again as plain values, as simply as possible and sharing no code with it.
// A change is applied to a copy of the state; what it removed and what it brought into
// sight are then read off the two copies, and the copy is kept only if every guard agrees.

/// The engine's rules, as values.
struct RefModel {
    var state: RefState
    var signedIn = false
    /// How many waiting requests were carried out, signed in, as their sign-in sheet closed.
    var carriedOutAfterSignIn = 0
    var guards: [UInt64: [RefGuard]] = [:]
    var checkpoints: [UInt64: [String: String]] = [:]
    /// The handlers of each alert, by the entry showing it, with the alert's id.
    var alertActions: [UInt64: (alertID: String, actions: RefAlertActions)] = [:]
    var receivers: [RefReceiver] = []
    var models: Set<UInt64> = []
    var chains: [RefChain] = []
    var nextChain = 1
    /// What the last chain whose step was held had left, and the held change it waits for.
    var heldRest: (chain: RefChain, change: RefHeldChange)?
    /// How many leave questions were asked: the open one, if any, is the last.
    var questionsAsked = 0
    /// The screen the last question asked is about.
    var questionAbout: UInt64?
    /// How many chains whose step was held went on once its change was carried out.
    var restsSentOn = 0
    /// The sender of each chain whose step is being delivered, innermost last.
    var senders: [RefOrigin] = []
    /// What the step being delivered came to when it was not applied.
    var stepOutcome: RefOutcome?
    /// The Leave answers the pending request's change had already been given.
    var pendingWaivers: Set<UInt64> = []
    var nextToken: UInt64 = 1
    var effects: [String] = []
    let initialRoots: [CheckedDestination]
    /// Whether the window closed; the app then opens a fresh one in its place.
    var closed = false

    init(tabs: [String], selected: String) {
        var counter: UInt64 = 1
        var tabStates: [RefTab] = []
        for name in tabs {
            tabStates.append(
                RefTab(
                    name: name, layers: [RefLayer(entries: [RefEntry(id: counter, destination: .root(name))])]
                ))
            counter += 1
        }
        state = RefState(selected: selected, tabs: tabStates, counter: counter)
        initialRoots = tabs.map { .root($0) }
    }

    mutating func token() -> UInt64 {
        defer { nextToken += 1 }
        return nextToken
    }
}

/// Running a change: plan it on a copy, pass the guards, keep the copy.
extension RefModel {
    // MARK: - The pipeline

    mutating func run(_ intent: RefIntent, from origin: RefOrigin, waiving waived: Set<UInt64> = [])
        -> RefOutcome
    {
        if case .screen(let id) = origin, !state.contains(id) { return .refusedDetached }
        if case .closeWindow = intent { return closeWindow(waiving: waived) }
        guard let proposed = plan(intent) else { return planRefusal(intent) }
        if proposed == state { return finishApplied(intent) }
        return commit(proposed, intent: intent, origin: origin, waived: waived, checksAccess: true)
    }

    /// The guards over a proposed state, then the state itself.
    mutating func commit(
        _ proposed: RefState, intent: RefIntent, origin: RefOrigin, waived: Set<UInt64>, checksAccess: Bool
    ) -> RefOutcome {
        var proposed = proposed
        let removed = removedEntries(from: state, to: proposed)
        // A change that drops what a restore cut off meets the guards its screens declare: a
        // link withdraws it, and its sign-in sheet leaving unmet drops it. An applied state and
        // a re-check (a sign-out wins over every guard) do not ask. They speak after the tree's
        // locks, before anything in the tree asks.
        var cutOff: RefOutcome?
        if let pending = state.pending, let refusal = refusalByWhatWasCut(pending) {
            let link: Bool = if case .request(.link) = intent { true } else { false }
            let asks: Bool =
                switch intent {
                case .apply, .recheck: false
                default: true
                }
            if link || (asks && removed.contains(pending.screen) && !signedIn) { cutOff = refusal }
        }
        if let verdict = leaveVerdict(removed: removed, origin: origin, waived: waived) {
            if guardIsUnseen(verdict), case .request = intent {
                return holdForAccess(intent, proposed: proposed, origin: origin, waived: waived)
            }
            switch verdict {
            case .locked: return guardIsUnseen(verdict) ? .refusedUnseenLock : .refusedLocked
            case .confirm(let token, let tokens, let tabs):
                if let cutOff { return cutOff }
                if guardIsUnseen(verdict) { return .refusedUnseen }
                return holdForConfirmation(
                    intent, origin: origin, waived: waived, token: token, tokens: tokens, tabs: tabs)
            }
        }
        // The requirement's own screen, presented by the gate, is the one thing that may.
        if checksAccess, let locked = coveredLock(proposed, origin: origin) {
            // Out of sight in a tab the gate holds, a request waits for the sign-in first.
            let isUnseen = guardIsUnseen(.locked(entry: locked))
            if isUnseen, case .request = intent {
                return holdForAccess(intent, proposed: proposed, origin: origin, waived: waived)
            }
            return isUnseen ? .refusedUnseenLock : .refusedLocked
        }
        if checksAccess, let requirementBlocked = blocked(from: state, to: proposed), requirementBlocked {
            return holdForAccess(intent, proposed: proposed, origin: origin, waived: waived)
        }
        if let cutOff { return cutOff }
        // Alerts whose screen is no longer on top go, as does a pending request whose screen left.
        let leftPending = state.pending.flatMap { removed.contains($0.screen) ? $0 : nil }
        if let leftPending, proposed.pending?.screen == leftPending.screen { proposed.pending = nil }
        // Another sign-in sheet closing while signed in carries the pending request out too.
        let waiting = leftPending == nil ? state.pending : nil
        let signInLeaves = state.allEntries.contains { removed.contains($0.id) && $0.destination == .signIn }
        // A link withdraws the pending request rather than settling it.
        var superseded = false
        if case .request(.link) = intent, state.pending != nil { superseded = true }
        // So does an applied state's own pending request, once the waiting one's screen left.
        if case .apply = intent, leftPending != nil, proposed.pending != nil { superseded = true }
        // The answers belong to the pending request: a state with another one drops them.
        if case .apply = intent, proposed.pending != state.pending { pendingWaivers = [] }
        let before = Set(state.allEntries.map(\.id))
        // A pending request the change takes away is dropped with what waits on it, unless its
        // screen left and it is settled below.
        if let gone = state.pending, proposed.pending != gone, superseded || leftPending != gone {
            dropRest(waitingOn: gone)
        }
        state = proposed
        release(removed: removed)
        attachDeclaredGuards(except: before)
        if superseded {
            pendingWaivers = []
        } else if let leftPending {
            settle(leftPending)
        }
        if let waiting, signInLeaves, signedIn, state.pending == waiting { runPending(waiting) }
        return finishApplied(intent)
    }

    mutating func finishApplied(_ intent: RefIntent) -> RefOutcome {
        if case .returnTo(_, let delivery?, _) = intent {
            effects.append("checkpoint \(delivery.checkpoint) got \(delivery.value)")
        }
        return .applied
    }

    /// Which refusal a change that cannot be planned gets: detached when its anchor is gone.
    func planRefusal(_ intent: RefIntent) -> RefOutcome {
        switch intent {
        case .pop(.entry(let id), _), .leave(.entry(let id)), .dismiss(.entry(let id)),
            .request(.show(_, _, .entry(let id))):
            return state.contains(id) ? .refused : .refusedDetached
        case .returnTo(let id, _, _):
            return state.contains(id) ? .refused : .refusedDetached
        default:
            return .refused
        }
    }

    func layer(of anchor: RefAnchor, in state: RefState) -> (tab: Int, layer: Int, index: Int)? {
        switch anchor {
        case .entry(let id): return state.locate(id)
        case .tab(let name):
            guard let tab = state.tabs.firstIndex(where: { $0.name == name }) else { return nil }
            return (tab, 0, state.tabs[tab].layers[0].entries.count - 1)
        }
    }
}

/// Closing the window: every screen leaves, so every lock refuses and every leave confirmation
/// is asked (once, in the guarded screen's tab); what a waiting request waited for goes with it.
extension RefModel {
    mutating func closeWindow(waiving waived: Set<UInt64>) -> RefOutcome {
        let removed = Set(state.allEntries.map(\.id))
        let cutOff = state.pending.flatMap(refusalByWhatWasCut)
        if let verdict = leaveVerdict(removed: removed, origin: .person, waived: waived) {
            switch verdict {
            case .locked: return guardIsUnseen(verdict) ? .refusedUnseenLock : .refusedLocked
            case .confirm(let token, let tokens, let tabs):
                if let cutOff { return cutOff }
                if guardIsUnseen(verdict) { return .refusedUnseen }
                return holdForConfirmation(
                    .closeWindow, origin: .person, waived: waived, token: token, tokens: tokens, tabs: tabs)
            }
        }
        if let cutOff { return cutOff }
        release(removed: removed)
        closed = true
        return .applied
    }
}

extension RefModel {
    /// The app is down to this window, which may not close.
    ///
    /// A question about closing it leaves as the window is re-checked, and the close it held
    /// is dropped. Answers whether a question left.
    @discardableResult
    mutating func becameTheOnlyWindow() -> Bool {
        var left = false
        for (owner, handlers) in alertActions {
            guard case .leave(.closeWindow, _, _, _, _) = handlers.actions, let at = state.locate(owner),
                state.tabs[at.tab].layers[at.layer].alert?.id == handlers.alertID
            else { continue }
            state.tabs[at.tab].layers[at.layer].alert = nil
            alertActions[owner] = nil
            left = true
        }
        closeOutdatedQuestions()
        return left
    }
}

/// A restart: the saved state comes back through the same rules as a restore.
extension RefModel {
    // MARK: - Restarts

    /// A new process restores this state: nothing attached survives, and nobody is signed in.
    mutating func restart(restoring saved: RefState) -> RefOutcome {
        let names = state.tabs.map(\.name)
        var fresh = RefModel(tabs: names, selected: names[0])
        fresh.effects = effects
        self = fresh
        return run(.apply(saved), from: .person)
    }
}
