import Navigation

/// Where the shipping-address screen can go.
@MainActor
protocol AddressNavigating: AnyObject {
    /// Presents the sign-in sheet.
    @discardableResult func presentSignIn() -> NavigationOutcome
}

/// The shipping-address screen's navigator over the engine's contract.
@MainActor
final class AddressNavigator: AddressNavigating {
    private let handle: any NavigationHandling

    /// Wraps the handle of the screen's entry.
    init(_ handle: any NavigationHandling) { self.handle = handle }

    @discardableResult
    func presentSignIn() -> NavigationOutcome {
        handle.present(SettingsIncomingNavigation.signIn, style: .sheet)
    }
}
