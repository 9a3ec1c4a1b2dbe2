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
    private let handle: any NavigationHandling

    /// Wraps the handle of the screen's entry.
    init(_ handle: any NavigationHandling) { self.handle = handle }

    @discardableResult
    func presentSignIn() -> NavigationOutcome {
        handle.present(SettingsIncomingNavigation.signIn, style: .sheet)
    }
}
