import ConsoleUI
import Navigation
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

/// Reasons a tap could not run.
struct TapError: Error, CustomStringConvertible {
    let description: String
}

extension Screen {
    /// Every action label, in numbering order.
    var labels: [String] { actions.map(\.label) }

    /// Every text line in the body, sections included, in display order.
    var texts: [String] {
        func collect(_ items: [ScreenItem]) -> [String] {
            items.flatMap { item -> [String] in
                switch item {
                case .text(let text): [text]
                case .section(_, let nested): collect(nested)
                case .bullets(let lines): lines
                case .action: []
                }
            }
        }
        return collect(items)
    }

    /// Runs the action with this label, as the console host would for a tap.
    @MainActor
    func tap(_ label: String) async throws {
        let matching = actions.filter { $0.label == label }
        guard matching.count == 1, let action = matching.first else {
            throw TapError(description: "expected one action '\(label)' in \(labels)")
        }
        guard case .perform(let handler) = action.behavior else {
            throw TapError(description: "action '\(label)' does not run a handler")
        }
        await handler()
    }

    /// Runs the screen's appear handlers, as the host does when it comes to the front.
    @MainActor
    func appear() async {
        for handler in appearHandlers { await handler() }
    }
}

/// A real root with the settings tab, as the app composes it.
@MainActor
func makeRoot() -> Navigator {
    Navigator(tabs: [NavigationTab(RootTab.settings.name, root: SettingsIncomingNavigation.settings)])
}

/// The screen for the entry in front of `root`, built as the host builds it: with the entry's handle.
@MainActor
func render(_ root: Navigator, with dependencies: FakeSettingsDependencies) throws -> Screen {
    let entry = try #require(root.state.frontEntry)
    let destination = try #require(entry.destination.base as? SettingsIncomingNavigation)
    let environment = ScreenEnvironment().setting(SettingsDependenciesKey.self, to: dependencies)
    return destination.screen(
        in: ScreenContext(navigator: root.handle(for: entry.id), entry: entry, environment: environment))
}
