import Navigation
import NavigationTesting
import Testing

@testable import Home

@MainActor
@Suite struct PageNavigatorTests {
    @Test func showPagePushesHomesPageDestinationWithTheGivenNumber() {
        let mock = NavigatorMock()
        let navigator = PageNavigator(mock)
        #expect(navigator.showPage(3))
        #expect(mock.requests == [.navigate(AnyNavigationDestination(HomeIncomingNavigation.page(3)))])
        #expect(HomeIncomingNavigation.page(3).method == .push)
    }

    @Test func aRefusalFromNavigationIsPassedBackToTheCaller() {
        let mock = NavigatorMock()
        mock.result = false
        #expect(!PageNavigator(mock).showPage(3))
    }

    @Test func theNavigatorDoesNothingOnceNavigationIsGone() {
        var contract: NavigatorMock? = NavigatorMock()
        let navigator = PageNavigator(contract!)
        contract = nil
        #expect(!navigator.showPage(3))
    }
}
