import Navigation
import NavigationFlows
import Shared
import Testing

@testable import Settings

/// The picker's model against a fake of its navigator: a pick asks to return the number to
/// the caller's checkpoint; without a checkpoint it offers nothing and asks nothing.
@MainActor
@Suite struct PickerModelTests {
    let navigator = FakePickerNavigating()
    let sink = RecordingSink()

    func makeModel(_ checkpoint: NavigationCheckpoint<Int>?) -> PickerModel {
        PickerModel(
            checkpoint: checkpoint, navigator: navigator,
            tracker: PickerTracker(
                screen: SettingsIncomingNavigation.picker(returningTo: checkpoint), sink: sink))
    }

    @Test func appearingReportsTheViewAndAsksNothingOfNavigation() {
        makeModel(pickedNumber).appeared()
        #expect(navigator.requests.isEmpty)
        #expect(sink.events == [AnalyticsEvent(screen: "settings/picker")])
    }

    @Test func pickingAsksToReturnTheNumberToTheCallersCheckpoint() {
        let model = makeModel(pickedNumber)
        #expect(model.choices == [1, 7, 42])
        model.pick(7)
        #expect(navigator.requests == [.pick(7, returningTo: pickedNumber)])
        #expect(sink.events == [AnalyticsEvent(screen: "settings/picker", action: "pick-7")])
    }

    @Test func withoutACheckpointThereIsNothingToPickAndPickingAsksNothing() {
        let model = makeModel(nil)
        #expect(model.choices.isEmpty)
        model.pick(42)
        #expect(navigator.requests.isEmpty)
        #expect(sink.events.isEmpty)
    }

    /// Found by a stranger: restored after a restart, the picker offered numbers that all
    /// failed, since the screen that asked had not set its checkpoint again.
    @Test func whenTheCallerNoLongerWaitsThereIsNothingToPickAndPickingAsksNothing() {
        navigator.callerWaits = false
        let model = makeModel(pickedNumber)
        #expect(model.caller == nil)
        #expect(model.choices.isEmpty)
        model.pick(7)
        #expect(navigator.requests.isEmpty)
        #expect(sink.events.isEmpty)
    }

    @Test(arguments: [pickedNumber, nil])
    func closingAsksToCloseWithoutANumber(checkpoint: NavigationCheckpoint<Int>?) {
        makeModel(checkpoint).close()
        #expect(navigator.requests == [.close])
        #expect(sink.events == [AnalyticsEvent(screen: "settings/picker", action: "close")])
    }
}

/// Records what the model asks of ``PickerNavigating``, one value per call, and applies it all.
@MainActor
final class FakePickerNavigating: PickerNavigating {
    /// One call, named as the protocol names it.
    enum Request: Equatable {
        case pick(Int, returningTo: NavigationCheckpoint<Int>)
        case close
    }

    /// Every call, oldest first.
    private(set) var requests: [Request] = []
    /// What ``canReturn(to:)`` answers: whether the caller's checkpoint is still below.
    var callerWaits = true

    func canReturn(to checkpoint: NavigationCheckpoint<Int>) -> Bool { callerWaits }

    func pick(_ number: Int, returningTo checkpoint: NavigationCheckpoint<Int>) -> NavigationOutcome {
        record(.pick(number, returningTo: checkpoint))
    }

    func close() -> NavigationOutcome { record(.close) }

    private func record(_ request: Request) -> NavigationOutcome {
        requests.append(request)
        return .applied
    }
}
