import Navigation
import NavigationTesting
import Shared
import Testing

@testable import Settings

@MainActor
@Suite struct SignInNavigatorTests {
    let mock = NavigationHandleMock()

    @Test func closeLeavesTheScreen() {
        #expect(SignInNavigator(mock).close() == .applied)
        #expect(mock.requests == [.back])
    }

    @Test(arguments: [false, true])
    func closeLeavesTheScreenWhetherPresentedOrPushed(pushed: Bool) throws {
        // Found by a stranger: a sign-in screen a hand-edited file put on a stack said
        // `nothing to dismiss` when the person signed in.
        let root = makeRoot()
        let front = try #require(root.frontHandle)
        let shown =
            pushed
            ? front.push(SettingsIncomingNavigation.signIn)
            : front.present(SettingsIncomingNavigation.signIn, style: .sheet)
        #expect(shown == .applied)
        let before = root.state.allEntries.count
        let entry = try #require(root.state.frontEntry).id
        #expect(SignInNavigator(root.handle(for: entry)).close() == .applied)
        #expect(!root.contains(entry))
        #expect(root.state.allEntries.count == before - 1)
    }

    @Test func aRefusalIsPassedBackToTheCaller() {
        let refusal = NavigationRefusal.locked(route: "settings", reason: "saving")
        mock.refuseEverything(with: refusal)
        let navigator = SignInNavigator(mock)
        #expect(navigator.close() == .refused(refusal))
    }

    @Test func onceItsScreenHasLeftEveryMethodIsRefusedAndChangesNothing() throws {
        let root = makeRoot()
        #expect(root.frontHandle?.present(SettingsIncomingNavigation.signIn, style: .sheet) == .applied)
        let entry = try #require(root.state.frontEntry).id
        #expect(root.dismiss() == .applied)
        let navigator = SignInNavigator(root.handle(for: entry))
        let before = root.state
        let detached = NavigationOutcome.refused(.detached(.entry(entry)))
        #expect(navigator.close() == detached)
        #expect(root.state == before)
    }
}
