import ConsoleUI

/// Draws the shipping address, or an invitation to sign in with a "Sign in" action.
@MainActor
enum AddressScreen {
    /// The screen for the model's current state.
    static func make(model: AddressModel) -> Screen {
        Screen("Shipping address") {
            if let address = model.address {
                Text("Orders ship to: \(address)")
            } else {
                Text("Sign in to see your shipping address")
                Action("Sign in") { model.signIn() }
            }
        }
        .onAppear { model.appeared() }
    }
}
