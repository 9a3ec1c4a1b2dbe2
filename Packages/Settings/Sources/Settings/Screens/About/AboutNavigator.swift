import Navigation

/// Where the about cover can go.
@MainActor
protocol AboutNavigating: AnyObject {
    /// Dismisses the cover.
    func close()
}

/// The about cover's navigator over the engine's contract.
@MainActor
final class AboutNavigator: AboutNavigating {
    private weak var navigator: (any NavigatorContract)?

    /// Wraps the navigator that owns the cover's entry.
    init(_ navigator: any NavigatorContract) { self.navigator = navigator }

    func close() { navigator?.dismiss() }
}
