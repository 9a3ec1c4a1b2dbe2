import Navigation
import NavigationSend
import NavigationSnapshots
import NavigationTesting
import Testing

@MainActor
@Suite struct NavigationAccessTests {
    private static let needsSignIn = NavigationOutcome.held(
        .pendingAccess(route: "orders/1", requirement: .signedIn))

    /// Signs in the way the demo's sign-in sheet does: the session first, then the sheet closes.
    private func signIn(_ session: TestSession, on root: NavigationRoot) {
        session.isSignedIn = true
        #expect(root.front.entry?.destination == AnyNavigationDestination(SettingsDestination.signIn))
        root.front.dismiss()
    }

    @Test func aTapOntoAProtectedScreenIsHeldAndTheRequirementsScreenIsPresented() throws {
        let session = TestSession()
        let root = makeGatedRoot(session: session)
        let home = root.front
        let before = root.state
        #expect(home.push(OrdersDestination.detail(1)) == Self.needsSignIn)
        #expect(root.locationDescription == "home: home | sheet: settings/signin | pending: orders/1")
        let pending = try #require(root.pending)
        #expect(
            pending.request
                == .show(
                    AnyNavigationDestination(OrdersDestination.detail(1)), method: .push, from: home.anchor))
        #expect(pending.requirement == .signedIn)
        #expect(pending.screen == root.frontID)
        #expect(root.state.tabs.map(\.stack) == before.tabs.map(\.stack))
    }

    @Test func meetingTheRequirementCarriesOutTheRequestOverTheStateAsItIsThen() throws {
        let session = TestSession()
        let root = makeGatedRoot(session: session)
        root.front.push(OrdersDestination.detail(1))
        // Between the request and the sign-in the person looks at another tab and comes back.
        root.selectTab("orders")
        root.tabHandle("orders").push(OrdersDestination.list)
        root.selectTab("home")
        signIn(session, on: root)
        #expect(root.pending == nil)
        #expect(root.locationDescription == "home: home > orders/1")
        #expect(root.state.routeIDs(inTab: "orders") == ["orders", "orders"])
    }

    @Test func closingTheRequirementsScreenWithoutMeetingItLeavesTheAppExactlyAsItWas() throws {
        let session = TestSession()
        let root = makeGatedRoot(session: session)
        root.push(HomeDestination.detail)
        let before = root.state
        root.front.push(OrdersDestination.detail(1))
        #expect(root.dismiss() == .applied)
        var expected = before
        expected.nextEntryID = root.state.nextEntryID
        #expect(root.state == expected)
        #expect(root.pending == nil)
    }

    @Test func aLinkToAProtectedScreenWaitsWholeAndIsRebuiltWhenTheRequirementIsMet() throws {
        let session = TestSession()
        let root = makeGatedRoot(session: session)
        root.push(HomeDestination.detail)
        let place = NavigationPlace(
            tab: "orders", stack: [OrdersDestination.list, OrdersDestination.detail(1)])
        #expect(root.open(place) == Self.needsSignIn)
        #expect(
            root.locationDescription == "home: home > detail | sheet: settings/signin | pending: orders/1")
        #expect(root.pending?.request == .link(place))
        signIn(session, on: root)
        #expect(root.locationDescription == "orders: orders > orders/1")
        #expect(root.state.routeIDs(inTab: "home") == ["home", "detail"])
    }

    @Test func aPublicLinkIsNotHeldForAProtectedScreenInAnotherTab() throws {
        let session = TestSession()
        session.isSignedIn = true
        let root = makeGatedRoot(session: session)
        root.tabHandle("orders").push(OrdersDestination.detail(1))
        session.isSignedIn = false
        #expect(
            root.open(
                NavigationPlace(
                    tab: "settings", stack: [SettingsDestination.main, SettingsDestination.profile]))
                == .applied)
        #expect(root.locationDescription == "settings: settings > settings/profile")
        #expect(root.state.routeIDs(inTab: "orders") == ["orders", "orders/1"])
        #expect(root.pending == nil)
    }

    @Test func switchingToATabThatShowsAProtectedScreenIsHeldAndResumedAsATabSwitch() throws {
        let session = TestSession()
        session.isSignedIn = true
        let root = makeGatedRoot(session: session)
        root.tabHandle("orders").push(OrdersDestination.detail(1))
        session.isSignedIn = false
        #expect(root.selectTab("orders") == Self.needsSignIn)
        #expect(root.locationDescription == "home: home | sheet: settings/signin | pending: orders")
        #expect(root.pending?.request == .selectTab("orders"))
        signIn(session, on: root)
        #expect(root.locationDescription == "orders: orders > orders/1")
    }

    @Test func aTabsRootScreenIsNeverHeldSoEveryTabStaysReachable() {
        let session = TestSession()
        let root = NavigationRoot(
            tabs: [
                NavigationTab("home", root: HomeDestination.home),
                NavigationTab("account", root: OrdersDestination.detail(1)),
            ],
            configuration: NavigationConfiguration(restorationKey: "test.v1"))
        root.requireAccess(.signedIn, isMet: { session.isSignedIn }, presenting: SettingsDestination.signIn)
        #expect(root.selectTab("account") == .applied)
        #expect(root.locationDescription == "account: orders/1")
        #expect(root.pending == nil)
        // Only what is shown above a root waits for the requirement.
        #expect(
            root.front.push(OrdersDestination.detail(2))
                == .held(
                    .pendingAccess(route: "orders/2", requirement: .signedIn)))
    }

    @Test func aSendStepThatWouldShowAProtectedScreenIsHeldAndItsChainEnds() throws {
        let session = TestSession()
        let root = makeGatedRoot(session: session)
        root.onReceive(String.self) { name, root in root.selectTab(name).isApplied ? .auto : .cancel }
        root.tabHandle("orders").onReceive(OrdersDestination.self) { destination, handle in
            handle.push(destination).isApplied ? .auto : .cancel
        }
        #expect(
            root.send("orders", OrdersDestination.detail(1), "home")
                == .held(.pendingAccess(route: "orders/1", requirement: .signedIn)))
        // A send is one request: the person is back on the tab they sent it from.
        #expect(root.locationDescription == "home: home | sheet: settings/signin | pending: orders/1")
        #expect(
            root.pending?.request
                == .show(
                    AnyNavigationDestination(OrdersDestination.detail(1)), method: .push, from: .tab("orders")
                ))
        signIn(session, on: root)
        #expect(root.locationDescription == "orders: orders > orders/1")
    }

    @Test func cancellingTheSignInForASendLeavesThePersonWhereTheySentIt() throws {
        let session = TestSession()
        let root = makeGatedRoot(session: session)
        root.onReceive(String.self) { name, root in root.selectTab(name).isApplied ? .auto : .cancel }
        root.tabHandle("orders").onReceive(OrdersDestination.self) { destination, handle in
            handle.push(destination).isApplied ? .auto : .cancel
        }
        root.send("orders", OrdersDestination.detail(1))
        #expect(root.dismiss() == .applied)
        #expect(root.pending == nil)
        #expect(root.locationDescription == "home: home")
    }

    @Test func aProvidedDestinationIsJudgedByWhatItShows() throws {
        let session = TestSession()
        let root = makeGatedRoot(session: session)
        root.provide(SharedThing.self) { thing in
            if case .order(let id) = thing { return OrdersDestination.detail(id) }
            return nil
        }
        #expect(
            root.front.push(SharedThing.order(1))
                == .held(.pendingAccess(route: "shared/orders/1", requirement: .signedIn)))
        #expect(root.front.entry?.routeID == "settings/signin")
    }

    @Test func aRestoredStateWhoseTabMustWaitOpensWholeOnATabThatNeedNot() throws {
        let session = TestSession()
        let writer = makeGatedRoot(session: TestSession.signedIn)
        writer.selectTab("orders")
        writer.push(OrdersDestination.detail(1))
        writer.push(SettingsDestination.profile)
        writer.tabHandle("home").push(HomeDestination.detail)
        let saved = writer.state

        let root = makeGatedRoot(session: session)
        #expect(root.restore(saved) == Self.needsSignIn)
        #expect(root.locationDescription == "home: home > detail | sheet: settings/signin | pending: orders")
        #expect(root.pending?.request == .selectTab("orders"))
        #expect(root.state.routeIDs(inTab: "orders") == ["orders", "orders/1", "settings/profile"])
        signIn(session, on: root)
        #expect(root.locationDescription == "orders: orders > orders/1 > settings/profile")
        #expect(root.state.hasWellFormedEntryIDs)
    }

    @Test func cancellingTheSignInAfterARestoreKeepsEveryRestoredScreen() throws {
        let session = TestSession()
        let writer = makeGatedRoot(session: TestSession.signedIn)
        writer.tabHandle("home").push(HomeDestination.detail)
        writer.selectTab("orders")
        writer.push(OrdersDestination.detail(1))
        let root = makeGatedRoot(session: session)
        root.restore(writer.state)
        root.dismiss()
        #expect(root.pending == nil)
        #expect(root.locationDescription == "home: home > detail")
        #expect(root.state.routeIDs(inTab: "orders") == ["orders", "orders/1"])
        // The tab still waits for the sign-in each time it is asked for.
        #expect(root.selectTab("orders") == Self.needsSignIn)
    }

    @Test func aRestoredStateWhoseEveryTabMustWaitIsCutInTheTabInFrontAndTheRestWaits() throws {
        let session = TestSession()
        let writer = makeGatedRoot(session: TestSession.signedIn)
        writer.tabHandle("home").push(OrdersDestination.detail(2))
        writer.tabHandle("settings").push(OrdersDestination.detail(3))
        writer.selectTab("orders")
        writer.push(OrdersDestination.detail(1))

        let root = makeGatedRoot(session: session)
        // Home was in front (a new root's first tab), and cutting it loses no guarded screen:
        // its order is what waits.
        #expect(
            root.restore(writer.state) == .held(.pendingAccess(route: "orders/2", requirement: .signedIn)))
        #expect(root.locationDescription == "home: home | sheet: settings/signin | pending: orders/2")
        guard case .restoreTab(let tab)? = root.pending?.request else {
            Issue.record("expected the home tab to wait, got \(String(describing: root.pending))")
            return
        }
        #expect(tab.stack.entries.map(\.routeID) == ["home", "orders/2"])
        #expect(root.state.routeIDs(inTab: "orders") == ["orders", "orders/1"])
        signIn(session, on: root)
        #expect(root.locationDescription == "home: home > orders/2")
    }

    @Test func thePendingRequestIsSavedWithTheStateAndSurvivesARestart() throws {
        let first = makeGatedRoot(session: TestSession())
        first.front.push(OrdersDestination.detail(1))
        let coder = NavigationSnapshotCoder(registry: Self.registry)
        let saved = try coder.decode(try coder.encode(first.state))
        #expect(saved.pending == first.pending)

        let session = TestSession()
        let second = makeGatedRoot(session: session)
        #expect(second.restore(saved) == .applied)
        #expect(second.locationDescription == "home: home | sheet: settings/signin | pending: orders/1")
        #expect(second.pending == saved.pending)
        signIn(session, on: second)
        #expect(second.locationDescription == "home: home > orders/1")
    }

    @Test func aNewerHeldRequestReplacesThePendingOneWithoutASecondSheet() throws {
        let recorder = NavigationEventRecorder()
        let session = TestSession()
        let root = makeGatedRoot(session: session, recorder: recorder)
        root.front.push(OrdersDestination.detail(1))
        let sheet = root.frontID
        let place = NavigationPlace(
            tab: "orders", stack: [OrdersDestination.list, OrdersDestination.detail(2)])
        #expect(root.open(place) == .held(.pendingAccess(route: "orders/2", requirement: .signedIn)))
        #expect(root.frontID == sheet)
        #expect(root.locationDescription == "home: home | sheet: settings/signin | pending: orders/2")
        #expect(root.pending?.request == .link(place))
        #expect(
            recorder.events.contains { $0.kind == .access && $0.message.contains("dropped: replaced by") })
    }

    @Test func aPublicLinkWhileTheSheetWaitsClosesItAndDropsTheTarget() throws {
        let session = TestSession()
        let root = makeGatedRoot(session: session)
        root.front.push(OrdersDestination.detail(1))
        #expect(root.open(NavigationPlace(tab: "settings", stack: [SettingsDestination.main])) == .applied)
        #expect(root.pending == nil)
        #expect(root.locationDescription == "settings: settings")
        session.isSignedIn = true
        #expect(root.state.routeIDs(inTab: "home") == ["home"])
    }

    @Test func aRequestWhoseScreenLeftBeforeTheSignInIsDropped() throws {
        let recorder = NavigationEventRecorder()
        let session = TestSession()
        let root = makeGatedRoot(session: session, recorder: recorder)
        let detail = try #require(root.push(HomeDestination.detail))
        root.handle(for: detail).push(OrdersDestination.detail(1))
        root.tabHandle("home").popToRoot()
        #expect(!root.contains(detail))
        signIn(session, on: root)
        #expect(root.locationDescription == "home: home")
        #expect(recorder.events.contains { $0.kind == .access && $0.message.contains("dropped") })
    }

    @Test func resumingByHandWaitsWhileTheRequirementFailsAndDroppingForgets() throws {
        let session = TestSession()
        let root = makeGatedRoot(session: session)
        #expect(root.resumePending() == .refused(.nothingPending))
        root.front.push(OrdersDestination.detail(1))
        #expect(root.resumePending() == Self.needsSignIn)
        session.isSignedIn = true
        let revision = root.revision
        #expect(root.resumePending() == .applied)
        // The sign-in sheet closes and the request is carried out, as one change.
        #expect(root.locationDescription == "home: home > orders/1")
        #expect(root.revision == revision + 1)
        session.isSignedIn = false
        root.front.push(OrdersDestination.detail(2))
        #expect(root.dropPending() == .applied)
        #expect(root.pending == nil)
        #expect(root.locationDescription == "home: home > orders/1 | sheet: settings/signin")
    }

    @Test func nothingIsHeldOnceTheRequirementHolds() {
        let root = makeGatedRoot(session: TestSession.signedIn)
        #expect(root.front.push(OrdersDestination.detail(1)) == .applied)
        #expect(root.pending == nil)
    }

    static let registry: NavigationDestinationRegistry = {
        var registry = NavigationDestinationRegistry()
        try? registry.register(HomeDestination.self)
        try? registry.register(OrdersDestination.self)
        try? registry.register(SettingsDestination.self)
        return registry
    }()

    @Test func aStateThatPutsAProtectedScreenUnderAnIDInSightIsStillHeld() throws {
        let session = TestSession()
        let root = makeGatedRoot(session: session)
        root.push(HomeDestination.detail)
        var state = root.state
        state.tabs[0].layers[0].entries[1].destination = AnyNavigationDestination(OrdersDestination.detail(1))
        #expect(root.apply(state) == Self.needsSignIn)
        // Home must wait now, so the person waits on a tab that need not.
        #expect(root.locationDescription == "orders: orders | sheet: settings/signin | pending: home")
        signIn(session, on: root)
        #expect(root.locationDescription == "home: home > orders/1")
    }

    @Test func aNewerHeldRequestClosesTheEarlierSignInSheetWhereverItShows() throws {
        let session = TestSession()
        let root = makeGatedRoot(session: session)
        root.front.push(OrdersDestination.detail(1))
        root.selectTab("orders")
        #expect(
            root.front.push(OrdersDestination.detail(2))
                == .held(
                    .pendingAccess(route: "orders/2", requirement: .signedIn)))
        #expect(root.state.tabs[0].layers.count == 1)
        #expect(root.locationDescription == "orders: orders | sheet: settings/signin | pending: orders/2")
        signIn(session, on: root)
        #expect(root.locationDescription == "orders: orders > orders/2")
    }

    @Test func signingInOnAnotherSignInScreenCarriesThePendingRequestOut() throws {
        let session = TestSession()
        let root = makeGatedRoot(session: session)
        root.front.push(OrdersDestination.detail(1))
        root.selectTab("settings")
        root.front.present(SettingsDestination.signIn, style: .sheet)
        signIn(session, on: root)
        // The waiting sheet in Home closes too, and the request is made in its own tab.
        #expect(root.pending == nil)
        #expect(root.locationDescription == "home: home > orders/1")
        #expect(root.state.tabs.allSatisfy { $0.layers.count == 1 })
    }

    @Test func carryingOutARequestBringsTheTabItWasMadeInToTheFront() throws {
        let session = TestSession()
        let root = makeGatedRoot(session: session)
        root.front.push(OrdersDestination.detail(1))
        root.selectTab("orders")
        session.isSignedIn = true
        #expect(root.resumePending() == .applied)
        #expect(root.locationDescription == "home: home > orders/1")
    }

    @Test func anAppliedStateThatTakesTheSheetAwayWithARequestOfItsOwnReplacesTheWaitingOne() throws {
        let session = TestSession()
        let root = makeGatedRoot(session: session)
        root.front.push(OrdersDestination.detail(1))
        let sheet = try #require(root.pending?.screen)
        session.isSignedIn = true
        // The same state, but the sheet's id shows another screen now: the sheet leaves, and
        // the state's own request waits behind the screen that took its place.
        var state = root.state
        state.tabs[0].layers[1].entries[0].destination = AnyNavigationDestination(HomeDestination.editor)
        #expect(root.apply(state) == .applied)
        #expect(root.locationDescription == "home: home | sheet: editor | pending: orders/1")
        #expect(root.pending?.screen == root.frontID)
        #expect(root.pending?.screen != sheet)
    }

    @Test func aHeldChangeKeepsTheAnswersItWasAlreadyGiven() throws {
        let session = TestSession()
        let root = makeGatedRoot(session: session)
        root.selectTab("orders")
        let sheet = try #require(root.present(HomeDestination.editor, .managedSheet))
        root.handle(for: sheet).confirmLeaving(NavigationLeaveConfirmation(title: "Discard?"), scope: .layer)
        root.selectTab("settings")
        let place = NavigationPlace(
            tab: "orders", stack: [OrdersDestination.list, OrdersDestination.detail(1)])
        #expect(!root.open(place).isApplied)
        // Leave: the link is carried out past the question, and waits for the sign-in.
        #expect(
            root.chooseAlertAction(at: 0) == .held(.pendingAccess(route: "orders/1", requirement: .signedIn)))
        #expect(root.pending?.request == .link(place))
        signIn(session, on: root)
        #expect(root.frontAlert == nil)
        #expect(root.locationDescription == "orders: orders > orders/1")
    }

    @Test func noScreenIsAddedPastTheIDLimitNotEvenTheRequirementsOwn() throws {
        let session = TestSession()
        let root = makeGatedRoot(session: session)
        var state = root.state
        state.nextEntryID = 1 << 53
        #expect(root.apply(state) == .applied)
        let before = root.state
        #expect(
            root.front.push(OrdersDestination.detail(1))
                == .refused(
                    .invalidState("the entry counter is exhausted")))
        #expect(root.state == before)
    }
}

extension TestSession {
    /// A session with someone signed in.
    static var signedIn: TestSession {
        let session = TestSession()
        session.isSignedIn = true
        return session
    }
}
