import Navigation
import NavigationTesting
import Shared
import Testing

@testable import Settings

@MainActor
@Suite struct AddressNavigatorTests {
    let mock = NavigationHandleMock()

    @Test func presentSignInPresentsTheSignInSheet() {
        #expect(AddressNavigator(mock).presentSignIn() == .applied)
        #expect(mock.requests == [.present(erased(.signIn), .sheet)])
    }

    @Test func aRefusalIsPassedBackToTheCaller() {
        let refusal = NavigationRefusal.locked(route: "settings", reason: "saving")
        mock.refuseEverything(with: refusal)
        let navigator = AddressNavigator(mock)
        #expect(navigator.presentSignIn() == .refused(refusal))
    }

    @Test func onceItsScreenHasLeftEveryMethodIsRefusedAndChangesNothing() throws {
        let root = makeRoot()
        let tab = root.tabHandle(RootTab.settings.name)
        #expect(tab.push(SettingsIncomingNavigation.address) == .applied)
        let entry = try #require(root.state.frontEntry).id
        #expect(tab.pop(last: 1) == .applied)
        let navigator = AddressNavigator(root.handle(for: entry))
        let before = root.state
        let detached = NavigationOutcome.refused(.detached(.entry(entry)))
        #expect(navigator.presentSignIn() == detached)
        #expect(root.state == before)
    }
}
