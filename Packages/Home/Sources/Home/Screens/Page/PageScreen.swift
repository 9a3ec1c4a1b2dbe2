import ConsoleUI

/// Draws a Home page from its model.
@MainActor
enum PageScreen {
    /// The screen for `model`: its number, a line about where it sits, and the way on (the
    /// last page says it is the last instead).
    static func make(model: PageModel) -> Screen {
        Screen("Page \(model.number)") {
            Text("Page \(model.number) of Home, pushed onto the Home stack; back returns to the one before.")
            if model.hasNextPage {
                Action("Next page") { model.showNextPage() }
            } else {
                Text("This is Home's last page.")
            }
        }
        .onAppear { model.appeared() }
    }
}
