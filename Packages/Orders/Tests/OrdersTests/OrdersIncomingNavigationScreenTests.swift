import ConsoleUI
import Foundation
import Navigation
import NavigationLinks
import NavigationModels
import OrdersTestSupport
import Shared
import Testing

@testable import Orders

/// Each destination builds its screen (`OrdersIncomingNavigation+Screen.swift`): a placeholder
/// without the feature's dependencies, its own screen with them.
@MainActor
@Suite struct OrdersIncomingNavigationScreenTests {
    @Test func aScreenWithoutDependenciesSaysOrdersIsNotConfigured() throws {
        let root = NavigationRoot(tabs: [
            NavigationTab(RootTab.orders.name, root: OrdersIncomingNavigation.list, columns: 3)
        ])
        let entry = try #require(root.state.frontEntry)
        let screen = OrdersIncomingNavigation.list.screen(
            in: ScreenContext(
                handle: root.handle(for: entry.id), entry: entry, environment: ScreenEnvironment()))
        #expect(screen.title == "Orders is not configured")
        #expect(screen.actions.isEmpty)
        #expect(root.models.count == 0)
    }

    @Test func eachDestinationBuildsItsOwnScreenWithAModelKeptForItsEntry() throws {
        let dependencies = FakeOrdersDependencies()
        let root = NavigationRoot(tabs: [
            NavigationTab(RootTab.orders.name, root: OrdersIncomingNavigation.list, columns: 3)
        ])
        let orders = root.tabHandle(RootTab.orders.name)
        let resolver = ScreenResolver(environment: dependencies.environment)
        var titles: [String] = []
        for destination in [
            OrdersIncomingNavigation.detail(id: 1001), .product(sku: "tea"),
            .newOrder(NewOrderFlow(step: .quantity)), .newOrder(NewOrderFlow(step: .review)),
            .newOrder(NewOrderFlow(step: .payment)),
        ] {
            #expect(orders.push(destination) == .applied)
            titles.append(resolver.screen(for: try #require(root.state.frontEntry), in: root).title)
        }
        let list = try #require(root.state.tab(named: RootTab.orders.name)?.stack.entries.first)
        titles.append(resolver.screen(for: list, in: root).title)
        #expect(
            titles == [
                "Order 1001", "Green tea", "New order: quantity", "New order: review", "New order: payment",
                "Orders",
            ])
        #expect(root.models.count == 6)
        _ = resolver.screen(for: try #require(root.state.frontEntry), in: root)
        #expect(root.models.count == 6)
    }
}
