import Navigation
import SettingsTestSupport
import Shared
import Testing

@testable import Settings

/// The menu's model against a fake of its navigator: each row asks for one place, in the
/// menu's words, and signing out changes the session, not navigation.
@MainActor
@Suite struct SettingsMenuModelTests {
    let navigator = FakeSettingsMenuNavigating()
    let sink = RecordingSink()

    func makeModel(_ session: FakeSession) -> SettingsMenuModel {
        SettingsMenuModel(
            session: session, navigator: navigator,
            tracker: SettingsMenuTracker(screen: SettingsIncomingNavigation.settings, sink: sink))
    }

    @Test func appearingReportsTheViewAndAsksNothingOfNavigation() {
        makeModel(FakeSession()).appeared()
        #expect(navigator.requests.isEmpty)
        #expect(sink.events == [AnalyticsEvent(screen: "settings")])
    }

    @Test func eachRowAsksForItsOwnPlace() {
        let model = makeModel(FakeSession())
        model.showProfile()
        model.showAddress()
        model.showOrderHistory()
        model.showSupport()
        model.showAbout()
        #expect(
            navigator.requests == [.showProfile, .showAddress, .showOrderHistory, .showSupport, .showAbout])
        #expect(
            sink.events.map(\.action) == ["profile", "address", "order-history", "support", "about"])
    }

    @Test func signedOutItOffersSigningInWhichAsksForTheSheet() {
        let model = makeModel(FakeSession())
        #expect(!model.isSignedIn)
        #expect(model.accountLine == "Not signed in.")
        model.signIn()
        #expect(navigator.requests == [.presentSignIn])
    }

    @Test func signingOutChangesTheSessionAndAsksNothingOfNavigation() {
        let session = FakeSession(customer: grace)
        let model = makeModel(session)
        #expect(model.accountLine == "Signed in as Grace Hopper.")
        model.signOut()
        #expect(session.signOutCount == 1)
        #expect(!model.isSignedIn)
        #expect(navigator.requests.isEmpty)
        #expect(sink.events == [AnalyticsEvent(screen: "settings", action: "sign-out")])
    }
}

/// Records what the model asks of ``SettingsMenuNavigating``, one value per call, and applies it all.
@MainActor
final class FakeSettingsMenuNavigating: SettingsMenuNavigating {
    /// One call, named as the protocol names it.
    enum Request: Equatable {
        case showProfile
        case showAddress
        case showOrderHistory
        case showSupport
        case showAbout
        case presentSignIn
    }

    /// Every call, oldest first.
    private(set) var requests: [Request] = []

    func showProfile() -> NavigationOutcome { record(.showProfile) }

    func showAddress() -> NavigationOutcome { record(.showAddress) }

    func showOrderHistory() -> NavigationOutcome { record(.showOrderHistory) }

    func showSupport() -> NavigationOutcome { record(.showSupport) }

    func showAbout() -> NavigationOutcome { record(.showAbout) }

    func presentSignIn() -> NavigationOutcome { record(.presentSignIn) }

    private func record(_ request: Request) -> NavigationOutcome {
        requests.append(request)
        return .applied
    }
}
