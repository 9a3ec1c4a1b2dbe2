import ConsoleUI
import Navigation
import Shared
import Testing

@testable import Orders

@MainActor
@Suite struct ScreenModelLifetimeTests {
    let dependencies = FakeOrdersDependencies()
    let root = Navigator(tabs: [NavigationTab(RootTab.orders.name, root: OrdersIncomingNavigation.list)])

    /// Builds the front screen the way the host does, runs its appear handlers, then runs
    /// the action with `label` if one is given; the screen itself is not kept.
    func show(tapping label: String? = nil) async throws -> NavigationEntryID {
        let navigator = root.current
        let entry = try #require(navigator.topEntry)
        let destination = try #require(entry.destination.base as? OrdersIncomingNavigation)
        let screen = destination.screen(
            in: ScreenContext(navigator: navigator, entry: entry, environment: dependencies.environment))
        await screen.appear()
        if let label { try await screen.tap(label) }
        return entry.id
    }

    func model<M: AnyObject>(_ type: M.Type, of entry: NavigationEntryID) -> M? {
        root.models.existingModel(for: entry, as: type)
    }

    @Test func aDetailModelIsReleasedWhenTheDetailIsPopped() async throws {
        root.push(OrdersIncomingNavigation.detail(id: 1001))
        let entry = try await show()
        weak let model = model(OrderDetailModel.self, of: entry)
        #expect(model != nil)
        #expect(root.pop())
        #expect(model == nil)
    }

    @Test func aDetailModelLivesOnWhileAnotherScreenIsPushedAboveIt() async throws {
        root.push(OrdersIncomingNavigation.detail(id: 1001))
        let entry = try await show(tapping: "Green tea x2: 17.00")
        weak let model = model(OrderDetailModel.self, of: entry)
        #expect(root.locationDescription == "orders: orders > orders/1001 > orders/products/tea")
        _ = try await show()
        #expect(model != nil)
        root.pop()
        #expect(model != nil)
        root.pop()
        #expect(model == nil)
    }

    @Test func anOpenCancelAlertDoesNotKeepTheDetailModelAlive() async throws {
        root.push(OrdersIncomingNavigation.detail(id: 1003))
        let entry = try await show(tapping: "Cancel order")
        weak let model = model(OrderDetailModel.self, of: entry)
        #expect(root.locationDescription.hasSuffix("| alert: orders/1003/cancel"))
        #expect(model != nil)
        try #require(root.navigator(named: "orders")).pop()
        #expect(model == nil)
    }

    @Test func everyWizardStepModelIsReleasedWhenTheWizardIsDismissed() async throws {
        let listEntry = try await show(tapping: "New order")
        let productEntry = try await show(tapping: "Stoneware mug (14.00)")
        let quantityEntry = try await show(tapping: "2")
        let reviewEntry = try await show(tapping: "Continue to payment")
        let paymentEntry = try await show()
        weak let list = model(OrderListModel.self, of: listEntry)
        weak let product = model(NewOrderProductModel.self, of: productEntry)
        weak let quantity = model(NewOrderQuantityModel.self, of: quantityEntry)
        weak let review = model(NewOrderReviewModel.self, of: reviewEntry)
        weak let payment = model(NewOrderPaymentModel.self, of: paymentEntry)
        #expect(product != nil && quantity != nil && review != nil && payment != nil)
        #expect(root.isNavigationLocked)

        #expect(root.dismiss())
        #expect(root.locationDescription == "orders: orders")
        #expect(product == nil)
        #expect(quantity == nil)
        #expect(review == nil)
        #expect(payment == nil)
        #expect(list != nil)
        #expect(!root.isNavigationLocked)
    }

    @Test func completingTheWizardReleasesItsStepModelsToo() async throws {
        _ = try await show(tapping: "New order")
        let productEntry = try await show(tapping: "Green tea (8.50)")
        _ = try await show(tapping: "1")
        _ = try await show(tapping: "Continue to payment")
        let paymentEntry = try await show()
        weak let product = model(NewOrderProductModel.self, of: productEntry)
        weak let payment = model(NewOrderPaymentModel.self, of: paymentEntry)
        #expect(product != nil && payment != nil)
        _ = try await show(tapping: "Pay 8.50")
        #expect(root.locationDescription == "orders: orders")
        #expect(product == nil)
        #expect(payment == nil)
        #expect(root.models.count == 1)
    }
}
