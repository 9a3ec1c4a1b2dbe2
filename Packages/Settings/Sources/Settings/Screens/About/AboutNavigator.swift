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
    private let handle: any NavigationHandling

    /// Wraps the handle of the screen's entry.
    init(_ handle: any NavigationHandling) { self.handle = handle }

    @discardableResult
    func close() -> NavigationOutcome { handle.dismiss() }
}
