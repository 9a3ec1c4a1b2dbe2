import Navigation
import NavigationTesting
import Shared
import Testing

@testable import Settings

@MainActor
@Suite struct SettingsMenuNavigatorTests {
    let mock = NavigationHandleMock()

    @Test func showProfilePushesTheProfile() {
        #expect(SettingsMenuNavigator(mock).showProfile() == .applied)
        #expect(mock.requests == [.navigate(erased(.profile))])
    }

    @Test func showAddressPushesTheShippingAddress() {
        #expect(SettingsMenuNavigator(mock).showAddress() == .applied)
        #expect(mock.requests == [.navigate(erased(.address))])
    }

    @Test func showOrderHistoryNavigatesToTheOutgoingOrderHistory() {
        #expect(SettingsMenuNavigator(mock).showOrderHistory() == .applied)
        #expect(mock.requests == [.navigateOutgoing(AnyHashable(SettingsOutgoingNavigation.orderHistory))])
    }

    @Test func showSupportPushesSupportWithoutAnOrder() {
        #expect(SettingsMenuNavigator(mock).showSupport() == .applied)
        #expect(mock.requests == [.navigate(erased(.help(orderID: nil)))])
    }

    @Test func showAboutPresentsAboutAsACover() {
        #expect(SettingsMenuNavigator(mock).showAbout() == .applied)
        #expect(mock.requests == [.present(erased(.about), .managedCover)])
    }

    @Test func presentSignInPresentsTheSignInSheet() {
        #expect(SettingsMenuNavigator(mock).presentSignIn() == .applied)
        #expect(mock.requests == [.present(erased(.signIn), .sheet)])
    }

    @Test func aRefusalIsPassedBackToTheCaller() {
        let refusal = NavigationRefusal.locked(route: "settings", reason: "saving")
        mock.refuseEverything(with: refusal)
        let navigator = SettingsMenuNavigator(mock)
        #expect(navigator.showProfile() == .refused(refusal))
        #expect(navigator.showAddress() == .refused(refusal))
        #expect(navigator.showOrderHistory() == .refused(refusal))
        #expect(navigator.showSupport() == .refused(refusal))
        #expect(navigator.showAbout() == .refused(refusal))
        #expect(navigator.presentSignIn() == .refused(refusal))
    }

    @Test func onceItsScreenHasLeftEveryMethodIsRefusedAndChangesNothing() throws {
        let root = makeRoot()
        let tab = root.tabHandle(RootTab.settings.name)
        #expect(tab.push(SettingsIncomingNavigation.settings) == .applied)
        let entry = try #require(root.state.frontEntry).id
        #expect(tab.pop(last: 1) == .applied)
        let navigator = SettingsMenuNavigator(root.handle(for: entry))
        let before = root.state
        let detached = NavigationOutcome.refused(.detached(.entry(entry)))
        #expect(navigator.showProfile() == detached)
        #expect(navigator.showAddress() == detached)
        #expect(navigator.showOrderHistory() == detached)
        #expect(navigator.showSupport() == detached)
        #expect(navigator.showAbout() == detached)
        #expect(navigator.presentSignIn() == detached)
        #expect(root.state == before)
    }
}
