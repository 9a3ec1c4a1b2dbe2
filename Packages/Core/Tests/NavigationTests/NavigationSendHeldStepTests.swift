import Navigation
import NavigationSend
import NavigationTesting
import Testing

/// A chain whose step is held: what it had left waits for the held change, goes on when that
/// change is carried out, and is dropped with it.
@MainActor
@Suite struct NavigationSendHeldStepTests {
    static let discard = NavigationLeaveConfirmation(title: "Discard this order?")

    /// A gated root whose receivers go on when their change is held, as the demo's do: a tab
    /// name selects its tab, an orders destination is pushed in the orders tab.
    private func gatedRoot(
        _ session: TestSession, recorder: NavigationEventRecorder? = nil, clock: ManualNavigationClock? = nil
    ) -> NavigationRoot {
        let root = makeRoot(clock: clock, stepDelay: clock == nil ? .zero : .seconds(1), recorder: recorder)
        root.requireAccess(.signedIn, isMet: { session.isSignedIn }, presenting: SettingsDestination.signIn)
        root.onReceive(String.self) { name, root in root.selectTab(name).refusal == nil ? .auto : .cancel }
        root.tabHandle("orders").onReceive(OrdersDestination.self) { destination, orders in
            orders.push(destination).refusal == nil ? .auto : .cancel
        }
        return root
    }

    /// Signs in the way the demo's sign-in sheet does: the session first, then the sheet closes.
    private func signIn(_ session: TestSession, on root: NavigationRoot) {
        session.isSignedIn = true
        #expect(root.front.entry?.destination == AnyNavigationDestination(SettingsDestination.signIn))
        root.front.dismiss()
    }

