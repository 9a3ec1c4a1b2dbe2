import Navigation

/// Where the settings menu can go, in the menu's own words.
@MainActor
protocol SettingsMenuNavigating: AnyObject {
    /// Pushes the profile.
    func showProfile()
    /// Pushes the shipping address.
    func showAddress()
    /// Leaves Settings for the order history, through the app's redirect.
    func showOrderHistory()
    /// Pushes support, not about any particular order.
    func showSupport()
    /// Presents the about screen as a cover.
    func showAbout()
    /// Presents the sign-in sheet.
    func presentSignIn()
}

/// The settings menu's navigator over the engine's contract.
@MainActor
final class SettingsMenuNavigator: SettingsMenuNavigating {
    private weak var navigator: (any NavigatorContract)?

    /// Wraps the navigator that owns the menu's entry.
    init(_ navigator: any NavigatorContract) { self.navigator = navigator }

    func showProfile() { navigator?.navigate(to: SettingsIncomingNavigation.profile) }

    func showAddress() { navigator?.navigate(to: SettingsIncomingNavigation.address) }

    func showOrderHistory() { navigator?.navigate(to: SettingsOutgoingNavigation.orderHistory) }

    func showSupport() { navigator?.navigate(to: SettingsIncomingNavigation.support(orderID: nil)) }

    func showAbout() { navigator?.present(SettingsIncomingNavigation.about, style: .cover) }

    func presentSignIn() { navigator?.present(SettingsIncomingNavigation.signIn, style: .sheet) }
}
