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
    private let navigator: any NavigatorContract

    /// Wraps the handle of the screen's entry.
    init(_ navigator: any NavigatorContract) { self.navigator = navigator }

    @discardableResult
    func showPage(_ number: Int) -> NavigationOutcome {
        navigator.navigate(to: HomeIncomingNavigation.page(number))
    }
}
