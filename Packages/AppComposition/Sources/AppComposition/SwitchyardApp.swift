import ConsoleUI
import Foundation
import Home
import Navigation
import NavigationLinks
import NavigationSend
import NavigationSnapshots
import Orders
import Settings
import Shared

/// The composition root: builds the tree, the features' dependencies and every cross-module
/// connection, and nothing else reaches them except through it.
///
/// The features come from ``AppFeatures``: three tabs (`home`, `orders`, `settings`), each
/// its own stack, with their links, snapshot types and dependencies. The redirect joins
/// outgoing to incoming navigation, the providers supply `SharedDestinations`, receivers
/// take the `send` values features emit (a `RootTab` switches tab; a Home order request
/// pushes on the orders tab), and orders wait for a signed-in customer behind the sign-in
/// sheet, whichever way they are asked for.
///
/// The app can have several windows, like scenes on iPad and macOS: ``makeWindow()`` builds
/// another root with the same tabs and connections. Each window has its own stacks, pending
/// request, locks and screen models; all of them share the session and the order book, and
/// nothing else.
@MainActor
public final class SwitchyardApp {
    /// Written into every snapshot; a snapshot with another key is set aside on start, and a
    /// file at `--state` whose key is this one is known as the app's however it is damaged.
    public nonisolated static let restorationKey = "switchyard.demo.v1"

    /// The first window's root, made with the app.
    public let root: NavigationRoot
    /// Every window, the first one included; a sign-in or sign-out re-checks all of them.
    public let windows: NavigationWindowGroup
    /// The app's orders.
    public let orderBook: OrderBook
    /// Who is signed in.
    public let session: AppSession
    /// The features' dependencies.
    public let resolver: AppResolver
    /// Outgoing -> incoming.
    public let redirect: AppNavigationRedirect
    /// The features, as `AppFeatures` lists them.
    public let features: [FeatureModule]
    /// Link patterns of every feature.
    public let router: DeepLinkRouter<NavigationPlace>
    /// Where analytics go (the console log once a host is attached).
    public let analytics: AppAnalytics
    /// Every destination type a snapshot may hold.
    public let registry: NavigationDestinationRegistry
    /// The environment screens read their dependencies from.
    public let environment: ScreenEnvironment
    /// How every window's root is configured, and its clock.
    private let configuration: NavigationConfiguration
    private let clock: (any NavigationClock)?

    /// Builds the app, signed out, on the `home` tab; `verbosity` sets which events are built.
    ///
    /// `stockCheck` is how long the new-order wizard's stock check waits, from zero (the
    /// explorer, which only needs where each tap leads) to `NewOrderFlow.longestStockCheck`,
    /// the longest a saved wizard may hold.
    public init(
        orderBook: OrderBook = .demo(),
        clock: (any NavigationClock)? = nil,
        verbosity: NavigationEvent.Level = .info,
        stockCheck: Duration = .milliseconds(300)
    ) throws {
        precondition(
            stockCheck >= .zero && stockCheck <= NewOrderFlow.longestStockCheck,
            "a stock check of \(stockCheck) would save wizards no restore accepts")
        let session = AppSession()
        let analytics = AppAnalytics()
        let redirect = AppNavigationRedirect()
        let resolver = AppResolver(
            orderBook: orderBook, session: session, analytics: analytics, stockCheck: stockCheck)
        let features = AppFeatures.modules(resolver: resolver)
        let configuration = NavigationConfiguration(restorationKey: Self.restorationKey, verbosity: verbosity)
        self.root = Self.makeRoot(
            features: features, redirect: redirect, session: session, configuration: configuration,
            clock: clock)
        self.windows = NavigationWindowGroup(first: root)
        self.configuration = configuration
        self.clock = clock
        self.orderBook = orderBook
        self.session = session
        self.resolver = resolver
        self.redirect = redirect
        self.features = features
        self.router = try features.makeRouter(address: .switchyard)
        self.analytics = analytics
        self.registry = try features.makeRegistry(
            adding: AppProviders.providedTypes.map { $0 as any NavigationDestination.Type })
        self.environment = features.makeEnvironment()
        // One call when what the app owns changes: no window keeps an order in sight after a
        // sign-out, or a question about an order that another window cancelled.
        session.onChange = { [weak windows = self.windows] in windows?.recheck() }
        orderBook.onChange = { [weak windows = self.windows] in windows?.recheck() }
    }

