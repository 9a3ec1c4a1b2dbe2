import Navigation
import NavigationTesting
import Shared
import Testing

@testable import Settings

@MainActor
@Suite struct AboutNavigatorTests {
    let mock = NavigationHandleMock()

    @Test func closeDismissesTheCover() {
        #expect(AboutNavigator(mock).close() == .applied)
        #expect(mock.requests == [.dismiss])
    }

    @Test func aRefusalIsPassedBackToTheCaller() {
        let refusal = NavigationRefusal.locked(route: "settings", reason: "saving")
        mock.refuseEverything(with: refusal)
        let navigator = AboutNavigator(mock)
        #expect(navigator.close() == .refused(refusal))
    }

    @Test func onceItsScreenHasLeftEveryMethodIsRefusedAndChangesNothing() throws {
        let root = makeRoot()
        #expect(root.frontHandle?.present(SettingsIncomingNavigation.about, style: .cover) == .applied)
        let entry = try #require(root.state.frontEntry).id
        #expect(root.dismiss() == .applied)
        let navigator = AboutNavigator(root.handle(for: entry))
        let before = root.state
        let detached = NavigationOutcome.refused(.detached(.entry(entry)))
        #expect(navigator.close() == detached)
        #expect(root.state == before)
    }
}
