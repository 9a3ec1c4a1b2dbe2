import NavigationTesting
import Testing

@testable import Settings

@MainActor
@Suite struct SignInNavigatorTests {
    @Test func closeDismissesTheSheet() {
        let mock = NavigatorMock()
        SignInNavigator(mock).close()
        #expect(mock.requests == [.dismiss])
    }
}
