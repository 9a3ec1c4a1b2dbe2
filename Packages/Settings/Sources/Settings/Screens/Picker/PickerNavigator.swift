import Navigation

/// Where the number picker can go.
@MainActor
protocol PickerNavigating: AnyObject {
    /// Returns `number` to the checkpoint that asked for it, which also closes the sheet.
    func pick(_ number: Int, returningTo checkpoint: NavigationCheckpoint<Int>)
    /// Dismisses the sheet without answering.
    func close()
}

/// The number picker's navigator over the engine's contract.
@MainActor
final class PickerNavigator: PickerNavigating {
    private weak var navigator: (any NavigatorContract)?

    /// Wraps the navigator that owns the sheet's entry.
    init(_ navigator: any NavigatorContract) { self.navigator = navigator }

    func pick(_ number: Int, returningTo checkpoint: NavigationCheckpoint<Int>) {
        navigator?.returnToCheckpoint(checkpoint, value: number)
    }

    func close() { navigator?.dismiss() }
}
