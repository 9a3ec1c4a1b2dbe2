import Navigation
import SettingsTestSupport
import Shared
import Testing

@testable import Settings

/// The shipping address's model against a fake of its navigator: the address comes from the
/// session, and signing in asks for the sheet.
@MainActor
@Suite struct AddressModelTests {
    let navigator = FakeAddressNavigating()
    let sink = RecordingSink()

    func makeModel(_ session: FakeSession) -> AddressModel {
        AddressModel(
            session: session, navigator: navigator,
            tracker: AddressTracker(screen: SettingsIncomingNavigation.address, sink: sink))
    }

    @Test func appearingReportsTheViewAndAsksNothingOfNavigation() {
        makeModel(FakeSession()).appeared()
        #expect(navigator.requests.isEmpty)
        #expect(sink.events == [AnalyticsEvent(screen: "settings/address")])
    }

    @Test func theAddressIsTheSignedInCustomersAndFollowsTheSession() {
        let session = FakeSession(customer: grace)
        let model = makeModel(session)
        #expect(model.address == "1 Compiler Lane, Arlington")
        session.signOut()
        #expect(model.address == nil)
    }

    @Test func signingInAsksForTheSignInSheet() {
        let model = makeModel(FakeSession())
        model.signIn()
        #expect(navigator.requests == [.presentSignIn])
        #expect(sink.events == [AnalyticsEvent(screen: "settings/address", action: "sign-in")])
    }
}

/// Records what the model asks of ``AddressNavigating``, one value per call, and applies it all.
@MainActor
final class FakeAddressNavigating: AddressNavigating {
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
