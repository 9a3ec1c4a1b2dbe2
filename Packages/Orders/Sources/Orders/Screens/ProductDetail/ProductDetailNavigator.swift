import Navigation

/// What a product page asks of navigation, in the page's own words.
@MainActor
protocol ProductDetailNavigating: AnyObject {
    /// Leaves the page: pops it, or dismisses the layer it was presented in.
    @discardableResult func close() -> NavigationOutcome
}

/// The product page's handle.
@MainActor
final class ProductDetailNavigator: ProductDetailNavigating {
    private let handle: any NavigationHandling

    /// Wraps the handle of the screen's entry.
    init(_ handle: any NavigationHandling) { self.handle = handle }

    @discardableResult
    func close() -> NavigationOutcome { handle.back() }
}
