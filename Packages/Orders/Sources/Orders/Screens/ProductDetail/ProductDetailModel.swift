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

    private let navigator: any ProductDetailNavigating
    private let tracker: ProductDetailTracker

    /// Takes the page's SKU, then the order book it looks the product up in once, then its
    /// navigator and tracker.
    init(
        sku: String, orderBook: OrderBook, navigator: any ProductDetailNavigating,
        tracker: ProductDetailTracker
    ) {
        self.sku = sku
        self.product = orderBook.product(sku: sku)
        self.navigator = navigator
        self.tracker = tracker
    }

    /// Runs each time the page comes to the front: reports the view.
    func appeared() { tracker.viewed() }

    /// Leaves the page.
    func close() {
        tracker.tapped(.back)
        navigator.close()
    }
}
