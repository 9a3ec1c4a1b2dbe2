import Navigation
import NavigationLinks
import Shared
import Testing

@testable import Settings

@Suite struct SettingsDeepLinkHandlerTests {
    let router: DeepLinkRouter<NavigationPlace>

    init() throws {
        var router = DeepLinkRouter<NavigationPlace>(address: .switchyard)
        try SettingsDeepLinkHandler.register(into: &router)
        self.router = router
    }

    func settingsTarget(
        _ stack: [SettingsIncomingNavigation], presenting presented: SettingsIncomingNavigation? = nil,
        as style: NavigationPresentationStyle = .sheet
    ) -> NavigationPlace {
        NavigationPlace(
            tab: "settings", stack: stack,
            presentation: presented.map { NavigationPlace.Presentation(style: style, stack: [$0]) })
    }

    @Test func itRegistersEverySettingsPattern() {
        #expect(
            Set(router.patterns) == [
                "settings", "settings/profile", "settings/address", "settings/help", "settings/support",
                "settings/signin", "settings/picker", "settings/about",
            ])
    }

    @Test func everyOldLinkStillLeadsWhereItDid() throws {
        #expect(!SettingsDeepLinkHandler.linkAliases.isEmpty)
        for alias in SettingsDeepLinkHandler.linkAliases {
            #expect(
                try router.route("switchyard://" + alias.link).destination
                    == AnyNavigationDestination(alias.destination))
        }
    }

    @Test func settingsOpensTheMenuInTheSettingsTab() throws {
        #expect(try router.route("switchyard://settings") == settingsTarget([.settings]))
    }

    @Test func profileAndAddressArePushedOnTheMenu() throws {
        #expect(try router.route("switchyard://settings/profile") == settingsTarget([.settings, .profile]))
        #expect(try router.route("switchyard://settings/address") == settingsTarget([.settings, .address]))
    }

    @Test func supportWithoutAnOrderIsPushedWithNoOrder() throws {
        #expect(
            try router.route("switchyard://settings/support")
                == settingsTarget([.settings, .help(orderID: nil)]))
    }

    @Test func supportTakesTheOrderFromTheQuery() throws {
        #expect(
            try router.route("switchyard://settings/support?order=1001")
                == settingsTarget([.settings, .help(orderID: 1001)]))
        #expect(
            try router.route("https://switchyard.example/settings/support?order=1002")
                == settingsTarget([.settings, .help(orderID: 1002)]))
    }

    @Test func aSupportOrderThatIsNotANumberIsRefusedWithATypedError() {
        for bad in ["x", "", "-3", "0", "1e3"] {
            #expect(
                throws: DeepLinkError.invalidParameter(
                    name: "order", value: bad, reason: "is not an order number")
            ) {
                try router.route("switchyard://settings/support?order=\(bad)")
            }
        }
        // Found by a stranger: digits past any order number say so, as the router's own
        // integers do ("is too large").
        for huge in ["99999999999999999999", "9999999999999999999"] {
            #expect(
                throws: DeepLinkError.invalidParameter(
                    name: "order", value: huge, reason: "is too large for an order number")
            ) {
                try router.route("switchyard://settings/support?order=\(huge)")
            }
        }
    }

    @Test func signInIsASheetOverTheMenu() throws {
        #expect(
            try router.route("switchyard://settings/signin")
                == settingsTarget([.settings], presenting: .signIn, as: .sheet))
    }

    @Test func aLinkedPickerIsASheetWithoutACheckpoint() throws {
        #expect(
            try router.route("switchyard://settings/picker")
                == settingsTarget([.settings], presenting: .picker(returningTo: nil), as: .sheet))
    }

    @Test func aboutIsAManagedCoverOverTheMenu() throws {
        #expect(
            try router.route("switchyard://settings/about")
                == settingsTarget([.settings], presenting: .about, as: .managedCover))
    }

    @Test func everyLinkSampleRoutesBackToItself() throws {
        for sample in SettingsDeepLinkHandler.linkSamples {
            let place = try router.route("switchyard://\(sample.routeID)")
            #expect(place.destination == erased(sample), "\(sample.routeID)")
            #expect(place.tab == RootTab.settings.name)
        }
    }

    @Test func linkSamplesCoverEveryRoute() {
        #expect(
            Set(SettingsDeepLinkHandler.linkSamples.map(\.routeID)) == [
                "settings", "settings/profile", "settings/address", "settings/help", "settings/signin",
                "settings/picker", "settings/about",
            ])
    }

    @Test func anUnknownSettingsPathIsRefused() {
        #expect(throws: DeepLinkError.unknownPath("settings/nothing")) {
            try router.route("switchyard://settings/nothing")
        }
    }

    @Test func registeringTwiceIsRefusedAsADuplicate() {
        var again = router
        #expect(throws: DeepLinkError.duplicatePattern("settings")) {
            try SettingsDeepLinkHandler.register(into: &again)
        }
    }
}
