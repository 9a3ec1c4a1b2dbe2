import Navigation
import NavigationTesting
import Testing

@MainActor
@Suite struct NavigationStackTests {
    @Test func pushAddsToTheStackOfTheScreenThatAsksWithAFreshID() throws {
        let root = makeRoot()
        let first = try #require(root.push(HomeDestination.detail))
        let second = try #require(root.push(HomeDestination.detail))
        #expect(first != second)
        #expect(first < second)
        #expect(root.locationDescription == "home: home > detail > detail")
        #expect(root.state.hasWellFormedEntryIDs)
    }

    @Test func aScreenBelowTheTopPushesOntoTheTopOfItsOwnStack() throws {
        let root = makeRoot()
        let detail = try #require(root.push(HomeDestination.detail))
        root.push(HomeDestination.list)
        #expect(root.handle(for: detail).push(HomeDestination.page(1)) == .applied)
        #expect(root.locationDescription == "home: home > detail > list > page/1")
    }

    @Test func popRemovesTheTopScreenAndRefusesAtTheRoot() {
        let root = makeRoot()
        root.push(HomeDestination.detail)
        #expect(root.front.pop(last: 1) == .applied)
        #expect(root.locationDescription == "home: home")
        let before = root.state
        #expect(root.front.pop(last: 1) == .refused(.nothingToPop(stack: "home")))
        #expect(root.state == before)
    }

    @Test func popVariantsStopWhereTheySay() throws {
        let root = makeRoot()
        root.push(HomeDestination.page(1))
        let two = try #require(root.push(HomeDestination.page(2)))
        root.push(HomeDestination.page(3))
        root.push(HomeDestination.page(4))
        #expect(root.front.pop(last: 2) == .applied)
        #expect(root.locationDescription == "home: home > page/1 > page/2")
        root.push(HomeDestination.page(5))
        #expect(root.front.pop(to: two) == .applied)
        #expect(root.front.entry?.id == two)
        #expect(root.front.pop(to: two) == .refused(.nothingToPop(stack: "home")))
        root.push(HomeDestination.detail)
        #expect(root.front.popToRoot() == .applied)
        #expect(root.locationDescription == "home: home")
    }

    @Test func popsThatAskForTooMuchAreRefusedAndChangeNothing() throws {
        let root = makeRoot()
        let popped = try #require(root.push(HomeDestination.detail))
        root.front.pop(last: 1)
        root.push(HomeDestination.list)
        let before = root.state
        #expect(root.front.pop(last: 5) == .refused(.notOnStack("popping 5 of 1 screens")))
        #expect(root.front.pop(last: 0) == .refused(.notOnStack("popping 0 of 1 screens")))
        #expect(root.front.pop(to: popped) == .refused(.notOnStack("entry \(popped)")))
        #expect(root.state == before)
    }

    @Test func backLeavesTheHandlesOwnScreenWithWhatIsAboveIt() throws {
        let root = makeRoot()
        let detail = try #require(root.push(HomeDestination.detail))
        root.push(HomeDestination.list)
        root.present(HomeDestination.info, .sheet)
        #expect(root.handle(for: detail).back() == .applied)
        #expect(root.locationDescription == "home: home")
    }

    @Test func backOnTheFirstScreenOfAPresentedLayerDismissesIt() throws {
        let root = makeRoot()
        let sheet = try #require(root.present(HomeDestination.editor, .managedSheet))
        root.push(HomeDestination.list)
        #expect(root.front.back() == .applied)
        #expect(root.locationDescription == "home: home | sheet: editor")
        #expect(root.handle(for: sheet).back() == .applied)
        #expect(root.locationDescription == "home: home")
        #expect(root.front.back() == .refused(.nothingToGoBack))
        #expect(!root.front.canGoBack)
    }

    @Test func thePersonsBackPopsTheFrontScreenOrDismissesItsLayer() {
        let root = makeRoot()
        root.push(HomeDestination.detail)
        root.present(HomeDestination.editor, .managedSheet)
        root.push(HomeDestination.list)
        #expect(root.back() == .applied)
        #expect(root.back() == .applied)
        #expect(root.locationDescription == "home: home > detail")
        #expect(root.back() == .applied)
        #expect(root.back() == .refused(.nothingToGoBack))
    }

    @Test func aPlainPresentationCannotPush() throws {
        let root = makeRoot()
        root.present(HomeDestination.info, .sheet)
        let before = root.state
        #expect(root.front.push(HomeDestination.detail) == .refused(.noStack(route: "info")))
        #expect(root.state == before)
    }

    @Test func aTabHandlePushesOntoThatTabWhereverThePersonIs() {
        let root = makeRoot()
        root.present(HomeDestination.editor, .managedSheet)
        #expect(root.tabHandle("orders").push(OrdersDestination.detail(3)) == .applied)
        #expect(root.state.routeIDs(inTab: "orders") == ["orders", "orders/3"])
        #expect(root.locationDescription == "home: home | sheet: editor")
        #expect(root.tabHandle("orders").back() == .applied)
        #expect(root.tabHandle("orders").back() == .refused(.nothingToGoBack))
        #expect(root.tabHandle("cart").push(HomeDestination.detail) == .refused(.unknownTab("cart")))
    }

    @Test func poppingALayerUnderAPresentationKeepsThePresentation() {
        let root = makeRoot()
        root.tabHandle("home").push(HomeDestination.detail)
        root.present(HomeDestination.info, .sheet)
        #expect(root.popToRoot(inTab: "home") == .applied)
        #expect(root.locationDescription == "home: home | sheet: info")
    }

    @Test func selectingATabBringsItToTheFrontAndKeepsEveryStack() {
        let root = makeRoot()
        root.push(HomeDestination.detail)
        #expect(root.selectTab("orders") == .applied)
        #expect(root.locationDescription == "orders: orders")
        #expect(root.selectTab("home") == .applied)
        #expect(root.locationDescription == "home: home > detail")
        #expect(root.selectTab("home") == .applied)
        #expect(root.selectTab("cart") == .refused(.unknownTab("cart")))
    }
}

@MainActor
@Suite struct PopToRootTests {
    @Test func popToRootEmptiesTheFrontStackOrANamedTabsAndRefusesATabThatIsNot() throws {
        let root = makeRoot()
        root.present(HomeDestination.editor, .managedSheet)
        root.push(HomeDestination.list)
        #expect(root.popToRoot() == .applied)
        #expect(root.locationDescription == "home: home | sheet: editor")
        #expect(root.popToRoot(inTab: "nowhere") == .refused(.unknownTab("nowhere")))
        root.selectTab("orders")
        root.push(OrdersDestination.detail(1))
        root.selectTab("home")
        #expect(root.popToRoot(inTab: "orders") == .applied)
        #expect(root.state.routeIDs(inTab: "orders") == ["orders"])
        #expect(root.locationDescription == "home: home | sheet: editor")
    }
}
