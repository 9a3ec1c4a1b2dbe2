import Navigation

/// Where the profile can go.
@MainActor
protocol ProfileNavigating: AnyObject {
    /// Presents the sign-in sheet.
    @discardableResult func presentSignIn() -> NavigationOutcome
}

/// The profile's navigator over the engine's contract.
@MainActor
final class ProfileNavigator: ProfileNavigating {
    private let navigator: any NavigatorContract

    /// Wraps the handle of the screen's entry.
    init(_ navigator: any NavigatorContract) { self.navigator = navigator }

    @discardableResult
    func presentSignIn() -> NavigationOutcome {
        navigator.present(SettingsIncomingNavigation.signIn, style: .sheet)
    }
}
