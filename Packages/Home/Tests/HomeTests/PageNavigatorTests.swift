import Navigation
import NavigationTesting
import Shared
import Testing

@testable import Home

@MainActor
@Suite struct PageNavigatorTests {
    @Test func showPagePushesHomesPageDestinationWithTheGivenNumber() {
        let mock = NavigationHandleMock()
        let navigator = PageNavigator(mock)
        #expect(navigator.showPage(3) == .applied)
        #expect(mock.requests == [.navigate(AnyNavigationDestination(HomeIncomingNavigation.page(3)))])
        #expect(HomeIncomingNavigation.page(3).method == .push)
    }

    @Test func aRefusalFromNavigationIsPassedBackToTheCaller() {
        let mock = NavigationHandleMock()
        let refusal = NavigationRefusal.locked(route: "home/page/2", reason: "saving")
        mock.refuseEverything(with: refusal)
        #expect(PageNavigator(mock).showPage(3) == .refused(refusal))
    }

    @Test func theNavigatorIsRefusedAndChangesNothingOnceItsPageHasLeft() throws {
        let root = makeRoot()
        let tab = root.tabHandle(RootTab.home.name)
        #expect(tab.push(HomeIncomingNavigation.page(2)) == .applied)
        let page = try #require(root.state.frontEntry).id
        let navigator = PageNavigator(root.handle(for: page))
        #expect(tab.pop(last: 1) == .applied)
        #expect(navigator.showPage(3) == .refused(.detached(.entry(page))))
        #expect(root.state.routeIDs(inTab: RootTab.home.name) == ["home"])
    }

    @Test func theNavigatorIsRefusedOnceTheRootIsGone() throws {
        weak var weakRoot: NavigationRoot?
        let navigator: PageNavigator
        let page: NavigationEntryID
        do {
            let root = makeRoot()
            weakRoot = root
            root.tabHandle(RootTab.home.name).push(HomeIncomingNavigation.page(2))
            page = try #require(root.state.frontEntry).id
            navigator = PageNavigator(root.handle(for: page))
        }
        #expect(weakRoot == nil)
        #expect(navigator.showPage(3) == .refused(.detached(.entry(page))))
    }
}
