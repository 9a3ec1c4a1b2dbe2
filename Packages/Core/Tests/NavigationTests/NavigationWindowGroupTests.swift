import Navigation
import NavigationModels
import NavigationSend
import NavigationSnapshots
import NavigationTesting
import Testing

/// Windows go through the one door: bringing one forward re-checks its access, and closing
/// one meets its locks and leave confirmations.
@MainActor
@Suite struct NavigationWindowGroupTests {
    /// Two signed-in windows, the first showing order 1 on its orders tab, the second in front.
    private func twoWindows() -> (TestSession, NavigationWindowGroup) {
        let session = TestSession()
        session.isSignedIn = true
        let first = makeGatedRoot(session: session)
        first.selectTab("orders")
        first.tabHandle("orders").push(OrdersDestination.detail(1))
        let windows = NavigationWindowGroup(first: first)
        windows.open(makeGatedRoot(session: session))
        return (session, windows)
    }

    @Test func aNewWindowComesToTheFront() {
        let (_, windows) = twoWindows()
        #expect(windows.windows.count == 2)
        #expect(windows.focused == 1)
        #expect(windows.front === windows.windows[1])
        #expect(windows.state.states.map(\.selectedTab) == ["orders", "home"])
    }

    /// Issue 41, break 1: signed out in one window, the order no longer shows in the other.
    @Test func aSignOutReachesEveryWindow() {
        let (session, windows) = twoWindows()
        session.isSignedIn = false
        windows.recheck()
        #expect(windows.windows[0].locationDescription == "orders: orders")
        #expect(windows.focus(at: 0) == .applied)
        #expect(windows.front.locationDescription == "orders: orders")
    }

    @Test func aWindowBroughtForwardIsReCheckedEvenIfNobodySaidTheSessionChanged() {
        let (session, windows) = twoWindows()
        session.isSignedIn = false
        windows.focus(at: 0)
        #expect(windows.front.locationDescription == "orders: orders")
    }

