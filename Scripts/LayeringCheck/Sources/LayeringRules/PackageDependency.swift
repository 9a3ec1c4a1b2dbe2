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
