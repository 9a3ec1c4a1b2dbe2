import Navigation
import NavigationTesting
import SettingsTestSupport
import Shared
import Testing

@testable import Settings

@MainActor
@Suite struct AboutScreenTests {
    let mock = NavigationHandleMock()
    let sink = RecordingSink()

    func makeModel() -> AboutModel {
        AboutModel(
            navigator: AboutNavigator(mock),
            tracker: AboutTracker(screen: SettingsIncomingNavigation.about, sink: sink))
    }

    @Test func itShowsTheNameAndVersionAndOffersHelpAndClose() {
        let screen = AboutScreen.make(model: makeModel())
        #expect(screen.title == "About Switchyard")
        #expect(screen.texts.first == "Switchyard demo 0.1.0")
        #expect(screen.labels == ["Get help", "Close"])
    }

    @Test func getHelpNavigatesToHelpAndIsTracked() async throws {
        let screen = AboutScreen.make(model: makeModel())
        try await screen.tap("Get help")
        #expect(
            mock.requests == [
                .navigate(AnyNavigationDestination(SettingsIncomingNavigation.help(orderID: nil)))
            ])
        #expect(sink.events == [AnalyticsEvent(screen: "settings/about", action: "help")])
    }

    @Test func closeDismissesTheCoverAndIsTracked() async throws {
        let screen = AboutScreen.make(model: makeModel())
        await screen.appear()
        try await screen.tap("Close")
        #expect(mock.requests == [.dismiss])
        #expect(
            sink.events == [
                AnalyticsEvent(screen: "settings/about"),
                AnalyticsEvent(screen: "settings/about", action: "close"),
            ])
    }
}
