import Navigation
import Shared
import Testing

@testable import Orders

/// The order list's model against a fake of its navigator: each action asks for one thing, in
/// the list's words, and an order the wizard hands back becomes the model's state.
@MainActor
@Suite struct OrderListModelTests {
    let navigator = FakeOrderListNavigating()
    let sink = RecordingSink()
    let book = OrderBook.demo()

    func makeModel() -> OrderListModel {
        OrderListModel(
            orderBook: book, navigator: navigator,
            tracker: OrderListTracker(screen: OrdersIncomingNavigation.list, sink: sink))
    }

    @Test func appearingReportsTheViewAndAsksToReceiveNewOrders() {
        makeModel().appeared()
        #expect(navigator.requests == [.receiveNewOrders])
        #expect(sink.lines == ["view orders"])
    }

    @Test func theOrdersAreTheBooksOldestFirst() {
        #expect(makeModel().orders.map(\.id) == [1001, 1002, 1003])
    }

    @Test func openingAnOrderAsksForItsDetailsByID() throws {
        let model = makeModel()
        model.open(try #require(book.order(id: 1003)))
        #expect(navigator.requests == [.showOrder(id: 1003)])
        #expect(sink.lines == ["tap orders open-order-1003"])
    }

    @Test func startingANewOrderAsksForTheWizard() {
        makeModel().startNewOrder()
        #expect(navigator.requests == [.startNewOrder])
        #expect(sink.lines == ["tap orders new-order"])
    }

    @Test func anOrderTheWizardHandsBackBecomesTheOneJustPlaced() throws {
        let model = makeModel()
        #expect(model.justPlaced == nil)
        model.appeared()
        let receive = try #require(navigator.newOrderHandler)
        let order = Order(id: 1004, items: [])
        receive(order)
        #expect(model.justPlaced == order)
        #expect(sink.lines == ["view orders", "tap orders received-order-1004"])
        #expect(navigator.requests == [.receiveNewOrders])
    }
}

/// Records what the model asks of ``OrderListNavigating``, one value per call, and applies it
/// all; it keeps the new-order handler so a test can hand an order back as the wizard would.
@MainActor
final class FakeOrderListNavigating: OrderListNavigating {
    /// One call, named as the protocol names it.
    enum Request: Equatable {
        case showOrder(id: Int)
        case startNewOrder
        case receiveNewOrders
    }

    /// Every call, oldest first.
    private(set) var requests: [Request] = []
    /// What the last `receiveNewOrders` asked to run for each order handed back.
    private(set) var newOrderHandler: (@MainActor (Order) -> Void)?

    func showOrder(id: Int) -> NavigationOutcome { record(.showOrder(id: id)) }

    func startNewOrder() -> NavigationOutcome { record(.startNewOrder) }

    func receiveNewOrders(_ handler: @escaping @MainActor (Order) -> Void) -> NavigationOutcome {
        newOrderHandler = handler
        return record(.receiveNewOrders)
    }

    private func record(_ request: Request) -> NavigationOutcome {
        requests.append(request)
        return .applied
    }
}
