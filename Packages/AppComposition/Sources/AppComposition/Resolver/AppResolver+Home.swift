import Home
import Navigation
import Settings

/// Home's cross-module view (`accountSummary`) is answered with a Settings screen: Home
/// declares the need, the app chooses who fills it.
extension AppResolver: HomeDependencies {
    /// Home's account view comes from Settings.
    public var accountViewProvider: any NavigationViewProviding<HomeExternalView> {
        NavigationViewProvider { view in
            switch view {
            case .accountSummary: SettingsIncomingNavigation.profile
            }
        }
    }
}
