/// A module that a local package declares as a (non-test) target.
public struct ModuleOwner: Equatable, Sendable {
    /// The package that declares the module.
    public var package: PackageLocation
    /// The products of that package that export the module; empty for an internal target.
    public var exportingProducts: [String]

    /// Creates an owner.
    public init(package: PackageLocation, exportingProducts: [String]) {
        self.package = package
        self.exportingProducts = exportingProducts
    }
}
