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
    private let handle: any NavigationHandling

    /// Wraps the handle of the screen's entry.
    init(_ handle: any NavigationHandling) { self.handle = handle }

    @discardableResult
    func showProfile() -> NavigationOutcome { handle.navigate(to: SettingsIncomingNavigation.profile) }

    @discardableResult
    func showAddress() -> NavigationOutcome { handle.navigate(to: SettingsIncomingNavigation.address) }

    @discardableResult
    func showOrderHistory() -> NavigationOutcome {
        handle.navigate(to: SettingsOutgoingNavigation.orderHistory)
    }

    @discardableResult
    func showSupport() -> NavigationOutcome {
        handle.navigate(to: SettingsIncomingNavigation.help(orderID: nil))
    }

    @discardableResult
    func showAbout() -> NavigationOutcome {
        handle.present(SettingsIncomingNavigation.about, style: .managedCover)
    }

    @discardableResult
    func presentSignIn() -> NavigationOutcome {
        handle.present(SettingsIncomingNavigation.signIn, style: .sheet)
    }
}
