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
