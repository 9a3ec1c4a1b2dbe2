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
    /// ``Navigator/requireAccess(_:isMet:presenting:)``. A tab's root screen is never held
    /// back, so every tab stays reachable: protect the screens shown above it instead.
    var accessRequirement: NavigationAccessRequirement? { get }
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

    /// Compares with a destination of unknown type without boxing either side.
    func isEqual(to other: any NavigationDestination) -> Bool {
        // Opened, `other` is cast from its concrete type once it is known to be `Self`,
        // which is cheap; a cast from the existential would walk the general path.
        func compare<Other: NavigationDestination>(_ other: Other) -> Bool {
            guard let typed = other.exactly(Self.self) else { return false }
            return self == typed
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
