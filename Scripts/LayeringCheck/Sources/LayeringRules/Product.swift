/// A product a package vends, and the targets (modules) it exports.
public struct Product: Equatable, Sendable, Decodable {
    /// The product's name, as other packages write it in `.product(name:package:)`.
    public var name: String
    /// The targets the product exports; each is a module its clients may import.
    public var targets: [String]

    /// Creates a product exporting `targets`.
    public init(name: String, targets: [String]) {
        self.name = name
        self.targets = targets
    }
}
