import Navigation
import NavigationFlows
import NavigationTesting
import SettingsTestSupport
import Shared
import Testing

@testable import Settings

@MainActor
@Suite struct PickerScreenTests {
    let mock = NavigationHandleMock()
    let sink = RecordingSink()

    func makeModel(_ checkpoint: NavigationCheckpoint<Int>?) -> PickerModel {
        PickerModel(
            checkpoint: checkpoint, navigator: PickerNavigator(mock),
            tracker: PickerTracker(
                screen: SettingsIncomingNavigation.picker(returningTo: checkpoint), sink: sink))
    }

    @Test func withACheckpointItOffersOneSevenFortyTwoAndCancel() {
        let screen = PickerScreen.make(model: makeModel(pickedNumber))
        #expect(screen.title == "Pick a number")
        #expect(screen.texts == ["Pick a number to send back"])
        #expect(screen.labels == ["1", "7", "42", "Cancel"])
    }

    @Test func withoutACheckpointItSaysNobodyAskedAndOnlyOffersClose() {
        let screen = PickerScreen.make(model: makeModel(nil))
        #expect(screen.texts == ["Nobody asked for a number."])
        #expect(screen.labels == ["Close"])
    }

    /// Found by a stranger: restored after a restart, every number failed with "no checkpoint".
    @Test func whenTheCallerNoLongerWaitsItSaysSoAndOnlyOffersClose() {
        mock.checkpointIsBelow = false
        let screen = PickerScreen.make(model: makeModel(pickedNumber))
        #expect(screen.texts == ["Nobody is waiting for a number any more."])
        #expect(screen.labels == ["Close"])
    }

    @Test func eachNumberReturnsItselfToTheCheckpoint() async throws {
        let screen = PickerScreen.make(model: makeModel(pickedNumber))
        for number in [1, 7, 42] {
            mock.reset()
            try await screen.tap(String(number))
            #expect(
                mock.requests == [
                    .returnToCheckpoint(pickedNumber.name, NavigationHandleMock.RecordedValue(number))
                ]
            )
        }
    }

    @Test func cancelDismissesWithoutReturningANumber() async throws {
        try await PickerScreen.make(model: makeModel(pickedNumber)).tap("Cancel")
        #expect(mock.requests == [.dismiss])
    }

    @Test func closeWithoutACheckpointDismisses() async throws {
        try await PickerScreen.make(model: makeModel(nil)).tap("Close")
        #expect(mock.requests == [.dismiss])
    }

    @Test func pickingWithoutACheckpointDoesNothing() {
        makeModel(nil).pick(42)
        #expect(mock.requests.isEmpty)
        #expect(sink.events.isEmpty)
    }

    @Test func appearingAndPickingAreTracked() async throws {
        let screen = PickerScreen.make(model: makeModel(pickedNumber))
        await screen.appear()
        try await screen.tap("42")
        #expect(
            sink.events == [
                AnalyticsEvent(screen: "settings/picker"),
                AnalyticsEvent(screen: "settings/picker", action: "pick-42"),
            ])
    }

    @Test func onARealRootThePickedNumberReachesTheCallerAndTheSheetCloses() async throws {
        let root = makeRoot()
        let menu = try #require(root.frontHandle)
        var received: [Int] = []
        #expect(menu.establish(pickedNumber) { received.append($0) } == .applied)
        #expect(
            menu.present(SettingsIncomingNavigation.picker(returningTo: pickedNumber), style: .sheet)
                == .applied)
        #expect(root.locationDescription == "settings: settings | sheet: settings/picker")
        try await render(root, with: FakeSettingsDependencies()).tap("42")
        #expect(received == [42])
        #expect(root.state.tab(named: RootTab.settings.name)?.layers.count == 1)
        #expect(root.locationDescription == "settings: settings")
    }
}
