import SettingsTestSupport
import Shared
import Testing

@testable import Settings

@MainActor
@Suite struct PickerTrackerTests {
    let sink = RecordingSink()

    @Test func aViewIsReportedUnderThePickerRoute() {
        PickerTracker(screen: SettingsIncomingNavigation.picker(returningTo: nil), sink: sink).viewed()
        #expect(sink.events == [AnalyticsEvent(screen: "settings/picker")])
    }

    @Test func aPickIsReportedWithTheNumberAndACloseWithoutOne() {
        let tracker = PickerTracker(screen: SettingsIncomingNavigation.picker(returningTo: nil), sink: sink)
        tracker.tapped(.pick(7))
        tracker.tapped(.close)
        #expect(
            sink.events == [
                AnalyticsEvent(screen: "settings/picker", action: "pick-7"),
                AnalyticsEvent(screen: "settings/picker", action: "close"),
            ])
    }
}
