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
public struct NavigationAccessRequirement: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The requirement's name, as events and refusals print it.
    let name: String

    /// Names a requirement.
    public init(_ name: String) { self.name = name }

    /// The name.
    public var description: String { name }

    /// Decodes a bare string.
    public init(from decoder: any Decoder) throws {
        name = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes as a bare string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}

/// How the root checks one requirement, and the screen it presents while it does not hold.
struct NavigationAccessPolicy {
    let isMet: @MainActor () -> Bool
    let screen: AnyNavigationDestination
}
