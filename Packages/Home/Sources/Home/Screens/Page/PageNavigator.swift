import Navigation

/// What a Home page asks of navigation.
@MainActor
protocol PageNavigating: AnyObject {
    /// Pushes another of Home's pages.
    @discardableResult func showPage(_ number: Int) -> Bool
}

/// A page's navigator: pushes Home's own page destinations.
///
/// Like ``HomeNavigator`` it holds the navigation contract weakly, because navigation owns
/// the model that owns this navigator.
@MainActor
final class PageNavigator: PageNavigating {
    private weak var navigator: (any NavigatorContract)?

    /// Wraps the navigator that shows the page.
    init(_ navigator: any NavigatorContract) { self.navigator = navigator }

    @discardableResult
    func showPage(_ number: Int) -> Bool {
        navigator?.navigate(to: HomeIncomingNavigation.page(number)) ?? false
    }
}
