import ConsoleUI
import Foundation
import Navigation
import NavigationModels
import TemplateTestSupport
import Testing

@testable import Template

/// Each destination builds its screen (`TemplateIncomingNavigation+Screen.swift`): a placeholder
/// without the feature's dependencies, its own screen with them.
@MainActor
@Suite struct TemplateIncomingNavigationScreenTests {
    @Test func withoutDependenciesTheScreenSaysTheFeatureIsNotConfigured() throws {
        let root = makeRoot()
        #expect(root.frontHandle?.navigate(to: TemplateIncomingNavigation.start) == .applied)
        let entry = try #require(root.state.frontEntry)
        let screen = TemplateIncomingNavigation.start.screen(
            in: ScreenContext(
                handle: root.handle(for: entry.id), entry: entry, environment: ScreenEnvironment()))
        #expect(screen.title == "Template is not configured")
        #expect(screen.labels.isEmpty)
        #expect(root.models.count == 0)
    }

    @Test func withDependenciesItBuildsItsScreen() throws {
        let root = makeRoot()
        #expect(root.frontHandle?.navigate(to: TemplateIncomingNavigation.start) == .applied)
        #expect(try render(root, with: FakeTemplateDependencies()).title == "Template")
    }
}
