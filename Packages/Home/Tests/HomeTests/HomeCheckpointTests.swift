import ConsoleUI
import HomeTestSupport
import Navigation
import NavigationFlows
import NavigationModels
import NavigationTesting
import Shared
import Testing

@testable import Home

/// Home's checkpoints on a real root: values come back from a sheet presented over Home.
@MainActor
@Suite struct HomeCheckpointTests {
    let dependencies = FakeHomeDependencies()

    /// Builds Home's screen with Home's handle and runs its appear handlers, as the host does.
    func appearHome(in root: NavigationRoot) async throws -> (home: NavigationHandle, model: HomeModel) {
        let entry = try homeEntry(of: root)
        let home = root.handle(for: entry.id)
        try await screen(of: home, with: dependencies).appear()
        let model = try #require(root.models.existingModel(for: entry.id, as: HomeModel.self))
        return (home, model)
    }

    @Test func aNumberReturnedFromASheetReachesHomeOnceAndTheSheetCloses() async throws {
        let root = makeRoot()
        let (home, model) = try await appearHome(in: root)
        #expect(home.present(PickerStub(), style: .sheet) == .applied)
        #expect(root.locationDescription == "home: home | sheet: stub/picker")
        let picker = try #require(root.frontHandle)
        #expect(picker.returnToCheckpoint(HomeCheckpoints.pickedNumber, value: 42) == .applied)
        #expect(model.lastPickedNumber == 42)
        #expect(root.locationDescription == "home: home")
        #expect(
            picker.returnToCheckpoint(HomeCheckpoints.pickedNumber, value: 7)
                == .refused(.detached(picker.anchor)))
        #expect(model.lastPickedNumber == 42)
    }

    @Test func whileThePickerShowsHomeCannotPresentTheWizardBesideIt() async throws {
        let root = makeRoot()
        let (home, _) = try await appearHome(in: root)
        home.present(PickerStub(), style: .sheet)
        #expect(
            HomeNavigator(home, accountViewProvider: dependencies.accountViewProvider).startNewOrder()
                == .refused(.alreadyPresenting(route: "home", presented: "stub/picker")))
        #expect(root.locationDescription == "home: home | sheet: stub/picker")
    }

    @Test func returningFromAPushedPagePopsBackToHome() async throws {
        let root = makeRoot()
        let (home, model) = try await appearHome(in: root)
        #expect(home.push(HomeIncomingNavigation.page(2)) == .applied)
        #expect(home.push(HomeIncomingNavigation.page(3)) == .applied)
        let page = try #require(root.frontHandle)
        #expect(page.returnToCheckpoint(HomeCheckpoints.pickedNumber, value: 8) == .applied)
        #expect(model.lastPickedNumber == 8)
        #expect(root.state.routeIDs(inTab: RootTab.home.name) == ["home"])
    }

    @Test func aNewOrderReturnedFromTheWizardReachesHome() async throws {
        let root = makeRoot()
        let (home, model) = try await appearHome(in: root)
        let order = try #require(dependencies.orderBook.order(id: 1002))
        #expect(home.present(PickerStub(), style: .managedSheet) == .applied)
        #expect(try #require(root.frontHandle).push(PickerStub()) == .applied)
        #expect(root.state.routeIDsByLayer["home/1"] == ["stub/picker", "stub/picker"])
        let wizard = try #require(root.frontHandle)
        #expect(wizard.returnToCheckpoint(SharedCheckpoints.newOrder, value: order) == .applied)
        #expect(model.lastNewOrder == order)
        #expect(root.locationDescription == "home: home")
    }

    @Test func returningWithoutAValueLeavesTheLastNumberAsItWas() async throws {
        let root = makeRoot()
        let (home, model) = try await appearHome(in: root)
        home.present(PickerStub(), style: .sheet)
        #expect(try #require(root.frontHandle).returnToCheckpoint(HomeCheckpoints.pickedNumber) == .applied)
        #expect(model.lastPickedNumber == nil)
        #expect(root.locationDescription == "home: home")
    }
}
