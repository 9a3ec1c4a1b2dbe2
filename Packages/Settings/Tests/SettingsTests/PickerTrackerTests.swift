import Shared
import Testing

@testable import Settings

@MainActor
@Suite struct PickerTrackerTests {
    let sink = RecordingSink()

    @Test func aViewIsReportedUnderThePickerRoute() {
        PickerTracker(sink: sink).viewed()
        #expect(sink.events == [AnalyticsEvent(screen: "settings/picker")])
    }

    @Test func aPickIsReportedWithTheNumberAndACloseWithoutOne() {
        let tracker = PickerTracker(sink: sink)
        tracker.picked(7)
        tracker.closed()
        #expect(
            sink.events == [
                AnalyticsEvent(screen: "settings/picker", action: "pick-7"),
                AnalyticsEvent(screen: "settings/picker", action: "close"),
            ])
    }
}
