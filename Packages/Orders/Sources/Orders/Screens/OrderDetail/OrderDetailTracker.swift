import Shared

/// Reports an order's detail view and taps to the analytics sink, under the order's route id.
@MainActor
struct OrderDetailTracker {
    /// Where events go.
    let sink: any AnalyticsSink
    /// The screen name every event carries: `orders/1001`.
    let screen: String

    /// Creates a tracker for one order's screen.
    init(sink: any AnalyticsSink, orderID: Int) {
        self.sink = sink
        self.screen = OrdersIncomingNavigation.detail(id: orderID).routeID
    }

    /// The screen came to the front.
    func viewed() { sink.track(AnalyticsEvent(screen: screen)) }

    /// A line item's product was opened.
    func openedProduct(sku: String) { tapped("open-product-\(sku)") }

    /// The customer asked to cancel the order.
    func askedToCancel() { tapped("cancel") }

    /// The customer confirmed the cancellation.
    func confirmedCancel() { tapped("confirm-cancel") }

    /// The customer kept the order after all.
    func keptOrder() { tapped("keep-order") }

    /// The shipping address was opened.
    func openedShippingAddress() { tapped("shipping-address") }

    /// Support was contacted.
    func contactedSupport() { tapped("support") }

    private func tapped(_ action: String) { sink.track(AnalyticsEvent(screen: screen, action: action)) }
}
