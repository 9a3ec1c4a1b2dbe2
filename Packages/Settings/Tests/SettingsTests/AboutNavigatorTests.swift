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

    @Test func helpIsNavigatedToWithItsOwnMethod() {
        #expect(AboutNavigator(mock).showHelp() == .applied)
        #expect(
            mock.requests == [
                .navigate(AnyNavigationDestination(SettingsIncomingNavigation.help(orderID: nil)))
            ])
    }

    @Test func helpIsPushedInsideTheManagedCoverAndBackReturnsToAbout() throws {
        let root = makeRoot()
        #expect(root.frontHandle?.navigate(to: SettingsIncomingNavigation.about) == .applied)
        let about = try #require(root.state.frontEntry).id
        #expect(AboutNavigator(root.handle(for: about)).showHelp() == .applied)
        let cover = try #require(root.state.selected?.layers.last)
        #expect(cover.style == .managedCover)
        #expect(cover.entries.map(\.routeID) == ["settings/about", "settings/help"])
        #expect(root.back() == .applied)
        #expect(root.state.frontEntry?.id == about)
        #expect(AboutNavigator(root.handle(for: about)).close() == .applied)
        #expect(root.state.selected?.layers.count == 1)
    }

    @Test func aRefusalIsPassedBackToTheCaller() {
        let refusal = NavigationRefusal.locked(route: "settings", reason: "saving")
        mock.refuseEverything(with: refusal)
        let navigator = AboutNavigator(mock)
        #expect(navigator.showHelp() == .refused(refusal))
        #expect(navigator.close() == .refused(refusal))
    }

    @Test func onceItsScreenHasLeftEveryMethodIsRefusedAndChangesNothing() throws {
        let root = makeRoot()
        #expect(root.frontHandle?.present(SettingsIncomingNavigation.about, style: .managedCover) == .applied)
        let entry = try #require(root.state.frontEntry).id
        #expect(root.dismiss() == .applied)
        let navigator = AboutNavigator(root.handle(for: entry))
        let before = root.state
        let detached = NavigationOutcome.refused(.detached(.entry(entry)))
        #expect(navigator.showHelp() == detached)
        #expect(navigator.close() == detached)
        #expect(root.state == before)
    }
}
