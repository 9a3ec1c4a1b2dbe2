import Navigation
import NavigationFlows
import NavigationTesting
import Shared
import Testing

@testable import Orders

@MainActor
@Suite struct OrderListNavigatorTests {
    let mock = NavigationHandleMock()

    var navigator: OrderListNavigator { OrderListNavigator(mock) }

    @Test func showingAnOrderPushesItsDetail() {
        #expect(navigator.showOrder(id: 1001) == .applied)
        #expect(
            mock.requests == [.navigate(AnyNavigationDestination(OrdersIncomingNavigation.detail(id: 1001)))])
        #expect(OrdersIncomingNavigation.detail(id: 1001).method == .push)
    }

    @Test func startingANewOrderStartsTheWizardReturningToTheSharedCheckpoint() {
        #expect(navigator.startNewOrder() == .applied)
        #expect(mock.requests == [.startFlow(NewOrderFlow(), checkpoint: "shared.new-order")])
    }

    @Test func receivingNewOrdersEstablishesTheSharedCheckpointAndHandsItsValueToTheHandler() throws {
        let received = Received<Order>()
        #expect(navigator.receiveNewOrders { received.record($0) } == .applied)
        #expect(mock.requests == [.establish("shared.new-order")])
        let order = try #require(OrderBook.demo().order(id: 1003))
        #expect(mock.deliver(order, to: SharedCheckpoints.newOrder))
        #expect(received.values == [order])
    }

    @Test func aRefusedRequestIsReportedToTheCaller() {
        let refusal = NavigationRefusal.locked(route: "orders/new/payment", reason: "payment in progress")
        mock.refuseEverything(with: refusal)
        #expect(navigator.showOrder(id: 1001) == .refused(refusal))
        #expect(navigator.startNewOrder() == .refused(refusal))
        #expect(mock.requests.count == 2)
    }

    @Test func aHeldRequestIsReportedToTheCallerAsHeld() {
        let held = NavigationOutcome.held(.pendingAccess(route: "orders/new/product", requirement: .signedIn))
        mock.outcome = held
        #expect(navigator.startNewOrder() == held)
        #expect(mock.requests == [.startFlow(NewOrderFlow(), checkpoint: "shared.new-order")])
    }

    @Test func onceItsScreenHasLeftEveryMethodIsRefusedAndChangesNothing() throws {
        let root = makeRoot()
        let entry = try poppedEntry(in: root)
        let navigator = OrderListNavigator(root.handle(for: entry))
        let before = root.state
        let detached = NavigationOutcome.refused(.detached(.entry(entry)))
        #expect(navigator.showOrder(id: 1001) == detached)
        #expect(navigator.startNewOrder() == detached)
        #expect(navigator.receiveNewOrders { _ in } == detached)
        #expect(root.state == before)
        #expect(root.checkpointNames(at: entry).isEmpty)
    }
}
