import Shared

/// Reports a product page's view and taps to the analytics sink, under the page's route id.
@MainActor
struct ProductDetailTracker {
    /// Where events go.
    let sink: any AnalyticsSink
    /// The screen name every event carries: `orders/products/tea`.
    let screen: String

    /// Creates a tracker for one product's page.
    init(sink: any AnalyticsSink, sku: String) {
        self.sink = sink
        self.screen = OrdersIncomingNavigation.product(sku: sku).routeID
    }

    /// The page came to the front.
    func viewed() { sink.track(AnalyticsEvent(screen: screen)) }

    /// The customer left the page with its own button.
    func closed() { sink.track(AnalyticsEvent(screen: screen, action: "back")) }
}