    @Test func aRequestThatWaitedForASignInMadeInAnotherWindowGoesAheadWhenItsWindowComesForward() {
        let (session, windows) = twoWindows()
        session.isSignedIn = false
        let first = windows.windows[0]
        first.onReceive(String.self) { name, root in root.selectTab(name).refusal == nil ? .auto : .cancel }
        first.tabHandle("orders").onReceive(OrdersDestination.self) { destination, orders in
            orders.push(destination).refusal == nil ? .auto : .cancel
        }
        #expect(windows.focus(at: 0) == .applied)
        first.selectTab("home")
        #expect(
            first.send("orders", OrdersDestination.detail(2), OrdersDestination.detail(3))
                == .held(.pendingAccess(route: "orders/2", requirement: .signedIn)))
        // The person signs in in the second window, then comes back to the first.
        windows.focus(at: 1)
        session.isSignedIn = true
        #expect(windows.focus(at: 0) == .applied)
        #expect(first.pending == nil)
        #expect(first.locationDescription == "orders: orders > orders/2 > orders/3")
    }

    @Test func closingTheWindowInFrontBringsTheOneBeforeItForwardAsFocusDoes() {
        let (session, windows) = twoWindows()
        session.isSignedIn = false
        #expect(windows.focus(at: 0) == .applied)
        let first = windows.windows[0]
        first.selectTab("home")
        #expect(
            first.front.push(OrdersDestination.detail(4))
                == .held(.pendingAccess(route: "orders/4", requirement: .signedIn)))
        // Signed in in the second window, which the person then closes.
        windows.focus(at: 1)
        session.isSignedIn = true
        #expect(windows.close(at: 1) == .applied)
        #expect(windows.front === first)
        #expect(first.pending == nil)
        #expect(first.locationDescription == "home: home > orders/4")
    }

    @Test func aWindowBroughtForwardSignedOutKeepsItsRequestWaiting() {
        let (session, windows) = twoWindows()
        session.isSignedIn = false
        windows.focus(at: 1)
        #expect(windows.front.front.push(OrdersDestination.detail(3)).refusal == nil)
        windows.focus(at: 0)
        #expect(windows.focus(at: 1) == .held(.pendingAccess(route: "orders/3", requirement: .signedIn)))
        #expect(
            windows.front.locationDescription == "home: home | sheet: settings/signin | pending: orders/3")
    }

    /// The first window with order 1 locked out of sight and a link waiting for the sign-in
    /// that would take it away; the person has signed in again in the second window, in front.
    private func aLinkWaitingBehindALockAfterASignInElsewhere() -> (NavigationWindowGroup, NavigationLock?) {
        let (session, windows) = twoWindows()
        let first = windows.windows[0]
        let lock = first.front.lockNavigation(reason: "payment in progress")
        first.selectTab("home")
        session.isSignedIn = false
        windows.focus(at: 0)
        let list = NavigationPlace(tab: "orders", stack: [OrdersDestination.list])
        #expect(first.open(list) == .held(.pendingAccess(route: "orders/1", requirement: .signedIn)))
        windows.focus(at: 1)
        session.isSignedIn = true
        return (windows, lock)
    }

    /// Found by a stranger: the waiting request, refused by the lock once its window came
    /// forward, vanished without a word; the refusal is the answer now.
    @Test func aRequestTheLockRefusesWhenItsWindowComesForwardIsTheAnswer() {
        let (windows, lock) = aLinkWaitingBehindALockAfterASignInElsewhere()
        #expect(windows.focus(at: 0) == .refused(.locked(route: "orders/1", reason: "payment in progress")))
        #expect(windows.front.pending == nil)
        #expect(windows.front.state.routeIDs(inTab: "orders") == ["orders", "orders/1"])
        withExtendedLifetime(lock) {}
    }

    /// The same when the window comes forward because the one in front closed: the window
    /// closes, and the answer is the waiting request's.
    @Test func aRequestTheLockRefusesWhenTheWindowInFrontClosesIsTheAnswer() {
        let (windows, lock) = aLinkWaitingBehindALockAfterASignInElsewhere()
        #expect(windows.close(at: 1) == .refused(.locked(route: "orders/1", reason: "payment in progress")))
        #expect(windows.windows.count == 1)
        #expect(windows.front.pending == nil)
        withExtendedLifetime(lock) {}
    }

    /// Issue 41, break 3: a window with a locked screen does not close.
    @Test func closingAWindowWithALockIsRefusedAndChangesNothing() {
        let (_, windows) = twoWindows()
        let first = windows.windows[0]
        first.front.lockNavigation(reason: "payment in progress")
        let before = first.state
        #expect(windows.close(at: 0) == .refused(.locked(route: "orders/1", reason: "payment in progress")))
        #expect(windows.windows.count == 2)
        #expect(first.state == before)
    }

    @Test func closingAWindowAsksItsLeaveQuestionAndClosesOnlyWhenThePersonLeaves() {
        let (_, windows) = twoWindows()
        let first = windows.windows[0]
        first.front.confirmLeaving(NavigationLeaveConfirmation(title: "Discard this order?"))
        var closed: [NavigationRoot] = []
        windows.onClose = { closed.append($0) }
        #expect(windows.close(at: 0) == .held(.confirming(route: "orders/1", alert: "orders/1/leave")))
        #expect(windows.focused == 0)
        #expect(first.frontAlert?.title == "Discard this order?")
        // Stay: the window and its order stay.
        #expect(first.chooseAlertAction(at: 1) == .applied)
        #expect(windows.windows.count == 2)
        // Asked again, Leave: the window goes, and the other comes forward.
        windows.close(at: 0)
        #expect(first.chooseAlertAction(at: 0) == .applied)
        #expect(windows.windows.count == 1)
        #expect(closed.count == 1 && closed[0] === first)
        #expect(windows.focused == 0)
    }

    /// From a stranger's run: a window asked to close, then the other closed.
    ///
    /// The question no longer stands (the last window stays), so it leaves and nothing is closed.
    @Test func aQuestionAboutClosingAWindowLeavesOnceTheOtherWindowsHaveClosed() {
        let (_, windows) = twoWindows()
        let first = windows.windows[0]
        first.front.confirmLeaving(NavigationLeaveConfirmation(title: "Discard this order?"))
        #expect(windows.close(at: 0) == .held(.confirming(route: "orders/1", alert: "orders/1/leave")))
        #expect(windows.close(at: 1) == .applied)
        #expect(windows.windows.count == 1)
        #expect(first.frontAlert == nil)
        #expect(first.chooseAlertAction(at: 0) == .refused(.noAlert))
        #expect(windows.front === first)
        #expect(first.locationDescription == "orders: orders > orders/1")
    }

    /// The same, with the other window in front as it closes.
    ///
    /// The asking one comes forward without its question. While another window is open, the
    /// question stands.
    @Test func aQuestionAboutClosingAWindowStandsWhileAnotherWindowIsOpen() {
        let (session, windows) = twoWindows()
        let first = windows.windows[0]
        first.front.confirmLeaving(NavigationLeaveConfirmation(title: "Discard this order?"))
        windows.close(at: 0)
        windows.open(makeGatedRoot(session: session))
        #expect(windows.close(at: 1) == .applied)
        #expect(first.frontAlert?.title == "Discard this order?")
        #expect(windows.close(at: 1) == .applied)
        #expect(windows.front === first)
        #expect(first.frontAlert == nil)
        #expect(first.locationDescription == "orders: orders > orders/1")
    }

    @Test func noMoreWindowsOpenThanTheLimit() {
        let windows = NavigationWindowGroup(first: makeRoot(), limit: 2)
        #expect(windows.open(makeRoot()) == .applied)
        #expect(windows.open(makeRoot()) == .refused(.tooManyWindows(2)))
        #expect(windows.windows.count == 2)
        #expect(windows.focused == 1)
        #expect(NavigationWindowGroup(first: makeRoot()).limit == 100)
    }

    @Test func aClosedWindowReleasesItsScreenModels() {
        let (_, windows) = twoWindows()
        let first = windows.windows[0]
        weak var released: ScreenModel?
        do { released = first.models.model(for: first.frontID) { ScreenModel("order") } }
        #expect(released != nil)
        #expect(windows.close(at: 0) == .applied)
        #expect(released == nil)
        // Its handles act no more, though its value is as it was.
        #expect(first.front.push(HomeDestination.detail) == .refused(.windowClosed))
        #expect(first.send(1) == .stopped(.windowClosed))
        #expect(windows.windows.count == 1)
    }

    @Test func theLastWindowStaysAndAWindowThatIsNotThereIsSaidPlainly() {
        let windows = NavigationWindowGroup(first: makeRoot())
        #expect(windows.close(at: 0) == .refused(.lastWindow))
        #expect(windows.focus(at: 3) == .refused(.noWindow(4, count: 1)))
        #expect(NavigationRefusal.noWindow(4, count: 1).description == "no window 4; there is 1 window")
        #expect(windows.windows.count == 1)
    }
}
