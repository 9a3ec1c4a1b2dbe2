import ConsoleUI
import Navigation
import NavigationTesting
import OrdersTestSupport
import Shared
import Testing

@testable import Orders

@MainActor
@Suite struct OrderDetailScreenTests {
    let mock = NavigationHandleMock()
    let dependencies = FakeOrdersDependencies()

    func makeModel(id: Int) -> OrderDetailModel {
        OrderDetailModel(
            orderID: id,
            orderBook: dependencies.orderBook,
            navigator: OrderDetailNavigator(mock),
            tracker: OrderDetailTracker(
                screen: OrdersIncomingNavigation.detail(id: id), sink: dependencies.sink)
        )
    }

    var book: OrderBook { dependencies.orderBook }

    @Test func anUnknownOrderShowsOneLineAndNothingToDo() async {
        let screen = OrderDetailScreen.make(model: makeModel(id: 9999))
        #expect(screen.texts == ["No order 9999"])
        #expect(screen.actions.isEmpty)
        await screen.appear()
        #expect(dependencies.sink.lines == ["view orders/9999"])
    }

    @Test func aPlacedOrderShowsItsSummaryItemsAndActions() {
        let screen = OrderDetailScreen.make(model: makeModel(id: 1001))
        #expect(screen.title == "Order 1001")
        #expect(screen.texts == ["Order 1001: 3 items, 31.00 (placed)"])
        #expect(screen.sectionTitles == ["Items"])
        #expect(
            screen.labels == [
                "Green tea x2: 17.00", "Stoneware mug x1: 14.00", "Cancel order", "Shipping address",
                "Contact support",
            ])
    }

    @Test func aShippedOrderCannotBeCancelled() {
        let screen = OrderDetailScreen.make(model: makeModel(id: 1002))
        #expect(screen.labels == ["Kettle x1: 45.00", "Shipping address", "Contact support"])
        #expect(!makeModel(id: 1002).canCancel)
    }

    @Test func tappingAnItemPushesItsProduct() async throws {
        try await OrderDetailScreen.make(model: makeModel(id: 1001)).tap("Stoneware mug x1: 14.00")
        #expect(
            mock.requests == [
                .navigate(AnyNavigationDestination(OrdersIncomingNavigation.product(sku: "mug")))
            ])
        #expect(dependencies.sink.lines == ["tap orders/1001 open-product-mug"])
    }

    @Test func cancelOrderAsksForConfirmationWithoutCancellingYet() async throws {
        try await OrderDetailScreen.make(model: makeModel(id: 1001)).tap("Cancel order")
        #expect(mock.requests == [.showAlert("orders/1001/cancel")])
        let alert = try #require(mock.alerts.last)
        #expect(alert.title == "Cancel order 1001?")
        #expect(alert.actions.map(\.role) == [.destructive, .cancel])
        #expect(book.order(id: 1001)?.status == .placed)
    }

    @Test func theDestructiveActionCancelsTheOrderInTheBook() async throws {
        let model = makeModel(id: 1001)
        try await OrderDetailScreen.make(model: model).tap("Cancel order")
        let alert = try #require(mock.alerts.last)
        let destructive = try #require(alert.actions.first { $0.role == .destructive })
        destructive.handler?()
        #expect(book.order(id: 1001)?.status == .cancelled)
        let screen = OrderDetailScreen.make(model: model)
        #expect(screen.texts == ["Order 1001: 3 items, 31.00 (cancelled)"])
        #expect(!screen.labels.contains("Cancel order"))
        #expect(dependencies.sink.lines == ["tap orders/1001 cancel", "tap orders/1001 confirm-cancel"])
    }

    @Test func theCancelActionKeepsTheOrder() async throws {
        let model = makeModel(id: 1003)
        try await OrderDetailScreen.make(model: model).tap("Cancel order")
        let alert = try #require(mock.alerts.last)
        let keep = try #require(alert.actions.first { $0.role == .cancel })
        #expect(keep.label == "Keep order")
        keep.handler?()
        #expect(book.order(id: 1003)?.status == .placed)
        #expect(OrderDetailScreen.make(model: model).labels.contains("Cancel order"))
        #expect(dependencies.sink.lines == ["tap orders/1003 cancel", "tap orders/1003 keep-order"])
    }

    @Test func shippingAddressGoesOutToTheShippingAddress() async throws {
        try await OrderDetailScreen.make(model: makeModel(id: 1001)).tap("Shipping address")
        #expect(mock.requests == [.navigateOutgoing(AnyHashable(OrdersOutgoingNavigation.shippingAddress))])
        #expect(dependencies.sink.lines == ["tap orders/1001 shipping-address"])
    }

    @Test func contactSupportGoesOutToSupportAboutThisOrder() async throws {
        try await OrderDetailScreen.make(model: makeModel(id: 1002)).tap("Contact support")
        #expect(
            mock.requests == [.navigateOutgoing(AnyHashable(OrdersOutgoingNavigation.support(orderID: 1002)))]
        )
        #expect(dependencies.sink.lines == ["tap orders/1002 support"])
    }

    @Test func appearingTracksTheView() async {
        await OrderDetailScreen.make(model: makeModel(id: 1003)).appear()
        #expect(dependencies.sink.lines == ["view orders/1003"])
        #expect(mock.requests.isEmpty)
    }
}
