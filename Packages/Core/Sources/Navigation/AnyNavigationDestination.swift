/// A destination whose type is erased, so stacks of mixed feature destinations stay one array.
public struct AnyNavigationDestination: Hashable, Sendable, CustomStringConvertible {
    /// The wrapped destination; never itself an `AnyNavigationDestination`.
    public let base: any NavigationDestination

    /// Wraps a destination; wrapping an already erased one unwraps it first.
    public init(_ base: any NavigationDestination) {
        // `exactly` compares the dynamic type before casting, so the common case (a plain
        // destination) is free of a dynamic cast, which on Linux costs more than a push.
        if let erased = base.exactly(AnyNavigationDestination.self) {
            self.base = erased.base
        } else {
            self.base = base
        }
    }

    /// The wrapped destination's route id.
    public var routeID: String { base.routeID }

    /// The wrapped destination's preferred method.
    public var method: NavigationMethod { base.method }

    /// The wrapped destination's access requirement.
    public var accessRequirement: NavigationAccessRequirement? { base.accessRequirement }

    /// The wrapped destination's coding name.
    public var codingName: String { type(of: base).codingName }

    /// The route id, which is what people want to read in logs.
    public var description: String { base.routeID }

    /// Equal when both wrap equal values of the same type.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.base.isEqual(to: rhs.base) }

    /// Hashes the type and the value, so equal values of different types rarely collide.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: base)))
        base.hash(into: &hasher)
    }
}

extension AnyNavigationDestination: NavigationDestination {
    /// Never written: snapshots store the wrapped type's coding name.
    public static var codingName: String { "AnyNavigationDestination" }

    /// Encodes the wrapped value only; the type tag is written beside it by the snapshot coder.
    public func encode(to encoder: any Encoder) throws { try base.encode(to: encoder) }

    /// Not decodable on its own: the snapshot coder decodes entries through its registry.
    public init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(
            .init(
                codingPath: decoder.codingPath,
                debugDescription: "AnyNavigationDestination decodes only through a NavigationSnapshotCoder"
            )
        )
    }
}
