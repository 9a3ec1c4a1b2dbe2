import ConsoleUI
import Shared

/// Draws the quantity step: one action per quantity on offer (none without a product), then "Cancel".
@MainActor
enum NewOrderQuantityScreen {
    /// The screen for the model's current state.
    static func make(model: NewOrderQuantityModel) -> Screen {
        Screen("New order: quantity") {
            if let product = model.flow.product {
                Text("How many \(product.name)?")
                for quantity in NewOrderQuantityModel.choices {
                    Action("\(quantity)") { await model.choose(quantity) }
                }
            } else {
                Text("Nothing to order yet: choose a product first.")
            }
            Action("Cancel") { model.cancel() }
        }
        .onAppear { model.appeared() }
    }
}
