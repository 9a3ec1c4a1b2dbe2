/// A place the app can go: a value that names a screen and how to reach it.
///
/// Destinations are plain values so they can be compared, stored in a snapshot and built
/// from a deep link. The `routeID` is a stable lowercase path that doubles as the
/// destination's deep-link path, so logs, snapshots and links all speak the same words:
///
/// ```swift
/// enum HomeIncomingNavigation: IncomingNavigation {
///     case home
///     case page(Int)
///
///     var routeID: String {
///         switch self {
///         case .home: "home"
///         case .page(let number): "home/page/\(number)"
///         }
///     }
///
///     static var codingName: String { "Home.HomeIncomingNavigation" }
/// }
/// ```
public protocol NavigationDestination: Hashable, Codable, Sendable {
    /// The method used when the caller does not choose one; `push` unless overridden.
    var method: NavigationMethod { get }
    /// A stable, lowercase path such as `orders/1001`.
    var routeID: String { get }
    /// What must hold before this screen may be shown; `nil` (the default) for public screens.
    ///
    /// The root checks it for every change that would bring the screen into sight, through
    /// every entry point (a tap, a link, a send, a restore, a tab switch): see
    /// ``NavigationRoot/requireAccess(_:isMet:presenting:)``. A tab's root screen is never held
    /// back, so every tab stays reachable: protect the screens shown above it instead.
    var accessRequirement: NavigationAccessRequirement? { get }
    /// The lock or leave confirmation this screen carries for as long as it is in the tree;
    /// `nil` (the default) for none.
    ///
    /// The root attaches it whenever the screen enters the tree (a tap, a link, a send, a
    /// restore), so it guards a screen nobody has drawn yet: see ``NavigationLeaveGuard``.
    var leaveGuard: NavigationLeaveGuard? { get }
    /// The name written into snapshots beside the value.
    ///
    /// There is no default: a name derived from the type would change with a rename or a
    /// move to another module and silently orphan every saved state that holds the type.
    static var codingName: String { get }
}

extension NavigationDestination {
    /// Destinations are pushed unless they say otherwise.
    public var method: NavigationMethod { .push }

    /// Destinations are public unless they say otherwise.
    public var accessRequirement: NavigationAccessRequirement? { nil }

    /// Destinations carry no guard unless they say otherwise.
    public var leaveGuard: NavigationLeaveGuard? { nil }

    /// Compares with a destination of unknown type without boxing either side.
    func isEqual(to other: any NavigationDestination) -> Bool {
        // Opened, `other` is cast from its concrete type once it is known to be `Self`,
        // which is cheap; a cast from the existential would walk the general path, and a
        // conditional one would look up `Optional<Self>` on every call.
        func compare<Other: NavigationDestination>(_ other: Other) -> Bool {
            guard Other.self == Self.self else { return false }
            return self == (other as! Self)
        }
        return compare(other)
    }

    /// This value as `Target` when that is exactly its type, else `nil`.
    ///
    /// Called on an existential, the value is opened first, so the runtime compares two
    /// concrete types; a plain `as?` from an existential walks the general dynamic-cast path,
    /// which costs several hundred nanoseconds on Linux.
    func exactly<Target>(_ target: Target.Type) -> Target? {
        guard Self.self == Target.self else { return nil }
        return self as? Target
    }
}

/// A destination whose type is erased, so stacks of mixed feature destinations stay one array.
public struct AnyNavigationDestination: Hashable, Sendable, CustomStringConvertible {
    /// The wrapped destination; never itself an `AnyNavigationDestination`.
    public let base: any NavigationDestination

    /// Wraps a destination; wrapping an already erased one unwraps it first.
    public init(_ base: any NavigationDestination) {
        // The dynamic type is compared before casting, so the common case (a plain
        // destination) is free of a dynamic cast, which on Linux costs more than a push.
        if type(of: base) == AnyNavigationDestination.self, let erased = base as? AnyNavigationDestination {
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

    /// The wrapped destination's guard.
    public var leaveGuard: NavigationLeaveGuard? { base.leaveGuard }

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

/// A navigation type that can list one value per case, so tools (the app's audit and graph)
/// can enumerate what a feature declares without a hand-kept list in the app.
public protocol NavigationSampled {
    /// One representative value per case.
    static var navigationSamples: [Self] { get }
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
