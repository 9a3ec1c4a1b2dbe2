import Navigation
import NavigationTesting
import Testing

@MainActor
@Suite struct NavigationAlertTests {
    private static func alert(_ log: Log<String>) -> NavigationAlert {
        NavigationAlert(
            id: "orders/cancel", title: "Cancel order?", message: "It will not ship.",
            actions: [
                .init("Cancel order", role: .destructive) { log.record("cancelled") },
                .init("Keep order", role: .cancel) { log.record("kept") },
            ])
    }

    @Test func anAlertIsPartOfTheStateAndItsActionRunsAfterItCloses() throws {
        let root = makeRoot()
        let log = Log<String>()
        let home = root.frontID
        #expect(root.front.showAlert(Self.alert(log)) == .applied)
        let shown = try #require(root.frontAlert)
        #expect(shown.entry == home)
        #expect(shown.actions.map(\.label) == ["Cancel order", "Keep order"])
        #expect(root.locationDescription == "home: home | alert: orders/cancel")
        #expect(root.chooseAlertAction(at: 0) == .applied)
        #expect(root.frontAlert == nil)
        #expect(log.values == ["cancelled"])
        #expect(!root.alertHasHandlers(at: home))
    }

    @Test func closingAnAlertRunsNothing() {
        let root = makeRoot()
        let log = Log<String>()
        root.front.showAlert(Self.alert(log))
        #expect(root.dismissAlert() == .applied)
        #expect(log.values.isEmpty)
        #expect(root.dismissAlert() == .refused(.noAlert))
        #expect(root.chooseAlertAction(at: 0) == .refused(.noAlert))
    }

    @Test func aSecondAlertOnTheSameLayerIsRefused() {
        let root = makeRoot()
        root.front.showAlert(NavigationAlert(id: "first", title: "First"))
        #expect(
            root.front.showAlert(NavigationAlert(id: "second", title: "Second"))
                == .refused(.alertShowing("first")))
        #expect(root.chooseAlertAction(at: 4) == .refused(.noAlertAction(5, count: 1)))
    }

    @Test func aCoveredScreenCannotShowAnAlert() throws {
        let root = makeRoot()
        let home = root.front
        root.push(HomeDestination.detail)
        #expect(home.showAlert(NavigationAlert(id: "x", title: "X")) == .refused(.notOnTop(route: "home")))
    }

    @Test func anAlertGoesWithItsScreenOrWhenSomethingIsPushedOverIt() throws {
        let root = makeRoot()
        let log = Log<String>()
        let detail = try #require(root.push(HomeDestination.detail))
        root.front.showAlert(Self.alert(log))
        root.front.pop(last: 1)
        #expect(root.frontAlert == nil)
        #expect(!root.alertHasHandlers(at: detail))
        root.front.showAlert(Self.alert(log))
        root.tabHandle("home").push(HomeDestination.list)
        #expect(root.frontAlert == nil)
    }

    @Test func theAlertOfTheSelectedTabsFrontScreenIsTheOneInFront() throws {
        let root = makeRoot()
        root.front.showAlert(NavigationAlert(id: "home", title: "Home"))
        root.selectTab("orders")
        #expect(root.frontAlert == nil)
        root.front.showAlert(NavigationAlert(id: "orders", title: "Orders"))
        #expect(root.frontAlert?.id == "orders")
        root.chooseAlertAction(at: 0)
        #expect(root.frontAlert == nil)
        root.selectTab("home")
        #expect(root.frontAlert?.id == "home")
    }

    @Test func anAlertRestoredFromASnapshotHasNoHandlersAndItsActionsJustCloseIt() throws {
        let writer = makeRoot()
        writer.front.showAlert(Self.alert(Log<String>()))
        let reader = makeRoot()
        reader.restore(writer.state)
        #expect(reader.frontAlert?.id == "orders/cancel")
        #expect(!reader.alertHasHandlers(at: reader.frontID))
        #expect(reader.chooseAlertAction(at: 0) == .applied)
        #expect(reader.frontAlert == nil)
    }
}
