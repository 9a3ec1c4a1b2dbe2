import HomeTestSupport
import Shared
import Testing

@testable import Home

@MainActor
@Suite struct HomeTrackerTests {
    let sink = RecordingSink()

    var tracker: HomeTracker { HomeTracker(screen: HomeIncomingNavigation.home, sink: sink) }

    @Test func aViewIsReportedForTheHomeRoute() {
        tracker.viewed()
        #expect(sink.events == [AnalyticsEvent(screen: "home")])
        #expect(sink.events.first?.description == "view home")
    }

    @Test(
        arguments: [
            (HomeAction.recentOrder(id: 1003), "recent-order-1003"),
            (.featuredProduct(sku: "tea"), "featured-product-tea"),
            (.newOrder, "new-order"),
            (.orderInOrdersTab(id: 1001), "order-in-orders-tab-1001"),
            (.pickNumber, "pick-number"),
            (.accountSettings, "account-settings"),
            (.loyaltyProgram, "loyalty-programme"),
            (.nextPage, "next-page"),
        ])
    func eachTapIsReportedOnHomeUnderItsName(action: HomeAction, name: String) {
        tracker.tapped(action)
        #expect(sink.events == [AnalyticsEvent(screen: "home", action: name)])
    }

    @Test func eventsReachTheSinkInTheOrderTheyHappen() {
        tracker.viewed()
        tracker.tapped(.pickNumber)
        tracker.tapped(.nextPage)
        #expect(
            sink.events.map(\.description) == ["view home", "tap home pick-number", "tap home next-page"])
    }
}
