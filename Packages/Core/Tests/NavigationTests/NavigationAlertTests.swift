import Navigation
import NavigationTesting
import Testing

@MainActor
@Suite struct NavigationAlertTests {
    /// The demo's confirmation: cancelling an order asks first.
    private func cancelOrderAlert(_ log: Log<String>) -> NavigationAlert {
        NavigationAlert(
            id: "orders/cancel",
            title: "Cancel order 1001?",
            message: "This cannot be undone.",
            actions: [
                .init("Cancel order", role: .destructive) { log.record("cancelled") },
                .init("Keep", role: .cancel) { log.record("kept") },
            ]
        )
    }

    @Test func anAlertShowsInTheLocationLineOfItsNavigator() {
        let root = makeRoot()
        root.push(HomeDestination.detail)
        #expect(root.showAlert(cancelOrderAlert(Log())))
        #expect(root.locationDescription == "home: home > detail | alert: orders/cancel")
        #expect(root.current.alert?.title == "Cancel order 1001?")
        #expect(root.alert == nil)
    }

    @Test func anAlertKeepsItsActionsInOrderWithTheirRoles() throws {
        let root = makeRoot()
        root.showAlert(cancelOrderAlert(Log()))
        let alert = try #require(root.current.alert)
        #expect(alert.actions.map(\.label) == ["Cancel order", "Keep"])
        #expect(alert.actions.map(\.role) == [.destructive, .cancel])
        #expect(alert.message == "This cannot be undone.")
    }

    @Test func anAlertWithoutActionsGetsASingleOK() {
        let alert = NavigationAlert(id: "done", title: "Saved")
        #expect(alert.actions.map(\.label) == ["OK"])
        #expect(alert.actions.map(\.role) == [.cancel])
    }

    @Test func aSecondAlertOnTheSameNavigatorIsRefused() {
        let root = makeRoot()
        root.showAlert(cancelOrderAlert(Log()))
        let before = root.exportState()
        #expect(!root.showAlert(NavigationAlert(id: "other", title: "Other")))
        #expect(root.exportState() == before)
        #expect(root.locationDescription == "home: home | alert: orders/cancel")
    }

    @Test func choosingAnActionDismissesTheAlertThenRunsItsHandler() throws {
        let root = makeRoot()
        let home = try #require(root.navigator(named: "home"))
        let log = Log<String>()
        let alert = NavigationAlert(
            id: "orders/cancel", title: "Sure?",
            actions: [.init("Yes") { log.record(home.alert == nil ? "gone" : "still showing") }])
        home.showAlert(alert)
        #expect(home.chooseAlertAction(at: 0))
        #expect(log.values == ["gone"])
        #expect(root.locationDescription == "home: home")
    }

    @Test func choosingRunsOnlyTheChosenActionsHandler() {
        let root = makeRoot()
        let log = Log<String>()
        root.showAlert(cancelOrderAlert(log))
        #expect(root.current.chooseAlertAction(at: 1))
        #expect(log.values == ["kept"])
    }

    @Test func theRootAnswersTheAlertOfTheCurrentNavigator() {
        let root = makeRoot()
        let log = Log<String>()
        root.present(HomeDestination.editor, method: .managedSheet)
        root.showAlert(cancelOrderAlert(log))
        #expect(root.locationDescription == "home: home | sheet: editor | alert: orders/cancel")
        #expect(root.chooseAlertAction(at: 0))
        #expect(log.values == ["cancelled"])
        #expect(root.locationDescription == "home: home | sheet: editor")
        root.showAlert(cancelOrderAlert(log))
        #expect(root.dismissAlert())
        #expect(root.locationDescription == "home: home | sheet: editor")
    }

    @Test func choosingAnActionThatDoesNotExistIsRefused() {
        let root = makeRoot()
        let log = Log<String>()
        root.showAlert(cancelOrderAlert(log))
        let before = root.exportState()
        #expect(!root.current.chooseAlertAction(at: 2))
        #expect(!root.current.chooseAlertAction(at: -1))
        #expect(root.exportState() == before)
        #expect(log.values.isEmpty)
    }

    @Test func choosingOrDismissingWithNoAlertIsRefused() {
        let root = makeRoot()
        let before = root.exportState()
        #expect(!root.current.chooseAlertAction(at: 0))
        #expect(!root.current.dismissAlert())
        #expect(!root.dismissAlert())
        #expect(root.exportState() == before)
    }

    @Test func dismissAlertRemovesItWithoutRunningAHandler() {
        let root = makeRoot()
        let log = Log<String>()
        root.showAlert(cancelOrderAlert(log))
        #expect(root.current.dismissAlert())
        #expect(root.locationDescription == "home: home")
        #expect(log.values.isEmpty)
    }

    @Test func anAlertLeavesWithThePresentationThatShowsIt() {
        let root = makeRoot()
        root.present(HomeDestination.info, method: .sheet)
        root.showAlert(cancelOrderAlert(Log()))
        root.dismiss()
        #expect(root.locationDescription == "home: home")
        #expect(root.allNavigators.allSatisfy { $0.alert == nil })
    }

    @Test func dismissAnyAlsoRemovesAlerts() throws {
        let root = makeRoot()
        root.showAlert(cancelOrderAlert(Log()))
        root.selectTab("orders")
        root.showAlert(NavigationAlert(id: "orders/info", title: "Info"))
        #expect(try root.dismissAny())
        #expect(root.allNavigators.allSatisfy { $0.alert == nil })
    }

    @Test func anAlertTravelsInTheStateAndARestoredOneSimplyDismisses() throws {
        let root = makeRoot()
        let log = Log<String>()
        root.showAlert(cancelOrderAlert(log))
        let state = root.exportState()
        let alertState = try #require(state.stack(named: "home")?.alert)
        #expect(alertState.id == "orders/cancel")
        #expect(
            alertState.actions == [
                .init(label: "Cancel order", role: .destructive), .init(label: "Keep", role: .cancel),
            ])

        let restored = makeRoot()
        try restored.restore(from: state)
        #expect(restored.locationDescription == "home: home | alert: orders/cancel")
        #expect(restored.current.alert?.actions.map(\.label) == ["Cancel order", "Keep"])
        #expect(restored.chooseAlertAction(at: 0))
        #expect(restored.locationDescription == "home: home")
        #expect(log.values.isEmpty)
    }

    @Test func poppingTheScreenThatShowedAnAlertTakesTheAlertWithIt() {
        let root = makeRoot()
        root.push(HomeDestination.detail)
        root.showAlert(cancelOrderAlert(Log()))
        #expect(root.pop())
        #expect(root.locationDescription == "home: home")
        #expect(root.current.alert == nil)
    }
}
