import ConsoleUI
import HomeTestSupport
import Navigation
import NavigationFlows
import NavigationModels
import Shared
import Testing

@testable import Home

@MainActor
@Suite struct ScreenModelLifetimeTests {
    let dependencies = FakeHomeDependencies()

    /// Builds the screen in front of `root` with its handle, as the host would.
    @discardableResult
    func renderFront(_ root: NavigationRoot) throws -> Screen {
        try screen(of: try #require(root.frontHandle), with: dependencies)
    }

    @Test func aPushedPageModelIsReleasedWhenThePageIsPopped() throws {
        let root = makeRoot()
        let home = root.tabHandle(RootTab.home.name)
        #expect(home.push(HomeIncomingNavigation.page(2)) == .applied)
        let entry = try #require(root.state.frontEntry).id
        try renderFront(root)
        weak let model = root.models.existingModel(for: entry, as: PageModel.self)
        #expect(model?.number == 2)
        #expect(home.pop(last: 1) == .applied)
        #expect(model == nil)
        #expect(!root.handle(for: entry).isAttached)
    }

    @Test func homesModelStaysWhileHomeIsInTheTree() throws {
        let root = makeRoot()
        let home = root.tabHandle(RootTab.home.name)
        let entry = try homeEntry(of: root)
        try renderFront(root)
        weak let model = root.models.existingModel(for: entry.id, as: HomeModel.self)
        #expect(model != nil)
        home.push(HomeIncomingNavigation.page(2))
        try renderFront(root)
        home.pop(last: 1)
        #expect(model != nil)
        try renderFront(root)
        #expect(root.models.existingModel(for: entry.id, as: HomeModel.self) === model)
    }

    @Test func renderingAgainReusesTheEntrysModelSoItsStateSurvives() async throws {
        let root = makeRoot()
        try await renderFront(root).appear()
        let home = try #require(root.frontHandle)
        #expect(home.returnToCheckpoint(HomeCheckpoints.pickedNumber, value: 5) == .applied)
        #expect(try renderFront(root).texts.contains("Last number picked: 5"))
    }

    @Test func twoVisitsToTheSamePageGetTheirOwnModels() throws {
        let root = makeRoot()
        let home = root.tabHandle(RootTab.home.name)
        home.push(HomeIncomingNavigation.page(2))
        let first = try #require(root.state.frontEntry).id
        try renderFront(root)
        home.push(HomeIncomingNavigation.page(2))
        let second = try #require(root.state.frontEntry).id
        try renderFront(root)
        #expect(first != second)
        let firstModel = try #require(root.models.existingModel(for: first, as: PageModel.self))
        weak let secondModel = root.models.existingModel(for: second, as: PageModel.self)
        #expect(secondModel != nil)
        #expect(secondModel !== firstModel)
        home.pop(last: 1)
        #expect(secondModel == nil)
        #expect(root.models.existingModel(for: first, as: PageModel.self) === firstModel)
    }

    @Test func aPageShownInAManagedSheetIsReleasedWhenTheSheetIsDismissed() throws {
        let root = makeRoot()
        let home = root.handle(for: try homeEntry(of: root).id)
        #expect(home.present(HomeIncomingNavigation.page(3), style: .managedSheet) == .applied)
        let sheet = try #require(root.frontHandle)
        let entry = try #require(sheet.entry).id
        try renderFront(root)
        weak let model = root.models.existingModel(for: entry, as: PageModel.self)
        #expect(model != nil)
        #expect(sheet.dismiss() == .applied)
        #expect(model == nil)
        #expect(root.locationDescription == "home: home")
        #expect(sheet.dismiss() == .refused(.detached(sheet.anchor)))
    }

    @Test func aHomePushedAboveHomeReleasesItsModelWhenPoppedEvenAfterSettingCheckpoints() async throws {
        let root = makeRoot()
        let tab = root.tabHandle(RootTab.home.name)
        #expect(tab.push(HomeIncomingNavigation.home) == .applied)
        let entry = try #require(root.state.frontEntry).id
        try await renderFront(root).appear()
        weak let model = root.models.existingModel(for: entry, as: HomeModel.self)
        #expect(model != nil)
        #expect(
            root.checkpointNames(at: entry) == [
                HomeCheckpoints.pickedNumber.name, SharedCheckpoints.newOrder.name,
            ])
        #expect(tab.canReturnToCheckpoint(HomeCheckpoints.pickedNumber))
        #expect(tab.pop(last: 1) == .applied)
        #expect(model == nil)
        #expect(root.checkpointNames(at: entry).isEmpty)
        #expect(!tab.canReturnToCheckpoint(HomeCheckpoints.pickedNumber))
    }

    @Test func homesModelDoesNotKeepTheNavigationTreeAlive() throws {
        weak var model: HomeModel?
        weak var weakRoot: NavigationRoot?
        do {
            let root = makeRoot()
            weakRoot = root
            try renderFront(root)
            model = root.models.existingModel(for: try homeEntry(of: root).id, as: HomeModel.self)
            #expect(model != nil)
        }
        #expect(weakRoot == nil)
        #expect(model == nil)
    }
}
