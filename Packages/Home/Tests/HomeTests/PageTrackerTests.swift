import Shared
import Testing

@testable import Home

@MainActor
@Suite struct PageTrackerTests {
    @Test func viewsAndTapsNameThePagesOwnRoute() {
        let sink = RecordingAnalyticsSink()
        let tracker = PageTracker(sink: sink, routeID: "home/page/8")
        tracker.trackView()
        tracker.track(.nextPage)
        #expect(sink.events.map(\.description) == ["view home/page/8", "tap home/page/8 next-page"])
    }
}
