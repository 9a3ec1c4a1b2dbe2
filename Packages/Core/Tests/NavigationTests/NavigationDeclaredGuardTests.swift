import Navigation
import NavigationSnapshots
import NavigationTesting
import Testing

/// A wizard whose steps say what guards them: the payment step is locked, the others ask
/// before their sheet goes.
private enum WizardStep: NavigationDestination {
    case choose
    case review
    case payment

    var routeID: String {
        switch self {
        case .choose: "wizard/choose"
        case .review: "wizard/review"
        case .payment: "wizard/payment"
        }
    }

    var method: NavigationMethod { self == .choose ? .present(.managedSheet) : .push }

    var leaveGuard: NavigationLeaveGuard? {
        switch self {
        case .choose, .review: .confirm(Self.discard, scope: .layer)
        case .payment: .lock(reason: "payment in progress")
        }
    }

    static let discard = NavigationLeaveConfirmation(title: "Discard this order?")
    static var codingName: String { "Tests.WizardStep" }
}

@MainActor
@Suite struct NavigationDeclaredGuardTests {
    private static let locked = NavigationOutcome.refused(
        .locked(route: "wizard/payment", reason: "payment in progress"))

    /// Home with the wizard's sheet open at its payment step.
    private func paying() -> NavigationRoot {
        let root = makeRoot()
        root.front.navigate(to: WizardStep.choose)
        root.front.navigate(to: WizardStep.review)
        root.front.navigate(to: WizardStep.payment)
        return root
    }

    /// The same tree, saved and restored into a new root with Orders in front, as a restart
    /// leaves it: nobody has drawn the wizard since.
    private func restoredBehindAnotherTab() throws -> NavigationRoot {
        var state = paying().state
        state.selectedTab = "orders"
        var registry = NavigationDestinationRegistry()
        try registry.register(HomeDestination.self)
        try registry.register(OrdersDestination.self)
        try registry.register(SettingsDestination.self)
        try registry.register(WizardStep.self)
        let coder = NavigationSnapshotCoder(registry: registry)
        let root = makeRoot()
        #expect(root.restore(try coder.decode(try coder.encode(state))) == .applied)
        return root
    }

