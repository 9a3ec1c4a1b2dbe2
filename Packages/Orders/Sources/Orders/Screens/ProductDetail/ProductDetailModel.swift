import Observation
import Shared

/// A product page's state: the product the SKU names, if the catalogue has it.
@MainActor
@Observable
final class ProductDetailModel {
    /// The SKU the page was opened with.
    let sku: String
    /// The product, or `nil` when the catalogue has no such SKU.
    let product: Product?

    @ObservationIgnored private let navigator: any ProductDetailNavigating
    @ObservationIgnored private let tracker: ProductDetailTracker

    /// Creates the model for one visit to a product's page.
    init(
        sku: String, orderBook: OrderBook, navigator: any ProductDetailNavigating,
        tracker: ProductDetailTracker
    ) {
        self.sku = sku
        self.product = orderBook.product(sku: sku)
        self.navigator = navigator
        self.tracker = tracker
    }

    /// Tracks the view.
    func appeared() { tracker.viewed() }

    /// Leaves the page.
    func close() {
        tracker.tapped(.back)
        navigator.close()
    }
}
