import Navigation
import NavigationFlows
import NavigationTesting
import Shared
import Testing

@testable import Settings

@MainActor
@Suite struct PickerNavigatorTests {
    let mock = NavigationHandleMock()

    @Test func pickReturnsTheNumberToTheCheckpoint() {
        #expect(PickerNavigator(mock).pick(42, returningTo: pickedNumber) == .applied)
        #expect(
            mock.requests == [.returnToCheckpoint(pickedNumber.name, NavigationHandleMock.RecordedValue(42))])
    }

    @Test func closeDismissesTheSheetWithoutReturning() {
        #expect(PickerNavigator(mock).close() == .applied)
        #expect(mock.requests == [.dismiss])
    }

    @Test func aRefusalIsPassedBackToTheCaller() {
        let refusal = NavigationRefusal.locked(route: "settings", reason: "saving")
        mock.refuseEverything(with: refusal)
        let navigator = PickerNavigator(mock)
        #expect(navigator.pick(42, returningTo: pickedNumber) == .refused(refusal))
        #expect(navigator.close() == .refused(refusal))
    }

    @Test func onceItsScreenHasLeftEveryMethodIsRefusedAndChangesNothing() throws {
        let root = makeRoot()
        #expect(
            root.frontHandle?.present(
                SettingsIncomingNavigation.picker(returningTo: pickedNumber), style: .sheet) == .applied)
        let entry = try #require(root.state.frontEntry).id
        #expect(root.dismiss() == .applied)
        let navigator = PickerNavigator(root.handle(for: entry))
        let before = root.state
        let detached = NavigationOutcome.refused(.detached(.entry(entry)))
        #expect(navigator.pick(42, returningTo: pickedNumber) == detached)
        #expect(navigator.close() == detached)
        #expect(root.state == before)
    }
}
