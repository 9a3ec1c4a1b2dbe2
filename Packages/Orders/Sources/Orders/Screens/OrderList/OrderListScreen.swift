import ConsoleUI
import Shared

/// Draws the order list: one action per order, the wizard's last result, and "New order".
enum OrderListScreen {
    /// The screen for what `model` holds now.
    @MainActor
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
