import ConsoleUI
import Shared

/// Draws the Home screen from its model; pure, so tests build it from a model alone.
@MainActor
enum HomeScreen {
    /// The screen's title.
    static let title = "Home"

    /// The screen for `model`: recent orders, the featured product, the cross-module actions
    /// and what came back through Home's checkpoints.
    static func make(model: HomeModel) -> Screen {
        Screen(title) {
            Section("Recent orders") {
                let orders = model.recentOrders
                if orders.isEmpty {
                    Text("No orders yet.")
                }
                for order in orders {
                    Action(order.summary) { model.openRecentOrder(order) }
                }
            }
            Section("Featured") {
                if let product = model.featuredProduct {
                    Action("Featured: \(product.name)") { model.openFeaturedProduct() }
                } else {
                    Text("Nothing is featured today.")
                }
            }
            Action("Start a new order") { model.startNewOrder() }
            Action("Show order \(model.orderIDForOrdersTab) in the Orders tab") {
                model.showOrderInOrdersTab()
            }
            if let number = model.lastPickedNumber {
                Text("Last number picked: \(number)")
            } else {
                Text("No number picked yet")
            }
            Action("Pick a number") { model.pickNumber() }
            if let order = model.lastNewOrder {
                Action("Your new order: \(order.summary)") { model.openNewOrder() }
            }
            Action("Account settings") { model.openAccountSettings() }
            Action("Loyalty programme") { model.openLoyaltyProgram() }
            Action("Next page") { model.showNextPage() }
        }
        .onAppear { model.appeared() }
    }
}
