import Observation
import Shared

/// One order's detail state, read live from the book so a cancellation shows at once.
@MainActor
@Observable
final class OrderDetailModel {
    /// The order this screen is about.
    let orderID: Int

    /// The book the order lives in; observable, so a cancellation shows at once.
    private let orderBook: OrderBook
    private let navigator: any OrderDetailNavigating
    private let tracker: OrderDetailTracker

    /// Takes the order's id, then the one dependency it reads, the order book, then its
    /// navigator and tracker.
    init(
        orderID: Int, orderBook: OrderBook, navigator: any OrderDetailNavigating, tracker: OrderDetailTracker
    ) {
        self.orderID = orderID
        self.orderBook = orderBook
        self.navigator = navigator
        self.tracker = tracker
    }

    /// The order as the book has it now, or `nil` when there is no such order.
    var order: Order? { orderBook.order(id: orderID) }

    /// Only placed orders can be cancelled; shipped and cancelled ones cannot.
    var canCancel: Bool { order?.status == .placed }

    /// Runs each time the order comes to the front: reports the view.
    func appeared() { tracker.viewed() }

    /// Opens a line item's product.
    func showProduct(_ product: Product) {
        tracker.tapped(.openProduct(sku: product.sku))
        navigator.showProduct(sku: product.sku)
    }

    /// Asks for confirmation before cancelling; does nothing for an order that cannot be cancelled.
    func requestCancellation() {
        guard canCancel else { return }
        tracker.tapped(.cancel)
        navigator.confirmCancellation(
            ofOrder: orderID,
            isCurrent: { [weak self] in self?.canCancel ?? false },
            onCancel: { [weak self] in self?.cancelOrder() },
            onKeep: { [weak self] in self?.tracker.tapped(.keepOrder) }
        )
    }

    /// Goes to the shipping address.
    func showShippingAddress() {
        tracker.tapped(.shippingAddress)
        navigator.showShippingAddress()
    }

    /// Goes to support about this order.
    func contactSupport() {
        tracker.tapped(.support)
        navigator.contactSupport(orderID: orderID)
    }

    private func cancelOrder() {
        tracker.tapped(.confirmCancel)
        orderBook.cancelOrder(id: orderID)
    }
}
