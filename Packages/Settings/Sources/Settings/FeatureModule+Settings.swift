import ConsoleUI
import Navigation
import Shared

extension FeatureModule {
    /// Settings, the third tab: the menu, profile, address, support, sign-in and the picker.
    public static func settings(dependencies: any SettingsDependencies) -> FeatureModule {
        FeatureModule(
            "Settings",
            incoming: SettingsIncomingNavigation.self,
            outgoing: SettingsOutgoingNavigation.self,
            links: SettingsDeepLinkHandler.self,
            tab: NavigationTab(RootTab.settings.name, root: SettingsIncomingNavigation.settings),
            dependencies: SettingsDependenciesKey.self, dependencies)
    }
}
