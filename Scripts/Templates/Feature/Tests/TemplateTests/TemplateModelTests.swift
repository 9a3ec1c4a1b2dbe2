import Navigation
import Shared
import Testing

@testable import Template

/// The model against a fake of its navigator: each action asks for one thing, in the screen's words.
@MainActor
@Suite struct TemplateModelTests {
    let navigator = FakeTemplateNavigating()
    let sink = RecordingSink()

    func makeModel() -> TemplateModel {
        TemplateModel(
            navigator: navigator,
            tracker: TemplateTracker(screen: TemplateIncomingNavigation.start, sink: sink))
    }

    @Test func appearingReportsTheViewAndAsksNothingOfNavigation() {
        makeModel().appeared()
        #expect(navigator.requests.isEmpty)
        #expect(sink.events == [AnalyticsEvent(screen: "template")])
    }

    @Test func goingElsewhereAsksForTheExampleWayOut() {
        makeModel().goElsewhere()
        #expect(navigator.requests == [.showExample])
        #expect(sink.events == [AnalyticsEvent(screen: "template", action: "go-elsewhere")])
    }

    @Test func closingAsksToCloseTheSheet() {
        makeModel().close()
        #expect(navigator.requests == [.close])
        #expect(sink.events == [AnalyticsEvent(screen: "template", action: "close")])
    }

    @Test func eachActionAsksOnceInTheOrderItWasTakenAndTheTextStaysTheSame() {
        let model = makeModel()
        model.goElsewhere()
        model.close()
        #expect(navigator.requests == [.showExample, .close])
        #expect(model.message == "Template is ready for its first real screen.")
    }
}

/// Records what the model asks of ``TemplateNavigating``, one value per call, and applies it all.
@MainActor
final class FakeTemplateNavigating: TemplateNavigating {
    /// One call, named as the protocol names it.
    enum Request: Equatable {
        case showExample
        case close
    }

    /// Every call, oldest first.
    private(set) var requests: [Request] = []

    func showExample() -> NavigationOutcome { record(.showExample) }

    func close() -> NavigationOutcome { record(.close) }

    private func record(_ request: Request) -> NavigationOutcome {
        requests.append(request)
        return .applied
    }
}
