import ConsoleUI
import Navigation
import NavigationTesting
import SettingsTestSupport
import Shared
import Testing

@testable import Settings

@MainActor
@Suite struct SettingsMenuScreenTests {
    let mock = NavigationHandleMock()

    func makeModel(_ dependencies: FakeSettingsDependencies) -> SettingsMenuModel {
        SettingsMenuModel(
            session: dependencies.session,
            navigator: SettingsMenuNavigator(mock),
            tracker: SettingsMenuTracker(screen: SettingsIncomingNavigation.settings, sink: dependencies.sink)
        )
    }

    @Test func signedOutItSaysSoAndOffersSignIn() {
        let screen = SettingsMenuScreen.make(model: makeModel(FakeSettingsDependencies()))
        #expect(screen.title == "Settings")
        #expect(screen.texts == ["Not signed in."])
        #expect(
            screen.labels == ["Profile", "Shipping address", "Order history", "Support", "About", "Sign in"])
    }

    @Test func signedInItNamesTheCustomerAndOffersSignOut() {
        let screen = SettingsMenuScreen.make(model: makeModel(FakeSettingsDependencies(customer: grace)))
        #expect(screen.texts == ["Signed in as Grace Hopper."])
        #expect(
            screen.labels == ["Profile", "Shipping address", "Order history", "Support", "About", "Sign out"])
    }

    @Test func eachActionAsksItsNavigatorForTheRightPlace() async throws {
        let screen = SettingsMenuScreen.make(model: makeModel(FakeSettingsDependencies()))
        let expected: [(String, NavigationHandleMock.Request)] = [
            ("Profile", .navigate(erased(.profile))),
            ("Shipping address", .navigate(erased(.address))),
            ("Order history", .navigateOutgoing(AnyHashable(SettingsOutgoingNavigation.orderHistory))),
            ("Support", .navigate(erased(.help(orderID: nil)))),
            ("About", .present(erased(.about), .managedCover)),
            ("Sign in", .present(erased(.signIn), .sheet)),
        ]
        for (label, request) in expected {
            mock.reset()
            try await screen.tap(label)
            #expect(mock.requests == [request], "tapping \(label)")
        }
    }

    @Test func signOutEndsTheSessionWithoutNavigatingAndTheNextRenderOffersSignIn() async throws {
        let dependencies = FakeSettingsDependencies(customer: grace)
        let model = makeModel(dependencies)
        try await SettingsMenuScreen.make(model: model).tap("Sign out")
        #expect(dependencies.fakeSession.signOutCount == 1)
        #expect(dependencies.fakeSession.customer == nil)
        #expect(mock.requests.isEmpty)
        let next = SettingsMenuScreen.make(model: model)
        #expect(next.texts == ["Not signed in."])
        #expect(next.labels.last == "Sign in")
    }

    @Test func appearingAndTappingAreTracked() async throws {
        let dependencies = FakeSettingsDependencies()
        let screen = SettingsMenuScreen.make(model: makeModel(dependencies))
        await screen.appear()
        try await screen.tap("Order history")
        #expect(
            dependencies.sink.events == [
                AnalyticsEvent(screen: "settings"),
                AnalyticsEvent(screen: "settings", action: "order-history"),
            ])
    }
}
