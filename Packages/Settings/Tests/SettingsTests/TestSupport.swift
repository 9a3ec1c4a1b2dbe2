import ConsoleUI
import Navigation
import NavigationTesting
import Shared
import Testing

@testable import Settings

/// A session the tests sign in and out by hand; it counts calls so tests see what a screen did.
@MainActor
final class FakeSession: Session {
    var customer: Customer?
    private(set) var signInCalls: [Customer] = []
    private(set) var signOutCount = 0

    init(customer: Customer? = nil) { self.customer = customer }

    func signIn(as customer: Customer) {
        signInCalls.append(customer)
        self.customer = customer
    }

    func signOut() {
        signOutCount += 1
        customer = nil
    }
}

/// Keeps every analytics event, oldest first.
@MainActor
final class RecordingSink: AnalyticsSink {
    private(set) var events: [AnalyticsEvent] = []

    func track(_ event: AnalyticsEvent) { events.append(event) }
}

/// Settings' dependencies with a fake session, a recording sink and a log of the sign-in callbacks.
@MainActor
final class FakeSettingsDependencies: SettingsDependencies {
    /// One callback the app received, with what the navigator mock had recorded by then.
    enum Callback: Equatable {
        case signInFinished(customer: Customer?, requestsBefore: [NavigatorMock.Request])
        case signInCancelled(customer: Customer?, requestsBefore: [NavigatorMock.Request])
    }

    let fakeSession: FakeSession
    let sink = RecordingSink()
    private(set) var callbacks: [Callback] = []
    /// The mock whose requests a callback snapshots, to prove the sheet closed first.
    weak var navigatorMock: NavigatorMock?
    /// Read at each callback, to see what a real navigator looked like by then.
    var probe: (() -> String)?
    /// What ``probe`` said at each callback, in order.
    private(set) var probed: [String] = []

    init(customer: Customer? = nil) { fakeSession = FakeSession(customer: customer) }

    var session: any Session { fakeSession }
    var analytics: any AnalyticsSink { sink }

    func signInFinished() async {
        if let probe { probed.append(probe()) }
        callbacks.append(
            .signInFinished(customer: fakeSession.customer, requestsBefore: navigatorMock?.requests ?? []))
    }

    func signInCancelled() {
        if let probe { probed.append(probe()) }
        callbacks.append(
            .signInCancelled(customer: fakeSession.customer, requestsBefore: navigatorMock?.requests ?? []))
    }
}

/// The customer the fakes sign in with when a test starts signed in.
let grace = Customer(name: "Grace Hopper", address: "1 Compiler Lane, Arlington")

/// The customer the sign-in sheet signs in.
let ada = Customer(name: "Ada Lovelace", address: "12 Analytical Row, London")

/// A checkpoint a caller (Home, in the app) sets before presenting the picker.
let pickedNumber = NavigationCheckpoint<Int>("test.picked-number")

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

/// The screen for the entry on top of `navigator`, built as the host builds it.
@MainActor
func render(_ navigator: Navigator, with dependencies: FakeSettingsDependencies) throws -> Screen {
    let entry = try #require(navigator.topEntry)
    let destination = try #require(entry.destination.base as? SettingsIncomingNavigation)
    let environment = ScreenEnvironment().setting(SettingsDependenciesKey.self, to: dependencies)
    return destination.screen(in: ScreenContext(navigator: navigator, entry: entry, environment: environment))
}
