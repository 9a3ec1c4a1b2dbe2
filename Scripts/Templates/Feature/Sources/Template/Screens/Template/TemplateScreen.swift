import ConsoleUI

/// Draws Template's first screen: a line of text, a way out of the feature, and "Close".
@MainActor
enum TemplateScreen {
    /// The screen for the model's current state.
    static func make(model: TemplateModel) -> Screen {
        Screen(model.title) {
            Text(model.message)
            Action("Go elsewhere") { model.goElsewhere() }
            Action("Close") { model.close() }
        }
        .onAppear { model.appeared() }
    }
}
