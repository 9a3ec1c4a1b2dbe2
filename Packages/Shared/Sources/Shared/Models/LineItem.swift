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
