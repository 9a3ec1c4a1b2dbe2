import Shared
import Testing

@testable import Home

@MainActor
@Suite struct HomeTrackerTests {
    let sink = RecordingAnalyticsSink()

    @Test func aViewIsReportedForTheHomeRoute() {
        HomeTracker(sink: sink).trackView()
        #expect(sink.events == [AnalyticsEvent(screen: "home")])
        #expect(sink.events.first?.description == "view home")
    }

    @Test(
        arguments: [
            (HomeTracker.Action.recentOrder(id: 1003), "recent-order-1003"),
            (.featuredProduct(sku: "tea"), "featured-product-tea"),
            (.newOrder, "new-order"),
            (.orderInOrdersTab(id: 1001), "order-in-orders-tab-1001"),
            (.pickNumber, "pick-number"),
            (.accountSettings, "account-settings"),
            (.loyaltyProgram, "loyalty-programme"),
            (.nextPage, "next-page"),
        ])
    func eachTapIsReportedOnHomeUnderItsName(action: HomeTracker.Action, name: String) {
        HomeTracker(sink: sink).track(action)
        #expect(sink.events == [AnalyticsEvent(screen: "home", action: name)])
    }

    @Test func eventsReachTheSinkInTheOrderTheyHappen() {
        let tracker = HomeTracker(sink: sink)
        tracker.trackView()
        tracker.track(.pickNumber)
        tracker.track(.nextPage)
        #expect(
            sink.events.map(\.description) == ["view home", "tap home pick-number", "tap home next-page"])
    }
}
