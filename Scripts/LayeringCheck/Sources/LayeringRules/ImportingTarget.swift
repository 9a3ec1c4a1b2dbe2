/// The target whose file contains an import, as the rules see it.
public struct ImportingTarget: Equatable, Sendable {
    /// The package the target belongs to.
    public var package: PackageLocation
    /// The target's name.
    public var name: String
    /// Whether it is a library, an executable or a test target.
    public var kind: TargetKind
    /// The modules its dependencies let it import.
    ///
    /// Its direct target dependencies and the modules of the products it depends on
    /// directly. Toolchain modules are implied.
    public var declaredModules: Set<String>

    /// Creates a target description.
    public init(
        package: PackageLocation, name: String, kind: TargetKind = .regular, declaredModules: Set<String>
    ) {
        self.package = package
        self.name = name
        self.kind = kind
        self.declaredModules = declaredModules
    }
}
