import Navigation
import Shared
import Testing

@testable import Orders

/// The review step's model against the wizard's fake navigator: continuing asks for payment
/// with the app's stock check in the flow it hands over.
@MainActor
@Suite struct NewOrderReviewModelTests {
    let navigator = FakeNewOrderNavigating()
    let sink = RecordingSink()

    func reviewedFlow() throws -> NewOrderFlow {
        NewOrderFlow(step: .review, product: try OrderBook.demo().demoProduct("tea"), quantity: 2)
            .anchoredByTheFake
    }

    func makeModel(_ flow: NewOrderFlow, stockCheck: Duration = .zero) -> NewOrderReviewModel {
        NewOrderReviewModel(
            flow: flow, stockCheck: stockCheck, navigator: navigator,
            tracker: NewOrderTracker(screen: flow.destination, sink: sink))
    }

    @Test func theLineIsTheFlowsProductAndQuantity() throws {
        let line = try #require(makeModel(try reviewedFlow()).lineItem)
        #expect(line.product.sku == "tea")
        #expect(line.quantity == 2)
    }

    @Test func anIncompleteFlowHasNoLine() {
        #expect(makeModel(NewOrderFlow(step: .review).anchoredByTheFake).lineItem == nil)
    }

    @Test func appearingReportsTheViewAndAsksNothingOfNavigation() throws {
        makeModel(try reviewedFlow()).appeared()
        #expect(navigator.requests.isEmpty)
        #expect(sink.lines == ["view orders/new/review"])
    }

    @Test func continuingAsksForPaymentWithTheStockCheckInTheFlowItHandsOver() async throws {
        let flow = try reviewedFlow()
        let model = makeModel(flow, stockCheck: .milliseconds(5))
        await model.continueToPayment()
        var handedOver = flow
        handedOver.stockCheck = .milliseconds(5)
        #expect(navigator.requests == [.continueToPayment(handedOver)])
        #expect(model.flow == flow)
        #expect(sink.lines == ["tap orders/new/review continue"])
    }

    @Test func cancellingAsksToCancelTheReviewedFlow() throws {
        let flow = try reviewedFlow()
        makeModel(flow).cancel()
        #expect(navigator.requests == [.cancel(flow)])
        #expect(sink.lines == ["tap orders/new/review cancel"])
    }
}
