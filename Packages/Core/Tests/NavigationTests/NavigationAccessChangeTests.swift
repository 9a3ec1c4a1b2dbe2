import Navigation
import NavigationModels
import NavigationTesting
import Testing

/// Signs out when it sees an order pushed, as an app's observer might, and asks for the re-check
/// in the middle of that change.
@MainActor
private final class SignOutOnPush: NavigationEventSink {
    let session: TestSession
    weak var root: NavigationRoot?
    var answers: [NavigationOutcome] = []

    init(session: TestSession) { self.session = session }

    func receive(_ event: NavigationEvent) {
        guard event.kind == .push, event.message.contains("orders/"), session.isSignedIn else { return }
        session.isSignedIn = false
        if let root { answers.append(root.recheck()) }
    }
}

/// Access is what is on screen: when the app says the session changed, every screen whose
/// requirement no longer holds leaves, whatever it is guarded by.
@MainActor
@Suite struct NavigationAccessChangeTests {
    /// A signed-in root showing order 1 on the orders tab, home in front.
    private func signedInWithAnOrder() -> (TestSession, NavigationRoot) {
        let session = TestSession()
        session.isSignedIn = true
        let root = makeGatedRoot(session: session)
        root.selectTab("orders")
        root.tabHandle("orders").push(OrdersDestination.detail(1))
        return (session, root)
    }

    @Test func aSignOutTakesTheProtectedScreenInFrontAwayAsOneChange() {
        let (session, root) = signedInWithAnOrder()
        let revision = root.revision
        session.isSignedIn = false
        #expect(root.recheck() == .applied)
        #expect(root.locationDescription == "orders: orders")
        #expect(root.revision == revision + 1)
    }

    @Test func nothingProtectedStaysOneBackOrOneTabAway() {
        let (session, root) = signedInWithAnOrder()
        root.tabHandle("orders").push(OrdersDestination.list)
        root.selectTab("home")
        root.tabHandle("home").push(HomeDestination.detail)
        root.front.present(OrdersDestination.detail(2), style: .sheet)
        session.isSignedIn = false
        root.recheck()
        #expect(root.locationDescription == "home: home > detail")
        #expect(root.state.routeIDs(inTab: "orders") == ["orders"])
        // Back and the tab switch reach nothing protected: no sign-in sheet is needed.
        #expect(root.back() == .applied)
        #expect(root.selectTab("orders") == .applied)
        #expect(root.locationDescription == "orders: orders")
    }

