import ConsoleUI
import Foundation
import Navigation
import Shared
import Testing

@testable import Orders

@MainActor
@Suite struct OrdersIncomingNavigationTests {
    @Test func routeIDsAreLowercasePathsUnderOrders() {
        #expect(OrdersIncomingNavigation.list.routeID == "orders")
        #expect(OrdersIncomingNavigation.detail(id: 1001).routeID == "orders/1001")
        #expect(OrdersIncomingNavigation.product(sku: "tea").routeID == "orders/products/tea")
        #expect(OrdersIncomingNavigation.newOrder(NewOrderFlow()).routeID == "orders/new/product")
        #expect(
            OrdersIncomingNavigation.newOrder(NewOrderFlow(step: .payment)).routeID == "orders/new/payment")
    }

    @Test func everythingIsPushedExceptTheWizardsFirstStep() {
        #expect(OrdersIncomingNavigation.list.method == .push)
        #expect(OrdersIncomingNavigation.detail(id: 1).method == .push)
        #expect(OrdersIncomingNavigation.product(sku: "tea").method == .push)
        #expect(OrdersIncomingNavigation.newOrder(NewOrderFlow()).method == .managedSheet)
        #expect(OrdersIncomingNavigation.newOrder(NewOrderFlow(step: .quantity)).method == .push)
    }

    @Test func orderDetailsAndTheWizardRequireSignInButBrowsingDoesNot() {
        #expect(!OrdersIncomingNavigation.list.requiresSignIn)
        #expect(OrdersIncomingNavigation.detail(id: 1001).requiresSignIn)
        #expect(!OrdersIncomingNavigation.product(sku: "tea").requiresSignIn)
        for step in NewOrderFlow.Step.allCases {
            #expect(OrdersIncomingNavigation.newOrder(NewOrderFlow(step: step)).requiresSignIn)
        }
    }

    @Test func theCodingNameIsAStableTag() {
        #expect(OrdersIncomingNavigation.codingName == "Orders.OrdersIncomingNavigation")
    }

    @Test(arguments: [
        OrdersIncomingNavigation.list, .detail(id: 1002), .product(sku: "honey"),
        .newOrder(
            NewOrderFlow(
                step: .review, product: Product(sku: "mug", name: "Mug", priceCents: 1400), quantity: 2)),
    ])
    func everyDestinationSurvivesAJSONRoundTrip(destination: OrdersIncomingNavigation) throws {
        let data = try JSONEncoder().encode(destination)
        #expect(try JSONDecoder().decode(OrdersIncomingNavigation.self, from: data) == destination)
    }

    @Test func aScreenWithoutDependenciesSaysOrdersIsNotConfigured() throws {
        let root = Navigator(tabs: [NavigationTab(RootTab.orders.name, root: OrdersIncomingNavigation.list)])
        let navigator = try #require(root.navigator(named: "orders"))
        let entry = try #require(navigator.topEntry)
        let screen = OrdersIncomingNavigation.list.screen(
            in: ScreenContext(navigator: navigator, entry: entry, environment: ScreenEnvironment()))
        #expect(screen.title == "Orders is not configured")
        #expect(screen.actions.isEmpty)
        #expect(root.models.count == 0)
    }

    @Test func eachDestinationBuildsItsOwnScreenWithAModelKeptForItsEntry() throws {
        let dependencies = FakeOrdersDependencies()
        let root = Navigator(tabs: [NavigationTab(RootTab.orders.name, root: OrdersIncomingNavigation.list)])
        let navigator = try #require(root.navigator(named: "orders"))
        let resolver = ScreenResolver(environment: dependencies.environment)
        var titles: [String] = []
        for destination in [
            OrdersIncomingNavigation.detail(id: 1001), .product(sku: "tea"),
            .newOrder(NewOrderFlow(step: .quantity)), .newOrder(NewOrderFlow(step: .review)),
            .newOrder(NewOrderFlow(step: .payment)),
        ] {
            root.push(destination)
            titles.append(resolver.screen(for: try #require(navigator.topEntry), ownedBy: navigator).title)
        }
        titles.append(resolver.screen(for: try #require(navigator.rootEntry), ownedBy: navigator).title)
        #expect(
            titles == [
                "Order 1001", "Green tea", "New order: quantity", "New order: review", "New order: payment",
                "Orders",
            ])
        #expect(root.models.count == 6)
        _ = resolver.screen(for: try #require(navigator.topEntry), ownedBy: navigator)
        #expect(root.models.count == 6)
    }
}
