import Navigation
import NavigationLinks
import Shared
import Testing

@testable import Home

@Suite struct HomeDeepLinkHandlerTests {
    func makeRouter() throws -> DeepLinkRouter<NavigationPlace> {
        var router = DeepLinkRouter<NavigationPlace>(address: .switchyard)
        try HomeDeepLinkHandler.register(into: &router)
        return router
    }

    @Test func registersHomeAndTheNumberedPagePattern() throws {
        #expect(try makeRouter().patterns == ["home", "home/page/:n<int:2...999>"])
    }

    @Test func homeLeadsToTheHomeTabWithHomeAlone() throws {
        let place = try makeRouter().route("switchyard://home")
        #expect(place == NavigationPlace(tab: RootTab.home.name, stack: [HomeIncomingNavigation.home]))
        #expect(place.presentation == nil)
    }

    @Test func aPageLeadsToTheHomeTabWithHomeBelowThePage() throws {
        let place = try makeRouter().route("switchyard://home/page/5")
        #expect(
            place
                == NavigationPlace(
                    tab: "home", stack: [HomeIncomingNavigation.home, HomeIncomingNavigation.page(5)]))
    }

    @Test func universalLinksLeadToTheSamePlace() throws {
        let router = try makeRouter()
        #expect(
            try router.route("https://switchyard.example/home/page/999")
                == router.route("switchyard://home/page/999"))
    }

    @Test func theLinkSamplesAreHomeAndTwoPages() {
        #expect(HomeDeepLinkHandler.linkSamples == [.home, .page(2), .page(7)])
    }

    @Test(arguments: HomeDeepLinkHandler.linkSamples)
    func eachSampleRoundTripsThroughItsRouteID(sample: HomeIncomingNavigation) throws {
        let place = try makeRouter().route("switchyard://\(sample.routeID)")
        #expect(place.destination == AnyNavigationDestination(sample))
        #expect(place.tab == RootTab.home.name)
        #expect(place.stack.first == AnyNavigationDestination(HomeIncomingNavigation.home))
    }

    @Test(arguments: [
        ("1", "is below 2"), ("x", "is not an integer"), ("1000", "is above 999"), ("-3", "is below 2"),
    ])
    func aPageNumberOutsideTwoToNineHundredNinetyNineIsAnInvalidParameter(value: String, reason: String)
        throws
    {
        let router = try makeRouter()
        let error = #expect(throws: DeepLinkError.self) {
            try router.route("switchyard://home/page/\(value)")
        }
        #expect(error == .invalidParameter(name: "n", value: value, reason: reason))
    }

    @Test func anUnknownHomePathIsRefused() throws {
        let router = try makeRouter()
        let error = #expect(throws: DeepLinkError.self) { try router.route("switchyard://home/pages") }
        #expect(error == .unknownPath("home/pages"))
    }

    @Test func registeringTwiceIsRefusedAsADuplicate() throws {
        var router = try makeRouter()
        let error = #expect(throws: DeepLinkError.self) { try HomeDeepLinkHandler.register(into: &router) }
        #expect(error == .duplicatePattern("home"))
        #expect(router.patterns.count == 2)
    }
}