    @Test func aSignOutWinsOverALockAndSaysSo() {
        let recorder = NavigationEventRecorder()
        let session = TestSession()
        session.isSignedIn = true
        let root = makeGatedRoot(session: session, recorder: recorder)
        root.selectTab("orders")
        root.tabHandle("orders").push(OrdersDestination.detail(1))
        let order = root.state.frontEntry
        let lock = root.front.lockNavigation(reason: "payment in progress")
        #expect(lock != nil)
        #expect(root.back() == .refused(.locked(route: "orders/1", reason: "payment in progress")))
        session.isSignedIn = false
        #expect(root.recheck() == .applied)
        #expect(root.locationDescription == "orders: orders")
        // Said once, for why it went, in its layer and naming its screen as the lock's hold
        // was (`held by orders/1#4`).
        let held = recorder.events.first { $0.kind == .lock && $0.message.contains("held by") }
        #expect(held?.message == "lock 'payment in progress' held by \(order.map { "\($0)" } ?? "")")
        #expect(
            recorder.events.filter { $0.kind == .lock && $0.message.contains("released") }.map(\.description)
                == [
                    "[warning] lock orders: lock 'payment in progress' of \(order.map { "\($0)" } ?? "") released: access changed"
                ])
    }

    @Test func aSignOutAsksNoLeaveQuestion() {
        let (session, root) = signedInWithAnOrder()
        root.front.confirmLeaving(NavigationLeaveConfirmation(title: "Discard?"))
        session.isSignedIn = false
        #expect(root.recheck() == .applied)
        #expect(root.locationDescription == "orders: orders")
        #expect(root.frontAlert == nil)
    }

    @Test func nothingChangesWhileEveryRequirementHolds() {
        let (_, root) = signedInWithAnOrder()
        let before = (root.state, root.revision)
        #expect(root.recheck() == .applied)
        #expect(root.state == before.0)
        #expect(root.revision == before.1)
    }

    @Test func aRequestWaitingForSignInKeepsWaiting() {
        let session = TestSession()
        let root = makeGatedRoot(session: session)
        root.front.push(OrdersDestination.detail(1))
        let before = root.state
        #expect(root.recheck() == .applied)
        #expect(root.state == before)
        #expect(root.pending?.request.routeID == "orders/1")
    }

    @Test func aScreenModelOfAScreenThatLeftIsReleased() {
        let (session, root) = signedInWithAnOrder()
        weak var released: ScreenModel?
        do {
            let model = root.models.model(for: root.frontID) { ScreenModel("order") }
            released = model
        }
        #expect(released != nil)
        session.isSignedIn = false
        root.recheck()
        #expect(released == nil)
    }

    /// Signed out, with order 1 guarded by a question and Home in front: the question is about
    /// a screen the person may not see.
    private func signedOutAwayFromAGuardedOrder() -> (TestSession, NavigationRoot) {
        let (session, root) = signedInWithAnOrder()
        root.front.confirmLeaving(NavigationLeaveConfirmation(title: "Discard?"))
        root.selectTab("home")
        session.isSignedIn = false
        return (session, root)
    }

    /// A leave question is never asked about a screen in a tab the gate would hold: the
    /// request waits for the sign-in, and the question is asked there once it holds.
    @Test func aLinkThatWouldDiscardAnUnseenProtectedScreenWaitsForTheSignInBeforeItAsks() {
        let (session, root) = signedOutAwayFromAGuardedOrder()
        let list = NavigationPlace(tab: "orders", stack: [OrdersDestination.list])
        #expect(root.open(list) == .held(.pendingAccess(route: "orders/1", requirement: .signedIn)))
        #expect(root.locationDescription == "home: home | sheet: settings/signin | pending: orders")
        #expect(root.state.routeIDs(inTab: "orders") == ["orders", "orders/1"])
        session.isSignedIn = true
        #expect(root.resumePending() == .held(.confirming(route: "orders/1", alert: "orders/1/leave")))
        #expect(root.locationDescription == "orders: orders > orders/1 | alert: orders/1/leave")
        #expect(root.chooseAlertAction(at: 0) == .applied)
        #expect(root.locationDescription == "orders: orders")
    }

    /// A change that cannot wait (a reset, a window closing) is refused instead, and says why.
    @Test func anyOtherChangeThatWouldDiscardAnUnseenProtectedScreenIsRefused() {
        let (_, root) = signedOutAwayFromAGuardedOrder()
        let before = root.state
        #expect(root.reset() == .refused(.unseenQuestion(route: "orders/1", requirement: .signedIn)))
        #expect(root.state == before)
        #expect(
            NavigationRefusal.unseenQuestion(route: "orders/1", requirement: .signedIn).description
                == "orders/1 asks before leaving, which needs signed-in first")
    }

    /// A lock speaks to someone who can see its screen: a link that would take a locked order
    /// out of a tab the gate holds waits for the sign-in, and the lock refuses it then.
    @Test func aLinkThatWouldDiscardAnUnseenLockedScreenWaitsForTheSignInBeforeTheLockRefuses() {
        let (session, root) = signedInWithAnOrder()
        let lock = root.front.lockNavigation(reason: "payment in progress")
        root.selectTab("home")
        session.isSignedIn = false
        let list = NavigationPlace(tab: "orders", stack: [OrdersDestination.list])
        #expect(root.open(list) == .held(.pendingAccess(route: "orders/1", requirement: .signedIn)))
        #expect(root.locationDescription == "home: home | sheet: settings/signin | pending: orders")
        session.isSignedIn = true
        #expect(root.resumePending() == .refused(.locked(route: "orders/1", reason: "payment in progress")))
        // The link took the sign-in sheet with it when it was carried out; the lock stopped the rest.
        #expect(root.locationDescription == "home: home")
        #expect(root.state.routeIDs(inTab: "orders") == ["orders", "orders/1"])
        #expect(root.pending == nil)
        // Anything that cannot wait is refused by the lock, which says what comes first: the
        // person cannot finish or cancel there until they sign in.
        session.isSignedIn = false
        let before = root.state
        let refusal = NavigationRefusal.unseenLock(
            route: "orders/1", reason: "payment in progress", requirement: .signedIn)
        #expect(root.reset() == .refused(refusal))
        #expect(root.state == before)
        #expect(
            refusal.description
                == "orders/1 is locked: payment in progress; finishing or cancelling there needs signed-in first"
        )
        // In sight, the same lock says only what it is.
        #expect(root.selectTab("orders") == .held(.pendingAccess(route: "orders/1", requirement: .signedIn)))
        session.isSignedIn = true
        #expect(root.resumePending() == .applied)
        #expect(root.reset() == .refused(.locked(route: "orders/1", reason: "payment in progress")))
        withExtendedLifetime(lock) {}
    }

    /// The same holds for a change that would cover the locked screen rather than remove it.
    @Test func aPushThatWouldCoverAnUnseenLockedScreenWaitsForTheSignInBeforeTheLockRefuses() {
        let (session, root) = signedInWithAnOrder()
        let lock = root.front.lockNavigation(reason: "payment in progress")
        root.selectTab("home")
        session.isSignedIn = false
        #expect(
            root.tabHandle("orders").push(OrdersDestination.detail(2))
                == .held(.pendingAccess(route: "orders/1", requirement: .signedIn)))
        #expect(root.locationDescription == "home: home | sheet: settings/signin | pending: orders/2")
        session.isSignedIn = true
        #expect(root.resumePending() == .refused(.locked(route: "orders/1", reason: "payment in progress")))
        #expect(root.state.routeIDs(inTab: "orders") == ["orders", "orders/1"])
        withExtendedLifetime(lock) {}
    }

    @Test func aReCheckAskedForDuringAChangeRunsOnceTheChangeIsDone() {
        let session = TestSession()
        session.isSignedIn = true
        let sink = SignOutOnPush(session: session)
        let root = makeRoot(recorder: nil)
        root.requireAccess(.signedIn, isMet: { session.isSignedIn }, presenting: SettingsDestination.signIn)
        root.setEventSink(sink)
        sink.root = root
        root.selectTab("orders")
        #expect(root.tabHandle("orders").push(OrdersDestination.detail(1)) == .applied)
        #expect(sink.answers == [.held(.recheckOwed)])
        #expect(root.locationDescription == "orders: orders")
    }
}
