import Navigation
import NavigationTesting

// MARK: - Destinations

/// Home's own screens; the route ids are short so `where` lines stay readable in assertions.
enum HomeDestination: NavigationDestination {
    case home
    case detail
    case list
    case page(Int)
    /// Prefers a plain sheet.
    case info
    /// Prefers a plain cover.
    case banner
    /// Prefers a managed sheet, so it can push.
    case editor
    /// Prefers a managed cover, so it can push.
    case player

    var routeID: String {
        switch self {
        case .home: "home"
        case .detail: "detail"
        case .list: "list"
        case .page(let number): "page/\(number)"
        case .info: "info"
        case .banner: "banner"
        case .editor: "editor"
        case .player: "player"
        }
    }

    var method: NavigationMethod {
        switch self {
        case .home, .detail, .list, .page: .push
        case .info: .sheet
        case .banner: .cover
        case .editor: .managedSheet
        case .player: .managedCover
        }
    }
}

/// What the Orders feature shows to other features.
enum OrdersDestination: IncomingNavigation {
    case list
    case detail(Int)

    var routeID: String {
        switch self {
        case .list: "orders"
        case .detail(let id): "orders/\(id)"
        }
    }
}

/// What the Settings feature shows to other features.
enum SettingsDestination: IncomingNavigation {
    case main
    case profile
    case support
    /// A number picker presented in its own managed sheet.
    case picker

    var routeID: String {
        switch self {
        case .main: "settings"
        case .profile: "settings/profile"
        case .support: "settings/support"
        case .picker: "settings/picker"
        }
    }

    var method: NavigationMethod { self == .picker ? .managedSheet : .push }
}

/// Where Home wants to go outside itself.
enum HomeOutgoing: OutgoingNavigation {
    case orderDetails(Int)
    case support
    case pickNumber
    /// Deliberately missing from ``TestRedirect``.
    case unmapped
}

/// The app layer's redirect for the fixtures; it remembers what it was asked.
@MainActor
final class TestRedirect: NavigationRedirecting {
    private(set) var asked: [HomeOutgoing] = []

    func redirect(_ outgoing: any OutgoingNavigation) -> (any NavigationDestination)? {
        guard let home = outgoing as? HomeOutgoing else { return nil }
        asked.append(home)
        switch home {
        case .orderDetails(let id): return OrdersDestination.detail(id)
        case .support: return SettingsDestination.support
        case .pickNumber: return SettingsDestination.picker
        case .unmapped: return nil
        }
    }
}

/// Declared in a shared module; the app provides the screens.
enum SharedDestination: NavigationProvidedDestination {
    case newOrder
    case orderDetails(Int)
    /// Left without a provider on purpose.
    case gift

    static var providedSamples: [SharedDestination] { [.newOrder, .orderDetails(1), .gift] }

    var isIntentionallyUnprovided: Bool { self == .gift }

    var routeID: String {
        switch self {
        case .newOrder: "shared/neworder"
        case .orderDetails(let id): "shared/order/\(id)"
        case .gift: "shared/gift"
        }
    }
}

/// A second provided type, which the tests usually leave without a provider.
enum CatalogDestination: NavigationProvidedDestination {
    case product(Int)

    static var providedSamples: [CatalogDestination] { [.product(1)] }

    var routeID: String {
        switch self {
        case .product(let id): "catalog/\(id)"
        }
    }
}

/// A value sent through a send chain to switch tabs.
struct TabSelection: Hashable, Sendable {
    let name: String
}

/// The checkpoint a number picker returns to.
let pickCheckpoint = NavigationCheckpoint<Int>("pick")

// MARK: - Per-screen navigator

/// A feature's per-screen navigator: semantic methods over the narrow contract.
@MainActor
final class HomeScreenNavigator {
    private let navigator: any NavigatorContract

    init(_ navigator: any NavigatorContract) { self.navigator = navigator }

    @discardableResult func showDetail() -> Bool { navigator.navigate(to: HomeDestination.detail) }
    @discardableResult func showOrder(_ id: Int) -> Bool {
        navigator.navigate(to: HomeOutgoing.orderDetails(id))
    }
    @discardableResult func showInfo() -> Bool { navigator.present(HomeDestination.info, style: .sheet) }
    @discardableResult func openSupport() -> Bool {
        navigator.present(HomeOutgoing.support, style: .managedSheet)
    }
    func jumpToOrder(_ id: Int) {
        navigator.send(values: [TabSelection(name: "orders"), OrdersDestination.detail(id)])
    }
    @discardableResult func pick(_ number: Int) -> Bool {
        navigator.returnToCheckpoint(pickCheckpoint, value: number)
    }
    @discardableResult func close() -> Bool { navigator.dismiss() }
    @discardableResult func back() -> Bool { navigator.goBack() }
}

// MARK: - Helpers

/// A root with the demo's three tabs: `home`, `orders` and `settings`.
@MainActor
func makeRoot(
    selectedTab: String? = nil,
    configuration: NavigationConfiguration = NavigationConfiguration(),
    clock: (any NavigationClock)? = nil,
    events: NavigationEventRecorder? = nil
) -> Navigator {
    Navigator(
        tabs: [
            NavigationTab("home", root: HomeDestination.home),
            NavigationTab("orders", root: OrdersDestination.list),
            NavigationTab("settings", root: SettingsDestination.main),
        ],
        selectedTab: selectedTab,
        configuration: configuration,
        clock: clock,
        eventSink: events
    )
}

/// A registry that knows every fixture destination.
func makeRegistry() throws -> NavigationDestinationRegistry {
    var registry = NavigationDestinationRegistry()
    try registry.register(HomeDestination.self)
    try registry.register(OrdersDestination.self)
    try registry.register(SettingsDestination.self)
    try registry.register(SharedDestination.self)
    try registry.register(CatalogDestination.self)
    return registry
}

/// Messages of the recorded events of one kind at one level, for compact assertions.
@MainActor
func messages(
    _ recorder: NavigationEventRecorder, _ kind: NavigationEvent.Kind, _ level: NavigationEvent.Level
) -> [String] {
    recorder.events.filter { $0.kind == kind && $0.level == level }.map(\.message)
}

/// Collects what handlers and receivers were given, in order.
@MainActor
final class Log<Value> {
    private(set) var values: [Value] = []

    func record(_ value: Value) { values.append(value) }
}
