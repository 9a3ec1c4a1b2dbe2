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
