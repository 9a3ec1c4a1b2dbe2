import Navigation
import NavigationTesting
import Testing

@MainActor
@Suite struct CrossModuleNavigationTests {
    private func redirectedRoot(
        events: NavigationEventRecorder? = nil
    ) -> (root: Navigator, redirect: TestRedirect) {
        let root = makeRoot(events: events)
        let redirect = TestRedirect()
        root.setRedirect(redirect)
        return (root, redirect)
    }

    @Test func navigatingToAnOutgoingValueGoesWhereTheRedirectLeads() {
        let (root, redirect) = redirectedRoot()
        #expect(root.navigate(to: HomeOutgoing.orderDetails(1001)))
        #expect(root.locationDescription == "home: home > orders/1001")
        #expect(redirect.asked == [.orderDetails(1001)])
    }

    @Test func theRedirectedDestinationKeepsItsPreferredMethod() {
        let (root, _) = redirectedRoot()
        #expect(root.navigate(to: HomeOutgoing.pickNumber))
        #expect(root.locationDescription == "home: home | sheet: settings/picker")
        #expect(root.current.presentationMethod == .managedSheet)
    }

    @Test func incomingValuesBypassTheRedirect() {
        let (root, redirect) = redirectedRoot()
        #expect(root.navigate(to: OrdersDestination.detail(5)))
        #expect(root.locationDescription == "home: home > orders/5")
        #expect(redirect.asked.isEmpty)
    }

    @Test func anUnmappedOutgoingValueShowsNotFoundAndWarns() throws {
        let events = NavigationEventRecorder()
        let (root, _) = redirectedRoot(events: events)
        #expect(root.navigate(to: HomeOutgoing.unmapped))
        #expect(root.locationDescription == "home: home > notfound")
        let top = try #require(root.current.topEntry?.destination.base as? NotFoundDestination)
        #expect(top == NotFoundDestination(requested: "unmapped"))
        #expect(messages(events, .redirect, .warning) == ["no redirect for unmapped; showing NotFound"])
    }

    @Test func withoutARedirectEveryOutgoingValueResolvesToNotFound() {
        let root = makeRoot()
        let resolved = root.resolve(HomeOutgoing.orderDetails(3))
        #expect(
            AnyNavigationDestination(resolved)
                == AnyNavigationDestination(NotFoundDestination(requested: "orderDetails(3)")))
    }

    @Test func resolveReturnsTheRedirectsAnswerWithoutNavigating() {
        let (root, _) = redirectedRoot()
        let before = root.exportState()
        let resolved = root.resolve(HomeOutgoing.support)
        #expect(AnyNavigationDestination(resolved) == AnyNavigationDestination(SettingsDestination.support))
        #expect(root.exportState() == before)
    }

    @Test func anOutgoingValueCanBeNavigatedWithAnExplicitMethod() {
        let (root, _) = redirectedRoot()
        #expect(root.navigate(to: HomeOutgoing.orderDetails(9), method: .managedCover))
        #expect(root.locationDescription == "home: home | cover: orders/9")
    }

    @Test func presentingAnOutgoingValueUsesTheRequestedStyle() {
        let (root, redirect) = redirectedRoot()
        #expect(root.present(HomeOutgoing.support, style: .sheet))
        #expect(root.locationDescription == "home: home | sheet: settings/support")
        #expect(root.current.presentationMethod == .sheet)
        #expect(redirect.asked == [.support])
    }

    @Test func presentingADestinationWithAStyleUsesThatStylesMethod() {
        let root = makeRoot()
        #expect(root.present(HomeDestination.detail, style: .managedCover))
        #expect(root.current.presentationMethod == .managedCover)
        #expect(root.locationDescription == "home: home | cover: detail")
    }

    @Test(arguments: NavigationPresentationStyle.allCases)
    func everyPresentationStyleMapsToThePresentationMethodOfTheSameName(style: NavigationPresentationStyle) {
        #expect(style.method.rawValue == style.rawValue)
        #expect(style.method.isPresentation)
    }

    @Test func aPerScreenNavigatorDrivesTheRealNavigatorThroughTheContract() throws {
        let (root, _) = redirectedRoot()
        let screen = HomeScreenNavigator(root)
        #expect(screen.showDetail())
        #expect(screen.showOrder(1001))
        #expect(root.locationDescription == "home: home > detail > orders/1001")
        #expect(screen.back())
        #expect(root.locationDescription == "home: home > detail")
        #expect(screen.openSupport())
        #expect(root.locationDescription == "home: home > detail | sheet: settings/support")
        #expect(screen.close())
        #expect(root.locationDescription == "home: home > detail")
        #expect(screen.showInfo())
        #expect(screen.back())
        #expect(root.locationDescription == "home: home > detail")
    }

    @Test func aPerScreenNavigatorReturnsToACheckpointThroughTheContract() throws {
        let root = makeRoot()
        let received = Log<Int>()
        try #require(root.navigator(named: "home")).establish(pickCheckpoint) { received.record($0) }
        root.navigate(to: SettingsDestination.picker)
        #expect(HomeScreenNavigator(root.current).pick(4))
        #expect(root.locationDescription == "home: home")
        #expect(received.values == [4])
    }

    @Test func aPerScreenNavigatorSendsThroughTheContract() throws {
        let root = makeRoot()
        root.onReceive(TabSelection.self) { selection, navigator in
            navigator.selectTab(selection.name)
            return .auto
        }
        try #require(root.navigator(named: "orders")).autoReceive(OrdersDestination.self)
        HomeScreenNavigator(root).jumpToOrder(1001)
        #expect(root.locationDescription == "orders: orders > orders/1001")
    }

    @Test func deadEndsHaveStableRouteIDsAndCodingNames() {
        #expect(NotFoundDestination(requested: "x").routeID == "notfound")
        #expect(NotFoundDestination.codingName == "Navigation.NotFound")
        #expect(UnprovidedDestination(providedRouteID: "shared/gift").routeID == "unprovided/shared/gift")
        #expect(UnprovidedDestination.codingName == "Navigation.Unprovided")
    }
}
