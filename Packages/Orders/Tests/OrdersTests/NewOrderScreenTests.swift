import ConsoleUI
import Navigation
import NavigationFlows
import NavigationTesting
import OrdersTestSupport
import Shared
import Testing

@testable import Orders

@MainActor
@Suite struct NewOrderScreenTests {
    let mock = NavigationHandleMock()
    let dependencies = FakeOrdersDependencies()
    let anchor = NavigationFlowAnchor(
        checkpointName: "shared.new-order", entry: NavigationEntryID(rawValue: 1))

    var book: OrderBook { dependencies.orderBook }

    func tracker(_ flow: NewOrderFlow) -> NewOrderTracker {
        NewOrderTracker(screen: flow.destination, sink: dependencies.sink)
    }

    func anchored(_ flow: NewOrderFlow) -> NewOrderFlow {
        var flow = flow
        flow.anchor = anchor
        return flow
    }

    func reviewedFlow(_ step: NewOrderFlow.Step) throws -> NewOrderFlow {
        anchored(NewOrderFlow(step: step, product: try book.demoProduct("tea"), quantity: 2))
    }

    // MARK: - Product

    func productModel(_ flow: NewOrderFlow) -> NewOrderProductModel {
        NewOrderProductModel(
            flow: flow, orderBook: book, navigator: NewOrderNavigator(mock), tracker: tracker(flow))
    }

    @Test func theProductStepAnchorsAFlowThatArrivedWithoutOne() throws {
        let model = productModel(NewOrderFlow())
        #expect(mock.requests == [.anchorFlow(NewOrderFlow(), checkpoint: "shared.new-order")])
        #expect(try #require(model.flow.anchor).checkpointName == "shared.new-order")
    }

    @Test func theProductStepLeavesAStartedFlowsAnchorAlone() {
        let model = productModel(anchored(NewOrderFlow()))
        #expect(mock.requests.isEmpty)
        #expect(model.flow.anchor == anchor)
    }

