import Shared

/// A tap on a product page, named as analytics records it (`tap orders/products/tea back`).
enum ProductDetailAction: String, AnalyticsAction {
    /// The customer left the page with its own button.
    case back
}

/// Reports a product page's view and taps under the page's route id (`orders/products/tea`).
typealias ProductDetailTracker = ScreenTracker<ProductDetailAction>
