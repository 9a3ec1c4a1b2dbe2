import ConsoleUI
import Shared

/// Draws the product step: one action per catalogue product, then "Cancel".
@MainActor
enum NewOrderProductScreen {
    /// The screen for the model's current state.
    static func make(model: NewOrderProductModel) -> Screen {
        Screen("New order: product") {
            if let chosen = model.flow.product {
                Text("Chosen: \(chosen.name)")
            } else {
                Text("Choose a product.")
            }
            for product in model.catalog {
                Action(label(for: product)) { await model.choose(product) }
            }
            Action("Cancel") { model.cancel() }
        }
        .onAppear { model.appeared() }
    }

    /// `Green tea (8.50)`.
    static func label(for product: Product) -> String { "\(product.name) (\(product.formattedPrice))" }
}
