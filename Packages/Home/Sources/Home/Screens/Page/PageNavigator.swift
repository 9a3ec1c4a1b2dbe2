import Navigation

/// What a Home page asks of navigation.
@MainActor
protocol PageNavigating: AnyObject {
    /// Pushes another of Home's pages.
    @discardableResult func showPage(_ number: Int) -> NavigationOutcome
}

/// A page's navigator: pushes Home's own page destinations.
///
/// Like ``HomeNavigator`` it holds the page's handle, which stops working when the page leaves.
@MainActor
final class PageNavigator: PageNavigating {
    private let handle: any NavigationHandling

    /// Wraps the handle of the screen's entry.
    init(_ handle: any NavigationHandling) { self.handle = handle }

    @discardableResult
    func showPage(_ number: Int) -> NavigationOutcome {
        handle.navigate(to: HomeIncomingNavigation.page(number))
    }
}
