import Navigation
import NavigationFlows
import NavigationModels
import NavigationSend
import NavigationTesting
import Observation
import Testing

/// Asks the root to push an order on a named tab, as a receiver of the app would.
private struct PushOrder: Hashable, Sendable {
    let tab: String
    let order: Int
}

/// A value a screen's receiver answers by popping its stack.
private struct PopRequest: Hashable, Sendable {}

/// What an observer's own call came to.
@MainActor
private final class Box<Value> {
    var value: Value?
}

/// The defects the review of the one-value engine found, each through a side door of the
/// pipeline: a change that skipped a guard, an outcome that did not say what happened, or a
/// decision made from something kept outside the value.
@MainActor
@Suite struct PipelineDefectRegressionTests {
    /// Signs in and closes the sign-in sheet, which carries out the pending request.
    private func signIn(_ session: TestSession, on root: NavigationRoot) {
        session.isSignedIn = true
        root.front.dismiss()
    }

    /// A gated root whose `String` values select tabs and whose `PushOrder` values push an
    /// order onto the tab they name.
    private func wiredGatedRoot(
        session: TestSession, clock: ManualNavigationClock? = nil, stepDelay: Duration = .zero
    ) -> NavigationRoot {
        let root = makeRoot(clock: clock, stepDelay: stepDelay)
        root.requireAccess(.signedIn, isMet: { session.isSignedIn }, presenting: SettingsDestination.signIn)
        root.onReceive(String.self) { name, root in root.selectTab(name).isApplied ? .auto : .cancel }
        root.onReceive(PushOrder.self) { value, root in
            root.tabHandle(value.tab).push(OrdersDestination.detail(value.order)).isApplied ? .auto : .cancel
        }
        return root
    }

    // MARK: - 1. The gate

    @Test func aSendNeverShowsAGatedScreenByReturningToTheTabItStartedFrom() {
        let session = TestSession()
        let root = wiredGatedRoot(session: session)
        root.send("orders", PushOrder(tab: "home", order: 1), PushOrder(tab: "orders", order: 2))
        // Home's stack now holds orders/1 out of sight; going back there would show it.
        #expect(root.state.routeIDs(inTab: "home") == ["home", "orders/1"])
        #expect(root.locationDescription == "orders: orders | sheet: settings/signin | pending: orders/2")
        root.front.dismiss()
        #expect(root.locationDescription == "orders: orders")
        #expect(root.pending == nil)
    }

    // MARK: - 2. Waivers go by who asked

    @Test func aLockStandsAsideOnlyForAChainSentFromItsOwnLayer() throws {
        let root = makeRoot()
        let homeRoot = root.frontHandle!
        root.push(HomeDestination.detail)
        root.front.lockNavigation(reason: "payment in progress")
        homeRoot.onReceive(PopRequest.self) { _, handle in handle.pop(last: 1).isApplied ? .auto : .cancel }
        root.selectTab("settings")
        let refusal = NavigationRefusal.locked(route: "detail", reason: "payment in progress")
        #expect(root.front.send(PopRequest()) == .stopped(refusal))
        #expect(root.state.routeIDs(inTab: "home") == ["home", "detail"])
        // Sent from the locked screen's own layer, the pop is the layer's own business.
        #expect(homeRoot.send(PopRequest()) == .delivered)
        #expect(root.state.routeIDs(inTab: "home") == ["home"])
    }

    // MARK: - 3. Outcomes

    @Test func aSendThroughNavigateSaysTheChangeItCarriedWasRefused() throws {
        let root = makeRoot()
        root.push(HomeDestination.detail)
        root.front.lockNavigation(reason: "payment in progress")
        // The app's receiver goes back on Home's stack for any Settings destination sent.
        root.tabHandle("home").onReceive(SettingsDestination.self) { _, home in
            home.back().isApplied ? .auto : .cancel
        }
        root.selectTab("settings")
        let locked = NavigationRefusal.locked(route: "detail", reason: "payment in progress")
        #expect(root.front.navigate(to: SettingsDestination.profile, method: .send) == .refused(locked))
        #expect(root.send(SettingsDestination.profile) == .stopped(locked))
        #expect(root.state.routeIDs(inTab: "home") == ["home", "detail"])
    }