    /// Found by a reader: the gate presents its screen with no provider answers at hand, so
    /// a provided one carried the shared value's guard (none), not its answer's.
    @Test func aProvidedRequirementScreenCarriesTheGuardOfTheScreenItsProviderAnswered() {
        let root = makeRoot()
        root.provide(SharedThing.self) { _ in WizardStep.payment }
        root.requireAccess(.signedIn, isMet: { false }, presenting: SharedThing.product("sign-in"))
        #expect(
            root.front.push(OrdersDestination.detail(3))
                == .held(.pendingAccess(route: "orders/3", requirement: .signedIn)))
        #expect(root.locks.map(\.reason) == ["payment in progress"])
    }

    @Test func aScreenThatDeclaresALockIsLockedFromTheMomentItIsPushed() {
        let root = paying()
        #expect(root.locks.map(\.reason) == ["payment in progress"])
        #expect(root.back() == Self.locked)
        #expect(root.locationDescription.hasSuffix("wizard/payment"))
    }

    @Test(arguments: ["link", "tab reselected", "apply", "dismissAll"])
    func aRestoredScreenIsGuardedBeforeAnyoneDrawsIt(_ path: String) throws {
        let root = try restoredBehindAnotherTab()
        let before = root.state
        let outcome =
            switch path {
            case "link": root.open(NavigationPlace(tab: "home", stack: [HomeDestination.home]))
            case "tab reselected": root.selectTab("home")
            case "apply":
                root.apply(
                    NavigationState(
                        selectedTab: "home",
                        tabs: [NavigationTabState(name: "home", destinations: [HomeDestination.home])]))
            default: root.dismissAll()
            }
        if path == "tab reselected" {
            // Bringing the tab forward takes nothing away; tapping it again would.
            #expect(outcome == .applied)
            #expect(root.selectTab("home") == Self.locked)
        } else {
            #expect(outcome == Self.locked, "\(path)")
            #expect(root.state == before, "\(path) changed the state")
        }
    }

    @Test func aDeclaredQuestionIsAskedBeforeItsSheetGoesButNotForABackWithinIt() {
        let root = makeRoot()
        root.front.navigate(to: WizardStep.choose)
        root.front.navigate(to: WizardStep.review)
        #expect(root.back() == .applied)
        #expect(root.locationDescription == "home: home | sheet: wizard/choose")
        #expect(root.dismiss() == .held(.confirming(route: "wizard/choose", alert: "wizard/choose/leave")))
        #expect(root.state.tabs[0].layers.last?.alert?.title == "Discard this order?")
    }

    @Test func aScreenThatStaysThroughANewStateKeepsOneGuard() {
        let root = paying()
        #expect(root.apply(root.state) == .applied)
        #expect(root.recheck() == .applied)
        #expect(root.locks.count == 1)
    }

    @Test func aDeclaredLockReleasedEarlyStaysReleasedWhileItsScreenStays() throws {
        let root = paying()
        let lock = try #require(root.locks.first)
        #expect(root.front.unlock(lock) == .applied)
        #expect(root.apply(root.state) == .applied)
        #expect(root.locks.isEmpty)
        #expect(root.back() == .applied)
    }

    @Test func aLockedScreenThatLeavesTakesItsLockAndAGuardedRootIsGuardedFromTheStart() {
        let root = paying()
        #expect(root.front.back() == .applied, "the locked screen's own layer may take it away")
        #expect(root.locks.isEmpty)
        let guarded = NavigationRoot(root: WizardStep.payment)
        #expect(guarded.locks.map(\.reason) == ["payment in progress"])
    }

    // MARK: - A restore while every tab must wait

    /// Signed in, each tab holds an order, and Orders' has the wizard over it; the state
    /// as saved, with `guarded` tabs holding a wizard too.
    private func everyTabHoldingAnOrder(wizardsIn guarded: [String], paying: Bool = false) -> NavigationState
    {
        let writer = makeGatedRoot(session: TestSession.signedIn)
        for (index, tab) in ["home", "settings", "orders"].enumerated() {
            writer.selectTab(tab)
            writer.push(OrdersDestination.detail(index + 1))
            if tab == "orders" || guarded.contains(tab) { writer.front.navigate(to: WizardStep.choose) }
            if tab == "orders", paying { writer.front.navigate(to: WizardStep.payment) }
        }
        return writer.state
    }

    /// Found by a stranger: signed out, with an order in every tab, the restore cut the tab in
    /// front, wizard and all, and cancelling the sign-in lost the wizard without a question.
    @Test func aRestoreThatMustCutATabCutsOneWhoseCutLosesNoGuardedScreen() {
        let session = TestSession()
        let root = makeGatedRoot(session: session)
        #expect(root.restore(everyTabHoldingAnOrder(wizardsIn: [])) == Self.orderWaits(1))
        #expect(root.locationDescription == "home: home | sheet: settings/signin | pending: orders/1")
        #expect(root.dismiss() == .applied)
        #expect(root.locationDescription == "home: home")
        #expect(root.state.allEntries.map(\.routeID).contains("wizard/choose"))
        // Signed in, Orders shows the wizard; leaving it still asks.
        session.isSignedIn = true
        #expect(root.selectTab("orders") == .applied)
        #expect(root.dismiss() == .held(.confirming(route: "wizard/choose", alert: "wizard/choose/leave")))
    }

    @Test func whenEveryTabsCutWouldLoseAGuardedScreenTheStatesOwnTabIsCut() {
        let root = makeGatedRoot(session: TestSession())
        #expect(root.restore(everyTabHoldingAnOrder(wizardsIn: ["home", "settings"])) == Self.orderWaits(3))
        #expect(
            root.locationDescription == "orders: orders | sheet: settings/signin | pending: wizard/choose")
    }

    /// Every change that would drop what a restore cut off meets the cut's lock first.
    ///
    /// Found by a stranger: signed out, with a payment step in every tab, what the restore cut
    /// off (Orders' order, wizard and locked payment step) went without a word when anything
    /// but a sign-in dropped the request that brings it back. Closing the window met the
    /// question of another tab's wizard first (found by another), and no change's refusal by
    /// the cut's lock was traced, as a lock's is.
    @Test(arguments: ["a link", "another tab", "the sign-in sheet's dismiss", "closing the window"])
    func whatARestoreCutOffMeetsItsGuardsBeforeItIsDropped(by change: String) {
        let session = TestSession()
        let recorder = NavigationEventRecorder()
        let root = makeGatedRoot(session: session, recorder: recorder)
        let saved = everyTabHoldingAnOrder(wizardsIn: ["home", "settings"], paying: true)
        #expect(root.restore(saved) == Self.orderWaits(3))
        #expect(
            root.locationDescription == "orders: orders | sheet: settings/signin | pending: wizard/payment")
        let before = root.state
        let windows = NavigationWindowGroup(first: root)
        windows.open(makeGatedRoot(session: session))
        let outcome =
            switch change {
            case "a link": root.open(NavigationPlace(tab: "orders", stack: [OrdersDestination.list]))
            case "another tab": root.selectTab("home")
            case "closing the window": windows.close(at: 0)
            default: root.dismiss()
            }
        #expect(
            outcome
                == .refused(
                    .unseenLock(
                        route: "wizard/payment", reason: "payment in progress", requirement: .signedIn)),
            "\(change)")
        #expect(root.state == before, "\(change)")
        #expect(windows.windows.count == 2)
        let traced = recorder.events.compactMap(\.trace).filter { $0.mechanism == .leaveGuard }
        #expect(traced.map(\.asked) == ["wizard/payment"], "\(change)")
        #expect(traced.first?.outcome?.hasPrefix("payment in progress: ") == true, "\(change)")
        // Signed in, it all comes back, the lock with it.
        session.isSignedIn = true
        #expect(root.resumePending() == .applied)
        #expect(
            root.locationDescription == "orders: orders > orders/3 | sheet: wizard/choose > wizard/payment")
        #expect(root.locks.map(\.reason) == ["payment in progress"])
    }

    /// Without a lock, the cut's question speaks the same way; the app's own `dropPending()`
    /// still drops it.
    @Test func whatARestoreCutOffAsksNoQuestionAndTheAppMayStillDropIt() {
        let root = makeGatedRoot(session: TestSession())
        #expect(root.restore(everyTabHoldingAnOrder(wizardsIn: ["home", "settings"])) == Self.orderWaits(3))
        #expect(root.dismiss() == .refused(.unseenQuestion(route: "wizard/choose", requirement: .signedIn)))
        #expect(root.dropPending() == .applied)
        #expect(root.pending == nil)
        #expect(root.dismiss() == .applied)
        #expect(root.locationDescription == "orders: orders")
    }

    /// Found in a review: a state whose screens are all numbered afresh (a counter that runs
    /// behind its ids, as a restore makes of one too close to 2^53) renamed the screens the
    /// tree shows but not those only the cut tab holds, so a cut screen could carry the id of
    /// a screen still shown and its lock went unmet.
    @Test(arguments: [0, 1])
    func whatARestoreCutOffKeepsItsGuardsWhenEveryScreenIsNumberedAfresh(shift: UInt64) {
        let writer = makeGatedRoot(session: TestSession())
        #expect(
            writer.restore(everyTabHoldingAnOrder(wizardsIn: ["home", "settings"], paying: true))
                == Self.orderWaits(3))
        guard case .restoreTab(let held)? = writer.state.pending?.request else {
            Issue.record("the restore cut no tab")
            return
        }
        // Every id lowered, so the cut screens' ids are ones the new root hands the tree's.
        var renumbered = writer.state
        renumbered.nextEntryID = 0
        let lowest = renumbered.entryIDs.map(\.rawValue).min() ?? 0
        func lowered(_ tab: NavigationTabState) -> NavigationTabState {
            var tab = tab
            for layer in tab.layers.indices {
                for index in tab.layers[layer].entries.indices {
                    let id = tab.layers[layer].entries[index].id.rawValue
                    tab.layers[layer].entries[index].id = NavigationEntryID(rawValue: id - lowest + shift)
                }
                if let alert = tab.layers[layer].alert {
                    tab.layers[layer].alert?.entry = NavigationEntryID(
                        rawValue: alert.entry.rawValue - lowest + shift)
                }
            }
            return tab
        }
        renumbered.tabs = renumbered.tabs.map(lowered)
        renumbered.pending?.request = .restoreTab(lowered(held))
        if let screen = renumbered.pending?.screen {
            renumbered.pending?.screen = NavigationEntryID(rawValue: screen.rawValue - lowest + shift)
        }
        let session = TestSession()
        let root = makeGatedRoot(session: session)
        #expect(root.apply(renumbered).isApplied)
        #expect(root.locationDescription == writer.locationDescription)
        guard case .restoreTab(let kept)? = root.state.pending?.request else {
            Issue.record("the cut tab was not kept")
            return
        }
        // The screens both hold share their ids again; the cut ones have ids of their own.
        let shown = Set(root.state.entryIDs)
        let cut = kept.entryIDs.filter { !shown.contains($0) }
        #expect(cut.count == 3)
        #expect(Set(cut).count == cut.count)
        #expect(cut.allSatisfy { $0 != .unassigned && $0.rawValue < root.state.nextEntryID })
        #expect(
            root.dismiss()
                == .refused(
                    .unseenLock(
                        route: "wizard/payment", reason: "payment in progress", requirement: .signedIn)))
        session.isSignedIn = true
        #expect(root.resumePending() == .applied)
        #expect(
            root.locationDescription == "orders: orders > orders/3 | sheet: wizard/choose > wizard/payment")
        #expect(root.locks.map(\.reason) == ["payment in progress"])
    }

    /// A screen only the cut tab holds, whose id no tree could keep, gets a fresh one of its own.
    @Test(arguments: ["unassigned", "repeated in the cut tab", "ahead of the counter", "a shown screen's"])
    func aCutScreenWhoseIDCannotBeKeptGetsAFreshOne(kind: String) {
        let writer = makeGatedRoot(session: TestSession())
        #expect(
            writer.restore(everyTabHoldingAnOrder(wizardsIn: ["home", "settings"], paying: true))
                == Self.orderWaits(3))
        var state = writer.state
        guard case .restoreTab(var held)? = state.pending?.request else {
            Issue.record("the restore cut no tab")
            return
        }
        // The cut screens: the order, the wizard's first step and the payment step over it.
        let shown = Set(state.entryIDs)
        let order = held.layers[0].entries.count - 1
        let choose = held.layers[1].entries[0].id
        let bad: NavigationEntryID =
            switch kind {
            case "unassigned": .unassigned
            case "repeated in the cut tab": choose
            case "ahead of the counter": NavigationEntryID(rawValue: state.nextEntryID + 7)
            default: state.tabs[0].layers[0].entries[0].id
            }
        #expect(!shown.contains(held.layers[1].entries[1].id))
        held.layers[1].entries[1].id = bad
        if kind != "repeated in the cut tab" { held.layers[0].entries[order].id = bad }
        state.pending?.request = .restoreTab(held)
        let root = makeGatedRoot(session: TestSession())
        #expect(root.apply(state).isApplied)
        guard case .restoreTab(let kept)? = root.state.pending?.request else {
            Issue.record("the cut tab was not kept")
            return
        }
        let cut = kept.entryIDs.filter { !Set(root.state.entryIDs).contains($0) }
        #expect(cut.count == 3, "\(kind)")
        #expect(Set(cut).count == cut.count, "\(kind)")
        #expect(cut.allSatisfy { $0 != .unassigned && $0.rawValue < root.state.nextEntryID }, "\(kind)")
        #expect(
            root.dismiss()
                == .refused(
                    .unseenLock(
                        route: "wizard/payment", reason: "payment in progress", requirement: .signedIn)),
            "\(kind)")
    }

    private static func orderWaits(_ id: Int) -> NavigationOutcome {
        .held(.pendingAccess(route: "orders/\(id)", requirement: .signedIn))
    }

}
