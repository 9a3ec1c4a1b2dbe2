import Navigation

/// A feature's deep links: the patterns it owns, the places they build, and the samples
/// that prove each one.
///
/// A feature keeps its link patterns beside its destinations, so the app composes routers
/// without knowing any feature's paths. The samples are destinations whose route id, as a
/// link, must lead back to them; the app's audit follows each one.
///
/// ```swift
/// public enum LoyaltyDeepLinkHandler: DeepLinkHandling {
///     public static func register(into router: inout DeepLinkRouter<NavigationPlace>) throws(DeepLinkError) {
///         try router.register("loyalty") { _ in
///             NavigationPlace(
///                 tab: "home", stack: [],
///                 presentation: .init(style: .managedSheet, stack: [LoyaltyIncomingNavigation.start]))
///         }
///     }
///
///     public static var linkSamples: [LoyaltyIncomingNavigation] { [.start] }
/// }
/// ```
public protocol DeepLinkHandling {
    /// The destination type of the samples, usually the feature's incoming navigation.
    associatedtype LinkSample: NavigationDestination

    /// Registers every pattern; one that clashes with a pattern already registered is refused.
    static func register(into router: inout DeepLinkRouter<NavigationPlace>) throws(DeepLinkError)

    /// Destinations whose route id, as a link, routes back to them: one or more per pattern.
    static var linkSamples: [LinkSample] { get }

    /// Links kept for an older route id, each with the destination it must still lead to;
    /// the audit follows them as it follows the samples.
    static var linkAliases: [(link: String, destination: LinkSample)] { get }
}

extension DeepLinkHandling {
    /// No aliases: every pattern's links are route ids of today's destinations.
    public static var linkAliases: [(link: String, destination: LinkSample)] { [] }
}
