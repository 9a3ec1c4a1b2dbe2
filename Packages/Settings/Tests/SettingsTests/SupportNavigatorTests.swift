import Navigation
import NavigationTesting
import Shared
import Testing

@testable import Settings

@MainActor
@Suite struct SupportNavigatorTests {
    let mock = NavigationHandleMock()

    @Test func doneGoesBack() {
        #expect(SupportNavigator(mock).done() == .applied)
        #expect(mock.requests == [.back])
    }

    @Test func aRefusalIsPassedBackToTheCaller() {
        let refusal = NavigationRefusal.locked(route: "settings", reason: "saving")
        mock.refuseEverything(with: refusal)
        let navigator = SupportNavigator(mock)
        #expect(navigator.done() == .refused(refusal))
    }

    @Test func onceItsScreenHasLeftEveryMethodIsRefusedAndChangesNothing() throws {
        let root = makeRoot()
        let tab = root.tabHandle(RootTab.settings.name)
        #expect(tab.push(SettingsIncomingNavigation.help(orderID: 1003)) == .applied)
        let entry = try #require(root.state.frontEntry).id
        #expect(tab.pop(last: 1) == .applied)
        let navigator = SupportNavigator(root.handle(for: entry))
        let before = root.state
        let detached = NavigationOutcome.refused(.detached(.entry(entry)))
        #expect(navigator.done() == detached)
        #expect(root.state == before)
    }
}
