import NavigationTesting
import Testing

@testable import Settings

@MainActor
@Suite struct AboutNavigatorTests {
    @Test func closeDismissesTheCover() {
        let mock = NavigatorMock()
        AboutNavigator(mock).close()
        #expect(mock.requests == [.dismiss])
    }
}
