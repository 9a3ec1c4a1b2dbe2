import Navigation
import Shared

/// Home's deep links: `home` and `home/page/N` for N in 2...999.
///
/// Both land in the Home tab with Home's start screen at the bottom of the stack, so the
/// back button of a linked page leads home.
public enum HomeDeepLinkHandler: DeepLinkHandling {
    /// The link patterns Home registers, in registration order.
    public static let patterns = [
        "home",
        "home/page/:n<int:\(HomeIncomingNavigation.pageNumbers.lowerBound)...\(HomeIncomingNavigation.pageNumbers.upperBound)>",
    ]

    /// Registers Home's patterns; a pattern that collides with one already registered is refused.
    public static func register(into router: inout DeepLinkRouter<DeepLinkTarget>) throws(DeepLinkError) {
        try router.register(patterns[0]) { _ in
            DeepLinkTarget(tab: RootTab.home.name, stack: [HomeIncomingNavigation.home])
        }
        try router.register(patterns[1]) { match in
            let number = try match.int("n")
            return DeepLinkTarget(
                tab: RootTab.home.name,
                stack: [HomeIncomingNavigation.home, HomeIncomingNavigation.page(number)]
            )
        }
    }

    /// Every destination that must round-trip: its routeID, as `switchyard://<routeID>`, routes back to it.
    public static var linkSamples: [HomeIncomingNavigation] { [.home, .page(2), .page(7)] }
}
