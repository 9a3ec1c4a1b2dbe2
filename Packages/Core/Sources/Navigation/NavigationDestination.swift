/// How a destination wants to be shown when nobody asks for a specific method.
///
/// Managed presentations carry their own stack, so the presented screen can push; plain
/// ones show a single screen. `send` hands the destination to the root's send chain, where
/// a receiver decides what to do with it.
public enum NavigationMethod: String, Codable, Hashable, Sendable, CaseIterable {
    case push
    case sheet
    case cover
    case managedSheet
    case managedCover
    case send

    /// Whether this method presents a new layer instead of changing a stack.
    public var isPresentation: Bool {
        switch self {
        case .sheet, .cover, .managedSheet, .managedCover: true
        case .push, .send: false
        }
    }

    /// Whether the presented layer gets a stack of its own that can be pushed onto.
    public var isManaged: Bool { self == .managedSheet || self == .managedCover }

    /// Whether the presented layer is a full-screen cover, which sits above a sheet.
    public var isCover: Bool { self == .cover || self == .managedCover }
}

/// A place the app can go: a value that names a screen and how to reach it.
///
/// Destinations are plain values so they can be compared, stored in a snapshot and built
/// from a deep link. The `routeID` is a stable lowercase path that doubles as the
/// destination's deep-link path, so logs, snapshots and links all speak the same words.
public protocol NavigationDestination: Hashable, Codable, Sendable {
    /// The method used when the caller does not choose one; `push` unless overridden.
    var method: NavigationMethod { get }
    /// A stable, lowercase path such as `orders/1001`.
    var routeID: String { get }
    /// The name written into snapshots; override it to keep old snapshots readable after a rename.
    static var codingName: String { get }
}

extension NavigationDestination {
    /// Destinations are pushed unless they say otherwise.
    public var method: NavigationMethod { .push }

    /// The module-qualified type name, which is stable as long as the type keeps its name.
    public static var codingName: String { String(reflecting: Self.self) }

    /// Compares with a destination of unknown type without boxing either side.
    func isEqual(to other: any NavigationDestination) -> Bool {
        // Opened, `other` is compared in place once its type is known to be `Self`: no cast,
        // no copy.
        func compare<Other: NavigationDestination>(_ other: Other) -> Bool {
            guard Other.self == Self.self else { return false }
            return withUnsafePointer(to: other) { pointer in
                pointer.withMemoryRebound(to: Self.self, capacity: 1) { self == $0.pointee }
            }
        }
        return compare(other)
    }

    /// This value as `Target` when that is exactly its type, else `nil`.
    ///
    /// Called on an existential, the value is opened first, so the runtime compares two
    /// concrete types and takes its identical-types shortcut; a plain `as?` from an
    /// existential walks the general dynamic-cast path, which costs several hundred
    /// nanoseconds on Linux.
    func exactly<Target>(_ target: Target.Type) -> Target? {
        guard Self.self == Target.self else { return nil }
        return self as? Target
    }
}

/// A destination whose type is erased, so stacks of mixed feature destinations stay one array.
public struct AnyNavigationDestination: Hashable, Sendable, CustomStringConvertible {
    /// The wrapped destination.
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
    /// Delegates to the wrapped type's coding name; never used for the wrapper itself.
    public static var codingName: String { "AnyNavigationDestination" }

    /// Encodes the wrapped value only; the type tag lives in the entry that holds it.
    public func encode(to encoder: any Encoder) throws { try base.encode(to: encoder) }

    /// Not decodable on its own: decode a ``NavigationEntry`` with a registry instead.
    public init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(
            .init(
                codingPath: decoder.codingPath,
                debugDescription: "AnyNavigationDestination decodes only inside a NavigationEntry"
            )
        )
    }
}

/// Shown when an outgoing value has no redirect: a visible dead end instead of a crash.
public struct NotFoundDestination: NavigationDestination {
    /// A description of what was asked for, for the screen and the log.
    public let requested: String

    /// Creates a dead end for the named request.
    public init(requested: String) { self.requested = requested }

    /// Always `notfound`; the request stays in the value, not the path.
    public var routeID: String { "notfound" }

    /// A stable tag so snapshots survive module renames.
    public static var codingName: String { "Navigation.NotFound" }
}

/// Stands in for a provided destination whose provider was never registered.
public struct UnprovidedDestination: NavigationDestination {
    /// The route id of the provided destination that nobody provides.
    public let providedRouteID: String

    /// Creates a placeholder for the given provided route.
    public init(providedRouteID: String) { self.providedRouteID = providedRouteID }

    /// The provided route, marked so logs and `where` show that it is a placeholder.
    public var routeID: String { "unprovided/" + providedRouteID }

    /// A stable tag so snapshots survive module renames.
    public static var codingName: String { "Navigation.Unprovided" }
}
