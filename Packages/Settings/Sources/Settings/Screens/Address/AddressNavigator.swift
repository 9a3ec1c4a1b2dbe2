import Navigation

/// Where the shipping-address screen can go.
@MainActor
protocol AddressNavigating: AnyObject {
    /// Presents the sign-in sheet.
    func presentSignIn()
}

/// The shipping-address screen's navigator over the engine's contract.
@MainActor
final class AddressNavigator: AddressNavigating {
    private weak var navigator: (any NavigatorContract)?

    /// Wraps the navigator that owns the screen's entry.
    init(_ navigator: any NavigatorContract) { self.navigator = navigator }

    func presentSignIn() { navigator?.present(SettingsIncomingNavigation.signIn, style: .sheet) }
}
