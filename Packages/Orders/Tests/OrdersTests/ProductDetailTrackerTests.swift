import Shared
import Testing

@testable import Orders

@MainActor
@Suite struct ProductDetailTrackerTests {
    @Test func viewsAndTapsNameTheProductsOwnRoute() {
        let sink = RecordingSink()
        let tracker = ProductDetailTracker(screen: OrdersIncomingNavigation.product(sku: "mug"), sink: sink)
        tracker.viewed()
        tracker.tapped(.back)
        #expect(sink.lines == ["view orders/products/mug", "tap orders/products/mug back"])
    }
}
