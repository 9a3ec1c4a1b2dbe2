import Shared
import Testing

@testable import Orders

@MainActor
@Suite struct NewOrderTrackerTests {
    let sink = RecordingSink()

    @Test(arguments: NewOrderFlow.Step.allCases)
    func aViewIsReportedUnderTheStepsOwnRoute(step: NewOrderFlow.Step) {
        NewOrderTracker(screen: NewOrderFlow(step: step).destination, sink: sink).viewed()
        #expect(sink.events == [AnalyticsEvent(screen: "orders/new/\(step.rawValue)")])
    }

    @Test(
        arguments: [
            (NewOrderAction.product(sku: "kettle"), "product-kettle"),
            (.quantity(3), "quantity-3"),
            (.continueToPayment, "continue"),
            (.pay(orderID: 1004), "pay-1004"),
            (.cancel, "cancel"),
        ])
    func eachTapIsReportedOnTheStepUnderItsName(action: NewOrderAction, name: String) {
        NewOrderTracker(screen: NewOrderFlow(step: .review).destination, sink: sink).tapped(action)
        #expect(sink.events == [AnalyticsEvent(screen: "orders/new/review", action: name)])
    }
}
