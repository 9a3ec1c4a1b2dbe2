import Navigation
import Shared
import Testing

@testable import Orders

/// The payment step's model against the wizard's fake navigator: paying places one order in
/// the book and asks to complete the flow with it. (The step's lock is its destination's.)
@MainActor
@Suite struct NewOrderPaymentModelTests {
    let navigator = FakeNewOrderNavigating()
    let sink = RecordingSink()
    let book = OrderBook.demo()

    func paidFlow() throws -> NewOrderFlow {
        NewOrderFlow(step: .payment, product: try book.demoProduct("tea"), quantity: 2).anchoredByTheFake
    }

    func makeModel(_ flow: NewOrderFlow) -> NewOrderPaymentModel {
        NewOrderPaymentModel(
            flow: flow, orderBook: book, navigator: navigator,
            tracker: NewOrderTracker(screen: flow.destination, sink: sink))
    }

    @Test func appearingReportsTheViewAndAsksNothingOfNavigation() throws {
        let model = makeModel(try paidFlow())
        model.appeared()
        model.appeared()
        #expect(navigator.requests.isEmpty)
        #expect(sink.lines == ["view orders/new/payment", "view orders/new/payment"])
    }

    @Test func payingPlacesTheOrderAndAsksToCompleteTheFlowWithIt() throws {
        let flow = try paidFlow()
        let model = makeModel(flow)
        model.pay()
        let order = try #require(book.order(id: 1004))
        #expect(order.items == [LineItem(product: try book.demoProduct("tea"), quantity: 2)])
        #expect(model.placedOrder == order)
        #expect(navigator.requests == [.complete(flow, with: order)])
        #expect(sink.lines == ["tap orders/new/payment pay-1004"])
    }

    @Test func payingTwicePlacesOneOrderAndHandsTheSameOneBack() throws {
        let flow = try paidFlow()
        let model = makeModel(flow)
        model.pay()
        model.pay()
        let order = try #require(book.order(id: 1004))
        #expect(book.orders.count == 4)
        #expect(navigator.requests == [.complete(flow, with: order), .complete(flow, with: order)])
    }

    @Test func anIncompleteFlowPlacesNothingAndAsksNothing() {
        let model = makeModel(NewOrderFlow(step: .payment).anchoredByTheFake)
        model.pay()
        #expect(model.placedOrder == nil)
        #expect(book.orders.count == 3)
        #expect(navigator.requests.isEmpty)
    }

    @Test func cancellingPlacesNothingAndAsksToCancelTheFlow() throws {
        let flow = try paidFlow()
        makeModel(flow).cancel()
        #expect(book.orders.count == 3)
        #expect(navigator.requests == [.cancel(flow)])
        #expect(sink.lines == ["tap orders/new/payment cancel"])
    }
}
