import ConsoleUI
import Navigation
import Shared
import Testing

@testable import Home

@MainActor
@Suite struct ScreenModelLifetimeTests {
    let dependencies = FakeHomeDependencies()

    /// Builds the screen of the entry on top of `navigator`, as the host would.
    @discardableResult
    func render(_ navigator: Navigator) throws -> Screen {
        let entry = try #require(navigator.topEntry)
        let destination = try #require(entry.destination.base as? HomeIncomingNavigation)
        return destination.screen(
            in: ScreenContext(
                navigator: navigator, entry: entry, environment: environment(with: dependencies)))
    }

    func homeTab(_ root: Navigator) throws -> Navigator {
        try #require(root.navigator(named: RootTab.home.name))
    }

    @Test func aPushedPageModelIsReleasedWhenThePageIsPopped() throws {
        let root = makeRoot()
        let tab = try homeTab(root)
        let entry = try #require(tab.push(HomeIncomingNavigation.page(2)))
        try render(tab)
        weak let model = root.models.existingModel(for: entry, as: PageModel.self)
        #expect(model?.number == 2)
        #expect(tab.pop())
        #expect(model == nil)
    }

    @Test func homesModelStaysWhileHomeIsInTheTree() throws {
        let root = makeRoot()
        let tab = try homeTab(root)
        let homeEntry = try #require(tab.rootEntry)
        try render(tab)
        weak let model = root.models.existingModel(for: homeEntry.id, as: HomeModel.self)
        #expect(model != nil)
        tab.push(HomeIncomingNavigation.page(2))
        try render(tab)
        tab.pop()
        #expect(model != nil)
        try render(tab)
        #expect(root.models.existingModel(for: homeEntry.id, as: HomeModel.self) === model)
    }

    @Test func renderingAgainReusesTheEntrysModelSoItsStateSurvives() async throws {
        let root = makeRoot()
        let tab = try homeTab(root)
        try await render(tab).appear()
        #expect(tab.returnToCheckpoint(HomeCheckpoints.pickedNumber, value: 5))
        #expect(try render(tab).texts.contains("Last number picked: 5"))
    }

    @Test func twoVisitsToTheSamePageGetTheirOwnModels() throws {
        let root = makeRoot()
        let tab = try homeTab(root)
        let first = try #require(tab.push(HomeIncomingNavigation.page(2)))
        try render(tab)
        let second = try #require(tab.push(HomeIncomingNavigation.page(2)))
        try render(tab)
        let firstModel = try #require(root.models.existingModel(for: first, as: PageModel.self))
        weak let secondModel = root.models.existingModel(for: second, as: PageModel.self)
        #expect(secondModel != nil)
        #expect(secondModel !== firstModel)
        tab.pop()
        #expect(secondModel == nil)
        #expect(root.models.existingModel(for: first, as: PageModel.self) === firstModel)
    }

    @Test func aPageShownInAManagedSheetIsReleasedWhenTheSheetIsDismissed() throws {
        let root = makeRoot()
        let tab = try homeTab(root)
        #expect(tab.present(HomeIncomingNavigation.page(3), method: .managedSheet))
        let sheet = try #require(tab.sheet)
        let entry = try #require(sheet.topEntry)
        try render(sheet)
        weak let model = root.models.existingModel(for: entry.id, as: PageModel.self)
        #expect(model != nil)
        #expect(sheet.dismiss())
        #expect(model == nil)
    }

    @Test func aHomePushedAboveHomeReleasesItsModelWhenPoppedEvenAfterSettingCheckpoints() async throws {
        let root = makeRoot()
        let tab = try homeTab(root)
        let entry = try #require(tab.push(HomeIncomingNavigation.home))
        try await render(tab).appear()
        weak let model = root.models.existingModel(for: entry, as: HomeModel.self)
        #expect(model != nil)
        #expect(tab.canReturnToCheckpoint(HomeCheckpoints.pickedNumber))
        #expect(tab.pop())
        #expect(model == nil)
        #expect(!tab.canReturnToCheckpoint(HomeCheckpoints.pickedNumber))
    }

    @Test func homesModelDoesNotKeepTheNavigationTreeAlive() throws {
        weak var model: HomeModel?
        weak var weakRoot: Navigator?
        do {
            let root = makeRoot()
            weakRoot = root
            let tab = try homeTab(root)
            try render(tab)
            model = root.models.existingModel(for: try #require(tab.rootEntry).id, as: HomeModel.self)
            #expect(model != nil)
        }
        #expect(weakRoot == nil)
        #expect(model == nil)
    }
}
