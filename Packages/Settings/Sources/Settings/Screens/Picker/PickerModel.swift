import Navigation
import NavigationFlows
import Observation

/// The number picker's state and actions; owned by the sheet's navigation entry.
@MainActor
@Observable
final class PickerModel {
    /// The numbers offered.
    static let choices = [1, 7, 42]

    /// Where a picked number goes; `nil` when the picker was reached without a caller (a deep link).
    let checkpoint: NavigationCheckpoint<Int>?

    private let navigator: any PickerNavigating
    private let tracker: PickerTracker

    /// Takes the checkpoint its destination carries, then its navigator and tracker.
    init(checkpoint: NavigationCheckpoint<Int>?, navigator: any PickerNavigating, tracker: PickerTracker) {
        self.checkpoint = checkpoint
        self.navigator = navigator
        self.tracker = tracker
    }

    /// The checkpoint a number goes to, when it is still there to take one (a restart
    /// restores the picker, not the handler of the screen that asked).
    var caller: NavigationCheckpoint<Int>? {
        checkpoint.flatMap { navigator.canReturn(to: $0) ? $0 : nil }
    }

    /// The numbers to offer: none when nobody waits for one.
    var choices: [Int] { caller == nil ? [] : Self.choices }

    /// Runs each time the screen comes to the front: reports the view.
    func appeared() { tracker.viewed() }

    /// Sends `number` back to the caller's checkpoint; does nothing when nobody waits for one.
    func pick(_ number: Int) {
        guard let caller else { return }
        tracker.tapped(.pick(number))
        navigator.pick(number, returningTo: caller)
    }

    /// Closes the sheet without a number.
    func close() {
        tracker.tapped(.close)
        navigator.close()
    }
}
