import Navigation
import Shared
import Testing

@testable import Orders

/// A product page's model against a fake of its navigator: it looks its product up once, and
/// "Back" asks to close the page whether or not the product was found.
@MainActor
@Suite struct ProductDetailModelTests {
    let navigator = FakeProductDetailNavigating()
    let sink = RecordingSink()

    func makeModel(sku: String) -> ProductDetailModel {
        ProductDetailModel(
            sku: sku, orderBook: .demo(), navigator: navigator,
            tracker: ProductDetailTracker(screen: OrdersIncomingNavigation.product(sku: sku), sink: sink))
    }

    @Test func aKnownSKUFindsItsProductAndAppearingAsksNothing() {
        let model = makeModel(sku: "kettle")
        #expect(model.product?.name == "Kettle")
        model.appeared()
        #expect(navigator.requests.isEmpty)
        #expect(sink.lines == ["view orders/products/kettle"])
    }

    @Test func closingAsksToCloseThePage() {
        makeModel(sku: "tea").close()
        #expect(navigator.requests == [.close])
        #expect(sink.lines == ["tap orders/products/tea back"])
    }

    @Test func anUnknownSKUHasNoProductAndStillClosesThePage() {
        let model = makeModel(sku: "nope")
        #expect(model.product == nil)
        #expect(model.sku == "nope")
        model.close()
        #expect(navigator.requests == [.close])
    }
}

/// Records what the model asks of ``ProductDetailNavigating``, one value per call, and applies it all.
@MainActor
final class FakeProductDetailNavigating: ProductDetailNavigating {
    /// One call, named as the protocol names it.
    enum Request: Equatable {
        case close
    }

    /// Every call, oldest first.
    private(set) var requests: [Request] = []

    func close() -> NavigationOutcome {
        requests.append(.close)
        return .applied
    }
}
