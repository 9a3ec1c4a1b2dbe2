import ConsoleUI
import Foundation
import Home
import Navigation
import Orders
import Settings
import Shared

/// The composition root: builds the tree, the features' dependencies and every cross-module
/// connection, and nothing else reaches them except through it.
///
/// Three tabs (`home`, `orders`, `settings`), each its own stack. The redirect joins
/// outgoing to incoming navigation, the providers supply `SharedDestinations`, receivers
/// take the `send` values features emit (a `RootTab` switches tab; a Home order request
/// pushes on the orders tab), and links go through the router and the sign-in gate.
@MainActor
public final class SwitchyardApp {
    /// Written into every snapshot; a snapshot with another key is set aside on start.
    public static let restorationKey = "switchyard.demo.v1"

    /// The root navigator.
    public let root: Navigator
    /// The app's orders.
    public let orderBook: OrderBook
    /// Who is signed in.
    public let session: AppSession
    /// The features' dependencies.
    public let resolver: AppResolver
    /// Outgoing -> incoming.
    public let redirect: AppNavigationRedirect
    /// Link patterns of every feature.
    public let router: DeepLinkRouter<DeepLinkTarget>
    /// Applies links and restored states through the sign-in interceptor.
    public let gate: NavigationGate
    /// The sign-in interceptor behind the gate.
    public let interceptor: SignInInterceptor
    /// Where analytics go (the console log once a host is attached).
    public let analytics: AppAnalytics
    /// Every destination type a snapshot may hold.
    public let registry: NavigationDestinationRegistry
    /// The environment screens read their dependencies from.
    public let environment: ScreenEnvironment

    /// Builds the app, signed out, on the `home` tab; `verbosity` sets which events are built.
    public init(
        orderBook: OrderBook = .demo(),
        clock: (any NavigationClock)? = nil,
        verbosity: NavigationEvent.Level = .info
    ) throws {
        let root = Navigator(
            tabs: [
                NavigationTab(RootTab.home.name, root: HomeIncomingNavigation.home),
                NavigationTab(RootTab.orders.name, root: OrdersIncomingNavigation.list),
                NavigationTab(RootTab.settings.name, root: SettingsIncomingNavigation.settings),
            ],
            selectedTab: RootTab.home.name,
            configuration: NavigationConfiguration(restorationKey: Self.restorationKey, verbosity: verbosity),
            clock: clock
        )
        let session = AppSession()
        let analytics = AppAnalytics()
        let resolver = AppResolver(orderBook: orderBook, session: session, analytics: analytics)
        let redirect = AppNavigationRedirect()
        let interceptor = SignInInterceptor(session: session, root: root)
        let gate = NavigationGate(root: root, interceptor: interceptor)

        root.setRedirect(redirect)
        AppProviders.register(on: root)
        root.onReceive(RootTab.self) { tab, navigator in
            navigator.selectTab(tab.name) ? .auto : .cancel
        }
        root.navigator(named: RootTab.orders.name)?.onReceive(HomeOutgoingNavigation.self) {
            request, navigator in
            navigator.navigate(to: request) ? .auto : .cancel
        }
        resolver.onSignIn = { [weak gate] in
            _ = try? await gate?.resumePending()
        }
        resolver.onSignInCancelled = { [weak gate] in gate?.dropPending() }

        var registry = NavigationDestinationRegistry()
        do {
            try registry.register(HomeIncomingNavigation.self)
            try registry.register(OrdersIncomingNavigation.self)
            try registry.register(SettingsIncomingNavigation.self)
            try registry.register(SharedDestinations.self)
        }
        var environment = ScreenEnvironment()
        environment[HomeDependenciesKey.self] = resolver
        environment[OrdersDependenciesKey.self] = resolver
        environment[SettingsDependenciesKey.self] = resolver

        self.root = root
        self.orderBook = orderBook
        self.session = session
        self.resolver = resolver
        self.redirect = redirect
        self.router = try AppDeepLinks.makeRouter()
        self.gate = gate
        self.interceptor = interceptor
        self.analytics = analytics
        self.registry = registry
        self.environment = environment
    }

    /// Encodes and decodes this app's snapshots.
    public var snapshotCoder: NavigationSnapshotCoder { NavigationSnapshotCoder(registry: registry) }

    /// Follows a link: parse, match, build the whole state, then apply it through the gate.
    ///
    /// Throws `DeepLinkError` for a bad link and `NavigationError` when navigation refuses
    /// (a payment screen holds a lock); either way nothing changes.
    @discardableResult
    public func open(_ link: String) async throws -> NavigationGate.Outcome {
        let target = try router.route(link)
        return try await gate.open(target.state(over: root.exportState()))
    }
}

/// Forwards trackers' events to a line sink (the console's log) once one is attached.
@MainActor
public final class AppAnalytics: AnalyticsSink {
    /// Receives each event as one line; `nil` drops events.
    public var lineSink: (@MainActor (String) -> Void)?
    /// The events seen so far, newest last (bounded), for tests and the graph.
    public private(set) var recent: [AnalyticsEvent] = []

    /// Creates a sink with nowhere to send lines yet.
    public init() {}

    /// Keeps the event and forwards it as `analytics: view home`.
    public func track(_ event: AnalyticsEvent) {
        recent.append(event)
        if recent.count > 200 { recent.removeFirst(recent.count - 200) }
        lineSink?("analytics: \(event)")
    }
}
