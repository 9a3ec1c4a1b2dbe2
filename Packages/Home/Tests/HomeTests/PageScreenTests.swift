import ConsoleUI
import HomeTestSupport
import Navigation
import NavigationTesting
import Shared
import Testing

@testable import Home

@MainActor
@Suite struct PageScreenTests {
    let mock = NavigationHandleMock()
    let sink = RecordingSink()

    func makeModel(_ number: Int) -> PageModel {
        PageModel(
            number: number,
            navigator: PageNavigator(mock),
            tracker: PageTracker(screen: HomeIncomingNavigation.page(number), sink: sink)
        )
    }

    @Test func theTitleAndTextNameThePagesNumber() {
        let screen = PageScreen.make(model: makeModel(5))
        #expect(screen.title == "Page 5")
        #expect(screen.texts.count == 1)
        #expect(screen.texts.first?.contains("Page 5") == true)
        #expect(screen.labels == ["Next page"])
    }

    @Test func theLastPageSaysSoAndOffersNoNextPage() {
        let last = HomeIncomingNavigation.pageNumbers.upperBound
        let screen = PageScreen.make(model: makeModel(last))
        #expect(screen.labels.isEmpty)
        #expect(screen.texts.last == "This is Home's last page.")
        #expect(PageScreen.make(model: makeModel(last - 1)).labels == ["Next page"])
    }

    @Test func nextPagePushesThePageAfterThisOne() async throws {
        try await PageScreen.make(model: makeModel(5)).tap("Next page")
        #expect(mock.requests == [.navigate(AnyNavigationDestination(HomeIncomingNavigation.page(6)))])
        #expect(sink.events == [AnalyticsEvent(screen: "home/page/5", action: "next-page")])
    }

    @Test func appearingTracksTheViewOfThisPageAndAsksNothingOfNavigation() async {
        await PageScreen.make(model: makeModel(3)).appear()
        #expect(sink.events == [AnalyticsEvent(screen: "home/page/3")])
        #expect(mock.requests.isEmpty)
    }
}
