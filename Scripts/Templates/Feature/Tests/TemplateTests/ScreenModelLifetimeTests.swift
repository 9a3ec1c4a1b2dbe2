import ConsoleUI
import Navigation
import NavigationModels
import TemplateTestSupport
import Testing

@testable import Template

/// The screen's model lives exactly as long as its navigation entry, on a real navigator.
@MainActor
@Suite struct ScreenModelLifetimeTests {
    let dependencies = FakeTemplateDependencies()

    @Test func theModelIsKeptWhileTheSheetShowsAndReleasedWhenItIsDismissed() throws {
        let root = makeRoot()
        #expect(root.frontHandle?.navigate(to: TemplateIncomingNavigation.start) == .applied)
        #expect(root.state.tabs[0].layers.last?.style == .managedSheet)
        let entry = try #require(root.state.frontEntry)
        weak var model: TemplateModel?
        _ = try render(root, with: dependencies)
        model = root.models.existingModel(for: entry.id, as: TemplateModel.self)
        #expect(model != nil)
        _ = try render(root, with: dependencies)
        #expect(root.models.existingModel(for: entry.id, as: TemplateModel.self) === model)
        #expect(root.dismiss() == .applied)
        #expect(model == nil)
        #expect(root.locationDescription == "home: test")
    }

    @Test func closingWithTheScreensOwnActionReleasesTheModel() async throws {
        let root = makeRoot()
        #expect(root.frontHandle?.navigate(to: TemplateIncomingNavigation.start) == .applied)
        #expect(root.locationDescription == "home: test | sheet: template")
        let entry = try #require(root.state.frontEntry)
        weak var model: TemplateModel?
        do {
            let screen = try render(root, with: dependencies)
            model = root.models.existingModel(for: entry.id, as: TemplateModel.self)
            #expect(model != nil)
            try await screen.tap("Close")
        }
        #expect(root.locationDescription == "home: test")
        #expect(model == nil)
    }
}
