import Navigation
import NavigationFlows

/// Where the number picker can go.
@MainActor
protocol PickerNavigating: AnyObject {
    /// Returns `number` to the checkpoint that asked for it, which also closes the sheet.
    @discardableResult func pick(_ number: Int, returningTo checkpoint: NavigationCheckpoint<Int>)
        -> NavigationOutcome
    /// Dismisses the sheet without answering.
    @discardableResult func close() -> NavigationOutcome
    /// Whether the checkpoint that asked is still below to take a number: after a restart it
    /// is not, since a checkpoint's handler lives with the screen that set it.
    func canReturn(to checkpoint: NavigationCheckpoint<Int>) -> Bool
}

/// The number picker's navigator over the engine's contract.
@MainActor
final class PickerNavigator: PickerNavigating {
    private let handle: any NavigationFlowHandling

    /// Wraps the handle of the screen's entry.
    init(_ handle: any NavigationFlowHandling) { self.handle = handle }

    @discardableResult
    func pick(_ number: Int, returningTo checkpoint: NavigationCheckpoint<Int>) -> NavigationOutcome {
        handle.returnToCheckpoint(checkpoint, value: number)
    }

    @discardableResult
    func close() -> NavigationOutcome { handle.dismiss() }

    func canReturn(to checkpoint: NavigationCheckpoint<Int>) -> Bool {
        handle.canReturnToCheckpoint(checkpoint)
    }
}
