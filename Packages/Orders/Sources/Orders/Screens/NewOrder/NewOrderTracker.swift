import Shared

/// Reports a wizard step's view and taps to the analytics sink, under the step's route id.
@MainActor
struct NewOrderTracker {
    /// Where events go.
    let sink: any AnalyticsSink
    /// The screen name every event carries: `orders/new/quantity`.
    let screen: String

    /// Creates a tracker for one step.
    init(sink: any AnalyticsSink, step: NewOrderFlow.Step) {
        self.sink = sink
        self.screen = NewOrderFlow(step: step).destination.routeID
    }

    /// The step came to the front.
    func viewed() { sink.track(AnalyticsEvent(screen: screen)) }

    /// A product was chosen.
    func choseProduct(sku: String) { tapped("product-\(sku)") }

    /// A quantity was chosen.
    func choseQuantity(_ quantity: Int) { tapped("quantity-\(quantity)") }

    /// The review was accepted.
    func continuedToPayment() { tapped("continue") }

    /// The order was paid for and placed.
    func paid(orderID: Int) { tapped("pay-\(orderID)") }

    /// The wizard was cancelled from this step.
    func cancelled() { tapped("cancel") }

    private func tapped(_ action: String) { sink.track(AnalyticsEvent(screen: screen, action: action)) }
}
