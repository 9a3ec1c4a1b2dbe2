import Observation

/// The app's orders and catalogue: one instance, owned by the app and injected into the
/// features that need it, never reached as a global.
///
/// It is `@Observable`, so a console screen that reads it re-renders when an order changes.
@MainActor
@Observable
public final class OrderBook {
    /// Every order, newest last.
    public private(set) var orders: [Order]
    /// What can be ordered.
    public let catalog: [Product]
    private var nextOrderID: Int
    /// Told after every change to an order: the app passes it on to navigation, so a question
    /// about an order that changed ("Cancel order 1001?") goes in every window.
    @ObservationIgnored public var onChange: (@MainActor () -> Void)?

    /// Creates a book with the given contents; the next order number follows the highest one.
    public init(orders: [Order], catalog: [Product]) {
        self.orders = orders
        self.catalog = catalog
        self.nextOrderID = (orders.map(\.id).max() ?? 1000) + 1
    }

    /// The demo's contents: three orders over a four-product catalogue.
    public static func demo() -> OrderBook {
        let tea = Product(sku: "tea", name: "Green tea", priceCents: 850)
        let mug = Product(sku: "mug", name: "Stoneware mug", priceCents: 1400)
        let kettle = Product(sku: "kettle", name: "Kettle", priceCents: 4500)
        let honey = Product(sku: "honey", name: "Honey jar", priceCents: 990)
        return OrderBook(
            orders: [
                Order(
                    id: 1001,
                    items: [LineItem(product: tea, quantity: 2), LineItem(product: mug, quantity: 1)]),
                Order(id: 1002, items: [LineItem(product: kettle, quantity: 1)], status: .shipped),
                Order(id: 1003, items: [LineItem(product: honey, quantity: 3)]),
            ],
            catalog: [tea, mug, kettle, honey]
        )
    }

    /// The order with this number.
    public func order(id: Int) -> Order? { orders.first { $0.id == id } }

    /// The product with this SKU.
    public func product(sku: String) -> Product? { catalog.first { $0.sku == sku } }

    /// The most recent orders first.
    public func recentOrders(limit: Int) -> [Order] { Array(orders.suffix(max(0, limit)).reversed()) }

    /// Places a new order and returns it.
    @discardableResult
    public func placeOrder(items: [LineItem]) -> Order {
        let order = Order(id: nextOrderID, items: items)
        nextOrderID += 1
        orders.append(order)
        onChange?()
        return order
    }

    /// Cancels an order; orders already shipped or cancelled are refused.
    @discardableResult
    public func cancelOrder(id: Int) -> Bool {
        guard let index = orders.firstIndex(where: { $0.id == id }), orders[index].status == .placed else {
            return false
        }
        orders[index].status = .cancelled
        onChange?()
        return true
    }
}
