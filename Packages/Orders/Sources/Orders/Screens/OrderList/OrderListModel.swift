import Observation
import Shared

/// The order list's state: the book's orders and the last order the wizard handed back.
@MainActor
@Observable
final class OrderListModel {
    /// The order the new-order wizard returned most recently, if any.
    private(set) var justPlaced: Order?

    /// The book the list reads; it is observable, so placed and cancelled orders show.
    private let orderBook: OrderBook
    private let navigator: any OrderListNavigating
    private let tracker: OrderListTracker

    /// Takes the one dependency it reads, the order book, then its navigator and tracker.
    init(orderBook: OrderBook, navigator: any OrderListNavigating, tracker: OrderListTracker) {
        self.orderBook = orderBook
        self.navigator = navigator
        self.tracker = tracker
    }

    /// Every order in the book, oldest first.
    var orders: [Order] { orderBook.orders }

    /// Runs each time the list comes into view (in front, or beside an order): reports the
    /// view and (re)establishes the checkpoint the wizard returns its order to.
    func appeared() {
        tracker.viewed()
        navigator.receiveNewOrders { [weak self] order in self?.received(order) }
    }

    /// Opens an order's details.
    func open(_ order: Order) {
        tracker.tapped(.openOrder(id: order.id))
        navigator.showOrder(id: order.id)
    }

    /// Starts the new-order wizard.
    func startNewOrder() {
        tracker.tapped(.newOrder)
        navigator.startNewOrder()
    }

    private func received(_ order: Order) {
        tracker.tapped(.receivedOrder(id: order.id))
        justPlaced = order
    }
}
