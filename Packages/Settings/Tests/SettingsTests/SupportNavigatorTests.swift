import NavigationTesting
import Testing

@testable import Settings

@MainActor
@Suite struct SupportNavigatorTests {
    @Test func doneGoesBack() {
        let mock = NavigatorMock()
        SupportNavigator(mock).done()
        #expect(mock.requests == [.back])
    }
}
