import ConsoleUI
import Navigation
import NavigationFlows
import NavigationTesting
import SettingsTestSupport
import Shared
import Testing

@testable import Settings

/// The customer the fakes sign in with when a test starts signed in.
let grace = Customer(name: "Grace Hopper", address: "1 Compiler Lane, Arlington")

/// The customer the sign-in sheet signs in.
let ada = Customer(name: "Ada Lovelace", address: "12 Analytical Row, London")

/// A checkpoint a caller (Home, in the app) sets before presenting the picker.
let pickedNumber = NavigationCheckpoint<Int>("test.picked-number")

/// A screen only a signed-in customer may see, standing in for the app's protected screens.
enum ProtectedTestDestination: NavigationDestination {
    case account

    var routeID: String { "test/protected" }
    var accessRequirement: NavigationAccessRequirement? { .signedIn }
    static var codingName: String { "SettingsTests.ProtectedTestDestination" }
}

/// Shorthand for the mock's record of one of Settings' destinations.
func erased(_ destination: SettingsIncomingNavigation) -> AnyNavigationDestination {
    AnyNavigationDestination(destination)
}

/// A real root with the settings tab, as the app composes it.
@MainActor
func makeRoot() -> NavigationRoot {
    NavigationRoot(tabs: [NavigationTab(RootTab.settings.name, root: SettingsIncomingNavigation.settings)])
}

/// The screen for the entry in front of `root`, built as the host builds it: with the entry's handle.
@MainActor
func render(_ root: NavigationRoot, with dependencies: FakeSettingsDependencies) throws -> Screen {
    let entry = try #require(root.state.frontEntry)
    let destination = try #require(entry.destination.base as? SettingsIncomingNavigation)
    let environment = ScreenEnvironment().setting(SettingsDependenciesKey.self, to: dependencies)
    return destination.screen(
        in: ScreenContext(handle: root.handle(for: entry.id), entry: entry, environment: environment))
}
