import Navigation
import NavigationFlows
import NavigationTesting
import Shared
import Testing

@testable import Orders

@MainActor
@Suite struct NewOrderNavigatorTests {
    let mock = NavigationHandleMock()
    let tea = Product(sku: "tea", name: "Green tea", priceCents: 850)

    var navigator: NewOrderNavigator { NewOrderNavigator(mock) }

    @Test func anchoringAnUnanchoredFlowReturnsToTheSharedNewOrderCheckpoint() throws {
        var flow = NewOrderFlow()
        #expect(navigator.anchor(&flow) == .applied)
        #expect(mock.requests == [.anchorFlow(NewOrderFlow(), checkpoint: "shared.new-order")])
        #expect(try #require(flow.anchor).checkpointName == "shared.new-order")
    }

    @Test func anAnchoredFlowKeepsItsAnchor() {
        let anchor = NavigationFlowAnchor(checkpointName: nil, entry: NavigationEntryID(rawValue: 1))
        var flow = NewOrderFlow()
        flow.anchor = anchor
        #expect(navigator.anchor(&flow) == .refused(.flowAlreadyAnchored))
        #expect(flow.anchor == anchor)
    }

    @Test func choosingAProductAdvancesWithTheProductSet() async {
        #expect(await navigator.choose(product: tea, in: NewOrderFlow()) == .applied)
        #expect(mock.requests == [.advance(NewOrderFlow(product: tea))])
    }

    @Test func choosingAQuantityAdvancesWithTheQuantitySet() async {
        let flow = NewOrderFlow(step: .quantity, product: tea)
        #expect(await navigator.choose(quantity: 2, in: flow) == .applied)
        #expect(mock.requests == [.advance(NewOrderFlow(step: .quantity, product: tea, quantity: 2))])
    }

    @Test func continuingToPaymentAdvancesTheReviewedFlowUnchanged() async {
        let flow = NewOrderFlow(step: .review, product: tea, quantity: 2)
        #expect(await navigator.continueToPayment(flow) == .applied)
        #expect(mock.requests == [.advance(flow)])
    }

    @Test func completingFinishesTheFlowWithThePlacedOrder() {
        let flow = NewOrderFlow(step: .payment, product: tea, quantity: 2)
        let order = Order(id: 1004, items: [LineItem(product: tea, quantity: 2)])
        #expect(navigator.complete(flow, with: order) == .applied)
        #expect(mock.requests == [.finish(flow, step: "completeWith(\(order))")])
    }

    @Test func cancellingFinishesTheFlowWithoutAValue() {
        let flow = NewOrderFlow(step: .review, product: tea, quantity: 1)
        #expect(navigator.cancel(flow) == .applied)
        #expect(mock.requests == [.finish(flow, step: "cancel")])
    }

    @Test func aRefusalIsPassedBackToTheCaller() async {
        let refusal = NavigationRefusal.locked(route: "orders/new/payment", reason: "payment in progress")
        mock.refuseEverything(with: refusal)
        let flow = NewOrderFlow(step: .review, product: tea, quantity: 1)
        #expect(await navigator.choose(product: tea, in: NewOrderFlow()) == .refused(refusal))
        #expect(await navigator.continueToPayment(flow) == .refused(refusal))
        #expect(navigator.cancel(flow) == .refused(refusal))
    }

    @Test func onceItsStepHasLeftEveryMethodIsRefusedAndChangesNothing() async throws {
        let root = makeRoot()
        let entry = try poppedEntry(in: root)
        let navigator = NewOrderNavigator(root.handle(for: entry))
        let before = root.state
        let detached = NavigationOutcome.refused(.detached(.entry(entry)))
        var flow = NewOrderFlow(step: .review, product: tea, quantity: 1)
        #expect(navigator.anchor(&flow) == detached)
        #expect(flow.anchor == nil)
        #expect(await navigator.choose(product: tea, in: flow) == detached)
        #expect(await navigator.choose(quantity: 2, in: flow) == detached)
        #expect(await navigator.continueToPayment(flow) == detached)
        flow.anchor = NavigationFlowAnchor(checkpointName: "shared.new-order", entry: entry)
        let order = Order(id: 1004, items: [LineItem(product: tea, quantity: 1)])
        #expect(navigator.complete(flow, with: order) == detached)
        #expect(navigator.cancel(flow) == detached)
        #expect(root.state == before)
    }
}
