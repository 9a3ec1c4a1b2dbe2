import SettingsTestSupport
import Shared
import Testing

@testable import Settings

@MainActor
@Suite struct SupportTrackerTests {
    let sink = RecordingSink()

    @Test(arguments: [nil, 1002])
    func aViewIsReportedUnderTheSupportRouteWhateverTheOrder(orderID: Int?) {
        SupportTracker(screen: SettingsIncomingNavigation.help(orderID: orderID), sink: sink).viewed()
        #expect(sink.events == [AnalyticsEvent(screen: "settings/help")])
    }

    @Test func theDoneTapIsReported() {
        SupportTracker(screen: SettingsIncomingNavigation.help(orderID: nil), sink: sink).tapped(.done)
        #expect(sink.events == [AnalyticsEvent(screen: "settings/help", action: "done")])
    }
}
