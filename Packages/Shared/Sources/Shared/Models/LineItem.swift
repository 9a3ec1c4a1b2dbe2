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

    /// Decodes only a line an order could hold, so a hand-edited snapshot cannot show another:
    /// a quantity of one or more, and a total an `Int` holds.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        product = try container.decode(Product.self, forKey: .product)
        quantity = try container.decode(Int.self, forKey: .quantity)
        guard quantity >= 1 else {
            throw DecodingError.dataCorruptedError(
                forKey: .quantity, in: container, debugDescription: "quantity \(quantity) is below 1")
        }
        if let problem = Self.totalProblem(product, quantity: quantity) {
            throw DecodingError.dataCorruptedError(
                forKey: .quantity, in: container, debugDescription: problem)
        }
    }

    /// Why `quantity` of `product` can be no order's line, if it cannot: its total no `Int`
    /// holds (`9223372036854775807 at 2 cents each comes to a total no order can hold`).
    public static func totalProblem(_ product: Product, quantity: Int) -> String? {
        guard product.priceCents.multipliedReportingOverflow(by: quantity).overflow else { return nil }
        return "\(quantity) at \(product.priceCents) cents each comes to a total no order can hold"
    }

    /// Price times quantity.
    public var totalCents: Int { product.priceCents * quantity }
}
