import Observation
import Shared

/// The Home screen's state and what its actions do; navigation owns it, one per Home entry.
@MainActor
@Observable
final class HomeModel {
    /// The order the "show in Orders tab" action uses when there are no orders.
    static let fallbackOrderID = 1001

    /// The last number the picker returned to ``HomeCheckpoints/pickedNumber``.
    private(set) var lastPickedNumber: Int?
    /// The last order the new-order wizard returned to `SharedCheckpoints.newOrder`.
    private(set) var lastNewOrder: Order?

    /// The app's orders and catalogue; observable itself, so Home re-renders when it changes.
    private let orderBook: OrderBook
    private let navigator: any HomeNavigating
    private let tracker: HomeTracker

    /// Takes the one dependency it reads, the order book, then its navigator and tracker.
    init(orderBook: OrderBook, navigator: any HomeNavigating, tracker: HomeTracker) {
        self.orderBook = orderBook
        self.navigator = navigator
        self.tracker = tracker
    }

    /// The three most recent orders, newest first.
    var recentOrders: [Order] { orderBook.recentOrders(limit: 3) }

    /// The product Home features: the first in the catalogue.
    var featuredProduct: Product? { orderBook.catalog.first }

    /// The order the "show in Orders tab" action opens: the book's first (oldest) order, so
    /// the demo's label stays "Show order 1001" as new orders come in; 1001 in an empty book.
    var orderIDForOrdersTab: Int { orderBook.orders.first?.id ?? Self.fallbackOrderID }

    /// Runs each time Home comes to the front: tracks the view and sets Home's checkpoints
    /// at Home's own entry.
    func appeared() {
        tracker.viewed()
        navigator.establishPickedNumberCheckpoint { [weak self] number in
            self?.lastPickedNumber = number
        }
        navigator.establishNewOrderCheckpoint { [weak self] order in
            self?.lastNewOrder = order
        }
    }

    /// Opens a recent order's details.
    func openRecentOrder(_ order: Order) {
        tracker.tapped(.recentOrder(id: order.id))
        navigator.showOrderDetails(id: order.id)
    }

    /// Opens the featured product's details; does nothing without a catalogue.
    func openFeaturedProduct() {
        guard let product = featuredProduct else { return }
        tracker.tapped(.featuredProduct(sku: product.sku))
        navigator.showProductDetails(product)
    }

    /// Starts the new-order wizard.
    func startNewOrder() {
        tracker.tapped(.newOrder)
        navigator.startNewOrder()
    }

    /// Switches to the Orders tab and opens ``orderIDForOrdersTab`` there.
    func showOrderInOrdersTab() {
        let id = orderIDForOrdersTab
        tracker.tapped(.orderInOrdersTab(id: id))
        navigator.showOrderInOrdersTab(id: id)
    }

    /// Presents the number picker.
    func pickNumber() {
        tracker.tapped(.pickNumber)
        navigator.pickNumber()
    }

    /// Opens the account screen another module supplies.
    func openAccountSettings() {
        tracker.tapped(.accountSettings)
        navigator.showAccountSettings()
    }

    /// Opens the loyalty programme (an unprovided destination: the placeholder shows).
    func openLoyaltyProgram() {
        tracker.tapped(.loyaltyProgram)
        navigator.showLoyaltyProgram()
    }

    /// Shows the order the wizard placed, through the shared destination.
    func openNewOrder() {
        guard let order = lastNewOrder else { return }
        navigator.showOrder(order)
    }

    /// Pushes page 2.
    func showNextPage() {
        tracker.tapped(.nextPage)
        navigator.showPage(2)
    }
}
