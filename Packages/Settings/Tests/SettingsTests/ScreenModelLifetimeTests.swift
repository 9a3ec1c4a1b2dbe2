import ConsoleUI
import Navigation
import NavigationModels
import SettingsTestSupport
import Shared
import Testing

@testable import Settings

/// Each screen's model lives exactly as long as its navigation entry, on a real root.
@MainActor
@Suite struct ScreenModelLifetimeTests {
    let dependencies = FakeSettingsDependencies()

    /// Shows `destination` from the menu with its own method, renders it twice, leaves with
    /// the person's `back`, and checks the model was kept while shown and released once gone.
    func expectModelLivesAsLongAsItsEntry<Model: AnyObject>(
        _ destination: SettingsIncomingNavigation, _ type: Model.Type
    ) throws {
        let root = makeRoot()
        #expect(try #require(root.frontHandle).navigate(to: destination) == .applied)
        let entry = try #require(root.state.frontEntry)
        #expect(entry.destination == erased(destination))
        weak var model: Model?
        _ = try render(root, with: dependencies)
        model = root.models.existingModel(for: entry.id, as: Model.self)
        #expect(model != nil)
        _ = try render(root, with: dependencies)
        #expect(root.models.existingModel(for: entry.id, as: Model.self) === model)
        #expect(root.back() == .applied)
        #expect(model == nil)
        #expect(root.locationDescription == "settings: settings")
    }

    @Test func theAboutCoversModelIsReleasedWhenTheCoverIsDismissed() throws {
        let root = makeRoot()
        let menu = try #require(root.frontHandle)
        #expect(menu.present(SettingsIncomingNavigation.about, style: .managedCover) == .applied)
        let cover = try #require(root.state.tab(named: RootTab.settings.name)?.layers.last)
        #expect(cover.style == .managedCover)
        let entry = try #require(cover.entries.first)
        weak var model: AboutModel?
        _ = try render(root, with: dependencies)
        model = root.models.existingModel(for: entry.id, as: AboutModel.self)
        #expect(model != nil)
        #expect(root.dismiss() == .applied)
        #expect(model == nil)
    }

    @Test func pushedScreensModelsAreReleasedWhenPopped() throws {
        try expectModelLivesAsLongAsItsEntry(.profile, ProfileModel.self)
        try expectModelLivesAsLongAsItsEntry(.address, AddressModel.self)
        try expectModelLivesAsLongAsItsEntry(.help(orderID: 1001), SupportModel.self)
    }

    @Test func sheetModelsAreReleasedWhenDismissed() throws {
        try expectModelLivesAsLongAsItsEntry(.signIn, SignInModel.self)
        try expectModelLivesAsLongAsItsEntry(.picker(returningTo: nil), PickerModel.self)
    }

    @Test func theMenusModelStaysWhileTheTabShowsIt() throws {
        let root = makeRoot()
        let entry = try #require(root.state.tab(named: RootTab.settings.name)?.stack.entries.first)
        _ = try render(root, with: dependencies)
        weak var model: SettingsMenuModel?
        model = root.models.existingModel(for: entry.id, as: SettingsMenuModel.self)
        #expect(root.handle(for: entry.id).navigate(to: SettingsIncomingNavigation.profile) == .applied)
        #expect(root.back() == .applied)
        #expect(model != nil)
    }

    @Test func closingAboutWithItsOwnActionReleasesItsModel() async throws {
        let root = makeRoot()
        #expect(try #require(root.frontHandle).navigate(to: SettingsIncomingNavigation.about) == .applied)
        let entry = try #require(root.state.frontEntry)
        weak var model: AboutModel?
        do {
            let screen = try render(root, with: dependencies)
            model = root.models.existingModel(for: entry.id, as: AboutModel.self)
            try await screen.tap("Close")
        }
        #expect(root.locationDescription == "settings: settings")
        #expect(model == nil)
    }

    @Test func signingInLeavesAdaSignedInClosesTheSheetAndReleasesTheModel() async throws {
        let root = makeRoot()
        #expect(try #require(root.frontHandle).navigate(to: SettingsIncomingNavigation.signIn) == .applied)
        #expect(root.locationDescription == "settings: settings | sheet: settings/signin")
        let entry = try #require(root.state.frontEntry)
        weak var model: SignInModel?
        do {
            let screen = try render(root, with: dependencies)
            model = root.models.existingModel(for: entry.id, as: SignInModel.self)
            try await screen.tap("Sign in as Ada Lovelace")
        }
        #expect(root.locationDescription == "settings: settings")
        #expect(dependencies.fakeSession.customer == ada)
        #expect(model == nil)
    }

    @Test func cancellingSignInClosesTheSheetAndLeavesNobodySignedIn() async throws {
        let root = makeRoot()
        #expect(try #require(root.frontHandle).navigate(to: SettingsIncomingNavigation.signIn) == .applied)
        try await render(root, with: dependencies).tap("Cancel")
        #expect(root.locationDescription == "settings: settings")
        #expect(dependencies.fakeSession.signInCalls.isEmpty)
        #expect(dependencies.fakeSession.customer == nil)
    }
}
