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
    private let navigator: any NavigatorContract

    /// Wraps the handle of the screen's entry.
    init(_ navigator: any NavigatorContract) { self.navigator = navigator }

    @discardableResult
    func close() -> NavigationOutcome { navigator.dismiss() }
}
