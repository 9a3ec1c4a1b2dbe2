import Navigation

/// Where the about cover can go.
@MainActor
protocol AboutNavigating: AnyObject {
    /// Pushes the help screen inside the cover, whose stack it is.
    @discardableResult func showHelp() -> NavigationOutcome
    /// Dismisses the cover, with whatever was pushed inside it.
    @discardableResult func close() -> NavigationOutcome
}

/// The about cover's navigator over the engine's contract.
@MainActor
final class AboutNavigator: AboutNavigating {
    private let handle: any NavigationHandling

    /// Wraps the handle of the screen's entry.
    init(_ handle: any NavigationHandling) { self.handle = handle }

    @discardableResult
    func showHelp() -> NavigationOutcome {
        handle.navigate(to: SettingsIncomingNavigation.help(orderID: nil))
    }

    @discardableResult
    func close() -> NavigationOutcome { handle.dismiss() }
}
