import Navigation

/// Where the sign-in sheet can go.
@MainActor
protocol SignInNavigating: AnyObject {
    /// Dismisses the sign-in sheet.
    @discardableResult func close() -> NavigationOutcome
}

/// The sign-in sheet's navigator over the engine's contract.
@MainActor
final class SignInNavigator: SignInNavigating {
    private let handle: any NavigationHandling

    /// Wraps the handle of the screen's entry.
    init(_ handle: any NavigationHandling) { self.handle = handle }

    @discardableResult
    func close() -> NavigationOutcome { handle.dismiss() }
}
