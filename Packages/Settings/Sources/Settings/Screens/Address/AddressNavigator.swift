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
    private let navigator: any NavigatorContract

    /// Wraps the handle of the screen's entry.
    init(_ navigator: any NavigatorContract) { self.navigator = navigator }

    @discardableResult
    func presentSignIn() -> NavigationOutcome {
        navigator.present(SettingsIncomingNavigation.signIn, style: .sheet)
    }
}
