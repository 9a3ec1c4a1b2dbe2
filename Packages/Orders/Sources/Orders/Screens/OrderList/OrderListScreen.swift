import ConsoleUI
import Shared

/// Draws the order list: one action per order, the wizard's last result, and "New order".
@MainActor
enum OrderListScreen {
    /// The screen for the model's current state.
    static func make(model: OrderListModel) -> Screen {
        Screen("Orders") {
            if let order = model.justPlaced {
                Text("Just placed: \(order.summary)")
            }
            if model.orders.isEmpty {
                Text("No orders yet.")
            }
            for order in model.orders {
                Action(order.summary) { model.open(order) }
            }
            Action("New order") { model.startNewOrder() }
        }
        .onAppear { model.appeared() }
    }
}
