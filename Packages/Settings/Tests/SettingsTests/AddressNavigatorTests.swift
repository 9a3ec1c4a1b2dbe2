import NavigationTesting
import Testing

@testable import Settings

@MainActor
@Suite struct AddressNavigatorTests {
    @Test func presentSignInPresentsTheSignInSheet() {
        let mock = NavigatorMock()
        AddressNavigator(mock).presentSignIn()
        #expect(mock.requests == [.present(erased(.signIn), .sheet)])
    }
}
