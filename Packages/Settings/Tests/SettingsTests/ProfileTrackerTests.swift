import SettingsTestSupport
import Shared
import Testing

@testable import Settings

@MainActor
@Suite struct ProfileTrackerTests {
    let sink = RecordingSink()

    @Test func aViewIsReportedUnderTheProfileRoute() {
        ProfileTracker(screen: SettingsIncomingNavigation.profile, sink: sink).viewed()
        #expect(sink.events == [AnalyticsEvent(screen: "settings/profile")])
    }

    @Test func signInAndSignOutTapsAreReported() {
        let tracker = ProfileTracker(screen: SettingsIncomingNavigation.profile, sink: sink)
        tracker.tapped(.signIn)
        tracker.tapped(.signOut)
        #expect(
            sink.events == [
                AnalyticsEvent(screen: "settings/profile", action: "sign-in"),
                AnalyticsEvent(screen: "settings/profile", action: "sign-out"),
            ])
    }
}
