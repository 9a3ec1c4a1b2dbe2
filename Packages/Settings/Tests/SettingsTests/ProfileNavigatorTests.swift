import Navigation
import NavigationTesting
import Shared
import Testing

@testable import Settings

@MainActor
@Suite struct ProfileNavigatorTests {
    let mock = NavigationHandleMock()

    @Test func presentSignInPresentsTheSignInSheet() {
        #expect(ProfileNavigator(mock).presentSignIn() == .applied)
        #expect(mock.requests == [.present(erased(.signIn), .sheet)])
    }

    @Test func aRefusalIsPassedBackToTheCaller() {
        let refusal = NavigationRefusal.locked(route: "settings", reason: "saving")
        mock.refuseEverything(with: refusal)
        let navigator = ProfileNavigator(mock)
        #expect(navigator.presentSignIn() == .refused(refusal))
    }

    @Test func onceItsScreenHasLeftEveryMethodIsRefusedAndChangesNothing() throws {
        let root = makeRoot()
        let tab = root.tabHandle(RootTab.settings.name)
        #expect(tab.push(SettingsIncomingNavigation.profile) == .applied)
        let entry = try #require(root.state.frontEntry).id
        #expect(tab.pop(last: 1) == .applied)
        let navigator = ProfileNavigator(root.handle(for: entry))
        let before = root.state
        let detached = NavigationOutcome.refused(.detached(.entry(entry)))
        #expect(navigator.presentSignIn() == detached)
        #expect(root.state == before)
    }
}
