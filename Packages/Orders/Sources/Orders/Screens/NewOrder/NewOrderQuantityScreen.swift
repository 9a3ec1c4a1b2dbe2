import ConsoleUI
import Shared

/// Draws the quantity step: one action per quantity on offer, then "Cancel".
@MainActor
enum NewOrderQuantityScreen {
    /// The screen for the model's current state.
    static func make(model: NewOrderQuantityModel) -> Screen {
        Screen("New order: quantity") {
            Text("How many \(model.flow.product?.name ?? "items")?")
            for quantity in NewOrderQuantityModel.choices {
                Action("\(quantity)") { await model.choose(quantity) }
            }
            Action("Cancel") { model.cancel() }
        }
        .onAppear { model.appeared() }
    }
}
