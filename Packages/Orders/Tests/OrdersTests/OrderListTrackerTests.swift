import Shared
import Testing

@testable import Orders

@MainActor
@Suite struct OrderListTrackerTests {
    let sink = RecordingSink()

    var tracker: OrderListTracker { OrderListTracker(screen: OrdersIncomingNavigation.list, sink: sink) }

    @Test func aViewIsReportedUnderTheListsRoute() {
        tracker.viewed()
        #expect(sink.events == [AnalyticsEvent(screen: "orders")])
    }

    @Test(
        arguments: [
            (OrderListAction.openOrder(id: 1002), "open-order-1002"),
            (.newOrder, "new-order"),
            (.receivedOrder(id: 1004), "received-order-1004"),
        ])
    func eachTapIsReportedOnTheListUnderItsName(action: OrderListAction, name: String) {
        tracker.tapped(action)
        #expect(sink.events == [AnalyticsEvent(screen: "orders", action: name)])
    }
}
