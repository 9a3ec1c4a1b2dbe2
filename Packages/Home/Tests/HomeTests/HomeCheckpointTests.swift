import ConsoleUI
import Navigation
import Shared
import Testing

@testable import Home

/// Home's checkpoints on a real navigator: values come back from a sheet presented over Home.
@MainActor
@Suite struct HomeCheckpointTests {
    let dependencies = FakeHomeDependencies()

    func appearHome(in root: Navigator) async throws -> (tab: Navigator, model: HomeModel) {
        let tab = try #require(root.navigator(named: RootTab.home.name))
        let entry = try #require(tab.rootEntry)
        let screen = HomeIncomingNavigation.home.screen(
            in: ScreenContext(navigator: tab, entry: entry, environment: environment(with: dependencies)))
        await screen.appear()
        let model = try #require(root.models.existingModel(for: entry.id, as: HomeModel.self))
        return (tab, model)
    }

    @Test func aNumberReturnedFromASheetReachesHomeAndTheSheetCloses() async throws {
        let root = makeRoot()
        let (tab, model) = try await appearHome(in: root)
        #expect(tab.present(PickerStub(), method: .sheet))
        let sheet = try #require(tab.sheet)
        #expect(sheet.returnToCheckpoint(HomeCheckpoints.pickedNumber, value: 42))
        #expect(model.lastPickedNumber == 42)
        #expect(tab.sheet == nil)
        #expect(root.locationDescription == "home: home")
    }

    @Test func returningFromAPushedPagePopsBackToHome() async throws {
        let root = makeRoot()
        let (tab, model) = try await appearHome(in: root)
        tab.push(HomeIncomingNavigation.page(2))
        tab.push(HomeIncomingNavigation.page(3))
        #expect(tab.returnToCheckpoint(HomeCheckpoints.pickedNumber, value: 8))
        #expect(model.lastPickedNumber == 8)
        #expect(tab.path.isEmpty)
    }

    @Test func aNewOrderReturnedFromTheWizardReachesHome() async throws {
        let root = makeRoot()
        let (tab, model) = try await appearHome(in: root)
        let order = try #require(dependencies.orderBook.order(id: 1002))
        #expect(tab.present(PickerStub(), method: .managedSheet))
        let sheet = try #require(tab.sheet)
        sheet.push(PickerStub())
        #expect(sheet.returnToCheckpoint(SharedCheckpoints.newOrder, value: order))
        #expect(model.lastNewOrder == order)
        #expect(tab.sheet == nil)
    }

    @Test func returningWithoutAValueLeavesTheLastNumberAsItWas() async throws {
        let root = makeRoot()
        let (tab, model) = try await appearHome(in: root)
        tab.present(PickerStub(), method: .sheet)
        #expect(try #require(tab.sheet).returnToCheckpoint(HomeCheckpoints.pickedNumber))
        #expect(model.lastPickedNumber == nil)
        #expect(tab.sheet == nil)
    }
}
