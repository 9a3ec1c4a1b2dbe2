import ConsoleUI
import Navigation
import Shared

extension FeatureModule {
    /// Home, the app's first tab: the start screen, numbered pages and their links.
    public static func home(dependencies: any HomeDependencies) -> FeatureModule {
        FeatureModule(
            "Home",
            incoming: HomeIncomingNavigation.self,
            outgoing: HomeOutgoingNavigation.self,
            links: HomeDeepLinkHandler.self,
            tab: NavigationTab(RootTab.home.name, root: HomeIncomingNavigation.home),
            dependencies: HomeDependenciesKey.self, dependencies)
    }
}
