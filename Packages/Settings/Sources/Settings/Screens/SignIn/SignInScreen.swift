import ConsoleUI

/// Draws the sign-in sheet: an explanation, "Sign in as Ada Lovelace" and "Cancel".
@MainActor
enum SignInScreen {
    /// The screen for the model's current state.
    static func make(model: SignInModel) -> Screen {
        Screen("Sign in") {
            Text("Sign in to open your orders and see your shipping address.")
            if let line = model.currentAccountLine {
                Text(line)
            }
            Action(model.signInLabel) { model.signIn() }
            Action("Cancel") { model.cancel() }
        }
        .onAppear { model.appeared() }
    }
}
