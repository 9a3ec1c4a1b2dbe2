import Foundation
import Navigation
import NavigationFlows
import Shared
import Testing

@testable import Orders

@Suite struct NewOrderFlowTests {
    let tea = Product(sku: "tea", name: "Green tea", priceCents: 850)
    let anchor = NavigationFlowAnchor(
        checkpointName: "shared.new-order", entry: NavigationEntryID(rawValue: 1))

    /// The flow a `.show` step displays, or `nil` for any other step.
    func shownFlow(_ step: NavigationFlowStep<NewOrderFlow>) -> NewOrderFlow? {
        guard case .show(let destination) = step,
            case .newOrder(let flow)? = destination as? OrdersIncomingNavigation
        else { return nil }
        return flow
    }

    @Test func aNewFlowStartsEmptyAtTheProductStep() {
        let flow = NewOrderFlow()
        #expect(flow.step == .product)
        #expect(flow.product == nil)
        #expect(flow.quantity == nil)
        #expect(flow.anchor == nil)
    }

    @Test func startingShowsTheProductStepWithTheFlowAndItsAnchor() throws {
        var flow = NewOrderFlow(step: .review, product: tea, quantity: 2)
        flow.anchor = anchor
        let shown = try #require(shownFlow(flow.start()))
        #expect(shown.step == .product)
        #expect(shown.product == tea)
        #expect(shown.anchor == anchor)
    }

    @Test func theProductStepWithAProductLeadsToTheQuantityStep() async throws {
        var flow = NewOrderFlow(product: tea)
        flow.anchor = anchor
        let next = try #require(shownFlow(try await flow.next()))
        #expect(next.step == .quantity)
        #expect(next.product == tea)
        #expect(next.anchor == anchor)
    }

    @Test func theQuantityStepWithAQuantityLeadsToTheReview() async throws {
        let next = try #require(
            shownFlow(try await NewOrderFlow(step: .quantity, product: tea, quantity: 3).next()))
        #expect(next == NewOrderFlow(step: .review, product: tea, quantity: 3))
    }

    /// Found by a stranger: a restored quantity step with a price of `Int.max` crashed the
    /// app when a quantity was chosen and the review drew the total.
    @Test func aQuantityWhoseTotalNoIntHoldsDoesNotLeaveTheQuantityStep() async {
        let costly = Product(sku: "tea", name: "Green tea", priceCents: .max)
        let flow = NewOrderFlow(step: .quantity, product: costly, quantity: 3)
        #expect(flow.lineItem == nil)
        await #expect(throws: NewOrderFlowError.totalTooLarge(quantity: 3, priceCents: .max)) {
            try await flow.next()
        }
        #expect(
            NewOrderFlowError.totalTooLarge(quantity: 3, priceCents: .max).description
                == "new order: 3 at 9223372036854775807 cents each comes to a total no order can hold; order fewer"
        )
        #expect(NewOrderFlow(step: .quantity, product: costly, quantity: 1).lineItem?.totalCents == .max)
    }

    @Test func theReviewLeadsToPayment() async throws {
        let next = try #require(
            shownFlow(try await NewOrderFlow(step: .review, product: tea, quantity: 1).next()))
        #expect(next == NewOrderFlow(step: .payment, product: tea, quantity: 1))
    }

    @Test func leavingTheProductStepWithoutAProductThrows() async {
        await #expect(throws: NewOrderFlowError.missingProduct(step: .product)) {
            try await NewOrderFlow().next()
        }
    }

    @Test func leavingTheQuantityStepWithoutAQuantityThrows() async {
        await #expect(throws: NewOrderFlowError.missingQuantity(step: .quantity)) {
            try await NewOrderFlow(step: .quantity, product: self.tea).next()
        }
    }

    @Test func aQuantityBelowOneIsRefused() async {
        await #expect(throws: NewOrderFlowError.invalidQuantity(0)) {
            try await NewOrderFlow(step: .quantity, product: self.tea, quantity: 0).next()
        }
    }

    @Test func aReviewMissingItsProductThrows() async {
        await #expect(throws: NewOrderFlowError.missingProduct(step: .review)) {
            try await NewOrderFlow(step: .review, quantity: 2).next()
        }
    }

    @Test func paymentHasNoNextStep() async {
        await #expect(throws: NewOrderFlowError.paymentEndsTheFlow) {
            try await NewOrderFlow(step: .payment, product: self.tea, quantity: 1).next()
        }
    }

    @Test func errorsSayWhatIsMissingAndWhere() {
        #expect(
            NewOrderFlowError.missingProduct(step: .product).description
                == "new order: choose a product before leaving the product step")
        #expect(
            NewOrderFlowError.missingQuantity(step: .quantity).description
                == "new order: choose a quantity before leaving the quantity step")
        #expect(NewOrderFlowError.invalidQuantity(-1).description.contains("-1"))
        #expect(NewOrderFlowError.paymentEndsTheFlow.description.contains("pay or cancel"))
    }

    @Test func eachStepHasItsOwnRouteID() {
        let routes = NewOrderFlow.Step.allCases.map { NewOrderFlow(step: $0).destination.routeID }
        #expect(
            routes == [
                "orders/new/product", "orders/new/quantity", "orders/new/review", "orders/new/payment",
            ])
    }

    @Test func theProductStepIsPresentedAsAManagedSheetAndLaterStepsArePushed() {
        let methods = NewOrderFlow.Step.allCases.map { NewOrderFlow(step: $0).destination.method }
        #expect(methods == [.present(.managedSheet), .push, .push, .push])
    }

    @Test func theLineItemNeedsAProductAndAPositiveQuantity() {
        #expect(
            NewOrderFlow(step: .review, product: tea, quantity: 2).lineItem
                == LineItem(product: tea, quantity: 2))
        #expect(NewOrderFlow(step: .review, product: tea).lineItem == nil)
        #expect(NewOrderFlow(step: .review, quantity: 2).lineItem == nil)
        #expect(NewOrderFlow(step: .review, product: tea, quantity: 0).lineItem == nil)
    }

    @Test func aFlowSurvivesAJSONRoundTripWithItsAnchor() throws {
        var flow = NewOrderFlow(step: .review, product: tea, quantity: 2)
        flow.anchor = anchor
        let data = try JSONEncoder().encode(flow)
        #expect(try JSONDecoder().decode(NewOrderFlow.self, from: data) == flow)
    }
}