    @Test func everySendOutcomeNamesWhatHappened() {
        let clock = ManualNavigationClock()
        let session = TestSession()
        let root = wiredGatedRoot(session: session, clock: clock, stepDelay: .milliseconds(10))
        root.onReceive(Int.self) { number, _ in number == 0 ? .cancel : .auto }
        #expect(root.send(0).navigationOutcome == .refused(.sendCancelled))
        #expect(root.send(2, 5).navigationOutcome == .held(.sendWaiting))
        let held = root.send(PushOrder(tab: "home", order: 3))
        #expect(held == .held(.pendingAccess(route: "orders/3", requirement: .signedIn)))
        #expect(held.navigationOutcome == .held(.pendingAccess(route: "orders/3", requirement: .signedIn)))
    }

    // MARK: - 4. Reentrancy

    @Test func everyMutatorCalledFromAnObserverDuringAChangeIsRefused() throws {
        let root = makeRoot(clock: ManualNavigationClock(), stepDelay: .seconds(1))
        root.onReceive(Int.self) { _, _ in .auto }
        #expect(root.send(1, 2) == .waiting)
        let detail = try #require(root.push(HomeDestination.detail))
        let handle = root.handle(for: detail)
        let outcomes = Box<[String: String]>()
        withObservationTracking {
            _ = root.state
        } onChange: {
            MainActor.assumeIsolated {
                var seen: [String: String] = [:]
                seen["lock"] = handle.lockNavigation(reason: "late") == nil ? "none" : "held"
                seen["confirm"] = "\(handle.confirmLeaving(NavigationLeaveConfirmation(title: "Leave?")))"
                seen["establish"] = "\(handle.establish(NavigationCheckpoint<Int>("late")))"
                seen["receive"] = "\(handle.onReceive(String.self) { _, _ in .auto })"
                seen["model"] = handle.model { ScreenModel() } == nil ? "none" : "made"
                seen["send"] = "\(root.send(3))"
                outcomes.value = seen
            }
        }
        #expect(root.back() == .applied)
        let refused = NavigationOutcome.refused(.changeInProgress).description
        #expect(
            outcomes.value
                == [
                    "lock": "none", "confirm": refused, "establish": refused,
                    "receive": refused, "model": "none",
                    "send": NavigationRefusal.changeInProgress.description,
                ])
        #expect(root.hasWaitingSend)
        #expect(root.locks.isEmpty)
        #expect(root.receiverCount == 1)
        #expect(root.checkpointNames(at: detail).isEmpty)
    }

    @Test func anAccessCheckThatTriesToNavigateIsRefusedAndTheGateStillHolds() {
        let root = makeRoot()
        let tried = Box<NavigationOutcome>()
        root.requireAccess(
            .signedIn,
            isMet: { [weak root] in
                tried.value = root?.frontHandle?.push(HomeDestination.detail)
                return false
            }, presenting: SettingsDestination.signIn)
        #expect(
            root.front.push(OrdersDestination.detail(1))
                == .held(.pendingAccess(route: "orders/1", requirement: .signedIn)))
        #expect(tried.value == .refused(.changeInProgress))
        #expect(root.locationDescription == "home: home | sheet: settings/signin | pending: orders/1")
    }

    // MARK: - 5. One action, one transaction

    @Test func choosingLeaveIsOneNotificationAndOneRevision() async throws {
        let root = makeRoot()
        root.present(HomeDestination.editor, .managedSheet)
        root.front.confirmLeaving(NavigationLeaveConfirmation(title: "Discard?"), scope: .layer)
        #expect(root.dismiss() == .held(.confirming(route: "editor", alert: "editor/leave")))
        let counter = NotificationCounter(root)
        let revision = root.revision
        #expect(root.chooseAlertAction(at: 0) == .applied)
        await Task.yield()
        #expect(root.locationDescription == "home: home")
        #expect(root.revision == revision + 1)
        #expect(counter.count == 1)
    }

    @Test func signingInSoTheHeldRequestIsCarriedOutIsOneNotificationAndOneRevision() async throws {
        let session = TestSession()
        let root = makeGatedRoot(session: session)
        #expect(
            root.front.push(OrdersDestination.detail(1))
                == .held(.pendingAccess(route: "orders/1", requirement: .signedIn)))
        let counter = NotificationCounter(root)
        let revision = root.revision
        signIn(session, on: root)
        await Task.yield()
        #expect(root.locationDescription == "home: home > orders/1")
        #expect(root.revision == revision + 1)
        #expect(counter.count == 1)
    }

    @Test func aRefusalIsNoNotificationAndNoRevision() async {
        let root = makeRoot()
        let counter = NotificationCounter(root)
        let revision = root.revision
        #expect(root.back() == .refused(.nothingToGoBack))
        #expect(root.chooseAlertAction(at: 0) == .refused(.noAlert))
        await Task.yield()
        #expect(root.revision == revision)
        #expect(counter.count == 0)
    }

    // MARK: - 6. Leave answers belong to the request

    @Test func applyingAStateWithAnotherPendingRequestAsksItsLeaveQuestionsAgain() throws {
        let session = TestSession()
        let root = makeGatedRoot(session: session)
        root.push(HomeDestination.detail)
        root.front.confirmLeaving(NavigationLeaveConfirmation(title: "Leave detail?"))
        let first = NavigationPlace(tab: "home", stack: [HomeDestination.home, OrdersDestination.detail(1)])
        #expect(root.open(first) == .held(.confirming(route: "detail", alert: "detail/leave")))
        #expect(
            root.chooseAlertAction(at: 0) == .held(.pendingAccess(route: "orders/1", requirement: .signedIn)))
        // The app replaces the waiting request with another one: the person answered the
        // question for the first, not for this one.
        var state = root.state
        let pending = try #require(state.pending)
        let second = NavigationPlace(tab: "home", stack: [HomeDestination.home, OrdersDestination.detail(2)])
        state.pending = NavigationPendingRequest(
            request: .link(second), requirement: .signedIn, screen: pending.screen)
        #expect(root.apply(state) == .applied)
        session.isSignedIn = true
        #expect(root.resumePending() == .held(.confirming(route: "detail", alert: "detail/leave")))
        #expect(root.state.routeIDs(inTab: "home") == ["home", "detail"])
    }

    // MARK: - 7. A delayed held step

    @Test func aDelayedSendStepHeldForSignInReturnsToTheTabTheSendStartedFrom() {
        let clock = ManualNavigationClock()
        let session = TestSession()
        let root = wiredGatedRoot(session: session, clock: clock, stepDelay: .milliseconds(300))
        #expect(root.send("orders", PushOrder(tab: "orders", order: 1)) == .waiting)
        #expect(root.locationDescription == "orders: orders")
        clock.advance(by: .milliseconds(300))
        #expect(root.locationDescription == "home: home | sheet: settings/signin | pending: orders/1")
        root.front.dismiss()
        #expect(root.locationDescription == "home: home")
    }

    // MARK: - 8. Alerts

    @Test func presentingOverAScreenTakesItsAlertAway() throws {
        let root = makeRoot()
        let home = try #require(root.frontHandle)
        home.showAlert(NavigationAlert(id: "ask", title: "Ask"))
        #expect(home.present(HomeDestination.info, style: .sheet) == .applied)
        #expect(root.frontAlert == nil)
        #expect(root.dismissAlert() == .refused(.noAlert))
        #expect(root.state.tabs[0].stack.alert == nil)
        #expect(!root.alertHasHandlers(at: home.entry!.id))
    }

    @Test func aScreenUnderAPresentedLayerCannotShowAnAlert() throws {
        let root = makeRoot()
        let home = try #require(root.frontHandle)
        root.present(HomeDestination.info, .sheet)
        #expect(
            home.showAlert(NavigationAlert(id: "below", title: "Below")) == .refused(.notOnTop(route: "home"))
        )
        #expect(root.frontAlert == nil)
    }

    // MARK: - 9. Observation

    @Test func everyReadingOfTheRootAndItsHandlesIsObserved() throws {
        let root = makeRoot()
        let handle = try #require(root.frontHandle)
        let reads: [(String, () -> Void)] = [
            ("frontHandle", { _ = root.frontHandle }),
            ("revision", { _ = root.revision }),
            ("canGoBack", { _ = handle.canGoBack }),
            ("entry", { _ = root.tabHandle("home").entry }),
            ("isAttached", { _ = handle.isAttached }),
            ("frontAlert", { _ = root.frontAlert }),
        ]
        for (name, read) in reads {
            let fired = Box<Bool>()
            withObservationTracking(read) { MainActor.assumeIsolated { fired.value = true } }
            root.push(HomeDestination.page(1))
            root.back()
            #expect(fired.value == true, "\(name)")
        }
    }

    // MARK: - 10. A lock keeps its screen in front

    @Test func nothingCoversALockedScreenButTheActionsOfItsOwnLayer() throws {
        let root = makeRoot()
        root.present(HomeDestination.editor, .managedSheet)
        root.push(HomeDestination.page(4))
        root.front.lockNavigation(reason: "payment in progress")
        let locked = NavigationRefusal.locked(route: "page/4", reason: "payment in progress")
        let before = root.state
        let pushLink = NavigationPlace(
            tab: "home", stack: [HomeDestination.home, HomeDestination.detail], policy: .push)
        #expect(root.open(pushLink) == .refused(locked))
        root.onReceive(HomeDestination.self) { destination, root in
            root.front.present(destination, style: .sheet).isApplied ? .auto : .cancel
        }
        #expect(root.send(HomeDestination.info) == .stopped(locked))
        #expect(root.state == before)
        // The payment step's own layer may still show something over it.
        #expect(root.front.present(HomeDestination.info, style: .sheet) == .applied)
        root.front.dismiss()
        // A link into another tab switches tabs and leaves the locked step whole.
        #expect(root.open(NavigationPlace(tab: "orders", stack: [OrdersDestination.list])) == .applied)
        #expect(root.state.tabs[0] == before.tabs[0])
    }

    // MARK: - 11. A question belongs to the screen it guards

    @Test func aLeaveQuestionShowsInTheTabOfTheScreenItGuardsAndGoesWhenItMovesOn() throws {
        let root = makeRoot()
        root.selectTab("orders")
        let wizard = try #require(root.present(HomeDestination.editor, .managedSheet))
        root.handle(for: wizard).confirmLeaving(NavigationLeaveConfirmation(title: "Discard?"), scope: .layer)
        root.selectTab("settings")
        let link = NavigationPlace(tab: "orders", stack: [OrdersDestination.list])
        #expect(root.open(link) == .held(.confirming(route: "editor", alert: "editor/leave")))
        #expect(root.state.selectedTab == "orders")
        #expect(root.frontAlert?.id == "editor/leave")
        #expect(root.state.tab(named: "settings")?.layers.allSatisfy { $0.alert == nil } == true)
        // The wizard moves on: its next step is pushed over the question, which goes.
        #expect(root.handle(for: wizard).push(HomeDestination.detail) == .applied)
        #expect(root.frontAlert == nil)
        #expect(root.state.tabs.allSatisfy { $0.layers.allSatisfy { $0.alert == nil } })
        #expect(root.chooseAlertAction(at: 0) == .refused(.noAlert))
    }

    // MARK: - 12. Checkpoints

    @Test func aValuelessReturnToACheckpointDeclaredWithAnotherTypeIsRefused() throws {
        let root = makeRoot()
        root.front.establish(NavigationCheckpoint<Int>("picked")) { _ in }
        root.push(HomeDestination.detail)
        #expect(
            root.front.returnToCheckpoint(NavigationCheckpoint<String>("picked"))
                == .refused(.checkpointTypeMismatch(name: "picked", expected: "Int", found: "String")))
        #expect(root.locationDescription == "home: home > detail")
    }

    @Test func aPlainReturnToAVoidCheckpointRunsItsHandler() throws {
        let root = makeRoot()
        let log = Log<String>()
        let done = NavigationCheckpoint<Void>("done")
        root.front.establish(done) { log.record("returned") }
        root.push(HomeDestination.detail)
        #expect(root.front.returnToCheckpoint(done) == .applied)
        #expect(log.values == ["returned"])
        #expect(root.locationDescription == "home: home")
    }

    @Test func poppingToTheEntryOnTopChangesNothingAndSaysSo() throws {
        let root = makeRoot()
        let first = try #require(root.push(HomeDestination.page(1)))
        let second = try #require(root.push(HomeDestination.page(2)))
        let before = root.state
        #expect(root.front.pop(to: second) == .refused(.nothingToPop(stack: "home")))
        #expect(root.state == before)
        #expect(root.front.pop(to: first) == .applied)
        #expect(root.locationDescription == "home: home > page/1")
    }
}
