import SettingsTestSupport
import Shared
import Testing

@testable import Settings

@MainActor
@Suite struct SupportTrackerTests {
    let sink = RecordingSink()

    @Test(arguments: [nil, 1002])
    func aViewIsReportedUnderTheSupportRouteWhateverTheOrder(orderID: Int?) {
        SupportTracker(screen: SettingsIncomingNavigation.support(orderID: orderID), sink: sink).viewed()
        #expect(sink.events == [AnalyticsEvent(screen: "settings/support")])
    }

    @Test func theDoneTapIsReported() {
        SupportTracker(screen: SettingsIncomingNavigation.support(orderID: nil), sink: sink).tapped(.done)
        #expect(sink.events == [AnalyticsEvent(screen: "settings/support", action: "done")])
    }
}
