import Shared

/// Reports the list's view and taps to the analytics sink, under the list's route id.
@MainActor
struct OrderListTracker {
    /// The screen name every event carries.
    static let screen = OrdersIncomingNavigation.list.routeID

    /// Where events go.
    let sink: any AnalyticsSink

    /// The list came to the front.
    func viewed() { sink.track(AnalyticsEvent(screen: Self.screen)) }

    /// An order was opened.
    func openedOrder(id: Int) { tapped("open-order-\(id)") }

    /// The new-order wizard was started.
    func startedNewOrder() { tapped("new-order") }

    /// The wizard returned an order to the list.
    func receivedOrder(id: Int) { tapped("received-order-\(id)") }

    private func tapped(_ action: String) { sink.track(AnalyticsEvent(screen: Self.screen, action: action)) }
}
