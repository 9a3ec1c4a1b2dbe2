import Navigation
import SettingsTestSupport
import Shared
import Testing

@testable import Settings

/// The sign-in sheet's model against a fake of its navigator: signing in changes the session
/// before it asks to close the sheet; cancelling only asks to close it.
@MainActor
@Suite struct SignInModelTests {
    let navigator = FakeSignInNavigating()
    let sink = RecordingSink()

    func makeModel(_ session: FakeSession) -> SignInModel {
        SignInModel(
            session: session, navigator: navigator,
            tracker: SignInTracker(screen: SettingsIncomingNavigation.signIn, sink: sink))
    }

    @Test func appearingReportsTheViewAndAsksNothingOfNavigation() {
        makeModel(FakeSession()).appeared()
        #expect(navigator.requests.isEmpty)
        #expect(sink.events == [AnalyticsEvent(screen: "settings/signin")])
    }

    @Test func signingInSignsTheDemoCustomerInAndThenAsksToClose() {
        let session = FakeSession()
        var requestsAtSignIn: [[FakeSignInNavigating.Request]] = []
        session.onSignIn = { [navigator] _ in requestsAtSignIn.append(navigator.requests) }
        let model = makeModel(session)
        model.signIn()
        #expect(session.signInCalls == [ada])
        #expect(requestsAtSignIn == [[]])
        #expect(navigator.requests == [.close])
        #expect(model.currentAccountLine == "You are signed in as Ada Lovelace.")
    }

    @Test func cancellingAsksToCloseAndLeavesTheSessionAlone() {
        let session = FakeSession(customer: grace)
        let model = makeModel(session)
        model.cancel()
        #expect(navigator.requests == [.close])
        #expect(session.signInCalls.isEmpty)
        #expect(model.currentAccountLine == "You are signed in as Grace Hopper.")
        #expect(sink.events == [AnalyticsEvent(screen: "settings/signin", action: "cancel")])
    }

    @Test func signedOutThereIsNoAccountLine() {
        #expect(makeModel(FakeSession()).currentAccountLine == nil)
    }
}

/// Records what the model asks of ``SignInNavigating``, one value per call, and applies it all.
@MainActor
final class FakeSignInNavigating: SignInNavigating {
    /// One call, named as the protocol names it.
    enum Request: Equatable {
        case close
    }

    /// Every call, oldest first.
    private(set) var requests: [Request] = []

    func close() -> NavigationOutcome {
        requests.append(.close)
        return .applied
    }
}
