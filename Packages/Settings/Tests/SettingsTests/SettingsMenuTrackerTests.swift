import SettingsTestSupport
import Shared
import Testing

@testable import Settings

@MainActor
@Suite struct SettingsMenuTrackerTests {
    let sink = RecordingSink()

    var tracker: SettingsMenuTracker {
        SettingsMenuTracker(screen: SettingsIncomingNavigation.settings, sink: sink)
    }

    @Test func aViewIsReportedUnderTheSettingsRoute() {
        tracker.viewed()
        #expect(sink.events == [AnalyticsEvent(screen: "settings")])
    }

    @Test(
        arguments: [
            (SettingsMenuAction.profile, "profile"),
            (.address, "address"),
            (.orderHistory, "order-history"),
            (.support, "support"),
            (.about, "about"),
            (.signIn, "sign-in"),
            (.signOut, "sign-out"),
        ])
    func eachTapIsReportedOnTheMenuUnderItsName(action: SettingsMenuAction, name: String) {
        tracker.tapped(action)
        #expect(sink.events == [AnalyticsEvent(screen: "settings", action: name)])
    }
}
