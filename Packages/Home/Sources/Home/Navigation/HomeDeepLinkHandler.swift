import Navigation
import NavigationLinks
import Shared

/// Home's deep-link patterns: `home` and `home/page/N` for N in 2...999.
///
/// | path | stack | presented |
/// |---|---|---|
/// | `home` | `home` | |
/// | `home/page/N` | `home > home/page/N` | |
///
/// Both land in the Home tab with Home's start screen at the bottom of the stack, so the
/// back button of a linked page leads home. A page number outside
/// ``HomeIncomingNavigation/pageNumbers`` is refused with
/// ``/NavigationLinks/DeepLinkError/invalidParameter(name:value:reason:)`` naming `n`.
public enum HomeDeepLinkHandler: DeepLinkHandling {
    /// Registers the patterns of the table above; one already registered is refused as a duplicate.
    public static func register(into router: inout DeepLinkRouter<NavigationPlace>) throws(DeepLinkError) {
        try router.register("home") { _ in
            NavigationPlace(tab: RootTab.home.name, stack: [HomeIncomingNavigation.home])
        }
        let pages = HomeIncomingNavigation.pageNumbers
        try router.register("home/page/:n<int:\(pages.lowerBound)...\(pages.upperBound)>") { match in
            let number = try match.int("n")
            return NavigationPlace(
                tab: RootTab.home.name,
                stack: [HomeIncomingNavigation.home, HomeIncomingNavigation.page(number)]
            )
        }
    }

    /// Every destination that must round-trip: its routeID, as `switchyard://<routeID>`, routes back to it.
    public static var linkSamples: [HomeIncomingNavigation] { [.home, .page(2), .page(7)] }
}
