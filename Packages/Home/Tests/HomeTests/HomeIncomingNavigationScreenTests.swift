import ConsoleUI
import Foundation
import HomeTestSupport
import Navigation
import NavigationFlows
import NavigationLinks
import NavigationModels
import Shared
import Testing

@testable import Home

/// Each destination builds its screen (`HomeIncomingNavigation+Screen.swift`): a placeholder
/// without the feature's dependencies, its own screen with them.
@Suite struct HomeIncomingNavigationScreenTests {
    @MainActor
    @Test func withoutDependenciesTheScreenSaysHomeIsNotConfigured() throws {
        let root = makeRoot()
        let entry = try homeEntry(of: root)
        let context = ScreenContext(
            handle: root.handle(for: entry.id), entry: entry, environment: ScreenEnvironment())
        let screen = HomeIncomingNavigation.home.screen(in: context)
        #expect(screen.title == "Home is not configured")
        #expect(screen.actions.isEmpty)
        #expect(root.models.count == 0)
    }

    @MainActor
    @Test func withDependenciesEachCaseBuildsItsOwnScreen() throws {
        let root = makeRoot()
        let dependencies = FakeHomeDependencies()
        let home = root.handle(for: try homeEntry(of: root).id)
        #expect(try screen(of: home, with: dependencies).title == "Home")
        #expect(home.push(HomeIncomingNavigation.page(4)) == .applied)
        let page = try #require(root.frontHandle)
        #expect(page.entry?.destination == AnyNavigationDestination(HomeIncomingNavigation.page(4)))
        #expect(try screen(of: page, with: dependencies).title == "Page 4")
    }
}
