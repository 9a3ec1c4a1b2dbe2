import Shared
import Testing

@testable import Settings

@MainActor
@Suite struct SettingsMenuTrackerTests {
    let sink = RecordingSink()

    @Test func aViewIsReportedUnderTheSettingsRoute() {
        SettingsMenuTracker(sink: sink).viewed()
        #expect(sink.events == [AnalyticsEvent(screen: "settings")])
    }

    @Test func everyTapIsReportedWithItsName() {
        let tracker = SettingsMenuTracker(sink: sink)
        for tap in SettingsMenuTracker.Tap.allCases { tracker.tapped(tap) }
        #expect(
            sink.events.map(\.description) == [
                "tap settings profile", "tap settings address", "tap settings order-history",
                "tap settings support", "tap settings about", "tap settings sign-in", "tap settings sign-out",
            ])
    }
}
