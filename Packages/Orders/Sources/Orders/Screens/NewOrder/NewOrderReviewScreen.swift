import ConsoleUI
import Shared

/// Draws the review step: what is being ordered and its total, then continue or cancel.
@MainActor
enum NewOrderReviewScreen {
    /// The screen for the model's current state.
    static func make(model: NewOrderReviewModel) -> Screen {
        Screen("New order: review") {
            if let item = model.lineItem {
                Text("\(item.product.name) x\(item.quantity)")
                Text("Total: \(Money.format(cents: item.totalCents))")
                Action("Continue to payment") { await model.continueToPayment() }
            } else {
                Text("Nothing to review: choose a product and a quantity first.")
            }
            Action("Cancel") { model.cancel() }
        }
        .onAppear { model.appeared() }
    }
}
