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
    private let navigator: any NavigatorContract

    /// Wraps the handle of the screen's entry.
    init(_ navigator: any NavigatorContract) { self.navigator = navigator }

    @discardableResult
    func done() -> NavigationOutcome { navigator.back() }
}
