import Navigation
import SettingsTestSupport
import Shared
import Testing

@testable import Settings

/// The profile's model against a fake of its navigator: signing in asks for the sheet;
/// signing out changes the session and asks nothing.
@MainActor
@Suite struct ProfileModelTests {
    let navigator = FakeProfileNavigating()
    let sink = RecordingSink()

    func makeModel(_ session: FakeSession) -> ProfileModel {
        ProfileModel(
            session: session, navigator: navigator,
            tracker: ProfileTracker(screen: SettingsIncomingNavigation.profile, sink: sink))
    }

    @Test func appearingReportsTheViewAndAsksNothingOfNavigation() {
        makeModel(FakeSession()).appeared()
        #expect(navigator.requests.isEmpty)
        #expect(sink.events == [AnalyticsEvent(screen: "settings/profile")])
    }

    @Test func signedOutSigningInAsksForTheSignInSheet() {
        let model = makeModel(FakeSession())
        #expect(model.nameLine == "Not signed in")
        model.signIn()
        #expect(navigator.requests == [.presentSignIn])
        #expect(sink.events == [AnalyticsEvent(screen: "settings/profile", action: "sign-in")])
    }

    @Test func signingOutChangesTheSessionAndAsksNothingOfNavigation() {
        let session = FakeSession(customer: grace)
        let model = makeModel(session)
        #expect(model.nameLine == "Grace Hopper")
        model.signOut()
        #expect(session.signOutCount == 1)
        #expect(!model.isSignedIn)
        #expect(model.nameLine == "Not signed in")
        #expect(navigator.requests.isEmpty)
    }
}

/// Records what the model asks of ``ProfileNavigating``, one value per call, and applies it all.
@MainActor
final class FakeProfileNavigating: ProfileNavigating {
    /// One call, named as the protocol names it.
    enum Request: Equatable {
        case presentSignIn
    }

    /// Every call, oldest first.
    private(set) var requests: [Request] = []

    func presentSignIn() -> NavigationOutcome {
        requests.append(.presentSignIn)
        return .applied
    }
}
