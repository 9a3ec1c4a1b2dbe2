/// An order as every feature sees it.
public struct Order: Hashable, Codable, Sendable, Identifiable {
    /// The order number, also its route id segment (`orders/1001`).
    public let id: Int
    /// What was ordered.
    public var items: [LineItem]
    /// Where the order is in its life.
    public var status: OrderStatus

    /// Creates an order.
    public init(id: Int, items: [LineItem], status: OrderStatus = .placed) {
        self.id = id
        self.items = items
        self.status = status
    }

    /// The sum of the line items.
    public var totalCents: Int { items.reduce(0) { $0 + $1.totalCents } }

    /// `Order 1001 — 2 items, 25.00 (placed)`.
    public var summary: String {
        let count = items.reduce(0) { $0 + $1.quantity }
        return
            "Order \(id): \(count) item\(count == 1 ? "" : "s"), \(Money.format(cents: totalCents)) (\(status.rawValue))"
    }
}
