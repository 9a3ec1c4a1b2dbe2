import ConsoleUI
import Navigation
import NavigationModels
import Shared
import Testing

@testable import Orders

@MainActor
@Suite struct ScreenModelLifetimeTests {
    let orders = OrdersTree()

    var root: NavigationRoot { orders.root }

    func show(tapping label: String? = nil) async throws -> NavigationEntryID {
        try await orders.show(tapping: label)
    }

    func model<M: AnyObject>(_ type: M.Type, of entry: NavigationEntryID) -> M? {
        orders.model(type, of: entry)
    }

    @Test func aDetailModelIsReleasedWhenTheDetailIsPopped() async throws {
        #expect(root.tabHandle("orders").push(OrdersIncomingNavigation.detail(id: 1001)) == .applied)
        let entry = try await show()
        weak let model = model(OrderDetailModel.self, of: entry)
        #expect(model != nil)
        #expect(root.tabHandle("orders").pop(last: 1) == .applied)
        #expect(model == nil)
    }

    @Test func aDetailModelLivesOnWhileAnotherScreenIsPushedAboveIt() async throws {
        root.tabHandle("orders").push(OrdersIncomingNavigation.detail(id: 1001))
        let entry = try await show(tapping: "Green tea x2: 17.00")
        weak let model = model(OrderDetailModel.self, of: entry)
        #expect(root.locationDescription == "orders: orders ‖ orders/1001 ‖ orders/products/tea")
        _ = try await show()
        #expect(model != nil)
        root.tabHandle("orders").pop(last: 1)
        #expect(model != nil)
        root.tabHandle("orders").pop(last: 1)
        #expect(model == nil)
    }

    @Test func anOpenCancelAlertDoesNotKeepTheDetailModelAlive() async throws {
        root.tabHandle("orders").push(OrdersIncomingNavigation.detail(id: 1003))
        let entry = try await show(tapping: "Cancel order")
        weak let model = model(OrderDetailModel.self, of: entry)
        #expect(root.locationDescription.hasSuffix("| alert: orders/1003/cancel"))
        #expect(model != nil)
        #expect(root.tabHandle("orders").pop(last: 1) == .applied)
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

        // The payment lock refuses the person's dismiss; the wizard's own layer may still close it.
        #expect(root.handle(for: paymentEntry).dismiss() == .applied)
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
