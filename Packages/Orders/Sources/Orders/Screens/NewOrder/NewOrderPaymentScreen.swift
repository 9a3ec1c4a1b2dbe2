import ConsoleUI
import Shared

/// Draws the payment step: the total, the lock notice, then pay or cancel.
@MainActor
enum NewOrderPaymentScreen {
    /// The screen for the model's current state.
    static func make(model: NewOrderPaymentModel) -> Screen {
        Screen("New order: payment") {
            if let item = model.lineItem {
                let total = Money.format(cents: item.totalCents)
                Text("\(item.product.name) x\(item.quantity), total \(total)")
                Text("Nothing takes this step away until you pay or cancel.")
                Action("Pay \(total)") { model.pay() }
            } else {
                Text("Nothing to pay for: choose a product and a quantity first.")
            }
            Action("Cancel") { model.cancel() }
        }
        .onAppear { model.appeared() }
    }
}
