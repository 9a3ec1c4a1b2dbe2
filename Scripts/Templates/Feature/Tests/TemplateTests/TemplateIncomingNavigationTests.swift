import ConsoleUI
import Foundation
import Navigation
import TemplateTestSupport
import Testing

@testable import Template

@MainActor
@Suite struct TemplateIncomingNavigationTests {
    @Test func theRouteIDIsTheFeaturesPrefix() {
        #expect(TemplateIncomingNavigation.start.routeID == "template")
    }

    @Test func theFirstScreenIsPresentedAsASheetWithItsOwnStack() {
        #expect(TemplateIncomingNavigation.start.method == .present(.managedSheet))
    }

    @Test func whereGoElsewhereLeadsIsPushedInsideTheSheet() async throws {
        let root = makeRoot()
        let redirect = TestRedirect()
        root.setRedirect(redirect)
        #expect(root.frontHandle?.navigate(to: TemplateIncomingNavigation.start) == .applied)
        try await render(root, with: FakeTemplateDependencies()).tap("Go elsewhere")
        #expect(root.locationDescription == "home: test | sheet: template > test")
    }

    @Test func theSamplesListEveryCase() {
        #expect(TemplateIncomingNavigation.navigationSamples == [.start])
        #expect(TemplateOutgoingNavigation.navigationSamples == [.example])
    }

    @Test func theCodingNameIsStable() {
        #expect(TemplateIncomingNavigation.codingName == "Template.TemplateIncomingNavigation")
    }

    @Test func aDestinationSurvivesEncoding() throws {
        let data = try JSONEncoder().encode(TemplateIncomingNavigation.start)
        #expect(try JSONDecoder().decode(TemplateIncomingNavigation.self, from: data) == .start)
    }
}
