import HomeTestSupport
import Shared
import Testing

@testable import Home

@MainActor
@Suite struct PageTrackerTests {
    @Test func viewsAndTapsNameThePagesOwnRoute() {
        let sink = RecordingSink()
        let tracker = PageTracker(screen: HomeIncomingNavigation.page(8), sink: sink)
        tracker.viewed()
        tracker.tapped(.nextPage)
        #expect(sink.events.map(\.description) == ["view home/page/8", "tap home/page/8 next-page"])
    }
}
