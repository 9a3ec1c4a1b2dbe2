/// The parts of a package manifest the layering check reads.
///
/// Decodes the JSON that `swift package dump-package` prints. Only the fields below are
/// read; every other field of that output is ignored.
public struct PackageManifest: Equatable, Sendable, Decodable {
    /// The package's name (`Package(name:)`).
    public var name: String
    /// The packages this package depends on, in manifest order.
    public var dependencies: [PackageDependency]
    /// The products the package vends to other packages.
    public var products: [Product]
    /// Every target the package declares, test targets included.
    public var targets: [Target]

    /// Creates a manifest from its parts.
    public init(
        name: String,
        dependencies: [PackageDependency] = [],
        products: [Product] = [],
        targets: [Target] = []
    ) {
        self.name = name
        self.dependencies = dependencies
        self.products = products
        self.targets = targets
    }

    /// The target named `name`, if the package declares one.
    public func target(named name: String) -> Target? {
        targets.first { $0.name == name }
    }

    /// The product named `name`, if the package vends one.
    public func product(named name: String) -> Product? {
        products.first { $0.name == name }
    }
}
