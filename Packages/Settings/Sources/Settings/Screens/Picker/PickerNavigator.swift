import Navigation

/// Where the number picker can go.
@MainActor
protocol PickerNavigating: AnyObject {
    /// Returns `number` to the checkpoint that asked for it, which also closes the sheet.
    @discardableResult func pick(_ number: Int, returningTo checkpoint: NavigationCheckpoint<Int>)
        -> NavigationOutcome
    /// Dismisses the sheet without answering.
    @discardableResult func close() -> NavigationOutcome
}

/// The number picker's navigator over the engine's contract.
@MainActor
final class PickerNavigator: PickerNavigating {
    private let navigator: any NavigatorContract

    /// Wraps the handle of the screen's entry.
    init(_ navigator: any NavigatorContract) { self.navigator = navigator }

    @discardableResult
    func pick(_ number: Int, returningTo checkpoint: NavigationCheckpoint<Int>) -> NavigationOutcome {
        navigator.returnToCheckpoint(checkpoint, value: number)
    }

    @discardableResult
    func close() -> NavigationOutcome { navigator.dismiss() }
}
