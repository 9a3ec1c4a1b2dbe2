import Navigation

/// What a product page asks of navigation, in the page's own words.
@MainActor
protocol ProductDetailNavigating: AnyObject {
    /// Leaves the page: pops it, or dismisses the layer it was presented in.
    @discardableResult func close() -> NavigationOutcome
}

/// The product page's navigator.
@MainActor
final class ProductDetailNavigator: ProductDetailNavigating {
    private let navigator: any NavigatorContract

    /// Wraps the handle of the screen's entry.
    init(_ navigator: any NavigatorContract) { self.navigator = navigator }

    @discardableResult
    func close() -> NavigationOutcome { navigator.back() }
}
