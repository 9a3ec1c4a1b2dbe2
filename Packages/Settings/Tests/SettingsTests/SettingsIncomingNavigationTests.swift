import ConsoleUI
import Foundation
import Navigation
import SettingsTestSupport
import Testing

@testable import Settings

@MainActor
@Suite struct SettingsIncomingNavigationTests {
    @Test func routeIDsArePathsUnderSettingsWhateverTheAssociatedValues() {
        let routes: [(SettingsIncomingNavigation, String)] = [
            (.settings, "settings"),
            (.profile, "settings/profile"),
            (.address, "settings/address"),
            (.signIn, "settings/signin"),
            (.picker(returningTo: nil), "settings/picker"),
            (.picker(returningTo: pickedNumber), "settings/picker"),
            (.about, "settings/about"),
            (.help(orderID: nil), "settings/help"),
            (.help(orderID: 1001), "settings/help"),
        ]
        for (destination, route) in routes {
            #expect(destination.routeID == route)
        }
    }

    @Test func signInAndThePickerAreSheetsAboutIsAManagedCoverTheRestArePushed() {
        let methods: [(SettingsIncomingNavigation, NavigationMethod)] = [
            (.settings, .push),
            (.profile, .push),
            (.address, .push),
            (.signIn, .present(.sheet)),
            (.picker(returningTo: pickedNumber), .present(.sheet)),
            (.about, .present(.managedCover)),
            (.help(orderID: 1001), .push),
        ]
        for (destination, method) in methods {
            #expect(destination.method == method, "\(destination.routeID)")
        }
    }

    @Test func theCodingNameIsStable() {
        #expect(SettingsIncomingNavigation.codingName == "Settings.SettingsIncomingNavigation")
    }

    @Test func destinationsSurviveEncodingWithTheirAssociatedValues() throws {
        let values: [SettingsIncomingNavigation] = [
            .picker(returningTo: pickedNumber), .picker(returningTo: nil), .help(orderID: 1001), .about,
        ]
        for value in values {
            let data = try JSONEncoder().encode(value)
            #expect(try JSONDecoder().decode(SettingsIncomingNavigation.self, from: data) == value)
        }
    }

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
