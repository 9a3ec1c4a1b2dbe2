import Navigation

extension NavigationAccessRequirement {
    /// A signed-in customer: features mark the screens that need one, the app says how to
    /// check it and which screen signs in.
    ///
    /// ```swift
    /// public var accessRequirement: NavigationAccessRequirement? { .signedIn }
    /// ```
    public static let signedIn = NavigationAccessRequirement("signed-in")
}
