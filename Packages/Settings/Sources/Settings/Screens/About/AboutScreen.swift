import ConsoleUI

/// Draws the about cover: name and version, a summary, "Get help" and "Close".
@MainActor
enum AboutScreen {
    /// The screen for the model's current state.
    static func make(model: AboutModel) -> Screen {
        Screen("About Switchyard") {
            Text(model.versionLine)
            Text(model.summary)
            Action("Get help") { model.showHelp() }
            Action("Close") { model.close() }
        }
        .onAppear { model.appeared() }
    }
}
