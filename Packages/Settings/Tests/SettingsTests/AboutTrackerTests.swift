import SettingsTestSupport
import Shared
import Testing

@testable import Settings

@MainActor
@Suite struct AboutTrackerTests {
    let sink = RecordingSink()

    @Test func aViewIsReportedUnderTheAboutRoute() {
        AboutTracker(screen: SettingsIncomingNavigation.about, sink: sink).viewed()
        #expect(sink.events == [AnalyticsEvent(screen: "settings/about")])
    }

    @Test func theCloseTapIsReported() {
        AboutTracker(screen: SettingsIncomingNavigation.about, sink: sink).tapped(.close)
        #expect(sink.events == [AnalyticsEvent(screen: "settings/about", action: "close")])
    }
}
