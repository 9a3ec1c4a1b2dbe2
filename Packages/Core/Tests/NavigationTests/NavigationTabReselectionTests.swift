import Navigation
import NavigationTesting
import Testing

/// Selecting the tab you are on takes it back to its root, as a tab bar does.
@MainActor
@Suite struct NavigationTabReselectionTests {
    @Test func selectingTheTabInFrontPopsItToItsRootAndClosesWhatIsPresented() throws {
        let root = makeRoot()
        root.push(HomeDestination.list)
        root.push(HomeDestination.page(2))
        try #require(root.present(HomeDestination.editor, .managedSheet) != nil)
        #expect(root.selectTab("home") == .applied)
        #expect(root.locationDescription == "home: home")
    }

    @Test func aSecondSelectionAtTheRootChangesNothing() {
        let root = makeRoot()
        root.push(HomeDestination.list)
        root.selectTab("home")
        let atRoot = root.state
        #expect(root.selectTab("home") == .applied)
        #expect(root.state == atRoot)
    }

    @Test func selectingAnotherTabKeepsEveryStackAsItWas() {
        let root = makeRoot()
        root.push(HomeDestination.list)
        root.selectTab("orders")
        root.push(OrdersDestination.detail(1))
        root.selectTab("home")
        #expect(root.locationDescription == "home: home > list")
        root.selectTab("orders")
        #expect(root.locationDescription == "orders: orders > orders/1")
    }

    @Test func aLeaveConfirmationAsksFirstStayKeepsTheStackAndLeaveGoesToTheRoot() throws {
        let root = makeRoot()
        let list = try #require(root.push(HomeDestination.list))
        root.handle(for: list).confirmLeaving(NavigationLeaveConfirmation(title: "Leave the list?"))
        let before = root.state
        #expect(root.selectTab("home") == .held(.confirming(route: "list", alert: "list/leave")))
        #expect(root.chooseAlertAction(at: 1) == .applied)
        #expect(root.state == before)
        #expect(root.selectTab("home") == .held(.confirming(route: "list", alert: "list/leave")))
        #expect(root.chooseAlertAction(at: 0) == .applied)
        #expect(root.locationDescription == "home: home")
    }
}
