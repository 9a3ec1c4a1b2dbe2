import Navigation
import NavigationLinks
import Shared

/// Template's deep-link patterns: `template` presents its first screen as a sheet over the home tab.
///
/// | path | stack | presented |
/// |---|---|---|
/// | `template` | the home tab's, unchanged | managed sheet `template` |
///
/// Template is not a tab, so the place's stack is empty: the home tab keeps the root it
/// shows, and the managed sheet goes on top of it.
public enum TemplateDeepLinkHandler: DeepLinkHandling {
    /// Registers the patterns of the table above; one already registered is refused as a duplicate.
    public static func register(into router: inout DeepLinkRouter<NavigationPlace>) throws(DeepLinkError) {
        try router.register("template") { _ in
            NavigationPlace(
                tab: RootTab.home.name,
                stack: [],
                presentation: .init(style: .managedSheet, stack: [TemplateIncomingNavigation.start])
            )
        }
    }

    /// Every destination that must round-trip: its routeID, as `switchyard://<routeID>`, routes back to it.
    public static var linkSamples: [TemplateIncomingNavigation] { [.start] }
}
