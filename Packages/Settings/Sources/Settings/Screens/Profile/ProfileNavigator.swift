import Navigation

/// Where the profile can go.
@MainActor
protocol ProfileNavigating: AnyObject {
    /// Presents the sign-in sheet.
    func presentSignIn()
}

/// The profile's navigator over the engine's contract.
@MainActor
final class ProfileNavigator: ProfileNavigating {
    private weak var navigator: (any NavigatorContract)?

    /// Wraps the navigator that owns the profile's entry.
    init(_ navigator: any NavigatorContract) { self.navigator = navigator }

    func presentSignIn() { navigator?.present(SettingsIncomingNavigation.signIn, style: .sheet) }
}
