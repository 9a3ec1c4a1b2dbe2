import NavigationTesting
import Shared
import Testing

@testable import Settings

@MainActor
@Suite struct SignInScreenTests {
    let mock = NavigatorMock()

    func makeModel(_ dependencies: FakeSettingsDependencies) -> SignInModel {
        dependencies.navigatorMock = mock
        return SignInModel(
            dependencies: dependencies,
            navigator: SignInNavigator(mock),
            tracker: SignInTracker(sink: dependencies.sink))
    }

    @Test func signedOutItOffersSigningInAsAdaOrCancelling() {
        let screen = SignInScreen.make(model: makeModel(FakeSettingsDependencies()))
        #expect(screen.title == "Sign in")
        #expect(screen.texts == ["Sign in to see your orders and your shipping address."])
        #expect(screen.labels == ["Sign in as Ada Lovelace", "Cancel"])
    }

    @Test func signedInItAlsoSaysWhoIsSignedIn() {
        let screen = SignInScreen.make(model: makeModel(FakeSettingsDependencies(customer: grace)))
        #expect(screen.texts.last == "You are signed in as Grace Hopper.")
        #expect(screen.labels == ["Sign in as Ada Lovelace", "Cancel"])
    }

    @Test func signingInSignsAdaInThenDismissesThenReportsFinished() async throws {
        let dependencies = FakeSettingsDependencies()
        try await SignInScreen.make(model: makeModel(dependencies)).tap("Sign in as Ada Lovelace")
        #expect(dependencies.fakeSession.signInCalls == [ada])
        #expect(dependencies.fakeSession.customer == ada)
        #expect(mock.requests == [.dismiss])
        #expect(dependencies.callbacks == [.signInFinished(customer: ada, requestsBefore: [.dismiss])])
    }

    @Test func cancellingDismissesThenReportsCancelledWithoutSigningIn() async throws {
        let dependencies = FakeSettingsDependencies()
        try await SignInScreen.make(model: makeModel(dependencies)).tap("Cancel")
        #expect(dependencies.fakeSession.signInCalls.isEmpty)
        #expect(dependencies.fakeSession.customer == nil)
        #expect(mock.requests == [.dismiss])
        #expect(dependencies.callbacks == [.signInCancelled(customer: nil, requestsBefore: [.dismiss])])
    }

    @Test func appearingAndTappingAreTracked() async throws {
        let dependencies = FakeSettingsDependencies()
        let screen = SignInScreen.make(model: makeModel(dependencies))
        await screen.appear()
        try await screen.tap("Cancel")
        #expect(
            dependencies.sink.events == [
                AnalyticsEvent(screen: "settings/signin"),
                AnalyticsEvent(screen: "settings/signin", action: "cancel"),
            ])
    }
}
