import Navigation
import Shared
import Testing

@testable import Home

/// A page's model against a fake of its navigator: "Next page" asks for the page after its own.
@MainActor
@Suite struct PageModelTests {
    let navigator = FakePageNavigating()
    let sink = RecordingSink()

    func makeModel(_ number: Int) -> PageModel {
        PageModel(
            number: number, navigator: navigator,
            tracker: PageTracker(screen: HomeIncomingNavigation.page(number), sink: sink))
    }

    @Test func appearingReportsTheViewAndAsksNothingOfNavigation() {
        makeModel(3).appeared()
        #expect(navigator.requests.isEmpty)
        #expect(sink.events == [AnalyticsEvent(screen: "home/page/3")])
    }

    @Test func nextPageAsksForThePageAfterThisOne() {
        makeModel(5).showNextPage()
        #expect(navigator.requests == [.showPage(6)])
        #expect(sink.events == [AnalyticsEvent(screen: "home/page/5", action: "next-page")])
    }

    @Test func theLastPageAsksForNoPageAfterIt() {
        makeModel(HomeIncomingNavigation.pageNumbers.upperBound).showNextPage()
        #expect(navigator.requests.isEmpty)
        #expect(sink.events.isEmpty)
    }

    @Test func askingTwiceAsksForTheSameNextPageSinceThePageKeepsItsNumber() {
        let model = makeModel(5)
        model.showNextPage()
        model.showNextPage()
        #expect(navigator.requests == [.showPage(6), .showPage(6)])
        #expect(model.number == 5)
    }
}

/// Records what the model asks of ``PageNavigating``, one value per call, and applies it all.
@MainActor
final class FakePageNavigating: PageNavigating {
    /// One call, named as the protocol names it.
    enum Request: Equatable {
        case showPage(Int)
    }

    /// Every call, oldest first.
    private(set) var requests: [Request] = []

    func showPage(_ number: Int) -> NavigationOutcome {
        requests.append(.showPage(number))
        return .applied
    }
}
