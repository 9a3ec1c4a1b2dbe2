import ConsoleUI
import Shared

/// Draws an order: its summary, its items as product links, and what can be done with it.
@MainActor
enum OrderDetailScreen {
    /// The screen for the model's current state; an unknown order shows one line and nothing to do.
    static func make(model: OrderDetailModel) -> Screen {
        guard let order = model.order else {
            return Screen("Order not found") {
                Text("No order \(model.orderID)")
            }
            .onAppear { model.appeared() }
        }
        return Screen("Order \(order.id)") {
            Text(order.summary)
            Section("Items") {
                for item in order.items {
                    Action(label(for: item)) { model.showProduct(item.product) }
                }
            }
            if model.canCancel {
                Action("Cancel order") { model.requestCancellation() }
            }
            Action("Shipping address") { model.showShippingAddress() }
            Action("Contact support") { model.contactSupport() }
        }
        .onAppear { model.appeared() }
    }

    /// `Green tea x2: 17.00`.
    static func label(for item: LineItem) -> String {
        "\(item.product.name) x\(item.quantity): \(Money.format(cents: item.totalCents))"
    }
}
