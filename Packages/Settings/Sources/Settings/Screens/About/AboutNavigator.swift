import Navigation

/// Where the about cover can go.
@MainActor
protocol AboutNavigating: AnyObject {
    /// Dismisses the cover.
    @discardableResult func close() -> NavigationOutcome
}

/// The about cover's navigator over the engine's contract.
@MainActor
final class AboutNavigator: AboutNavigating {
    private let navigator: any NavigatorContract

    /// Wraps the handle of the screen's entry.
    init(_ navigator: any NavigatorContract) { self.navigator = navigator }

    @discardableResult
    func close() -> NavigationOutcome { navigator.dismiss() }
}
