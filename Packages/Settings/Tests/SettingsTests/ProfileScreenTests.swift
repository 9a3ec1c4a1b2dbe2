import NavigationTesting
import SettingsTestSupport
import Shared
import Testing

@testable import Settings

@MainActor
@Suite struct ProfileScreenTests {
    let mock = NavigationHandleMock()

    func makeModel(_ dependencies: FakeSettingsDependencies) -> ProfileModel {
        ProfileModel(
            session: dependencies.session,
            navigator: ProfileNavigator(mock),
            tracker: ProfileTracker(screen: SettingsIncomingNavigation.profile, sink: dependencies.sink))
    }

    @Test func signedInItShowsTheCustomersNameAndSignOut() {
        let screen = ProfileScreen.make(model: makeModel(FakeSettingsDependencies(customer: grace)))
        #expect(screen.title == "Profile")
        #expect(screen.texts == ["Grace Hopper"])
        #expect(screen.labels == ["Sign out"])
    }

    @Test func signedOutItSaysNotSignedInAndOffersSignIn() {
        let screen = ProfileScreen.make(model: makeModel(FakeSettingsDependencies()))
        #expect(screen.texts == ["Not signed in"])
        #expect(screen.labels == ["Sign in"])
    }

    @Test func signInPresentsTheSignInSheet() async throws {
        let dependencies = FakeSettingsDependencies()
        try await ProfileScreen.make(model: makeModel(dependencies)).tap("Sign in")
        #expect(mock.requests == [.present(erased(.signIn), .sheet)])
        #expect(dependencies.sink.events == [AnalyticsEvent(screen: "settings/profile", action: "sign-in")])
    }

    @Test func signOutEndsTheSessionAndTheNextRenderSaysNotSignedIn() async throws {
        let dependencies = FakeSettingsDependencies(customer: grace)
        let model = makeModel(dependencies)
        try await ProfileScreen.make(model: model).tap("Sign out")
        #expect(dependencies.fakeSession.customer == nil)
        #expect(mock.requests.isEmpty)
        #expect(ProfileScreen.make(model: model).texts == ["Not signed in"])
    }

    @Test func appearingIsTracked() async {
        let dependencies = FakeSettingsDependencies()
        await ProfileScreen.make(model: makeModel(dependencies)).appear()
        #expect(dependencies.sink.events == [AnalyticsEvent(screen: "settings/profile")])
    }
}
