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

/// One entry of a manifest's `dependencies`.
public struct PackageDependency: Equatable, Sendable, Decodable {
    /// The package identity SwiftPM derived (`core` for `.package(path: "../Core")`).
    public var identity: String
    /// The dependency's directory for a local (`fileSystem`) dependency; `nil` otherwise.
    public var path: String?

    /// Creates a dependency; `path` is set only for local packages.
    public init(identity: String, path: String? = nil) {
        self.identity = identity
        self.path = path
    }

    private struct Location: Decodable {
        var identity: String
        var path: String?
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Decodes `{"fileSystem": [{identity, path}]}`, `{"sourceControl": [...]}` or
    /// `{"registry": [...]}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        guard let kind = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "empty package dependency"))
        }
        var entries = try container.nestedUnkeyedContainer(forKey: kind)
        let location = try entries.decode(Location.self)
        self.identity = location.identity
        self.path = kind.stringValue == "fileSystem" ? location.path : nil
    }
}

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

/// A target of a package manifest.
public struct Target: Equatable, Sendable, Decodable {
    /// The target's name, which is also its module name.
    public var name: String
    /// What kind of target it is.
    public var kind: TargetKind
    /// The source directory declared with `path:`, relative to the package; `nil` for the
    /// default (`Sources/NAME`, or `Tests/NAME` for a test target).
    public var path: String?
    /// Paths under the source directory that are not part of the target.
    public var exclude: [String]
    /// The only paths under the source directory that are part of the target, when the
    /// manifest lists them with `sources:`.
    public var sources: [String]?
    /// The target's direct dependencies, in manifest order.
    public var dependencies: [TargetDependency]

    /// Creates a target.
    public init(
        name: String,
        kind: TargetKind = .regular,
        path: String? = nil,
        exclude: [String] = [],
        sources: [String]? = nil,
        dependencies: [TargetDependency] = []
    ) {
        self.name = name
        self.kind = kind
        self.path = path
        self.exclude = exclude
        self.sources = sources
        self.dependencies = dependencies
    }

    private enum CodingKeys: String, CodingKey {
        case name, type, path, exclude, sources, dependencies
    }

    /// Decodes one element of the `targets` array that `dump-package` prints.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.name = try container.decode(String.self, forKey: .name)
        self.kind = TargetKind(rawValue: try container.decode(String.self, forKey: .type))
        self.path = try container.decodeIfPresent(String.self, forKey: .path)
        self.exclude = try container.decodeIfPresent([String].self, forKey: .exclude) ?? []
        self.sources = try container.decodeIfPresent([String].self, forKey: .sources)
        self.dependencies =
            try container.decodeIfPresent([TargetDependency].self, forKey: .dependencies) ?? []
    }
}

/// The kind of a target, as `dump-package` spells it in `type`.
public enum TargetKind: Equatable, Sendable {
    /// A library target (`.target`).
    case regular
    /// An executable target (`.executableTarget`).
    case executable
    /// A test target (`.testTarget`).
    case test
    /// A macro target (`.macro`).
    case macro
    /// Any other kind (`system`, `binary`, `plugin`, ...); it has no Swift sources to scan.
    case other(String)

    /// Maps `dump-package`'s `type` string to a kind.
    public init(rawValue: String) {
        switch rawValue {
        case "regular": self = .regular
        case "executable": self = .executable
        case "test": self = .test
        case "macro": self = .macro
        default: self = .other(rawValue)
        }
    }

    /// Whether targets of this kind are Swift modules built from a source directory.
    public var hasSwiftSources: Bool {
        if case .other = self { return false }
        return true
    }
}

/// One entry of a target's `dependencies`.
public enum TargetDependency: Equatable, Sendable, Decodable {
    /// `.target(name:)`: a target of the same package.
    case target(String)
    /// A plain string: a target of the same package if one has that name, else a product
    /// of a dependency package.
    case byName(String)
    /// `.product(name:package:)`: a product of a dependency package.
    case product(name: String, package: String?)

    private enum CodingKeys: String, CodingKey {
        case target, byName, product
    }

    /// Decodes `{"target": [NAME, CONDITION]}`, `{"byName": [NAME, CONDITION]}` or
    /// `{"product": [NAME, PACKAGE, ALIASES, CONDITION]}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.product) {
            var fields = try container.nestedUnkeyedContainer(forKey: .product)
            let name = try fields.decode(String.self)
            let package = fields.isAtEnd ? nil : try fields.decodeIfPresent(String.self)
            self = .product(name: name, package: package)
        } else if container.contains(.target) {
            var fields = try container.nestedUnkeyedContainer(forKey: .target)
            self = .target(try fields.decode(String.self))
        } else if container.contains(.byName) {
            var fields = try container.nestedUnkeyedContainer(forKey: .byName)
            self = .byName(try fields.decode(String.self))
        } else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "unknown target dependency (expected target, byName or product)"))
        }
    }
}
