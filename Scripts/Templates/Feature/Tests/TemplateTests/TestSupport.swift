import ConsoleUI
import Navigation
import Shared
import TemplateTestSupport
import Testing

@testable import Template

/// The root of the test tab: Template is not a tab, so the tests give it one to present over.
enum TestRoot: NavigationDestination {
    case root

    var routeID: String { "test" }
    static var codingName: String { "TemplateTests.TestRoot" }
}

/// Stands in for the app's redirect: every outgoing value leads to the test root, pushed.
@MainActor
final class TestRedirect: NavigationRedirecting {
    func redirect(_ outgoing: any OutgoingNavigation) -> (any NavigationDestination)? { TestRoot.root }
}

/// A real root with one tab, named like the home tab the feature's link presents over.
@MainActor
func makeRoot() -> NavigationRoot {
    NavigationRoot(tabs: [NavigationTab(RootTab.home.name, root: TestRoot.root)])
}

/// The screen in front of `root`, built as the console host builds it, with its entry's handle.
@MainActor
func render(_ root: NavigationRoot, with dependencies: FakeTemplateDependencies) throws -> Screen {
    let entry = try #require(root.state.frontEntry)
    let destination = try #require(entry.destination.base as? TemplateIncomingNavigation)
    let environment = ScreenEnvironment().setting(TemplateDependenciesKey.self, to: dependencies)
    return destination.screen(
        in: ScreenContext(handle: root.handle(for: entry.id), entry: entry, environment: environment))
}
