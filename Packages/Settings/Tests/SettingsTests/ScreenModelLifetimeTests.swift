import ConsoleUI
import Navigation
import Shared
import Testing

@testable import Settings

/// Each screen's model lives exactly as long as its navigation entry, on a real navigator.
@MainActor
@Suite struct ScreenModelLifetimeTests {
    let dependencies = FakeSettingsDependencies()

    /// Shows `destination` with its own method, renders it twice, leaves with `back`, and
    /// checks the model was kept while shown and released once gone.
    func expectModelLivesAsLongAsItsEntry<Model: AnyObject>(
        _ destination: SettingsIncomingNavigation, _ type: Model.Type
    ) throws {
        let root = makeRoot()
        #expect(root.navigate(to: destination))
        let navigator = root.current
        let entry = try #require(navigator.topEntry)
        #expect(entry.destination == erased(destination))
        weak var model: Model?
        _ = try render(navigator, with: dependencies)
        model = navigator.models.existingModel(for: entry.id, as: Model.self)
        #expect(model != nil)
        _ = try render(navigator, with: dependencies)
        #expect(navigator.models.existingModel(for: entry.id, as: Model.self) === model)
        #expect(root.back())
        #expect(model == nil)
        #expect(root.locationDescription == "settings: settings")
    }

    @Test func theAboutCoversModelIsReleasedWhenTheCoverIsDismissed() throws {
        let root = makeRoot()
        #expect(root.present(SettingsIncomingNavigation.about, method: .cover))
        let cover = root.current
        #expect(cover.presentationMethod == .cover)
        let entry = try #require(cover.rootEntry)
        weak var model: AboutModel?
        _ = try render(cover, with: dependencies)
        model = cover.models.existingModel(for: entry.id, as: AboutModel.self)
        #expect(model != nil)
        #expect(root.dismiss())
        #expect(model == nil)
    }

    @Test func pushedScreensModelsAreReleasedWhenPopped() throws {
        try expectModelLivesAsLongAsItsEntry(.profile, ProfileModel.self)
        try expectModelLivesAsLongAsItsEntry(.address, AddressModel.self)
        try expectModelLivesAsLongAsItsEntry(.support(orderID: 1001), SupportModel.self)
    }

    @Test func sheetModelsAreReleasedWhenDismissed() throws {
        try expectModelLivesAsLongAsItsEntry(.signIn, SignInModel.self)
        try expectModelLivesAsLongAsItsEntry(.picker(returningTo: nil), PickerModel.self)
    }

    @Test func theMenusModelStaysWhileTheTabShowsIt() throws {
        let root = makeRoot()
        let tab = try #require(root.navigator(named: RootTab.settings.name))
        let entry = try #require(tab.rootEntry)
        _ = try render(tab, with: dependencies)
        weak var model: SettingsMenuModel?
        model = tab.models.existingModel(for: entry.id, as: SettingsMenuModel.self)
        #expect(root.navigate(to: SettingsIncomingNavigation.profile))
        #expect(root.back())
        #expect(model != nil)
    }

    @Test func closingAboutWithItsOwnActionReleasesItsModel() async throws {
        let root = makeRoot()
        #expect(root.navigate(to: SettingsIncomingNavigation.about))
        let cover = root.current
        let entry = try #require(cover.rootEntry)
        weak var model: AboutModel?
        do {
            let screen = try render(cover, with: dependencies)
            model = cover.models.existingModel(for: entry.id, as: AboutModel.self)
            try await screen.tap("Close")
        }
        #expect(root.locationDescription == "settings: settings")
        #expect(model == nil)
    }

    @Test func signingInClosesTheSheetBeforeTheAppHearsAndReleasesTheModel() async throws {
        let root = makeRoot()
        #expect(root.navigate(to: SettingsIncomingNavigation.signIn))
        #expect(root.locationDescription == "settings: settings | sheet: settings/signin")
        dependencies.probe = { root.locationDescription }
        let sheet = root.current
        let entry = try #require(sheet.rootEntry)
        weak var model: SignInModel?
        do {
            let screen = try render(sheet, with: dependencies)
            model = sheet.models.existingModel(for: entry.id, as: SignInModel.self)
            try await screen.tap("Sign in as Ada Lovelace")
        }
        #expect(dependencies.probed == ["settings: settings"])
        #expect(dependencies.callbacks == [.signInFinished(customer: ada, requestsBefore: [])])
        #expect(model == nil)
    }

    @Test func cancellingSignInClosesTheSheetBeforeTheAppHears() async throws {
        let root = makeRoot()
        #expect(root.navigate(to: SettingsIncomingNavigation.signIn))
        dependencies.probe = { root.locationDescription }
        try await render(root.current, with: dependencies).tap("Cancel")
        #expect(dependencies.probed == ["settings: settings"])
        #expect(dependencies.callbacks == [.signInCancelled(customer: nil, requestsBefore: [])])
    }
}
