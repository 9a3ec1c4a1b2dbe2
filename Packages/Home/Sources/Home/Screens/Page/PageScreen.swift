import ConsoleUI

/// Draws a Home page from its model.
@MainActor
enum PageScreen {
    /// The screen for `model`: its number, a line about where it sits, and the way on.
    static func make(model: PageModel) -> Screen {
        Screen("Page \(model.number)") {
            Text("Page \(model.number) of Home, pushed onto the Home stack; back returns to the one before.")
            Action("Next page") { model.showNextPage() }
        }
        .onAppear { model.appeared() }
    }
}
