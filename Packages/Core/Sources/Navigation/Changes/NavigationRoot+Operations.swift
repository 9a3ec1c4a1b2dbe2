extension NavigationRoot {
    // MARK: - What the person does

    /// Brings a tab to the front; its screens meet the access requirements as they come into sight.
    ///
    /// Selecting the tab already in front takes it back to its root, as a tab bar does: its
    /// stack keeps only its first screen and what is presented over it closes, through the
    /// same locks and leave confirmations as `back`. At its root it changes nothing. Every
    /// other tab's stack stays as it was.
    ///
    /// ```swift
    /// root.selectTab("orders")   // orders, as it was left
    /// root.selectTab("orders")   // orders, popped to its list
    /// ```
    @discardableResult
    public func selectTab(_ name: String) -> NavigationOutcome {
        run(.request(.selectTab(name)))
    }

    /// The person's back: pops the front screen, or dismisses its layer.
    ///
    /// Its layer is dismissed when the front screen is the layer's first. Locks and leave
    /// confirmations apply.
    @discardableResult
    public func back() -> NavigationOutcome {
        guard let front = storedState.frontEntry else { return refuse(.nothingToGoBack) }
        return run(.back(.entry(front.id)))
    }

    /// The person's dismiss: dismisses the front presented layer.
    ///
    /// Locks and leave confirmations apply.
    @discardableResult
    public func dismiss() -> NavigationOutcome {
        guard let front = storedState.frontEntry else { return refuse(.nothingToDismiss) }
        return run(.dismiss(.entry(front.id)))
    }

    /// Dismisses every presented layer and every alert, in every tab.
    @discardableResult
    public func dismissAll() -> NavigationOutcome { run(.dismissAll) }

    /// Pops a stack to its first screen: the front layer's, or with a tab's name that tab's
    /// own stack (what is presented over it stays).
    @discardableResult
    public func popToRoot(inTab name: String? = nil) -> NavigationOutcome {
        if let name { return run(.pop(.tab(name), .root)) }
        guard let front = storedState.frontEntry else { return refuse(.nothingToPop(stack: "root")) }
        return run(.pop(.entry(front.id), .root))
    }

    /// Dismisses everything and pops every tab to its root screen.
    @discardableResult
    public func reset() -> NavigationOutcome { run(.reset) }

    /// Goes to a link's place: the state it makes of the current one, through every guard.
    ///
    /// Only the place's tab changes (the others keep what they show, as after a tab
    /// switch). A place that would show a screen whose access requirement does not hold
    /// changes nothing but presenting the requirement's screen; the request waits as the
    /// pending request and is rebuilt over the state as it is once the requirement holds. A
    /// place that applies at once replaces the pending request instead: it is dropped, and
    /// the requirement's screen it waited behind closes.
    @discardableResult
    public func open(_ place: NavigationPlace) -> NavigationOutcome {
        attributing(to: .link) { run(.request(.link(place))) }
    }

    // MARK: - The pending request

    /// The request waiting for an access requirement, if any.
    public var pending: NavigationPendingRequest? { state.pending }

    /// Carries out the pending request now, when its requirement holds.
    ///
    /// The root does this by itself when the requirement's screen leaves, or another screen
    /// of that requirement leaves while it holds; call it when the requirement can be met
    /// without any of them closing. The requirement's screen closes if it still shows, and
    /// the tab the request was made in comes to the front.
    @discardableResult
    public func resumePending() -> NavigationOutcome {
        guard let pending = storedState.pending else { return refuse(.nothingPending) }
        guard openCallOuts == 0 else { return refuse(.changeInProgress) }
        guard isMet(pending.requirement) else {
            return .held(.pendingAccess(route: pending.request.routeID, requirement: pending.requirement))
        }
        return runPending(pending)
    }

    /// Forgets the pending request; the requirement's screen stays where it is.
    @discardableResult
    public func dropPending() -> NavigationOutcome {
        let pending = storedState.pending
        let outcome = run(.dropPending)
        if outcome.isApplied, let pending { traceDropped(pending, because: "dropped by the app") }
        return outcome
    }

    /// Declares how the root checks a requirement and which screen meets it.
    ///
    /// Any change that would bring a screen with this requirement into sight while `isMet`
    /// answers `false` is held: it becomes the pending request, and `screen` is presented in
    /// front (with its preferred method, a sheet when it prefers a push). When that screen
    /// leaves the tree, the pending request is carried out if `isMet` now answers `true`, and
    /// dropped otherwise, leaving the app as it was before the request. Another screen equal to
    /// `screen` leaving while `isMet` answers `true` carries it out too.
    public func requireAccess(
        _ requirement: NavigationAccessRequirement,
        isMet: @escaping @MainActor () -> Bool,
        presenting screen: any NavigationDestination
    ) {
        accessPolicies[requirement] = NavigationAccessPolicy(
            isMet: isMet, screen: AnyNavigationDestination(screen))
        emit(.debug, .access, "root", "\(requirement) is met by \(screen.routeID)")
    }

    /// The screen that meets a requirement the app declared (``requireAccess(_:isMet:presenting:)``).
    package func screen(meeting requirement: NavigationAccessRequirement) -> AnyNavigationDestination? {
        accessPolicies[requirement]?.screen
    }

    // MARK: - Alerts

    /// The alert in front: the alert of the selected tab's top layer, if it shows one.
    ///
    /// An alert belongs to a screen that shows (the one in front, or a split's earlier
    /// column), and pushing or presenting on its layer takes it away, so no alert ever waits
    /// under a sheet.
    public var frontAlert: NavigationAlertState? { state.selected?.layers.last?.alert }

    /// Chooses an action of the alert in front: the alert closes, then the action runs, as
    /// one change.
    ///
    /// For a leave confirmation the outcome is the held change's: Leave carries it out (or says
    /// why it cannot be), Stay drops it.
    @discardableResult
    public func chooseAlertAction(at index: Int) -> NavigationOutcome {
        guard openCallOuts == 0 else { return refuse(.changeInProgress) }
        guard let alert = frontAlertLocation() else { return refuse(.noAlert) }
        guard alert.state.actions.indices.contains(index) else {
            // Numbered from 1 for people; the largest index has no successor to show.
            return refuse(.noAlertAction(index == .max ? index : index + 1, count: alert.state.actions.count))
        }
        let actions = attachments.alertActions[alert.state.entry].flatMap {
            $0.alertID == alert.state.id ? $0 : nil
        }
        let handler = actions.flatMap { $0.handlers.indices.contains(index) ? $0.handlers[index] : nil }
        // An alert about something that no longer stands closes, and none of its actions runs.
        if let isCurrent = actions?.isCurrent, !callingOut(isCurrent) {
            let closed = run(.closeAlert)
            guard closed.isApplied else { return closed }
            return refuse(.alertOutdated(alert.state.id))
        }
        return transaction {
            // Its handlers answer for it now: closing it must not drop what a question held.
            attachments.alertActions[alert.state.entry] = nil
            let closed = run(.closeAlert)
            guard closed.isApplied else { return closed }
            emit(
                .info, .alert, storedState.layerLabel(tab: alert.tab, layer: alert.layer),
                "alert \(alert.state.id): \(alert.state.actions[index].label)")
            return handler?() ?? .applied
        }
    }

    /// Closes the alert in front without choosing an action.
    @discardableResult
    public func dismissAlert() -> NavigationOutcome {
        guard let alert = frontAlertLocation() else { return refuse(.noAlert) }
        let closed = run(.closeAlert)
        if closed.isApplied {
            emit(
                .info, .alert, storedState.layerLabel(tab: alert.tab, layer: alert.layer),
                "alert \(alert.state.id) dismissed")
        }
        return closed
    }

    func frontAlertLocation() -> (tab: Int, layer: Int, state: NavigationAlertState)? {
        guard let tab = tabIndex(named: storedState.selectedTab) else { return nil }
        let layer = storedState.tabs[tab].layers.count - 1
        guard let alert = storedState.tabs[tab].layers[layer].alert else { return nil }
        return (tab, layer, alert)
    }

    /// Shows an alert over an entry, which must show (see ``NavigationHandle/showAlert(_:)``).
    ///
    /// `handlers` stands in for the actions' own: a leave confirmation's answers report the
    /// outcome of the change they carry out.
    func present(
        _ alert: NavigationAlert, from entry: NavigationEntryID,
        handlers: [(@MainActor () -> NavigationOutcome?)?]? = nil
    ) -> NavigationOutcome {
        let shown = run(.showAlert(NavigationAlertState(alert, entry: entry)), from: .entry(entry))
        guard shown.isApplied else { return shown }
        let own = alert.actions.map { action -> (@MainActor () -> NavigationOutcome?)? in
            guard let handler = action.handler else { return nil }
            return {
                handler()
                return nil
            }
        }
        attachments.alertActions[entry] = AlertHandlers(
            alertID: alert.id, handlers: handlers ?? own, isCurrent: alert.isCurrent)
        emit(.info, .alert, scope(of: .entry(entry)), "alert \(alert.id)")
        return .applied
    }

    // MARK: - Guards, for tools and tests

    /// Every lock held in the tree, oldest first.
    public var locks: [NavigationLock] {
        attachments.guards.flatMap { entry, guards in
            guards.compactMap { leaveGuard in
                leaveGuard.lockReason.map {
                    NavigationLock(entry: entry, reason: $0, token: leaveGuard.token)
                }
            }
        }
        .sorted { $0.token < $1.token }
    }

    /// Whether any screen holds a lock.
    public var isNavigationLocked: Bool { !locks.isEmpty }

    /// Whether the person going back from this screen would be refused by a lock or asked a
    /// leave confirmation first.
    ///
    /// A host reads it to turn off the gestures that leave without asking, since a platform
    /// closes a sheet on a swipe before anyone can object: for a layer's first screen that is
    /// the sheet's swipe, for a pushed one the back button and edge swipe.
    ///
    /// ```swift
    /// .interactiveDismissDisabled(root.leavingIsGuarded(layer.entries[0].id))
    /// ```
    ///
    /// `false` for a tab's root screen (there is no back from it) and for an entry not in the
    /// tree.
    public func leavingIsGuarded(_ entry: NavigationEntryID) -> Bool {
        guard !attachments.guards.isEmpty, let edit = try? plan(.back(.entry(entry))) else {
            return false
        }
        if case .pass = leaveVerdict(removed: removedEntries(by: edit), origin: nil, waived: []) {
            return false
        }
        return true
    }

    /// Whether an alert's actions still have their handlers (an alert restored from a
    /// snapshot has none); for this package's tests, which check that handlers leave with
    /// their screen.
    package func alertHasHandlers(at entry: NavigationEntryID) -> Bool {
        attachments.alertActions[entry] != nil
    }

}
