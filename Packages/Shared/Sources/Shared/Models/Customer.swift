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
