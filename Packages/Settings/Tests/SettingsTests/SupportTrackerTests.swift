import Shared
import Testing

@testable import Settings

@MainActor
@Suite struct SupportTrackerTests {
    let sink = RecordingSink()

    @Test func aViewIsReportedUnderTheSupportRouteWhateverTheOrder() {
        SupportTracker(sink: sink).viewed()
        #expect(sink.events == [AnalyticsEvent(screen: "settings/support")])
    }

    @Test func theDoneTapIsReported() {
        SupportTracker(sink: sink).tapped(.done)
        #expect(sink.events == [AnalyticsEvent(screen: "settings/support", action: "done")])
    }
}
