import ConsoleUI
import Navigation
import Observation

// A stand-in app with two tabs, used until the demo feature packages exist; the demo issue
// replaces this file with the composition from AppComposition.

/// The sample's screens: a home stack of numbered pages, and settings with an about cover.
enum SampleDestination: ConsoleScreenProviding {
    case home
    case page(Int)
    case settings
    case about

    var routeID: String {
        switch self {
        case .home: "home"
        case .page(let number): "home/page/\(number)"
        case .settings: "settings"
        case .about: "settings/about"
        }
    }

    var method: NavigationMethod { self == .about ? .cover : .push }

    static var codingName: String { "Sample.Destination" }

    @MainActor
    func screen(in context: ScreenContext) -> Screen {
        let analytics = context[SampleAnalyticsKey.self]
        let screen =
            switch self {
            case .home: Self.home(context)
            case .page(let number): Self.page(number, context)
            case .settings: Self.settings(context)
            case .about: Self.about(context)
            }
        let route = routeID
        return screen.onAppear { analytics?.record("analytics: viewed \(route)") }
    }

    @MainActor
    private static func home(_ context: ScreenContext) -> Screen {
        let model = context.model { HomeModel() }
        return Screen("Home") {
            Text("Welcome to Switchyard. This sample stands in for the demo features until they land.")
            Text("The counter below lives in this screen's model: it survives pushes and tab switches.")
            Text("Counter: \(model.count)")
            NavigationLink("Open page 2", to: SampleDestination.page(2))
            Action("Add one to the counter") { model.count += 1 }
        }
    }

    @MainActor
    private static func page(_ number: Int, _ context: ScreenContext) -> Screen {
        Screen("Page \(number)") {
            Text("A screen pushed onto the home stack.")
            NavigationLink("Open page \(number + 1)", to: SampleDestination.page(number + 1))
            Action("Back") { context.navigator.back() }
        }
    }

    @MainActor
    private static func settings(_ context: ScreenContext) -> Screen {
        let navigator = context.navigator
        return Screen("Settings") {
            Section("About") {
                Text("Switchyard \(context[SampleVersionKey.self]), a console stand-in for SwiftUI.")
                NavigationLink("About Switchyard", to: SampleDestination.about)
            }
            Section("Account") {
                Action("Sign out") {
                    navigator.showAlert(
                        NavigationAlert(
                            id: "settings/signout",
                            title: "Sign out?",
                            message: "The sample has no account, so nothing will really change.",
                            actions: [.init("Cancel", role: .cancel), .init("Sign out", role: .destructive)]
                        ))
                }
            }
        }
    }

    @MainActor
    private static func about(_ context: ScreenContext) -> Screen {
        Screen("About Switchyard") {
            Text("Switchyard shows feature modules navigating into each other without importing each other.")
            Bullets([
                "destinations that build their own screens",
                "one navigator per tab and per presented layer",
                "navigation state as one Codable value",
            ])
            Action("Close") { context.navigator.dismiss() }
        }
    }
}

/// The home screen's model: a counter, observed so a change re-renders the screen.
@MainActor
@Observable
final class HomeModel {
    var count = 0
}

/// Where the sample's screens record analytics lines (the console's log, in the app).
enum SampleAnalyticsKey: ScreenEnvironmentKey {
    static var defaultValue: ConsoleLog? { nil }
}

/// The version shown on the settings screen.
enum SampleVersionKey: ScreenEnvironmentKey {
    static var defaultValue: String { "unknown" }
}

/// Builds the sample app: its navigator tree, environment and console host.
@MainActor
enum SampleApp {
    /// The key written into snapshots of the sample's state.
    static let restorationKey = "switchyard.sample.v1"

    /// The root navigator with the `home` and `settings` tabs.
    static func makeRoot() -> Navigator {
        Navigator(
            tabs: [
                NavigationTab("home", root: SampleDestination.home),
                NavigationTab("settings", root: SampleDestination.settings),
            ],
            configuration: NavigationConfiguration(restorationKey: restorationKey)
        )
    }

    /// A host for the sample; `--state`, `--fresh` and `--open` wait for their own issues.
    static func makeHost(arguments: ConsoleArguments, output: ConsoleOutput) -> ConsoleHost {
        var registry = NavigationDestinationRegistry()
        try? registry.register(SampleDestination.self)
        let host = ConsoleHost(
            root: makeRoot(),
            configuration: ConsoleHostConfiguration(
                snapshotCoder: NavigationSnapshotCoder(registry: registry)),
            output: output
        )
        var environment = ScreenEnvironment()
        environment[SampleVersionKey.self] = Switchyard.version
        environment[SampleAnalyticsKey.self] = host.log
        host.environment = environment
        return host
    }
}
