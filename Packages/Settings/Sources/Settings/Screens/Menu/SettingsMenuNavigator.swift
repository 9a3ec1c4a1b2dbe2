import Navigation

/// Where the settings menu can go, in the menu's own words.
@MainActor
protocol SettingsMenuNavigating: AnyObject {
    /// Pushes the profile.
    @discardableResult func showProfile() -> NavigationOutcome
    /// Pushes the shipping address.
    @discardableResult func showAddress() -> NavigationOutcome
    /// Leaves Settings for the order history, through the app's redirect.
    @discardableResult func showOrderHistory() -> NavigationOutcome
    /// Pushes support, not about any particular order.
    @discardableResult func showSupport() -> NavigationOutcome
    /// Presents the about screen as a cover.
    @discardableResult func showAbout() -> NavigationOutcome
    /// Presents the sign-in sheet.
    @discardableResult func presentSignIn() -> NavigationOutcome
}

/// The settings menu's navigator over the engine's contract.
@MainActor
final class SettingsMenuNavigator: SettingsMenuNavigating {
    private let navigator: any NavigatorContract

    /// Wraps the handle of the screen's entry.
    init(_ navigator: any NavigatorContract) { self.navigator = navigator }

    @discardableResult
    func showProfile() -> NavigationOutcome { navigator.navigate(to: SettingsIncomingNavigation.profile) }

    @discardableResult
    func showAddress() -> NavigationOutcome { navigator.navigate(to: SettingsIncomingNavigation.address) }

    @discardableResult
    func showOrderHistory() -> NavigationOutcome {
        navigator.navigate(to: SettingsOutgoingNavigation.orderHistory)
    }

    @discardableResult
    func showSupport() -> NavigationOutcome {
        navigator.navigate(to: SettingsIncomingNavigation.help(orderID: nil))
    }

    @discardableResult
    func showAbout() -> NavigationOutcome {
        navigator.present(SettingsIncomingNavigation.about, style: .cover)
    }

    @discardableResult
    func presentSignIn() -> NavigationOutcome {
        navigator.present(SettingsIncomingNavigation.signIn, style: .sheet)
    }
}
