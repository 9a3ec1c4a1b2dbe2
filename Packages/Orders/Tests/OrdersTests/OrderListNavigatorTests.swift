import Navigation
import NavigationTesting
import Shared
import Testing

@testable import Orders

@MainActor
@Suite struct OrderListNavigatorTests {
    let mock = NavigatorMock()

    var navigator: OrderListNavigator { OrderListNavigator(mock) }

    @Test func showingAnOrderPushesItsDetail() {
        #expect(navigator.showOrder(id: 1001))
        #expect(
            mock.requests == [.navigate(AnyNavigationDestination(OrdersIncomingNavigation.detail(id: 1001)))])
        #expect(OrdersIncomingNavigation.detail(id: 1001).method == .push)
    }

    @Test func startingANewOrderStartsTheWizardReturningToTheSharedCheckpoint() {
        #expect(navigator.startNewOrder())
        #expect(mock.requests == [.startFlow(NewOrderFlow(), checkpoint: "shared.new-order")])
    }

    @Test func receivingNewOrdersEstablishesTheSharedCheckpointAndHandsItsValueToTheHandler() throws {
        let received = Received<Order>()
        #expect(navigator.receiveNewOrders { received.record($0) })
        #expect(mock.requests == [.establish("shared.new-order")])
        let order = try #require(OrderBook.demo().order(id: 1003))
        #expect(mock.deliver(order, to: SharedCheckpoints.newOrder))
        #expect(received.values == [order])
    }

    @Test func aRefusedRequestIsReportedToTheCaller() {
        mock.result = false
        #expect(!navigator.showOrder(id: 1001))
        #expect(!navigator.startNewOrder())
    }
}
