import Shared
import Testing

@testable import Orders

@MainActor
@Suite struct OrderDetailTrackerTests {
    let sink = RecordingSink()

    var tracker: OrderDetailTracker {
        OrderDetailTracker(screen: OrdersIncomingNavigation.detail(id: 1001), sink: sink)
    }

    @Test func aViewIsReportedUnderTheOrdersOwnRoute() {
        tracker.viewed()
        #expect(sink.events == [AnalyticsEvent(screen: "orders/1001")])
    }

    @Test(
        arguments: [
            (OrderDetailAction.openProduct(sku: "tea"), "open-product-tea"),
            (.cancel, "cancel"),
            (.confirmCancel, "confirm-cancel"),
            (.keepOrder, "keep-order"),
            (.shippingAddress, "shipping-address"),
            (.support, "support"),
        ])
    func eachTapIsReportedOnTheOrderUnderItsName(action: OrderDetailAction, name: String) {
        tracker.tapped(action)
        #expect(sink.events == [AnalyticsEvent(screen: "orders/1001", action: name)])
    }
}
