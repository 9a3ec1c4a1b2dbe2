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
}
