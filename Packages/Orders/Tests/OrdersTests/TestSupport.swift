import ConsoleUI
import Navigation
import NavigationModels
import OrdersTestSupport
import Shared
import Testing

@testable import Orders

extension RecordingSink {
    /// The events' descriptions (`view orders`, `tap orders new-order`), easy to compare.
    var lines: [String] { events.map(\.description) }
}

extension FakeOrdersDependencies {
    /// An environment holding these dependencies under their key.
    var environment: ScreenEnvironment {
        ScreenEnvironment().setting(OrdersDependenciesKey.self, to: self)
    }
}

extension Screen {
    /// The titles of the screen's sections.
    var sectionTitles: [String] {
        items.compactMap { item in
            if case .section(let title, _) = item { return title }
            return nil
        }
    }
}

extension OrderBook {
    /// The demo catalogue's product with this SKU; the demo has tea, mug, kettle and honey.
    func demoProduct(_ sku: String) throws -> Product {
        try #require(product(sku: sku), "the demo catalogue has no '\(sku)'")
    }
}

/// The Orders tab over a real root, its screens built the way the host builds them.
///
/// Each ``show(tapping:)`` builds the screen in front from its destination's
/// `screen(in:)`, runs its appear handlers and, when asked, one of its actions; the screen
/// itself is not kept, only the model the root keeps for its entry.
@MainActor
final class OrdersTree {
    let dependencies = FakeOrdersDependencies()
    let root = NavigationRoot(tabs: [
        NavigationTab(RootTab.orders.name, root: OrdersIncomingNavigation.list, columns: 3)
    ])

    var book: OrderBook { dependencies.orderBook }

    /// The list at the bottom of the orders tab.
    var listEntry: NavigationEntryID {
        get throws { try #require(root.state.tab(named: RootTab.orders.name)?.stack.entries.first).id }
    }

    /// Builds the front screen, runs its appear handlers, then runs the action with `label`
    /// if one is given; returns the entry the screen was built for.
    @discardableResult
    func show(tapping label: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) async throws
        -> NavigationEntryID
    {
        let entry = try #require(root.state.frontEntry, sourceLocation: sourceLocation)
        let destination = try #require(
            entry.destination.base as? OrdersIncomingNavigation, "\(entry) is not an Orders screen",
            sourceLocation: sourceLocation)
        let screen = destination.screen(
            in: ScreenContext(
                handle: root.handle(for: entry.id), entry: entry, environment: dependencies.environment))
        await screen.appear()
        if let label { try await screen.tap(label) }
        return entry.id
    }

    /// The model the root keeps for an entry, if it is of this type.
    func model<M: AnyObject>(_ type: M.Type, of entry: NavigationEntryID) -> M? {
        root.models.existingModel(for: entry, as: type)
    }
}

/// Collects what a handler was given, so a test can check it after the fact.
@MainActor
final class Received<Value> {
    private(set) var values: [Value] = []

    func record(_ value: Value) { values.append(value) }
}

/// A real root with the orders tab, the list at its root, as the app composes it.
@MainActor
func makeRoot() -> NavigationRoot {
    NavigationRoot(tabs: [NavigationTab(RootTab.orders.name, root: OrdersIncomingNavigation.list, columns: 3)]
    )
}

/// A product page pushed onto `root`'s orders tab and popped again: a navigator over its
/// handle is detached.
@MainActor
func poppedEntry(in root: NavigationRoot) throws -> NavigationEntryID {
    let tab = root.tabHandle(RootTab.orders.name)
    #expect(tab.push(OrdersIncomingNavigation.product(sku: "tea")) == .applied)
    let entry = try #require(root.state.frontEntry).id
    #expect(tab.pop(last: 1) == .applied)
    return entry
}
