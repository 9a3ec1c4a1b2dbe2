import Navigation
import Shared
import Testing

@testable import Orders

/// An order's model against a fake of its navigator: each action asks for one thing, in the
/// screen's words, and the cancel confirmation's answer changes the order in the book.
@MainActor
@Suite struct OrderDetailModelTests {
    let navigator = FakeOrderDetailNavigating()
    let sink = RecordingSink()
    let book = OrderBook.demo()

    func makeModel(id: Int) -> OrderDetailModel {
        OrderDetailModel(
            orderID: id, orderBook: book, navigator: navigator,
            tracker: OrderDetailTracker(screen: OrdersIncomingNavigation.detail(id: id), sink: sink))
    }

    @Test func appearingReportsTheViewAndAsksNothingOfNavigation() {
        makeModel(id: 1001).appeared()
        #expect(navigator.requests.isEmpty)
        #expect(sink.lines == ["view orders/1001"])
    }

    @Test func showingAnItemsProductAsksForItsPageBySKU() throws {
        let model = makeModel(id: 1001)
        let product = try #require(model.order?.items.first?.product)
        model.showProduct(product)
        #expect(navigator.requests == [.showProduct(sku: product.sku)])
        #expect(sink.lines == ["tap orders/1001 open-product-\(product.sku)"])
    }

    @Test func cancellingAPlacedOrderAsksToConfirmFirstAndChangesNothingYet() {
        let model = makeModel(id: 1001)
        #expect(model.canCancel)
        model.requestCancellation()
        #expect(navigator.requests == [.confirmCancellation(ofOrder: 1001)])
        #expect(model.order?.status == .placed)
    }

    @Test func confirmingTheCancellationCancelsTheOrderInTheBook() throws {
        let model = makeModel(id: 1001)
        model.requestCancellation()
        try #require(navigator.answers).cancel()
        #expect(book.order(id: 1001)?.status == .cancelled)
        #expect(!model.canCancel)
        #expect(sink.lines == ["tap orders/1001 cancel", "tap orders/1001 confirm-cancel"])
    }

    @Test func theConfirmationStandsOnlyWhileTheOrderCanStillBeCancelled() throws {
        let model = makeModel(id: 1001)
        model.requestCancellation()
        let isCurrent = try #require(navigator.stillCancellable)
        #expect(isCurrent())
        // Cancelled elsewhere (another window): the question no longer stands.
        book.cancelOrder(id: 1001)
        #expect(!isCurrent())
    }

    @Test func keepingTheOrderLeavesItPlaced() throws {
        let model = makeModel(id: 1001)
        model.requestCancellation()
        try #require(navigator.answers).keep()
        #expect(model.order?.status == .placed)
        #expect(model.canCancel)
        #expect(sink.lines == ["tap orders/1001 cancel", "tap orders/1001 keep-order"])
    }

    @Test(arguments: [1002, 9999])
    func anOrderThatCannotBeCancelledAsksNothing(id: Int) {
        let model = makeModel(id: id)
        #expect(!model.canCancel)
        model.requestCancellation()
        #expect(navigator.requests.isEmpty)
        #expect(sink.events.isEmpty)
    }

    @Test func theWaysOutOfOrdersAskForTheAddressAndSupportAboutThisOrder() {
        let model = makeModel(id: 1003)
        model.showShippingAddress()
        model.contactSupport()
        #expect(navigator.requests == [.showShippingAddress, .contactSupport(orderID: 1003)])
        #expect(sink.lines == ["tap orders/1003 shipping-address", "tap orders/1003 support"])
    }

    @Test func anUnknownOrderHasNoOrder() {
        #expect(makeModel(id: 9999).order == nil)
    }
}

/// Records what the model asks of ``OrderDetailNavigating``, one value per call, and applies
/// it all; it keeps the confirmation's two answers so a test can pick one as the person would.
@MainActor
final class FakeOrderDetailNavigating: OrderDetailNavigating {
    /// One call, named as the protocol names it.
    enum Request: Equatable {
        case showProduct(sku: String)
        case confirmCancellation(ofOrder: Int)
        case showShippingAddress
        case contactSupport(orderID: Int)
    }

    /// Every call, oldest first.
    private(set) var requests: [Request] = []
    /// What the last confirmation runs for "Cancel order" and for "Keep order".
    private(set) var answers: (cancel: @MainActor () -> Void, keep: @MainActor () -> Void)?
    /// What the confirmation was told to ask before it acts: whether the order still stands.
    private(set) var stillCancellable: (@MainActor () -> Bool)?

    func showProduct(sku: String) -> NavigationOutcome { record(.showProduct(sku: sku)) }

    func confirmCancellation(
        ofOrder id: Int, isCurrent: @escaping @MainActor () -> Bool,
        onCancel: @escaping @MainActor () -> Void, onKeep: @escaping @MainActor () -> Void
    ) -> NavigationOutcome {
        answers = (onCancel, onKeep)
        stillCancellable = isCurrent
        return record(.confirmCancellation(ofOrder: id))
    }

    func showShippingAddress() -> NavigationOutcome { record(.showShippingAddress) }

    func contactSupport(orderID: Int) -> NavigationOutcome { record(.contactSupport(orderID: orderID)) }

    private func record(_ request: Request) -> NavigationOutcome {
        requests.append(request)
        return .applied
    }
}
