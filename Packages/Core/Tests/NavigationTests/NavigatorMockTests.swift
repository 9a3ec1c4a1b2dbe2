import Navigation
import NavigationTesting
import Testing

@MainActor
@Suite struct NavigatorMockTests {
    @Test func theMockRecordsNavigationsInOrder() {
        let mock = NavigatorMock()
        let screen = HomeScreenNavigator(mock)
        screen.showDetail()
        screen.showOrder(1001)
        #expect(
            mock.requests == [
                .navigate(AnyNavigationDestination(HomeDestination.detail)),
                .navigateOutgoing(AnyHashable(HomeOutgoing.orderDetails(1001))),
            ])
        #expect(mock.lastRequest == .navigateOutgoing(AnyHashable(HomeOutgoing.orderDetails(1001))))
    }

    @Test func theMockRecordsPresentationsWithTheirStyle() {
        let mock = NavigatorMock()
        let screen = HomeScreenNavigator(mock)
        screen.showInfo()
        screen.openSupport()
        #expect(
            mock.requests == [
                .present(AnyNavigationDestination(HomeDestination.info), .sheet),
                .presentOutgoing(AnyHashable(HomeOutgoing.support), .managedSheet),
            ])
        #expect(mock.requests.first != .present(AnyNavigationDestination(HomeDestination.info), .cover))
    }

    @Test func theMockRecordsDismissesAndBacks() {
        let mock = NavigatorMock()
        let screen = HomeScreenNavigator(mock)
        screen.back()
        screen.close()
        #expect(mock.requests == [.goBack, .dismiss])
    }

    @Test func theMockRecordsSendsAndCheckpointReturnsWithTheirValues() {
        let mock = NavigatorMock()
        let screen = HomeScreenNavigator(mock)
        screen.jumpToOrder(7)
        screen.pick(3)
        #expect(
            mock.requests == [
                .send([AnyHashable(TabSelection(name: "orders")), AnyHashable(OrdersDestination.detail(7))]),
                .returnToCheckpoint("pick", AnyHashable(3)),
            ])
    }

    @Test func theMockChangesNoRealNavigationState() {
        let root = makeRoot()
        let before = root.exportState()
        let mock = NavigatorMock()
        HomeScreenNavigator(mock).showDetail()
        #expect(root.exportState() == before)
        #expect(mock.requests.count == 1)
    }

    @Test func settingTheResultToFalseSimulatesARefusal() {
        let mock = NavigatorMock()
        let screen = HomeScreenNavigator(mock)
        #expect(screen.showDetail())
        mock.result = false
        #expect(!screen.showDetail())
        #expect(!screen.openSupport())
        #expect(!screen.pick(1))
        #expect(!screen.back())
        #expect(!screen.close())
        #expect(mock.requests.count == 6)
    }

    @Test func resetForgetsTheRecordedCalls() {
        let mock = NavigatorMock()
        HomeScreenNavigator(mock).showDetail()
        mock.reset()
        #expect(mock.requests.isEmpty)
        #expect(mock.lastRequest == nil)
    }

    @Test func requestsDescribeThemselvesReadably() {
        let requests: [NavigatorMock.Request] = [
            .navigate(AnyNavigationDestination(OrdersDestination.detail(1001))),
            .navigateOutgoing(AnyHashable(HomeOutgoing.support)),
            .present(AnyNavigationDestination(HomeDestination.info), .sheet),
            .presentOutgoing(AnyHashable(HomeOutgoing.pickNumber), .managedSheet),
            .send([AnyHashable(1), AnyHashable("two")]),
            .returnToCheckpoint("pick", AnyHashable(3)),
            .returnToCheckpoint("pick", nil),
            .dismiss,
            .goBack,
        ]
        #expect(
            requests.map(\.description) == [
                "navigate(orders/1001)",
                "navigate(outgoing support)",
                "present(info, sheet)",
                "present(outgoing pickNumber, managedSheet)",
                "send(1, two)",
                "returnToCheckpoint(pick, 3)",
                "returnToCheckpoint(pick, nil)",
                "dismiss",
                "goBack",
            ])
    }

    @Test func theMockKeepsCheckpointHandlersSoATestCanDeliverAValue() {
        let mock = NavigatorMock()
        let checkpoint = NavigationCheckpoint<Int>("picked")
        var received: [Int] = []
        mock.establish(checkpoint) { received.append($0) }
        #expect(mock.deliver(7, to: checkpoint))
        #expect(!mock.deliver(7, to: NavigationCheckpoint<Int>("other")))
        #expect(received == [7])
        #expect(mock.requests == [.establish("picked")])
    }

    @Test func theMockKeepsAlertsSoATestCanChooseAnAction() {
        let mock = NavigatorMock()
        var chosen = false
        mock.showAlert(
            NavigationAlert(id: "confirm", title: "Sure?", actions: [.init("Yes") { chosen = true }]))
        mock.alerts.first?.actions.first?.handler?()
        #expect(chosen)
        #expect(mock.requests == [.showAlert("confirm")])
    }

    @Test func theMockRecordsLocksAndRefusesThemWhenToldTo() {
        let mock = NavigatorMock()
        let lock = mock.lockNavigation(reason: "payment")
        #expect(lock?.reason == "payment")
        mock.result = false
        #expect(mock.lockNavigation(reason: "again") == nil)
        #expect(mock.requests == [.lock("payment"), .lock("again")])
    }

    @Test func theMockRecordsFlowStepsAndAnchorsUnanchoredFlows() async {
        let mock = NavigatorMock()
        var flow = MockWizard()
        #expect(mock.anchorFlow(&flow, returningTo: NavigationCheckpoint<Int>("done")))
        #expect(flow.anchor?.checkpointName == "done")
        #expect(await mock.advance(flow))
        #expect(mock.finish(flow, with: .completeWith(3)))
        #expect(mock.finish(flow, with: .cancel))
        #expect(
            mock.requests == [
                .anchorFlow(AnyHashable(MockWizard()), checkpoint: "done"),
                .advance(AnyHashable(flow)),
                .finish(AnyHashable(flow), step: "completeWith(3)"),
                .finish(AnyHashable(flow), step: "cancel"),
            ])
    }
}

private struct MockWizard: NavigationFlow {
    typealias Value = Int
    var anchor: NavigationFlowAnchor?
    func start() -> NavigationFlowStep<MockWizard> { .complete }
    func next() async throws -> NavigationFlowStep<MockWizard> { .complete }
}
