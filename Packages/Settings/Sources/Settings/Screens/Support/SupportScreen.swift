import ConsoleUI

/// Draws support: which order it is about, how to get in touch, and "Done".
@MainActor
enum SupportScreen {
    /// The screen for the model's current state.
    static func make(model: SupportModel) -> Screen {
        Screen("Help and support") {
            Text(model.headline)
            Text(SupportModel.contactLine)
            Action("Done") { model.done() }
        }
        .onAppear { model.appeared() }
    }
}
