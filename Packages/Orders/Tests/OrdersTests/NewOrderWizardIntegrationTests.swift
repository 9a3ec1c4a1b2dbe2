import ConsoleUI
import Navigation
import NavigationModels
import OrdersTestSupport
import Shared
import Testing

@testable import Orders

/// The Orders tab run by the real console host over a real root navigator.
@MainActor
final class OrdersConsole {
    let dependencies = FakeOrdersDependencies()
    let root = NavigationRoot(tabs: [
        NavigationTab(RootTab.orders.name, root: OrdersIncomingNavigation.list, columns: 3)
    ])
    let transcript = ConsoleTranscript()
    let host: ConsoleHost

    init() {
        host = ConsoleHost(
            root: root, environment: dependencies.environment, output: transcript.output,
            renderer: ConsoleRenderer())
    }

    var book: OrderBook { dependencies.orderBook }

    /// Starts the session; the list appears and establishes its checkpoint.
    func started() async -> OrdersConsole {
        await host.start()
        return self
    }

    /// Taps the action with this label on the screen in front, by its number, as a person would.
    func tap(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let number = try #require(host.currentScreen, sourceLocation: sourceLocation).number(of: label)
        #expect(await host.execute("tap \(number)") == .completed, sourceLocation: sourceLocation)
    }

    /// The model of the list at the bottom of the orders tab.
    func listModel() throws -> OrderListModel {
        let entry = try #require(root.state.tab(named: RootTab.orders.name)?.stack.entries.first)
        return try #require(root.models.existingModel(for: entry.id, as: OrderListModel.self))
    }

    /// Walks the wizard from the list up to the payment step: tea, quantity 2, reviewed.
    func walkToPayment() async throws {
        try await tap("New order")
        #expect(root.locationDescription == "orders: orders | sheet: orders/new/product")
        try await tap("Green tea (8.50)")
        #expect(
            root.locationDescription == "orders: orders | sheet: orders/new/product > orders/new/quantity")
        try await tap("2")
        try await tap("Continue to payment")
        #expect(
            root.locationDescription
                == "orders: orders | sheet: orders/new/product > orders/new/quantity"
                + " > orders/new/review > orders/new/payment")
    }
}

@MainActor
@Suite struct NewOrderWizardIntegrationTests {
    @Test func theWizardPlacesAnOrderAndReturnsItToTheList() async throws {
        let app = await OrdersConsole().started()
        try await app.walkToPayment()
        #expect(app.root.isNavigationLocked)
        try await app.tap("Pay 17.00")

        let order = try #require(app.book.order(id: 1004))
        #expect(order.items == [LineItem(product: try app.book.demoProduct("tea"), quantity: 2)])
        #expect(app.root.locationDescription == "orders: orders")
        #expect(app.root.state.tab(named: "orders")?.layers.count == 1)
        #expect(!app.root.isNavigationLocked)
        #expect(try app.listModel().justPlaced == order)
        let screen = try #require(app.host.currentScreen)
        #expect(screen.texts.first == "Just placed: Order 1004: 2 items, 17.00 (placed)")
        #expect(screen.labels.contains("Order 1004: 2 items, 17.00 (placed)"))
        #expect(app.transcript.standardError.isEmpty)
    }

    @Test func cancellingTheWizardReturnsToTheListWithNothing() async throws {
        let app = await OrdersConsole().started()
        try await app.tap("New order")
        try await app.tap("Honey jar (9.90)")
        try await app.tap("Cancel")
        #expect(app.root.locationDescription == "orders: orders")
        #expect(app.book.orders.count == 3)
        #expect(try app.listModel().justPlaced == nil)
        #expect(try #require(app.host.currentScreen).texts.isEmpty)
    }

    @Test func cancellingAtPaymentReleasesTheLockAndPlacesNothing() async throws {
        let app = await OrdersConsole().started()
        try await app.walkToPayment()
        try await app.tap("Cancel")
        #expect(app.root.locationDescription == "orders: orders")
        #expect(!app.root.isNavigationLocked)
        #expect(app.book.orders.count == 3)
    }

    @Test func thePaymentLockRefusesDismissAnyAndChangesNothing() async throws {
        let app = await OrdersConsole().started()
        try await app.walkToPayment()
        let before = app.root.state
        #expect(
            app.root.dismissAll()
                == .refused(.locked(route: "orders/new/payment", reason: "payment in progress")))
        #expect(app.root.state == before)
        #expect(app.root.frontAlert == nil)
    }

    @Test func goingBackAStepShowsThatStepsOwnChoices() async throws {
        let app = await OrdersConsole().started()
        try await app.tap("New order")
        try await app.tap("Kettle (45.00)")
        try await app.tap("3")
        #expect(await app.host.execute("back") == .completed)
        #expect(
            app.root.locationDescription == "orders: orders | sheet: orders/new/product > orders/new/quantity"
        )
        try await app.tap("1")
        #expect(try #require(app.host.currentScreen).texts == ["Kettle x1", "Total: 45.00"])
    }

    @Test func theProvidedNewOrderDestinationAnchorsItselfAndReturnsToWhoeverPresentedIt() async throws {
        let app = await OrdersConsole().started()
        let orders = app.root.tabHandle(RootTab.orders.name)
        #expect(
            orders.present(OrdersIncomingNavigation.newOrder(NewOrderFlow()), style: .managedSheet)
                == .applied)
        await app.host.renderIfNeeded()
        try await app.tap("Green tea (8.50)")
        try await app.tap("1")
        try await app.tap("Continue to payment")
        try await app.tap("Pay 8.50")
        #expect(app.root.locationDescription == "orders: orders")
        #expect(try app.listModel().justPlaced?.id == 1004)
    }

    @Test func cancellingAnOrderFromItsDetailAsksFirstThenCancels() async throws {
        let app = await OrdersConsole().started()
        try await app.tap("Order 1001: 3 items, 31.00 (placed)")
        try await app.tap("Cancel order")
        #expect(app.root.locationDescription == "orders: orders ‖ orders/1001 | alert: orders/1001/cancel")
        #expect(await app.host.execute("tap 1") == .completed)
        #expect(app.root.locationDescription == "orders: orders ‖ orders/1001")
        #expect(app.book.order(id: 1001)?.status == .cancelled)
        #expect(!(try #require(app.host.currentScreen)).labels.contains("Cancel order"))
    }
}
