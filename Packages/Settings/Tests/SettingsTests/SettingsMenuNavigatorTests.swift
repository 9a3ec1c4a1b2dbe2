import Navigation
import NavigationTesting
import Testing

@testable import Settings

@MainActor
@Suite struct SettingsMenuNavigatorTests {
    let mock = NavigatorMock()

    @Test func showProfilePushesTheProfile() {
        SettingsMenuNavigator(mock).showProfile()
        #expect(mock.requests == [.navigate(erased(.profile))])
    }

    @Test func showAddressPushesTheShippingAddress() {
        SettingsMenuNavigator(mock).showAddress()
        #expect(mock.requests == [.navigate(erased(.address))])
    }

    @Test func showOrderHistoryNavigatesToTheOutgoingOrderHistory() {
        SettingsMenuNavigator(mock).showOrderHistory()
        #expect(mock.requests == [.navigateOutgoing(AnyHashable(SettingsOutgoingNavigation.orderHistory))])
    }

    @Test func showSupportPushesSupportWithoutAnOrder() {
        SettingsMenuNavigator(mock).showSupport()
        #expect(mock.requests == [.navigate(erased(.help(orderID: nil)))])
    }

    @Test func showAboutPresentsAboutAsACover() {
        SettingsMenuNavigator(mock).showAbout()
        #expect(mock.requests == [.present(erased(.about), .cover)])
    }

    @Test func presentSignInPresentsTheSignInSheet() {
        SettingsMenuNavigator(mock).presentSignIn()
        #expect(mock.requests == [.present(erased(.signIn), .sheet)])
    }
}
