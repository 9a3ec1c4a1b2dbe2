import NavigationTesting
import SettingsTestSupport
import Shared
import Testing

@testable import Settings

@MainActor
@Suite struct SupportScreenTests {
    let mock = NavigationHandleMock()
    let sink = RecordingSink()

    func makeModel(orderID: Int?) -> SupportModel {
        SupportModel(
            orderID: orderID, navigator: SupportNavigator(mock),
            tracker: SupportTracker(screen: SettingsIncomingNavigation.help(orderID: orderID), sink: sink))
    }

    @Test func withAnOrderItNamesTheOrder() {
        let screen = SupportScreen.make(model: makeModel(orderID: 1001))
        #expect(screen.texts.first == "Support for order 1001")
        #expect(screen.labels == ["Done"])
    }

    @Test func withoutAnOrderItSaysSupportAndGivesTheContactLine() {
        let screen = SupportScreen.make(model: makeModel(orderID: nil))
        #expect(screen.title == "Help and support")
        #expect(screen.texts == ["Support", SupportModel.contactLine])
    }

    @Test func doneGoesBackAndIsTracked() async throws {
        let screen = SupportScreen.make(model: makeModel(orderID: 1001))
        await screen.appear()
        try await screen.tap("Done")
        #expect(mock.requests == [.back])
        #expect(
            sink.events == [
                AnalyticsEvent(screen: "settings/help"),
                AnalyticsEvent(screen: "settings/help", action: "done"),
            ])
    }
}
