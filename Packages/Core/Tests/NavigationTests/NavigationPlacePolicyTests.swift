import Foundation
import Navigation
import NavigationSnapshots
import NavigationTesting
import Testing

/// How a link's place is applied: replace the tab's stack, push where the person is, or focus.
@MainActor
@Suite struct NavigationPlacePolicyTests {
    private func link(_ policy: NavigationPlacePolicy, _ id: Int = 1) -> NavigationPlace {
        NavigationPlace(
            tab: "orders", stack: [OrdersDestination.list, OrdersDestination.detail(id)], policy: policy)
    }

    @Test func replaceRebuildsTheTabAsTheTargetNamesIt() {
        let root = makeRoot()
        root.selectTab("orders")
        root.push(OrdersDestination.detail(2))
        #expect(root.open(link(.replace)) == .applied)
        #expect(root.locationDescription == "orders: orders > orders/1")
    }

    @Test func pushPutsTheScreenOnTheStackThePersonIsOnInWhicheverTab() {
        let root = makeRoot()
        root.push(HomeDestination.list)
        #expect(root.open(link(.push)) == .applied)
        #expect(root.locationDescription == "home: home > list > orders/1")
        #expect(root.state.routeIDs(inTab: "orders") == ["orders"])
    }

    @Test func pushUnderAPlainSheetReplacesInstead() throws {
        let root = makeRoot()
        try #require(root.present(HomeDestination.info, .sheet) != nil)
        #expect(root.open(link(.push)) == .applied)
        #expect(root.locationDescription == "orders: orders > orders/1")
    }

    @Test func focusGoesBackToTheScreenAlreadyOpenAndKeepsItsEntry() throws {
        let root = makeRoot()
        root.selectTab("orders")
        let order = try #require(root.push(OrdersDestination.detail(1)))
        root.push(OrdersDestination.detail(2))
        root.selectTab("home")
        #expect(root.open(link(.focus)) == .applied)
        #expect(root.locationDescription == "orders: orders > orders/1")
        #expect(root.state.frontEntry?.id == order)
    }

    @Test func focusPushesOntoTheTabsOwnStackWhenTheScreenIsNotOpenClosingWhatIsOverIt() throws {
        let root = makeRoot()
        root.selectTab("orders")
        root.push(OrdersDestination.detail(2))
        try #require(root.present(HomeDestination.editor, .managedSheet) != nil)
        root.selectTab("home")
        #expect(root.open(link(.focus)) == .applied)
        #expect(root.locationDescription == "orders: orders > orders/2 > orders/1")
    }

    @Test func aPushOrFocusLinkLandsOutsideTheRequirementScreenItCloses() throws {
        // A requirement screen that is a managed sheet can be pushed onto: the link must not
        // land on it and close with it.
        let session = TestSession()
        let root = makeRoot()
        root.requireAccess(.signedIn, isMet: { session.isSignedIn }, presenting: HomeDestination.editor)
        root.selectTab("orders")
        #expect(root.push(OrdersDestination.detail(3)) == nil)
        #expect(root.locationDescription == "orders: orders | sheet: editor | pending: orders/3")
        let push = NavigationPlace(
            tab: "home", stack: [HomeDestination.home, HomeDestination.list], policy: .push)
        #expect(root.open(push) == .applied)
        #expect(root.locationDescription == "orders: orders > list")
        #expect(root.pending == nil)

        root.selectTab("home")
        root.push(OrdersDestination.detail(4))
        #expect(root.locationDescription == "home: home | sheet: editor | pending: orders/4")
        // Focusing the requirement screen itself does not keep it: it went with the request.
        let focus = NavigationPlace(
            tab: "home", stack: [HomeDestination.home],
            presentation: .init(style: .managedSheet, stack: [HomeDestination.editor]),
            policy: .focus)
        #expect(root.open(focus) == .applied)
        #expect(root.pending == nil)
        #expect(root.locationDescription == "home: home > editor")
    }

    @Test func aLinkThatWaitsForSignInKeepsItsPolicyWhenItResumesEvenAfterARestore() throws {
        let session = TestSession()
        let root = makeGatedRoot(session: session)
        root.push(HomeDestination.list)
        #expect(root.open(link(.push)) == .held(.pendingAccess(route: "orders/1", requirement: .signedIn)))
        let coder = NavigationSnapshotCoderTests.coder
        let restored = makeGatedRoot(session: session)
        #expect(restored.restore(try coder.decode(try coder.encode(root.state))) == .applied)
        session.isSignedIn = true
        #expect(restored.front.dismiss() == .applied)
        #expect(restored.locationDescription == "home: home > list > orders/1")
    }
}
