import Navigation
import NavigationTesting
import SettingsTestSupport
import Shared
import Testing

@testable import Settings

@MainActor
@Suite struct SignInScreenTests {
    let mock = NavigationHandleMock()

    func makeModel(_ dependencies: FakeSettingsDependencies) -> SignInModel {
        SignInModel(
            session: dependencies.session,
            navigator: SignInNavigator(mock),
            tracker: SignInTracker(screen: SettingsIncomingNavigation.signIn, sink: dependencies.sink))
    }

    @Test func signedOutItOffersSigningInAsAdaOrCancelling() {
        let screen = SignInScreen.make(model: makeModel(FakeSettingsDependencies()))
        #expect(screen.title == "Sign in")
        #expect(screen.texts == ["Sign in to open your orders and see your shipping address."])
        #expect(screen.labels == ["Sign in as Ada Lovelace", "Cancel"])
    }

    @Test func signedInItAlsoSaysWhoIsSignedIn() {
        let screen = SignInScreen.make(model: makeModel(FakeSettingsDependencies(customer: grace)))
        #expect(screen.texts.last == "You are signed in as Grace Hopper.")
        #expect(screen.labels == ["Sign in as Ada Lovelace", "Cancel"])
    }

    @Test func signingInSignsAdaInFirstAndThenAsksToCloseTheSheet() async throws {
        let dependencies = FakeSettingsDependencies()
        var requestsAtSignIn: [[NavigationHandleMock.Request]] = []
        dependencies.fakeSession.onSignIn = { [mock] _ in requestsAtSignIn.append(mock.requests) }
        try await SignInScreen.make(model: makeModel(dependencies)).tap("Sign in as Ada Lovelace")
        #expect(dependencies.fakeSession.signInCalls == [ada])
        #expect(requestsAtSignIn == [[]])
        #expect(dependencies.fakeSession.customer == ada)
        #expect(mock.requests == [.back])
    }

    @Test func cancellingOnlyAsksToCloseTheSheetWithoutSigningIn() async throws {
        let dependencies = FakeSettingsDependencies()
        try await SignInScreen.make(model: makeModel(dependencies)).tap("Cancel")
        #expect(dependencies.fakeSession.signInCalls.isEmpty)
        #expect(dependencies.fakeSession.customer == nil)
        #expect(mock.requests == [.back])
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

    /// The whole journey on a real root, with the requirement the app declares: a protected
    /// screen pushed while signed out waits behind the sign-in sheet; "Cancel" leaves the app as
    /// it was, and "Sign in" leaves the protected screen on the stack.
    @Test func aProtectedScreenWaitsForSignInCancelKeepsTheStateAndSigningInShowsIt() async throws {
        let dependencies = FakeSettingsDependencies()
        let session = dependencies.fakeSession
        let root = makeRoot()
        root.requireAccess(
            .signedIn, isMet: { session.isSignedIn }, presenting: SettingsIncomingNavigation.signIn)
        let menu = try #require(root.frontHandle)
        let before = root.state
        let waits = NavigationOutcome.held(.pendingAccess(route: "test/protected", requirement: .signedIn))

        #expect(menu.push(ProtectedTestDestination.account) == waits)
        #expect(
            root.locationDescription
                == "settings: settings | sheet: settings/signin | pending: test/protected")
        #expect(root.state.frontEntry?.destination == erased(.signIn))
        #expect(root.pending?.request.routeID == "test/protected")
        try await render(root, with: dependencies).tap("Cancel")
        var unchanged = before
        unchanged.nextEntryID = root.state.nextEntryID
        #expect(root.state == unchanged)
        #expect(session.customer == nil)

        #expect(menu.push(ProtectedTestDestination.account) == waits)
        try await render(root, with: dependencies).tap("Sign in as Ada Lovelace")
        #expect(session.customer == ada)
        #expect(root.pending == nil)
        #expect(root.state.routeIDs(inTab: RootTab.settings.name) == ["settings", "test/protected"])
        #expect(root.locationDescription == "settings: settings > test/protected")
    }
}
