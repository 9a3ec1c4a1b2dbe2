import ConsoleUI
import Navigation
import NavigationLinks
import NavigationSnapshots
import Observation

/// A counter a fixture screen reads while rendering, so changing it must re-render.
@MainActor
@Observable
package final class CounterModel {
    package var count = 0

    package init() {}
}

/// Records what screens and handlers did, in order.
@MainActor
package final class Tracker {
    package var lines: [String] = []

    package init() {}
}

/// Hands the tracker to fixture screens.
package enum TrackerKey: ScreenEnvironmentKey {
    package static var defaultValue: Tracker? { nil }
}

/// The fixture app's screens.
///
/// `home` numbers its actions: [1] Detail 1, [2] Sheet (managed), [3] Cover, [4] Count,
/// [5] Nothing, [6] Ask (shows an alert).
package enum Fixture: ConsoleScreenProviding {
    case home
    case detail(Int)
    case sheet
    case cover
    case settings

    package var routeID: String {
        switch self {
        case .home: "home"
        case .detail(let number): "detail/\(number)"
        case .sheet: "sheet"
        case .cover: "cover"
        case .settings: "settings"
        }
    }

    package var method: NavigationMethod {
        switch self {
        case .sheet: .present(.sheet)
        case .cover: .present(.cover)
        default: .push
        }
    }

    package static var codingName: String { "ConsoleTest.Fixture" }

    @MainActor
    package func screen(in context: ScreenContext) -> Screen {
        let tracker = context[TrackerKey.self]
        let navigator = context.handle
        let screen: Screen
        switch self {
        case .home:
            let model = context.model { CounterModel() }
            screen = Screen("Home") {
                Text("Count: \(model.count)")
                NavigationLink("Detail 1", to: Fixture.detail(1))
                NavigationLink("Sheet", to: Fixture.sheet, method: .present(.managedSheet))
                NavigationLink("Cover", to: Fixture.cover)
                Action("Count") { model.count += 1 }
                Action("Nothing") {}
                Action("Ask") {
                    navigator.showAlert(
                        NavigationAlert(
                            id: "home/ask",
                            title: "Delete everything?",
                            message: "This cannot be undone.",
                            actions: [
                                .init("Cancel", role: .cancel) { tracker?.lines.append("chose cancel") },
                                .init("Delete", role: .destructive) { tracker?.lines.append("chose delete") },
                            ]
                        ))
                }
            }
        case .detail(let number):
            screen = Screen("Detail \(number)") {
                NavigationLink("Next", to: Fixture.detail(number + 1))
                Action("Back") { navigator.back() }
            }
        case .sheet:
            screen = Screen("Sheet") {
                NavigationLink("Detail 9", to: Fixture.detail(9))
                Action("Close") { navigator.dismiss() }
            }
        case .cover:
            screen = Screen("Cover") {
                NavigationLink("Push detail", to: Fixture.detail(5))
                Action("Close") { navigator.dismiss() }
            }
        case .settings:
            screen = Screen("Settings") {
                Text("Nothing to set.")
            }
        }
        let route = routeID
        return screen.onAppear { tracker?.lines.append("appear \(route)") }
    }
}

/// A destination with no console screen.
package struct PlainDestination: NavigationDestination {
    package init() {}

    package var routeID: String { "plain" }
    package static var codingName: String { "ConsoleTest.Plain" }
}

/// A provided destination: the fixture app provides `item` and leaves `missing` without a provider.
package enum SharedFixture: NavigationProvidedDestination {
    case item(Int)
    case missing

    package static var providedSamples: [SharedFixture] { [.item(1), .missing] }
    package static var codingName: String { "ConsoleTest.Shared" }

    package var routeID: String {
        switch self {
        case .item(let number): "shared/item/\(number)"
        case .missing: "shared/missing"
        }
    }
}

/// An outgoing value the fixture redirect maps to a detail screen.
package struct ShowDetail: OutgoingNavigation {
    package let number: Int

    package init(number: Int) { self.number = number }
}

/// Maps ``ShowDetail`` to ``Fixture/detail(_:)``.
@MainActor
package final class FixtureRedirect: NavigationRedirecting {
    package init() {}

    package func redirect(_ outgoing: any OutgoingNavigation) -> (any NavigationDestination)? {
        guard let show = outgoing as? ShowDetail else { return nil }
        return Fixture.detail(show.number)
    }
}

/// A host over the fixture app, writing into a transcript, plain and 80 columns wide.
@MainActor
package struct FixtureApp {
    package let root: NavigationRoot
    package let host: ConsoleHost
    package let transcript: ConsoleTranscript
    package let tracker: Tracker

    /// - Parameter homeColumns: 2 or 3 makes Home a split tab.
    package init(
        configuration: ConsoleHostConfiguration = ConsoleHostConfiguration(),
        renderer: ConsoleRenderer = .init(), homeColumns: Int = 1
    ) {
        root = Self.makeRoot(homeColumns: homeColumns)
        transcript = ConsoleTranscript()
        tracker = Tracker()
        var environment = ScreenEnvironment()
        environment[TrackerKey.self] = tracker
        host = ConsoleHost(
            root: root, environment: environment, configuration: configuration, output: transcript.output,
            renderer: renderer)
    }

    /// A root with the fixture's tabs and connections: the first window, or another one.
    package static func makeRoot(homeColumns: Int = 1) -> NavigationRoot {
        let root = NavigationRoot(
            tabs: [
                NavigationTab("home", root: Fixture.home, columns: homeColumns),
                NavigationTab("settings", root: Fixture.settings),
            ],
            configuration: NavigationConfiguration(restorationKey: "fixture")
        )
        root.setRedirect(FixtureRedirect())
        root.provide(SharedFixture.self) { shared in
            if case .item(let number) = shared { return Fixture.detail(number) }
            return nil
        }
        return root
    }

    /// Starts the host and forgets the first screen's output and appearances.
    package func started() async -> FixtureApp {
        await host.start()
        transcript.reset()
        tracker.lines.removeAll()
        return self
    }

    /// The registry that decodes the fixture's destinations.
    package static var registry: NavigationDestinationRegistry {
        var registry = NavigationDestinationRegistry()
        try? registry.register(Fixture.self)
        return registry
    }
}

extension NavigationRoot {
    /// Pushes onto the front screen's stack and returns the new entry's id.
    @discardableResult
    package func push(_ destination: any NavigationDestination) -> NavigationEntryID? {
        guard let front = frontHandle, front.push(destination).isApplied else { return nil }
        return state.frontEntry?.id
    }

    /// The handle of the screen in front; the fixtures always have one.
    package var front: NavigationHandle { frontHandle! }
}

extension DeepLinkAddress {
    /// The links the console tests open: the demo's scheme and host, spelled out here because
    /// the engine knows no app's names.
    public static let test = DeepLinkAddress(scheme: "switchyard", host: "switchyard.example")
}
