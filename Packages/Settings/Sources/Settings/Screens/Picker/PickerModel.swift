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

    /// The numbers to offer: none when nobody asked for one.
    var choices: [Int] { checkpoint == nil ? [] : Self.choices }

    /// Runs each time the screen comes to the front: reports the view.
    func appeared() { tracker.viewed() }

    /// Sends `number` back to the caller's checkpoint; does nothing without a checkpoint.
    func pick(_ number: Int) {
        guard let checkpoint else { return }
        tracker.tapped(.pick(number))
        navigator.pick(number, returningTo: checkpoint)
    }

    /// Closes the sheet without a number.
    func close() {
        tracker.tapped(.close)
        navigator.close()
    }
}
