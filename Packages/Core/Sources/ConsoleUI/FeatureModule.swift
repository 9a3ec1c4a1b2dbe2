import Navigation
import NavigationLinks
import NavigationSnapshots

/// Everything one feature contributes to the app that lists it, in one value.
///
/// A feature exports a `FeatureModule`, and the app lists its features once; the tabs, the
/// link router, the snapshot registry, the screen environment and the audit's samples all
/// come from that list. What a person must decide stays in the app: where each outgoing
/// value leads (the redirect), who answers a feature's dependencies and view requests (the
/// resolver), and who provides shared destinations.
///
/// ```swift
/// extension FeatureModule {
///     /// Loyalty: one screen, presented as a sheet over whichever tab asks for it.
///     public static func loyalty(dependencies: any LoyaltyDependencies) -> FeatureModule {
///         FeatureModule(
///             "Loyalty",
///             incoming: LoyaltyIncomingNavigation.self,
///             outgoing: LoyaltyOutgoingNavigation.self,
///             links: LoyaltyDeepLinkHandler.self,
///             dependencies: LoyaltyDependenciesKey.self, dependencies)
///     }
/// }
///
/// let features: [FeatureModule] = [.home(dependencies: resolver), .loyalty(dependencies: resolver)]
/// ```
@MainActor
public struct FeatureModule {
    /// The feature's name, as its package and module are named (`Home`).
    public let name: String
    /// The feature's tab, when it is one: its name and the screen at the bottom of its stack.
    public let tab: NavigationTab?
    /// The destination types a snapshot of this feature's screens may hold.
    public let destinationTypes: [any NavigationDestination.Type]
    /// Destinations whose route id, as a link, must route back to them.
    public let linkSamples: [AnyNavigationDestination]
    /// Old links (paths without the scheme) and the destination each must still lead to.
    public let linkAliases: [(link: String, destination: AnyNavigationDestination)]
    /// One value of each of the feature's outgoing cases, for the audit.
    public let outgoingSamples: [any OutgoingNavigation]
    /// One value of each of the feature's screens, for the audit.
    public let destinationSamples: [any NavigationDestination]

    private let addLinks: (inout DeepLinkRouter<NavigationPlace>) throws(DeepLinkError) -> Void
    private let store: @MainActor (inout ScreenEnvironment) -> Void

    /// Describes a feature by its navigation types, its link handler and its dependencies.
    ///
    /// The dependencies are typed by the feature's key, so an app whose resolver does not
    /// implement them does not compile.
    public init<
        Incoming: NavigationDestination & NavigationSampled,
        Outgoing: OutgoingNavigation & NavigationSampled,
        Links: DeepLinkHandling,
        Key: ScreenEnvironmentKey
    >(
        _ name: String,
        incoming: Incoming.Type,
        outgoing: Outgoing.Type,
        links: Links.Type,
        tab: NavigationTab? = nil,
        dependencies key: Key.Type,
        _ dependencies: Key.Value
    ) {
        self.name = name
        self.tab = tab
        self.destinationTypes = [incoming]
        self.linkSamples = Links.linkSamples.map(AnyNavigationDestination.init)
        self.linkAliases = Links.linkAliases.map { ($0.link, AnyNavigationDestination($0.destination)) }
        self.outgoingSamples = Outgoing.navigationSamples.map { $0 as any OutgoingNavigation }
        self.destinationSamples = Incoming.navigationSamples.map { $0 as any NavigationDestination }
        self.addLinks = { router throws(DeepLinkError) in try Links.register(into: &router) }
        self.store = { environment in environment[key] = dependencies }
    }

    /// Adds the feature's link patterns to a router; a clash with another feature's is refused.
    public func registerLinks(into router: inout DeepLinkRouter<NavigationPlace>) throws(DeepLinkError) {
        try addLinks(&router)
    }

    /// Adds the feature's destination types to a snapshot registry.
    public func registerDestinations(
        into registry: inout NavigationDestinationRegistry
    ) throws(NavigationDestinationRegistry.ConflictError) {
        for type in destinationTypes { try registry.register(type) }
    }

    /// Stores the feature's dependencies in the environment its screens read.
    public func storeDependencies(in environment: inout ScreenEnvironment) {
        store(&environment)
    }
}

@MainActor
extension [FeatureModule] {
    /// The tabs of the listed features, in list order.
    public var tabs: [NavigationTab] { compactMap(\.tab) }

    /// One router with every listed feature's patterns; a clash between two is refused.
    public func makeRouter(address: DeepLinkAddress) throws(DeepLinkError) -> DeepLinkRouter<NavigationPlace>
    {
        var router = DeepLinkRouter<NavigationPlace>(address: address)
        for feature in self { try feature.registerLinks(into: &router) }
        return router
    }

    /// A registry with every listed feature's destination types and any `extra` ones.
    public func makeRegistry(
        adding extra: [any NavigationDestination.Type] = []
    ) throws(NavigationDestinationRegistry.ConflictError) -> NavigationDestinationRegistry {
        var registry = NavigationDestinationRegistry()
        for feature in self { try feature.registerDestinations(into: &registry) }
        for type in extra { try registry.register(type) }
        return registry
    }

    /// An environment holding every listed feature's dependencies.
    public func makeEnvironment() -> ScreenEnvironment {
        var environment = ScreenEnvironment()
        for feature in self { feature.storeDependencies(in: &environment) }
        return environment
    }
}