    @Test func theProductStepOffersEveryCatalogueProductThenCancel() {
        let screen = NewOrderProductScreen.make(model: productModel(anchored(NewOrderFlow())))
        #expect(screen.texts == ["Choose a product."])
        #expect(
            screen.labels == [
                "Green tea (8.50)", "Stoneware mug (14.00)", "Kettle (45.00)", "Honey jar (9.90)", "Cancel",
            ])
    }

    @Test func theProductStepAsksNothingOfNavigationWhenItAppears() async {
        await NewOrderProductScreen.make(model: productModel(anchored(NewOrderFlow()))).appear()
        #expect(mock.requests.isEmpty, "its question is its destination's, not its screen's")
        #expect(dependencies.sink.lines == ["view orders/new/product"])
    }

    @Test func choosingAProductAdvancesTheFlowWithIt() async throws {
        let model = productModel(anchored(NewOrderFlow()))
        try await NewOrderProductScreen.make(model: model).tap("Kettle (45.00)")
        let kettle = try book.demoProduct("kettle")
        #expect(mock.requests == [.advance(anchored(NewOrderFlow(product: kettle)))])
        #expect(NewOrderProductScreen.make(model: model).texts == ["Chosen: Kettle"])
        #expect(dependencies.sink.lines == ["tap orders/new/product product-kettle"])
    }

    @Test func cancellingTheProductStepFinishesTheFlowWithCancel() async throws {
        try await NewOrderProductScreen.make(model: productModel(anchored(NewOrderFlow()))).tap("Cancel")
        #expect(mock.requests == [.finish(anchored(NewOrderFlow()), step: "cancel")])
        #expect(dependencies.sink.lines == ["tap orders/new/product cancel"])
    }

    // MARK: - Quantity

    func quantityModel(_ flow: NewOrderFlow) -> NewOrderQuantityModel {
        NewOrderQuantityModel(flow: flow, navigator: NewOrderNavigator(mock), tracker: tracker(flow))
    }

    @Test func theQuantityStepOffersOneToThreeThenCancel() throws {
        let flow = anchored(NewOrderFlow(step: .quantity, product: try book.demoProduct("mug")))
        let screen = NewOrderQuantityScreen.make(model: quantityModel(flow))
        #expect(screen.texts == ["How many Stoneware mug?"])
        #expect(screen.labels == ["1", "2", "3", "Cancel"])
    }

    /// Found by a stranger: a saved quantity step whose product was lost asked "How many
    /// items?", and every answer failed with the flow's error.
    @Test func aQuantityStepWithoutAProductSaysSoAndOffersOnlyCancel() {
        let screen = NewOrderQuantityScreen.make(
            model: quantityModel(anchored(NewOrderFlow(step: .quantity))))
        #expect(screen.texts == ["Nothing to order yet: choose a product first."])
        #expect(screen.labels == ["Cancel"])
    }

    @Test func theQuantityStepAsksNothingOfNavigationWhenItAppears() async throws {
        let flow = anchored(NewOrderFlow(step: .quantity, product: try book.demoProduct("mug")))
        await NewOrderQuantityScreen.make(model: quantityModel(flow)).appear()
        #expect(mock.requests.isEmpty, "its question is its destination's, not its screen's")
        #expect(dependencies.sink.lines == ["view orders/new/quantity"])
    }

    @Test func choosingAQuantityAdvancesTheFlowWithIt() async throws {
        let flow = anchored(NewOrderFlow(step: .quantity, product: try book.demoProduct("mug")))
        try await NewOrderQuantityScreen.make(model: quantityModel(flow)).tap("3")
        var expected = flow
        expected.quantity = 3
        #expect(mock.requests == [.advance(expected)])
        #expect(dependencies.sink.lines == ["tap orders/new/quantity quantity-3"])
    }

    @Test func cancellingTheQuantityStepFinishesTheFlowWithCancel() async throws {
        let flow = anchored(NewOrderFlow(step: .quantity, product: try book.demoProduct("mug")))
        try await NewOrderQuantityScreen.make(model: quantityModel(flow)).tap("Cancel")
        #expect(mock.requests == [.finish(flow, step: "cancel")])
    }

    // MARK: - Review

    func reviewModel(_ flow: NewOrderFlow) -> NewOrderReviewModel {
        NewOrderReviewModel(
            flow: flow, stockCheck: .zero, navigator: NewOrderNavigator(mock), tracker: tracker(flow))
    }

    @Test func theReviewShowsTheLineAndItsTotal() throws {
        let screen = NewOrderReviewScreen.make(model: reviewModel(try reviewedFlow(.review)))
        #expect(screen.texts == ["Green tea x2", "Total: 17.00"])
        #expect(screen.labels == ["Continue to payment", "Cancel"])
    }

    @Test func theReviewAsksNothingOfNavigationWhenItAppears() async throws {
        await NewOrderReviewScreen.make(model: reviewModel(try reviewedFlow(.review))).appear()
        #expect(mock.requests.isEmpty, "its question is its destination's, not its screen's")
        #expect(dependencies.sink.lines == ["view orders/new/review"])
    }

    @Test func continuingAdvancesTheReviewedFlow() async throws {
        let flow = try reviewedFlow(.review)
        try await NewOrderReviewScreen.make(model: reviewModel(flow)).tap("Continue to payment")
        #expect(mock.requests == [.advance(flow)])
        #expect(dependencies.sink.lines == ["tap orders/new/review continue"])
    }

    @Test func anIncompleteReviewOffersOnlyCancel() {
        let screen = NewOrderReviewScreen.make(model: reviewModel(anchored(NewOrderFlow(step: .review))))
        #expect(screen.labels == ["Cancel"])
    }

    @Test func cancellingTheReviewFinishesTheFlowWithCancel() async throws {
        let flow = try reviewedFlow(.review)
        try await NewOrderReviewScreen.make(model: reviewModel(flow)).tap("Cancel")
        #expect(mock.requests == [.finish(flow, step: "cancel")])
    }

    // MARK: - Payment

    func paymentModel(_ flow: NewOrderFlow) -> NewOrderPaymentModel {
        NewOrderPaymentModel(
            flow: flow, orderBook: book, navigator: NewOrderNavigator(mock), tracker: tracker(flow))
    }

    @Test func thePaymentStepShowsTheTotalAndPayButton() throws {
        let screen = NewOrderPaymentScreen.make(model: paymentModel(try reviewedFlow(.payment)))
        #expect(
            screen.texts == [
                "Green tea x2, total 17.00", "Nothing takes this step away until you pay or cancel.",
            ])
        #expect(screen.labels == ["Pay 17.00", "Cancel"])
    }

    @Test func thePaymentStepAsksNothingOfNavigationWhenItAppears() async throws {
        let model = paymentModel(try reviewedFlow(.payment))
        await NewOrderPaymentScreen.make(model: model).appear()
        await NewOrderPaymentScreen.make(model: model).appear()
        #expect(mock.requests.isEmpty, "its lock is its destination's, not its screen's")
        #expect(dependencies.sink.lines == ["view orders/new/payment", "view orders/new/payment"])
    }

    @Test func payingPlacesTheOrderAndFinishesTheFlowWithIt() async throws {
        let flow = try reviewedFlow(.payment)
        let model = paymentModel(flow)
        try await NewOrderPaymentScreen.make(model: model).tap("Pay 17.00")
        let order = try #require(book.order(id: 1004))
        #expect(order.items == [LineItem(product: try book.demoProduct("tea"), quantity: 2)])
        #expect(order.status == .placed)
        #expect(mock.requests == [.finish(flow, step: "completeWith(\(order))")])
        #expect(model.placedOrder == order)
        #expect(dependencies.sink.lines == ["tap orders/new/payment pay-1004"])
    }

    @Test func payingAgainAfterARefusedFinishPlacesNoSecondOrder() async throws {
        let model = paymentModel(try reviewedFlow(.payment))
        mock.refuseEverything(with: .stale("the step after orders/new/payment"))
        model.pay()
        mock.outcome = .applied
        model.pay()
        #expect(book.orders.count == 4)
        #expect(mock.requests.count == 2)
        #expect(mock.requests.first == mock.requests.last)
    }

    @Test func cancellingPaymentPlacesNothing() async throws {
        let flow = try reviewedFlow(.payment)
        try await NewOrderPaymentScreen.make(model: paymentModel(flow)).tap("Cancel")
        #expect(mock.requests == [.finish(flow, step: "cancel")])
        #expect(book.orders.count == 3)
    }

    @Test func anIncompletePaymentOffersOnlyCancel() {
        let screen = NewOrderPaymentScreen.make(model: paymentModel(anchored(NewOrderFlow(step: .payment))))
        #expect(screen.labels == ["Cancel"])
    }
}
