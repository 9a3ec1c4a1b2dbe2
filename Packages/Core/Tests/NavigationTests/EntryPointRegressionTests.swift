import Foundation
import Navigation
import NavigationSend
import NavigationSnapshots
import NavigationTesting
import Testing

/// A tab switch sent as a value.
private struct SwitchTab: Hashable, Sendable {
    let name: String
}

/// Asks the receiver on Home's page to show an order.
private struct ShowOrder: Hashable, Sendable {
    let id: Int
}

/// Whether what an alert asks about still stands, changed by the test.
@MainActor
private final class Standing {
    var value = true
}

/// The breaks an engine review found at the engine's own entry points (issue 41, 7-12), each
/// written as its repro: a rule that held on one path and not on another.
@MainActor
@Suite struct EntryPointRegressionTests {
    /// Break 8: a receiver that goes on after a lock refused its change does not make the
    /// send say applied.
    @Test func navigatingWithTheSendMethodNeverSaysAppliedWhenALockRefusedTheStep() throws {
        let root = makeRoot()
        // The receiver pushes on the orders tab and goes on whatever happened.
        root.tabHandle("orders").onReceive(OrdersDestination.self) { destination, orders in
            orders.navigate(to: destination)
            return .auto
        }
        let ordersRoot = try #require(root.state.tabs[1].stack.entries.first?.id)
        root.handle(for: ordersRoot).lockNavigation(reason: "counting stock")
        let before = root.state
        #expect(
            root.front.navigate(to: OrdersDestination.detail(1), method: .send)
                == .refused(.locked(route: "orders", reason: "counting stock")))
        #expect(root.state == before)
    }

    /// A receiver whose first try was refused and whose second was applied goes on: the
    /// chain says what the receiver's last change came to.
    @Test func aReceiverThatRecoversFromARefusalKeepsTheChainGoing() throws {
        let root = makeRoot()
        root.tabHandle("orders").onReceive(OrdersDestination.self) { destination, orders in
            orders.dismiss()  // a tab handle has nothing to dismiss: refused
            orders.navigate(to: destination)
            return .auto
        }
        #expect(root.send(OrdersDestination.detail(1), OrdersDestination.detail(2)) == .delivered)
        #expect(root.state.routeIDs(inTab: "orders") == ["orders", "orders/1", "orders/2"])
    }

    /// Break 9: an alert left under a sheet would show and yet not be the alert in front.
    @Test func aStateWithAnAlertUnderASheetIsRefused() throws {
        let root = makeRoot()
        let home = root.frontID
        root.present(SettingsDestination.main, .sheet)
        var state = root.state
        state.tabs[0].layers[0].alert = NavigationAlertState(
            NavigationAlert(id: "stale", title: "Still here?"), entry: home)
        let before = root.state
        #expect(
            root.apply(state)
                == .refused(
                    .invalidState(
                        "alert 'stale' is under layer 1 of 'home'; an alert belongs to the front layer")))
        #expect(root.restore(state).refusal != nil)
        #expect(root.state == before)
    }

    /// Break 10: a tab the root does not have can never receive, so registering is refused.
    @Test func aReceiverOnATabTheRootDoesNotHaveIsRefused() {
        let root = makeRoot()
        #expect(
            root.tabHandle("nowhere").onReceive(Int.self) { _, _ in .auto }
                == .refused(.unknownTab("nowhere")))
        #expect(root.send(1) == .stopped(.noReceiver("Int")))
    }

    /// Break 11: steps carried out at once are one action, with one notification; a step after
    /// a delay is a change of its own.
    @Test func aSendWithoutDelaysNotifiesOnceAndEachDelayedStepOnce() {
        let root = makeRoot()
        root.onReceive(SwitchTab.self) { tab, root in root.selectTab(tab.name).isApplied ? .auto : .cancel }
        root.tabHandle("orders").autoReceive(OrdersDestination.self)
        let counter = NotificationCounter(root)
        #expect(root.send(SwitchTab(name: "orders"), OrdersDestination.detail(1)) == .delivered)
        #expect(root.locationDescription == "orders: orders > orders/1")
        #expect(counter.count == 1)

        let clock = ManualNavigationClock()
        let delayed = makeRoot(clock: clock, stepDelay: .milliseconds(300))
        delayed.onReceive(SwitchTab.self) { tab, root in root.selectTab(tab.name).isApplied ? .auto : .cancel
        }
        delayed.tabHandle("orders").autoReceive(OrdersDestination.self)
        let delayedCounter = NotificationCounter(delayed)
        #expect(delayed.send(SwitchTab(name: "orders"), OrdersDestination.detail(1)) == .waiting)
        clock.advance(by: .milliseconds(300))
        #expect(delayed.locationDescription == "orders: orders > orders/1")
        #expect(delayedCounter.count == 2)
    }

    /// Break 12: answers belong to the request they answered; a state whose pending request
    /// was edited in place asks its own question.
    @Test func leaveAnswersDoNotCarryOverToAnotherPendingRequest() throws {
        let session = TestSession()
        let root = makeGatedRoot(session: session)
        root.push(HomeDestination.detail)
        root.front.confirmLeaving(NavigationLeaveConfirmation(title: "Discard?"))
        let first = NavigationPlace(tab: "home", stack: [HomeDestination.home, OrdersDestination.detail(1)])
        #expect(root.open(first) == .held(.confirming(route: "detail", alert: "detail/leave")))
        // Leave: the link goes ahead, and waits for sign-in past the question it answered.
        #expect(
            root.chooseAlertAction(at: 0) == .held(.pendingAccess(route: "orders/1", requirement: .signedIn)))
        #expect(
            root.locationDescription == "home: home > detail | sheet: settings/signin | pending: orders/1")
        var edited = root.state
        edited.pending?.request = .link(
            NavigationPlace(tab: "home", stack: [HomeDestination.home, OrdersDestination.detail(2)]))
        #expect(root.apply(edited) == .applied)
        session.isSignedIn = true
        #expect(root.dismiss() == .applied)
        // The other request asks again before it takes the guarded screen away.
        #expect(root.frontAlert?.id == "detail/leave")
        #expect(root.state.routeIDs(inTab: "home") == ["home", "detail"])
    }

    /// Break 4, in the engine: an alert whose question no longer stands runs none of its
    /// actions, and goes when its window is re-checked.
    @Test func anAlertWhoseQuestionNoLongerStandsRunsNothingAndGoes() {
        let root = makeRoot()
        let log = Log<String>()
        let standing = Standing()
        let alert = NavigationAlert(
            id: "cancel", title: "Cancel it?",
            actions: [.init("Cancel it", role: .destructive) { log.record("cancelled") }],
            isCurrent: { standing.value })
        #expect(root.front.showAlert(alert) == .applied)
        standing.value = false
        #expect(root.chooseAlertAction(at: 0) == .refused(.alertOutdated("cancel")))
        #expect(log.values.isEmpty)
        #expect(root.frontAlert == nil)

        standing.value = true
        root.front.showAlert(alert)
        standing.value = false
        #expect(root.recheck() == .applied)
        #expect(root.frontAlert == nil)
        #expect(log.values.isEmpty)
    }

    /// Break 7: a send step held for sign-in is carried out as its sender's change, so a
    /// lock that refuses the sender signed in refuses it after sign-in too.
    @Test func aHeldSendStepKeepsItsSenderAndMeetsTheLocksItsSenderWouldMeet() throws {
        let session = TestSession()
        let root = makeGatedRoot(session: session)
        root.onReceive(SwitchTab.self) { tab, root in root.selectTab(tab.name).isApplied ? .auto : .cancel }
        let page = try #require(root.push(HomeDestination.page(1)))
        // Home's page shows orders itself: its own receiver pushes them over it.
        root.handle(for: page).onReceive(ShowOrder.self) { order, page in
            page.push(OrdersDestination.detail(order.id)).isApplied ? .auto : .cancel
        }
        root.selectTab("settings")
        let settings = root.handle(for: root.frontID)
        #expect(
            settings.send(SwitchTab(name: "home"), ShowOrder(id: 1))
                == .held(.pendingAccess(route: "orders/1", requirement: .signedIn)))
        #expect(root.locationDescription == "settings: settings | sheet: settings/signin | pending: orders/1")
        // Who sent it is part of the value: saved, and read back the same.
        let coder = NavigationSnapshotCoderTests.coder
        #expect(try coder.decode(coder.encode(root.state)) == root.state)
        // Meanwhile the page is locked.
        root.handle(for: page).lockNavigation(reason: "counting stock")
        session.isSignedIn = true
        root.dismiss()
        #expect(root.state.routeIDs(inTab: "home") == ["home", "page/1"])
        #expect(root.pending == nil)
        // Sent by the same sender signed in, the same step is refused by the same lock.
        #expect(
            settings.send(SwitchTab(name: "home"), ShowOrder(id: 1))
                == .stopped(.locked(route: "page/1", reason: "counting stock")))
        #expect(root.state.routeIDs(inTab: "home") == ["home", "page/1"])
    }
}
