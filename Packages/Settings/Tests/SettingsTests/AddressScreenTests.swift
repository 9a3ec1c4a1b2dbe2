import NavigationTesting
import SettingsTestSupport
import Shared
import Testing

@testable import Settings

@MainActor
@Suite struct AddressScreenTests {
    let mock = NavigationHandleMock()

    func makeModel(_ dependencies: FakeSettingsDependencies) -> AddressModel {
        AddressModel(
            session: dependencies.session,
            navigator: AddressNavigator(mock),
            tracker: AddressTracker(screen: SettingsIncomingNavigation.address, sink: dependencies.sink))
    }

    @Test func signedInItShowsTheCustomersAddressAndNoActions() {
        let screen = AddressScreen.make(model: makeModel(FakeSettingsDependencies(customer: grace)))
        #expect(screen.title == "Shipping address")
        #expect(screen.texts == ["Orders ship to: 1 Compiler Lane, Arlington"])
        #expect(screen.labels.isEmpty)
    }

    @Test func signedOutItInvitesToSignIn() {
        let screen = AddressScreen.make(model: makeModel(FakeSettingsDependencies()))
        #expect(screen.texts == ["Sign in to see your shipping address"])
        #expect(screen.labels == ["Sign in"])
    }

    @Test func signInPresentsTheSignInSheet() async throws {
        try await AddressScreen.make(model: makeModel(FakeSettingsDependencies())).tap("Sign in")
        #expect(mock.requests == [.present(erased(.signIn), .sheet)])
    }

    @Test func appearingAndTappingAreTracked() async throws {
        let dependencies = FakeSettingsDependencies()
        let screen = AddressScreen.make(model: makeModel(dependencies))
        await screen.appear()
        try await screen.tap("Sign in")
        #expect(
            dependencies.sink.events == [
                AnalyticsEvent(screen: "settings/address"),
                AnalyticsEvent(screen: "settings/address", action: "sign-in"),
            ])
    }
}
