import Navigation
import NavigationLinks
import NavigationSnapshots

/// The screens the engine cases navigate between; small values, as real destinations are.
enum BenchScreen: NavigationDestination {
    case home
    case item(Int)
    case detail(Int)
    case picker
    case sheet(Int)

    var routeID: String {
        switch self {
        case .home: "home"
        case .item(let number): "item/\(number)"
        case .detail(let number): "detail/\(number)"
        case .picker: "picker"
        case .sheet(let number): "sheet/\(number)"
        }
    }

    var method: NavigationMethod {
        switch self {
        case .home, .item, .detail: .push
        case .picker: .present(.managedSheet)
        case .sheet: .present(.sheet)
        }
    }

    static var codingName: String { "Bench.Screen" }
}

/// A second tab's screens, so send chains have somewhere else to go.
enum BenchOtherScreen: NavigationDestination {
    case start
    case entry(Int)

    var routeID: String {
        switch self {
        case .start: "other"
        case .entry(let number): "other/\(number)"
        }
    }

    static var codingName: String { "Bench.Other" }
}

/// Where a feature wants to go outside itself.
enum BenchOutgoing: OutgoingNavigation {
    case detail(Int)
    case help
}

/// A destination declared in a "shared" module and provided at the root.
enum BenchShared: NavigationProvidedDestination {
    case product(Int)
    case basket

    var routeID: String {
        switch self {
        case .product(let number): "shared/product/\(number)"
        case .basket: "shared/basket"
        }
    }

    var method: NavigationMethod { .present(.sheet) }

    static var providedSamples: [BenchShared] { [.product(1), .basket] }
    static var codingName: String { "Bench.Shared" }
}

/// The tab a send chain switches to.
enum BenchTab: String, Hashable, Sendable {
    case main
    case other
}

/// The app-level redirect: an exhaustive switch, as `AppNavigationRedirect` writes it.
@MainActor
final class BenchRedirect: NavigationRedirecting {
    func redirect(_ outgoing: any OutgoingNavigation) -> (any NavigationDestination)? {
        switch outgoing {
        case let bench as BenchOutgoing:
            switch bench {
            case .detail(let number): BenchScreen.detail(number)
            case .help: BenchScreen.picker
            }
        default: nil
        }
    }
}

/// Counts events; installed with verbosity `.warning`, so the info events of ordinary
/// operations are filtered before they are built and this sink should see none.
@MainActor
final class CountingSink: NavigationEventSink {
    private(set) var count = 0

    func receive(_ event: NavigationEvent) { count += 1 }
}

/// A screen model, as small as they come.
@MainActor
final class BenchModel {
    var value: Int

    init(value: Int) { self.value = value }
}

/// Builds the trees the cases run on.
@MainActor
enum BenchTree {
    /// The configuration every engine case uses: events on, below the sink's threshold.
    static let configuration = NavigationConfiguration(
        restorationKey: "bench", stepDelay: .zero, verbosity: .warning)

    /// A root with two tabs (`main`, `other`), a redirect and a provider, and a sink that
    /// filters info events; `main` is a handle on the main tab's own stack.
    static func make() -> (root: NavigationRoot, main: NavigationHandle, sink: CountingSink) {
        let sink = CountingSink()
        let root = NavigationRoot(
            tabs: [
                NavigationTab(BenchTab.main.rawValue, root: BenchScreen.home),
                NavigationTab(BenchTab.other.rawValue, root: BenchOtherScreen.start),
            ],
            configuration: configuration,
            eventSink: sink
        )
        root.setRedirect(BenchRedirect())
        root.provide(BenchShared.self) { shared in
            switch shared {
            case .product(let number): BenchScreen.detail(number)
            case .basket: BenchScreen.picker
            }
        }
        return (root, root.tabHandle(BenchTab.main.rawValue), sink)
    }

    /// The registry that decodes the suite's destinations.
    static var registry: NavigationDestinationRegistry {
        var registry = NavigationDestinationRegistry()
        try? registry.register(BenchScreen.self)
        try? registry.register(BenchOtherScreen.self)
        try? registry.register(BenchShared.self)
        return registry
    }

    /// Pushes `.item` screens until the tab's stack holds `entries` entries, root included.
    static func fill(_ tab: NavigationHandle, toEntries entries: Int) {
        var next = count(tab)
        while next < entries {
            tab.push(BenchScreen.item(next))
            next += 1
        }
    }

    /// How many entries the tab's own stack holds.
    static func count(_ tab: NavigationHandle) -> Int {
        guard let root = tab.root, case .tab(let name) = tab.anchor else { return 0 }
        return root.state.tab(named: name)?.stack.entries.count ?? 0
    }

    /// The entries of the tab's own stack.
    static func entries(_ tab: NavigationHandle) -> [NavigationEntry] {
        guard let root = tab.root, case .tab(let name) = tab.anchor else { return [] }
        return root.state.tab(named: name)?.stack.entries ?? []
    }
}

/// Fails the case when an operation it times was not carried out, so a refused operation
/// can never pass for a fast one.
@inline(__always)
func applied(_ outcome: NavigationOutcome, _ operation: String) throws(BenchFailure) {
    if case .applied = outcome { return }
    throw BenchFailure("\(operation) was \(outcome)")
}

extension DeepLinkAddress {
    /// The demo's scheme and host, for the cases that parse links without the app's router.
    static let bench = DeepLinkAddress(scheme: "switchyard", host: "switchyard.example")
}
