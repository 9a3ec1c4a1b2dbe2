import ConsoleUI
import Navigation
import NavigationFlows
import NavigationTesting
import OrdersTestSupport
import Shared
import Testing

@testable import Orders

@MainActor
@Suite struct OrderListScreenTests {
    let mock = NavigationHandleMock()
    let dependencies = FakeOrdersDependencies()

    func makeModel() -> OrderListModel {
        OrderListModel(
            orderBook: dependencies.orderBook,
            navigator: OrderListNavigator(mock),
            tracker: OrderListTracker(screen: OrdersIncomingNavigation.list, sink: dependencies.sink)
        )
    }

    @Test func theListShowsOneActionPerOrderThenNewOrder() {
        let screen = OrderListScreen.make(model: makeModel())
        #expect(screen.title == "Orders")
        #expect(
            screen.labels == [
                "Order 1001: 3 items, 31.00 (placed)",
                "Order 1002: 1 item, 45.00 (shipped)",
                "Order 1003: 3 items, 29.70 (placed)",
                "New order",
            ])
        #expect(screen.texts.isEmpty)
    }

    @Test func tappingAnOrderPushesItsDetailAndTracksTheTap() async throws {
        let screen = OrderListScreen.make(model: makeModel())
        try await screen.tap("Order 1002: 1 item, 45.00 (shipped)")
        #expect(
            mock.requests == [.navigate(AnyNavigationDestination(OrdersIncomingNavigation.detail(id: 1002)))])
        #expect(dependencies.sink.lines == ["tap orders open-order-1002"])
    }

    @Test func newOrderStartsTheWizardReturningToTheSharedCheckpoint() async throws {
        try await OrderListScreen.make(model: makeModel()).tap("New order")
        #expect(mock.requests == [.startFlow(NewOrderFlow(), checkpoint: "shared.new-order")])
        #expect(dependencies.sink.lines == ["tap orders new-order"])
    }

    @Test func appearingTracksTheViewAndEstablishesTheNewOrderCheckpointEachTime() async {
        let screen = OrderListScreen.make(model: makeModel())
        await screen.appear()
        await screen.appear()
        #expect(mock.requests == [.establish("shared.new-order"), .establish("shared.new-order")])
        #expect(dependencies.sink.lines == ["view orders", "view orders"])
    }

    @Test func anOrderReturnedToTheCheckpointIsShownAsJustPlaced() async throws {
        let model = makeModel()
        await OrderListScreen.make(model: model).appear()
        let tea = try dependencies.orderBook.demoProduct("tea")
        let order = dependencies.orderBook.placeOrder(items: [LineItem(product: tea, quantity: 2)])
        #expect(mock.deliver(order, to: SharedCheckpoints.newOrder))
        let screen = OrderListScreen.make(model: model)
        #expect(screen.texts == ["Just placed: Order 1004: 2 items, 17.00 (placed)"])
        #expect(model.justPlaced == order)
        #expect(dependencies.sink.lines.last == "tap orders received-order-1004")
    }

    @Test func nothingIsJustPlacedBeforeTheWizardReturnsAnOrder() async {
        let model = makeModel()
        await OrderListScreen.make(model: model).appear()
        #expect(!OrderListScreen.make(model: model).texts.contains { $0.hasPrefix("Just placed") })
    }

    @Test func theListFollowsTheBookAsOrdersArePlacedAndCancelled() throws {
        let model = makeModel()
        let mug = try dependencies.orderBook.demoProduct("mug")
        dependencies.orderBook.placeOrder(items: [LineItem(product: mug, quantity: 1)])
        dependencies.orderBook.cancelOrder(id: 1001)
        let labels = OrderListScreen.make(model: model).labels
        #expect(labels.contains("Order 1001: 3 items, 31.00 (cancelled)"))
        #expect(labels.contains("Order 1004: 1 item, 14.00 (placed)"))
        #expect(labels.count == 5)
    }

    @Test func anEmptyBookSaysSoAndStillOffersANewOrder() {
        let model = OrderListModel(
            orderBook: OrderBook(orders: [], catalog: []),
            navigator: OrderListNavigator(mock),
            tracker: OrderListTracker(screen: OrdersIncomingNavigation.list, sink: dependencies.sink)
        )
        let screen = OrderListScreen.make(model: model)
        #expect(screen.texts == ["No orders yet."])
        #expect(screen.labels == ["New order"])
    }
}
