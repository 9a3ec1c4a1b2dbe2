import NavigationTesting
import Testing

@testable import Settings

@MainActor
@Suite struct PickerNavigatorTests {
    let mock = NavigatorMock()

    @Test func pickReturnsTheNumberToTheCheckpoint() {
        PickerNavigator(mock).pick(42, returningTo: pickedNumber)
        #expect(mock.requests == [.returnToCheckpoint(pickedNumber.name, NavigatorMock.RecordedValue(42))])
    }

    @Test func closeDismissesTheSheetWithoutReturning() {
        PickerNavigator(mock).close()
        #expect(mock.requests == [.dismiss])
    }
}
