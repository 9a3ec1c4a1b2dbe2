import Navigation

/// Where the support screen can go.
@MainActor
protocol SupportNavigating: AnyObject {
    /// Goes back to whatever showed support: a pop, or a dismiss when support was presented.
    @discardableResult func done() -> NavigationOutcome
}

/// The support screen's navigator over the engine's contract.
@MainActor
final class SupportNavigator: SupportNavigating {
    private let handle: any NavigationHandling

    /// Wraps the handle of the screen's entry.
    init(_ handle: any NavigationHandling) { self.handle = handle }

    @discardableResult
    func done() -> NavigationOutcome { handle.back() }
}