    /// Another window: a root with the app's tabs and connections, at the first screen.
    ///
    /// It shares the session and the order book with every other window, so signing in in
    /// one makes orders reachable in all of them; a request waiting for sign-in waits in its
    /// own window only.
    public func makeWindow() -> NavigationRoot {
        Self.makeRoot(
            features: features, redirect: redirect, session: session, configuration: configuration,
            clock: clock)
    }

    /// A root with every connection: redirect, providers, the sign-in gate and the receivers.
    private static func makeRoot(
        features: [FeatureModule], redirect: AppNavigationRedirect, session: AppSession,
        configuration: NavigationConfiguration, clock: (any NavigationClock)?
    ) -> NavigationRoot {
        let root = NavigationRoot(
            tabs: features.tabs, selectedTab: RootTab.home.name, configuration: configuration, clock: clock)
        root.setRedirect(redirect)
        AppProviders.register(on: root)
        // Orders say they need a signed-in customer; the app says how to tell and who signs in.
        root.requireAccess(
            .signedIn, isMet: { session.isSignedIn }, presenting: SettingsIncomingNavigation.signIn)
        // A step held for a sign-in goes on: the rest of its chain follows once it is carried out.
        root.onReceive(RootTab.self) { tab, root in
            // Already in front: nothing moved, so the next step need not wait.
            let wasInFront = root.state.selectedTab == tab.name
            guard root.selectTab(tab.name).refusal == nil else { return .cancel }
            return wasInFront ? .immediately : .auto
        }
        // A sent order is shown as its link shows it: brought to the front, never a second copy.
        root.tabHandle(RootTab.orders.name).onReceive(HomeOutgoingNavigation.self) { request, orders in
            orders.focus(on: request).refusal == nil ? .auto : .cancel
        }
        return root
    }

    /// Encodes and decodes this app's snapshots.
    public var snapshotCoder: NavigationSnapshotCoder {
        NavigationSnapshotCoder(
            registry: registry, version: AppSnapshotMigrations.version,
            migrations: AppSnapshotMigrations.steps)
    }

    /// Follows a link in a window (the first one by default): parse, match, then open its
    /// whole place through that root's guards.
    ///
    /// Throws `DeepLinkError` for a bad link and `NavigationRefusal` when navigation refuses
    /// (a payment screen holds a lock); either way nothing changes. A link to an order while
    /// signed out is held: the sign-in sheet shows and the link waits as the pending request.
    @discardableResult
    public func open(_ link: String, in window: NavigationRoot? = nil) throws -> NavigationOutcome {
        let place = try router.route(link)
        let outcome = (window ?? root).open(place)
        if let refusal = outcome.refusal { throw refusal }
        return outcome
    }

    /// Whether a link asks for a window of its own: any link with `window=new` in its query
    /// (`switchyard://orders/1001?window=new`), as "Open in New Window" does.
    ///
    /// Any other `window` value, or the name in other letters (`Window=new`), is refused, so a
    /// mistyped request never opens quietly in the window in front. A link that does not parse
    /// asks for nothing; opening it says why.
    public func opensNewWindow(_ link: String) throws(DeepLinkError) -> Bool {
        guard let link = try? DeepLink(parsing: link, address: router.address) else { return false }
        for (name, value) in link.queryItems where name.lowercased() == "window" {
            guard name == "window", value == "new" else {
                throw .invalidParameter(
                    name: name, value: value, reason: "is not a window request; window=new opens a new window"
                )
            }
        }
        return link.query("window") != nil
    }
}
