import ConsoleUI
import Shared

/// Draws a product: its name and price, or one line when the SKU is unknown.
@MainActor
enum ProductDetailScreen {
    /// The screen for the model's current state.
    static func make(model: ProductDetailModel) -> Screen {
        guard let product = model.product else {
            return Screen("Product not found") {
                Text("No product \(model.sku)")
            }
            .onAppear { model.appeared() }
        }
        return Screen(product.name) {
            Text(product.name)
            Text("Price: \(product.formattedPrice)")
            Action("Back") { model.close() }
        }
        .onAppear { model.appeared() }
    }
}
