import SettingsTestSupport
import Shared
import Testing

@testable import Settings

@MainActor
@Suite struct SignInTrackerTests {
    let sink = RecordingSink()

    @Test func aViewIsReportedUnderTheSignInRoute() {
        SignInTracker(screen: SettingsIncomingNavigation.signIn, sink: sink).viewed()
        #expect(sink.events == [AnalyticsEvent(screen: "settings/signin")])
    }

    @Test func signInAndCancelTapsAreReported() {
        let tracker = SignInTracker(screen: SettingsIncomingNavigation.signIn, sink: sink)
        tracker.tapped(.signIn)
        tracker.tapped(.cancel)
        #expect(
            sink.events == [
                AnalyticsEvent(screen: "settings/signin", action: "sign-in"),
                AnalyticsEvent(screen: "settings/signin", action: "cancel"),
            ])
    }
}
