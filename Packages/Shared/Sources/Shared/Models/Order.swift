/// One product and how many of it an order holds.
public struct LineItem: Hashable, Codable, Sendable {
    /// The product.
    public let product: Product
    /// How many; at least one.
    public let quantity: Int

    /// Creates a line item.
    public init(product: Product, quantity: Int) {
        self.product = product
        self.quantity = quantity
    }

    /// Price times quantity.
    public var totalCents: Int { product.priceCents * quantity }
}

/// Where an order is in its life.
public enum OrderStatus: String, Hashable, Codable, Sendable {
    case placed, shipped, cancelled
}

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

/// A person with an account.
public struct Customer: Hashable, Codable, Sendable {
    /// The display name.
    public var name: String
    /// The shipping address, one line.
    public var address: String

    /// Creates a customer.
    public init(name: String, address: String) {
        self.name = name
        self.address = address
    }
}