    @Test func theRestOfAChainGoesOnOnceItsHeldStepIsCarriedOut() {
        let session = TestSession()
        let root = gatedRoot(session)
        #expect(
            root.send("orders", OrdersDestination.detail(1), OrdersDestination.detail(2))
                == .held(.pendingAccess(route: "orders/1", requirement: .signedIn)))
        #expect(root.locationDescription == "home: home | sheet: settings/signin | pending: orders/1")
        signIn(session, on: root)
        #expect(root.locationDescription == "orders: orders > orders/1 > orders/2")
        #expect(!root.hasWaitingSend)
    }

    @Test func aRestoredProtectedTabShowsTheSentScreenAfterTheSignIn() {
        // The demo's "show order 1001 in the Orders tab" after a restart on a protected screen:
        // the tab switch waits, and the order follows it, not the one the tab showed before.
        let session = TestSession()
        let root = gatedRoot(session)
        var state = root.state
        state.tabs[1].layers[0].entries.append(NavigationEntry(destination: OrdersDestination.detail(7)))
        #expect(root.restore(state).isApplied)
        #expect(
            root.send("orders", OrdersDestination.detail(1))
                == .held(.pendingAccess(route: "orders/7", requirement: .signedIn)))
        signIn(session, on: root)
        #expect(root.locationDescription == "orders: orders > orders/7 > orders/1")
    }

    /// Found by a stranger: `tab orders` while the send's step waited to switch there was
    /// traced as dropping that step, though the send goes on after the sign-in, as it should.
    @Test func theSameTabSwitchMadeAgainWhileASendsStepWaitsDropsNothing() {
        let session = TestSession()
        let recorder = NavigationEventRecorder()
        let root = gatedRoot(session, recorder: recorder)
        var state = root.state
        state.tabs[1].layers[0].entries.append(NavigationEntry(destination: OrdersDestination.detail(7)))
        #expect(root.restore(state).isApplied)
        let held = NavigationHold.pendingAccess(route: "orders/7", requirement: .signedIn)
        #expect(root.send("orders", OrdersDestination.detail(1)) == .held(held))
        #expect(root.selectTab("orders") == .held(held))
        #expect(recorder.events.compactMap(\.trace).allSatisfy { $0.outcome?.hasPrefix("dropped") != true })
        signIn(session, on: root)
        #expect(root.locationDescription == "orders: orders > orders/7 > orders/1")
    }

    @Test func cancellingTheSignInDropsTheRestAndALaterSignInDoesNotBringItBack() {
        let session = TestSession()
        let recorder = NavigationEventRecorder()
        let root = gatedRoot(session, recorder: recorder)
        root.send("orders", OrdersDestination.detail(1), "settings")
        #expect(root.dismiss() == .applied)
        #expect(recorder.events.contains { $0.message.contains("1 more step(s) dropped") })
        // Another request waits behind the same kind of sheet; signing in carries out only it.
        #expect(
            root.front.push(OrdersDestination.detail(3))
                == .held(.pendingAccess(route: "orders/3", requirement: .signedIn)))
        signIn(session, on: root)
        #expect(root.locationDescription == "home: home > orders/3")
    }

    @Test func aNewerSendDropsTheRestOfAHeldOne() {
        let session = TestSession()
        let root = gatedRoot(session)
        root.send("orders", OrdersDestination.detail(1), "settings")
        // Even a send nobody receives is newer: the request behind the sheet stays, its rest goes.
        #expect(root.send(2.5) == .stopped(.noReceiver("Double")))
        signIn(session, on: root)
        #expect(root.locationDescription == "orders: orders > orders/1")
    }

    @Test func aReceiverThatCancelsOnAHeldChangeEndsTheChainThere() {
        let session = TestSession()
        let root = makeGatedRoot(session: session)
        root.onReceive(String.self) { name, root in root.selectTab(name).isApplied ? .auto : .cancel }
        root.tabHandle("orders").onReceive(OrdersDestination.self) { destination, orders in
            orders.push(destination).isApplied ? .auto : .cancel
        }
        root.send("orders", OrdersDestination.detail(1), "settings")
        signIn(session, on: root)
        #expect(root.locationDescription == "orders: orders > orders/1")
    }

    /// Orders showing a screen that asks before it leaves, and a receiver of `Int` that pops
    /// the orders tab to its root; the person is on Home.
    private func guardedOrders(
        _ session: TestSession = TestSession(), recorder: NavigationEventRecorder? = nil
    ) throws -> NavigationRoot {
        session.isSignedIn = true
        let root = gatedRoot(session, recorder: recorder)
        root.selectTab("orders")
        let guarded = try #require(root.push(OrdersDestination.detail(5)))
        root.handle(for: guarded).confirmLeaving(Self.discard)
        root.selectTab("home")
        root.onReceive(Int.self) { _, root in
            root.tabHandle("orders").popToRoot().refusal == nil ? .auto : .cancel
        }
        return root
    }

    @Test func leavingWhenALeaveConfirmationAsksLetsTheRestGoOn() throws {
        let root = try guardedOrders()
        #expect(root.send(1, "settings") == .held(.confirming(route: "orders/5", alert: "orders/5/leave")))
        #expect(root.chooseAlertAction(at: 0) == .applied)
        #expect(root.locationDescription == "settings: settings")
        #expect(root.state.routeIDs(inTab: "orders") == ["orders"])
    }

    @Test func stayingWhenALeaveConfirmationAsksDropsTheRest() throws {
        let root = try guardedOrders()
        root.send(1, "settings")
        #expect(root.chooseAlertAction(at: 1) == .applied)
        #expect(root.locationDescription == "orders: orders > orders/5")
    }

    @Test func theSameQuestionAskedAgainIsANewOneTheRestDoesNotWaitFor() throws {
        let root = try guardedOrders()
        root.send(1, "settings")
        // The person's own back asks the same question anew, replacing the one the send asked.
        #expect(root.back() == .held(.confirming(route: "orders/5", alert: "orders/5/leave")))
        #expect(root.chooseAlertAction(at: 0) == .applied)
        #expect(root.locationDescription == "orders: orders")
    }

    @Test func dismissingTheQuestionWithoutAnAnswerDropsTheRest() throws {
        let recorder = NavigationEventRecorder()
        let root = try guardedOrders(recorder: recorder)
        root.send(1, "settings")
        #expect(root.dismissAlert() == .applied)
        #expect(recorder.events.contains { $0.message.contains("1 more step(s) dropped") })
    }

    @Test func aQuestionThatLeftUnansweredLeavesNoRestForTheNextOneAsked() throws {
        let session = TestSession()
        let root = try guardedOrders(session)
        root.send(1, "settings")
        // Signed out, the guarded order leaves with its question, which nobody answered.
        session.isSignedIn = false
        #expect(root.recheck() == .applied)
        session.isSignedIn = true
        let another = try #require(root.push(OrdersDestination.detail(6)))
        root.handle(for: another).confirmLeaving(Self.discard)
        #expect(root.back() == .held(.confirming(route: "orders/6", alert: "orders/6/leave")))
        #expect(root.chooseAlertAction(at: 0) == .applied)
        #expect(root.locationDescription == "orders: orders")
    }

    @Test func theRestWaitsTheStepDelayItsReceiverAnsweredOnceTheHeldStepIsCarriedOut() {
        let session = TestSession()
        let clock = ManualNavigationClock()
        let root = gatedRoot(session, clock: clock)
        root.send("orders", OrdersDestination.detail(1), OrdersDestination.detail(2))
        clock.advance(by: .seconds(1))
        #expect(root.locationDescription == "home: home | sheet: settings/signin | pending: orders/1")
        signIn(session, on: root)
        // The push that was held is made; the next step waits, as its receiver's `.auto` says.
        #expect(root.locationDescription == "orders: orders > orders/1")
        #expect(root.hasWaitingSend)
        clock.advance(by: .seconds(1))
        #expect(root.locationDescription == "orders: orders > orders/1 > orders/2")
        #expect(!root.hasWaitingSend)
    }

    @Test func aRestPausedByItsReceiverWaitsForResumeSendAfterTheHeldStep() {
        let session = TestSession()
        let root = makeGatedRoot(session: session)
        root.onReceive(String.self) { name, root in root.selectTab(name).refusal == nil ? .auto : .cancel }
        root.tabHandle("orders").onReceive(OrdersDestination.self) { destination, orders in
            orders.push(destination).refusal == nil ? .pause : .cancel
        }
        #expect(
            root.send("orders", OrdersDestination.detail(1), "settings")
                == .held(.pendingAccess(route: "orders/1", requirement: .signedIn)))
        signIn(session, on: root)
        #expect(root.locationDescription == "orders: orders > orders/1")
        #expect(root.hasWaitingSend)
        #expect(root.resumeSend() == .delivered)
        #expect(root.locationDescription == "settings: settings")
    }

    @Test func aStateRestoredWithoutThePendingRequestDropsTheRestForGood() {
        let session = TestSession()
        let root = gatedRoot(session)
        root.send("orders", OrdersDestination.detail(1), "settings")
        let saved = root.state
        var cleared = saved
        cleared.pending = nil
        #expect(root.restore(cleared).isApplied)
        // The same request comes back with the older state: a request of its own, nothing waits on it.
        #expect(root.restore(saved).isApplied)
        signIn(session, on: root)
        #expect(root.locationDescription == "orders: orders > orders/1")
    }
}
