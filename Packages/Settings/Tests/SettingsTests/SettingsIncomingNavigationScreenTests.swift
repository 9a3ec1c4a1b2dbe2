import ConsoleUI
import Foundation
import Navigation
import NavigationModels
import SettingsTestSupport
import Testing

@testable import Settings

/// Each destination builds its screen (`SettingsIncomingNavigation+Screen.swift`): a placeholder
/// without the feature's dependencies, its own screen with them.
@MainActor
@Suite struct SettingsIncomingNavigationScreenTests {
    @Test func withoutDependenciesEveryScreenSaysSettingsIsNotConfigured() throws {
        let root = makeRoot()
        let entry = try #require(root.state.tab(named: "settings")?.stack.entries.first)
        let screen = SettingsIncomingNavigation.settings.screen(
            in: ScreenContext(
                handle: root.handle(for: entry.id), entry: entry, environment: ScreenEnvironment()))
        #expect(screen.title == "Settings is not configured")
        #expect(screen.labels.isEmpty)
        #expect(root.models.count == 0)
    }

    @Test func withDependenciesEachDestinationBuildsItsOwnScreen() throws {
        let dependencies = FakeSettingsDependencies(customer: grace)
        let titles: [(SettingsIncomingNavigation, String)] = [
            (.profile, "Profile"),
            (.address, "Shipping address"),
            (.signIn, "Sign in"),
            (.picker(returningTo: pickedNumber), "Pick a number"),
            (.about, "About Switchyard"),
            (.help(orderID: 1001), "Help and support"),
        ]
        for (destination, title) in titles {
            let root = makeRoot()
            #expect(
                try #require(root.frontHandle).navigate(to: destination) == .applied, "\(destination.routeID)"
            )
            #expect(try render(root, with: dependencies).title == title)
        }
        let root = makeRoot()
        #expect(try render(root, with: dependencies).title == "Settings")
    }

    @Test func theSupportScreenShowsTheOrderItWasOpenedFor() throws {
        let root = makeRoot()
        let menu = try #require(root.frontHandle)
        #expect(menu.navigate(to: SettingsIncomingNavigation.help(orderID: 1001)) == .applied)
        #expect(try render(root, with: FakeSettingsDependencies()).texts.first == "Support for order 1001")
    }
}
