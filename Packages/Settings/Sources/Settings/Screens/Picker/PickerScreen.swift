import ConsoleUI

/// Draws the number picker: one action per number and "Cancel", or only "Close" when nobody
/// asked, or whoever asked no longer waits (after a restart).
@MainActor
enum PickerScreen {
    /// The screen for the model's current state.
    static func make(model: PickerModel) -> Screen {
        Screen("Pick a number") {
            if model.caller == nil {
                Text(
                    model.checkpoint == nil
                        ? "Nobody asked for a number." : "Nobody is waiting for a number any more.")
                Action("Close") { model.close() }
            } else {
                Text("Pick a number to send back")
                for number in model.choices {
                    Action(String(number)) { model.pick(number) }
                }
                Action("Cancel") { model.close() }
            }
        }
        .onAppear { model.appeared() }
    }
}
