/// Something that must hold before a screen may be shown, such as a signed-in customer.
///
/// A destination declares its requirement (``NavigationDestination/accessRequirement``); the
/// app says how to check it and which screen satisfies it:
///
/// ```swift
/// extension NavigationAccessRequirement {
///     static let signedIn = NavigationAccessRequirement("signed-in")
/// }
///
/// root.requireAccess(.signedIn, isMet: { session.isSignedIn }, presenting: SettingsIncomingNavigation.signIn)
/// ```
///
/// Features name the requirement; only the app knows what satisfies it.
///
/// Saved as its bare name (a `String` raw value), as a waiting request keeps it.
public struct NavigationAccessRequirement: RawRepresentable, Hashable, Codable, Sendable,
    CustomStringConvertible
{
    /// The requirement's name, as events and refusals print it.
    public let rawValue: String

    /// Names a requirement.
    public init(_ name: String) { rawValue = name }

    /// Names a requirement read back from a saved state.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The name.
    public var description: String { rawValue }
}

/// How the root checks one requirement, and the screen it presents while it does not hold.
struct NavigationAccessPolicy {
    let isMet: @MainActor () -> Bool
    let screen: AnyNavigationDestination
}
