import Navigation
import Shared
import Testing

@testable import Settings

/// The about cover's model against a fake of its navigator: "Close" asks to close the cover.
@MainActor
@Suite struct AboutModelTests {
    let navigator = FakeAboutNavigating()
    let sink = RecordingSink()

    func makeModel() -> AboutModel {
        AboutModel(
            navigator: navigator, tracker: AboutTracker(screen: SettingsIncomingNavigation.about, sink: sink))
    }

    @Test func appearingReportsTheViewAndAsksNothingOfNavigation() {
        let model = makeModel()
        model.appeared()
        #expect(navigator.requests.isEmpty)
        #expect(sink.events == [AnalyticsEvent(screen: "settings/about")])
        #expect(model.versionLine == "Switchyard demo 0.1.0")
    }

    @Test func gettingHelpAsksForHelpInsideTheCover() {
        makeModel().showHelp()
        #expect(navigator.requests == [.showHelp])
        #expect(sink.events == [AnalyticsEvent(screen: "settings/about", action: "help")])
    }

    @Test func closingAsksToCloseTheCover() {
        makeModel().close()
        #expect(navigator.requests == [.close])
        #expect(sink.events == [AnalyticsEvent(screen: "settings/about", action: "close")])
    }
}

/// Records what the model asks of ``AboutNavigating``, one value per call, and applies it all.
@MainActor
final class FakeAboutNavigating: AboutNavigating {
    /// One call, named as the protocol names it.
    enum Request: Equatable {
        case showHelp
        case close
    }

    /// Every call, oldest first.
    private(set) var requests: [Request] = []

    func showHelp() -> NavigationOutcome {
        requests.append(.showHelp)
        return .applied
    }

    func close() -> NavigationOutcome {
        requests.append(.close)
        return .applied
    }
}
