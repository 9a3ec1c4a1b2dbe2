import Navigation
import Shared
import Testing

@testable import Settings

/// The support screen's model against a fake of its navigator: the headline names the order
/// it is about, and "Done" asks to go back.
@MainActor
@Suite struct SupportModelTests {
    let navigator = FakeSupportNavigating()
    let sink = RecordingSink()

    func makeModel(orderID: Int?) -> SupportModel {
        SupportModel(
            orderID: orderID, navigator: navigator,
            tracker: SupportTracker(screen: SettingsIncomingNavigation.help(orderID: orderID), sink: sink))
    }

    @Test func appearingReportsTheViewAndAsksNothingOfNavigation() {
        makeModel(orderID: nil).appeared()
        #expect(navigator.requests.isEmpty)
        #expect(sink.events == [AnalyticsEvent(screen: "settings/help")])
    }

    @Test func theHeadlineNamesTheOrderWhenThereIsOne() {
        #expect(makeModel(orderID: 1003).headline == "Support for order 1003")
        #expect(makeModel(orderID: nil).headline == "Support")
    }

    @Test func doneAsksToGoBack() {
        makeModel(orderID: 1003).done()
        #expect(navigator.requests == [.done])
        #expect(sink.events == [AnalyticsEvent(screen: "settings/help", action: "done")])
    }
}

/// Records what the model asks of ``SupportNavigating``, one value per call, and applies it all.
@MainActor
final class FakeSupportNavigating: SupportNavigating {
    /// One call, named as the protocol names it.
    enum Request: Equatable {
        case done
    }

    /// Every call, oldest first.
    private(set) var requests: [Request] = []

    func done() -> NavigationOutcome {
        requests.append(.done)
        return .applied
    }
}
