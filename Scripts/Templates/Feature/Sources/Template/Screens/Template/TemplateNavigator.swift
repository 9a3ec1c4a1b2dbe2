import Navigation

/// Where Template's first screen can go, in the screen's own words.
@MainActor
protocol TemplateNavigating: AnyObject {
    /// Leaves Template through its example outgoing case; the app's redirect decides where it lands.
    @discardableResult func showExample() -> NavigationOutcome
    /// Dismisses the sheet, with whatever was pushed inside it.
    @discardableResult func close() -> NavigationOutcome
}

/// The first screen's navigator over the engine's contract.
///
/// It holds the screen's handle (a mock in tests). The handle reaches the root weakly, so
/// the model that owns this navigator keeps nothing alive, and once the screen has left
/// every method is refused and changes nothing.
@MainActor
final class TemplateNavigator: TemplateNavigating {
    private let handle: any NavigationHandling

    /// Wraps the handle of the screen's entry.
    init(_ handle: any NavigationHandling) { self.handle = handle }

    @discardableResult
    func showExample() -> NavigationOutcome {
        handle.navigate(to: TemplateOutgoingNavigation.example)
    }

    @discardableResult
    func close() -> NavigationOutcome { handle.dismiss() }
}
