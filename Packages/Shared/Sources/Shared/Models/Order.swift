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

    /// Decodes only an order the shop could hold, so a hand-edited snapshot cannot show
    /// another: an id of 1 or more, and a total an `Int` holds.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        items = try container.decode([LineItem].self, forKey: .items)
        status = try container.decode(OrderStatus.self, forKey: .status)
        guard id >= 1 else {
            throw DecodingError.dataCorruptedError(
                forKey: .id, in: container, debugDescription: "order id \(id) is below 1")
        }
        var total = 0
        for item in items {
            let sum = total.addingReportingOverflow(item.totalCents)
            guard !sum.overflow else {
                throw DecodingError.dataCorruptedError(
                    forKey: .items, in: container,
                    debugDescription: "the items come to a total no order can hold")
            }
            total = sum.partialValue
        }
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
