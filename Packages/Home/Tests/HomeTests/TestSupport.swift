import ConsoleUI
import HomeTestSupport
import Navigation
import NavigationTesting
import Shared
import Testing

@testable import Home

/// A destination the lifetime tests present to stand in for another module's sheet.
struct PickerStub: NavigationDestination {
    var routeID: String { "stub/picker" }
    var method: NavigationMethod { .present(.sheet) }
    static var codingName: String { "HomeTests.PickerStub" }
}

/// What `FakeHomeDependencies` answers the account summary with: a stand-in saying what was asked.
let accountSummaryStandIn = StandInDestination.answer(to: "Home asked for the view: accountSummary")

/// A Home model over a navigator mock, the way screen tests need it.
@MainActor
struct HomeHarness {
    let mock = NavigationHandleMock()
    let dependencies: FakeHomeDependencies
    let model: HomeModel

    init(orderBook: OrderBook = .demo()) {
        dependencies = FakeHomeDependencies(orderBook: orderBook)
        model = HomeModel(
            orderBook: orderBook,
            navigator: HomeNavigator(mock, accountViewProvider: dependencies.accountViewProvider),
            tracker: HomeTracker(screen: HomeIncomingNavigation.home, sink: dependencies.sink)
        )
    }

    /// The screen as it would render now.
    var screen: Screen { HomeScreen.make(model: model) }
}

/// A real root with the three demo tabs, Home at the bottom of the `home` tab.
@MainActor
func makeRoot() -> NavigationRoot {
    NavigationRoot(
        tabs: [
            NavigationTab(RootTab.home.name, root: HomeIncomingNavigation.home),
            NavigationTab(RootTab.orders.name, root: StandInDestination.answer(to: "the orders tab")),
            NavigationTab(RootTab.settings.name, root: StandInDestination.answer(to: "the settings tab")),
        ],
        selectedTab: RootTab.home.name
    )
}

/// The entry at the bottom of the root's `home` tab: Home itself.
@MainActor
func homeEntry(of root: NavigationRoot, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> NavigationEntry
{
    try #require(
        root.state.tab(named: RootTab.home.name)?.stack.entries.first, sourceLocation: sourceLocation)
}

/// Builds the Home screen of the entry `handle` is anchored to, as the host would: with that
/// handle as the screen's navigator and `dependencies` in the environment.
@MainActor
func screen(
    of handle: NavigationHandle, with dependencies: any HomeDependencies,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> Screen {
    let entry = try #require(handle.entry, "\(handle) is detached", sourceLocation: sourceLocation)
    let destination = try #require(
        entry.destination.base as? HomeIncomingNavigation, "\(entry) is not Home's",
        sourceLocation: sourceLocation)
    return destination.screen(
        in: ScreenContext(handle: handle, entry: entry, environment: environment(with: dependencies)))
}

/// An environment holding the given dependencies under Home's key.
@MainActor
func environment(with dependencies: any HomeDependencies) -> ScreenEnvironment {
    ScreenEnvironment().setting(HomeDependenciesKey.self, to: dependencies)
}

/// A book with five orders, so "recent" has to leave some out.
@MainActor
func fiveOrderBook() -> OrderBook {
    let pen = Product(sku: "pen", name: "Fountain pen", priceCents: 2500)
    let ink = Product(sku: "ink", name: "Ink bottle", priceCents: 700)
    return OrderBook(
        orders: (1...5).map { index in
            Order(
                id: 2000 + index,
                items: [LineItem(product: index.isMultiple(of: 2) ? pen : ink, quantity: index)])
        },
        catalog: [pen, ink]
    )
}

extension Screen {
    /// The section with this title and its items.
    func section(_ title: String) -> [ScreenItem]? {
        for item in items {
            if case .section(let sectionTitle, let nested) = item, sectionTitle == title { return nested }
        }
        return nil
    }
}

extension [ScreenItem] {
    /// The labels of the actions directly in these items.
    var actionLabels: [String] {
        compactMap { item in
            if case .action(let action) = item { return action.label }
            return nil
        }
    }
}
