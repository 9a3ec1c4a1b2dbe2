import ConsoleUI
import NavigationTesting
import Shared
import TemplateTestSupport
import Testing

@testable import Template

@MainActor
@Suite struct TemplateScreenTests {
    let mock = NavigationHandleMock()
    let sink = RecordingSink()

    func makeScreen() -> Screen {
        TemplateScreen.make(
            model: TemplateModel(
                navigator: TemplateNavigator(mock),
                tracker: TemplateTracker(screen: TemplateIncomingNavigation.start, sink: sink)))
    }

    @Test func itShowsItsTitleALineOfTextAndTwoActions() {
        let screen = makeScreen()
        #expect(screen.title == "Template")
        #expect(screen.texts == ["Template is ready for its first real screen."])
        #expect(screen.labels == ["Go elsewhere", "Close"])
    }

    @Test func appearingIsTrackedAsAView() async {
        await makeScreen().appear()
        #expect(sink.events == [AnalyticsEvent(screen: "template")])
        #expect(mock.requests.isEmpty)
    }

    @Test func goElsewhereLeavesThroughTheOutgoingExampleAndIsTracked() async throws {
        try await makeScreen().tap("Go elsewhere")
        #expect(mock.requests == [.navigateOutgoing(AnyHashable(TemplateOutgoingNavigation.example))])
        #expect(sink.events == [AnalyticsEvent(screen: "template", action: "go-elsewhere")])
    }

    @Test func closeDismissesTheSheetAndIsTracked() async throws {
        try await makeScreen().tap("Close")
        #expect(mock.requests == [.dismiss])
        #expect(sink.events == [AnalyticsEvent(screen: "template", action: "close")])
    }
}
