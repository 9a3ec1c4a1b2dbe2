import Navigation
import NavigationLinks
import Shared
import Testing

@testable import Template

@MainActor
@Suite struct TemplateDeepLinkHandlerTests {
    let router: DeepLinkRouter<NavigationPlace>

    init() throws {
        var router = DeepLinkRouter<NavigationPlace>(address: .switchyard)
        try TemplateDeepLinkHandler.register(into: &router)
        self.router = router
    }

    /// The screen as a managed sheet over the home tab, whose stack the link leaves alone.
    let expected = NavigationPlace(
        tab: RootTab.home.name, stack: [],
        presentation: .init(style: .managedSheet, stack: [TemplateIncomingNavigation.start]))

    @Test func itRegistersOnePatternNamedAfterTheFeature() {
        #expect(router.patterns == ["template"])
    }

    @Test func theLinkPresentsTheScreenAsASheetOverTheHomeTab() throws {
        #expect(try router.route("switchyard://template") == expected)
        #expect(try router.route("https://switchyard.example/template") == expected)
    }

    @Test func followingTheLinkKeepsTheHomeTabsRootAndPresentsTheSheet() throws {
        let root = makeRoot()
        let place = try router.route("switchyard://template")
        #expect(root.open(place) == .applied)
        #expect(root.locationDescription == "home: test | sheet: template")
    }

    @Test func everyLinkSampleRoutesBackToItself() throws {
        #expect(!TemplateDeepLinkHandler.linkSamples.isEmpty)
        for sample in TemplateDeepLinkHandler.linkSamples {
            let place = try router.route("switchyard://\(sample.routeID)")
            #expect(place.destination == AnyNavigationDestination(sample), "\(sample.routeID)")
        }
    }

    @Test func anUnknownPathUnderThePrefixIsRefused() {
        #expect(throws: DeepLinkError.unknownPath("template/nothing")) {
            try router.route("switchyard://template/nothing")
        }
    }

    @Test func registeringTwiceIsRefusedAsADuplicate() {
        var again = router
        #expect(throws: DeepLinkError.duplicatePattern("template")) {
            try TemplateDeepLinkHandler.register(into: &again)
        }
    }
}
