import Navigation

/// Where the sign-in sheet can go.
@MainActor
protocol SignInNavigating: AnyObject {
    /// Leaves the sign-in screen: dismisses its sheet, or pops it where it was pushed.
    @discardableResult func close() -> NavigationOutcome
}

/// The sign-in sheet's navigator over the engine's contract.
@MainActor
final class SignInNavigator: SignInNavigating {
    private let handle: any NavigationHandling

    /// Wraps the handle of the screen's entry.
    init(_ handle: any NavigationHandling) { self.handle = handle }

    // `back`, not `dismiss`: a state restored from a hand-edited file may hold the screen on a
    // stack, and closing it must still let a request waiting behind it go on.
    @discardableResult
    func close() -> NavigationOutcome { handle.back() }
}
