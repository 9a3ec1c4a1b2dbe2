import NavigationTesting
import Testing

@testable import Settings

@MainActor
@Suite struct ProfileNavigatorTests {
    @Test func presentSignInPresentsTheSignInSheet() {
        let mock = NavigatorMock()
        ProfileNavigator(mock).presentSignIn()
        #expect(mock.requests == [.present(erased(.signIn), .sheet)])
    }
}
