import Shared
import Testing

@testable import Settings

@MainActor
@Suite struct AboutTrackerTests {
    let sink = RecordingSink()

    @Test func aViewIsReportedUnderTheAboutRoute() {
        AboutTracker(sink: sink).viewed()
        #expect(sink.events == [AnalyticsEvent(screen: "settings/about")])
    }

    @Test func theCloseTapIsReported() {
        AboutTracker(sink: sink).tapped(.close)
        #expect(sink.events == [AnalyticsEvent(screen: "settings/about", action: "close")])
    }
}
