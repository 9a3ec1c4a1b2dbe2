import Foundation
import Navigation
import NavigationTesting
import Testing

/// Engine bugs the model check and the fuzz slices found, one focused test each.
@MainActor
@Suite struct ReliabilityRegressionTests {
    private final class Model {}

    /// Builds a tree with a checkpoint and a screen model, drops it, and returns what can tell
    /// whether they survived.
    private func treeWithACheckpoint() -> () -> (tab: Navigator?, model: Model?) {
        let root = makeRoot()
        let home = root.navigator(named: "home")!
        home.establish(pickCheckpoint) { _ in }
        let model = root.models.model(for: home.topEntry!.id) { Model() }
        weak let weakTab = home
        weak let weakModel = model
        return { (weakTab, weakModel) }
    }

    @Test func aCheckpointDoesNotKeepTheTreeOrItsScreenModelsAlive() {
        let survivors = treeWithACheckpoint()
        #expect(survivors().tab == nil)
        #expect(survivors().model == nil)
    }

    @Test func theAlertOfADismissedLayerCanNeitherBeAnsweredNorDismissed() throws {
        let root = makeRoot()
        root.present(HomeDestination.editor, method: .managedSheet)
        let sheet = root.current
        let chosen = Log<String>()
        sheet.showAlert(
            NavigationAlert(
                id: "home/delete", title: "Delete?", actions: [.init("Delete") { chosen.record("delete") }]))
        try #require(root.navigator(named: "home")).dismissPresentedViews()
        let revision = root.revision
        #expect(!sheet.chooseAlertAction(at: 0))
        #expect(!sheet.dismissAlert())
        #expect(chosen.values.isEmpty)
        #expect(root.revision == revision)
    }

    @Test func aLayerReplacedByARestoreCannotLockNavigation() throws {
        let root = makeRoot(configuration: NavigationConfiguration(restorationKey: "app"))
        root.present(HomeDestination.editor, method: .managedSheet)
        let replaced = root.current
        try root.restore(from: root.exportState())
        #expect(!replaced.isAttached)
        #expect(root.containsEntry(try #require(replaced.topEntry).id))
        #expect(replaced.lockNavigation(reason: "late") == nil)
        #expect(!root.isNavigationLocked)
    }

    @Test func aLayerReplacedByARestoreCannotReturnToItsCheckpoint() throws {
        let root = makeRoot(configuration: NavigationConfiguration(restorationKey: "app"))
        root.present(HomeDestination.editor, method: .managedSheet)
        let replaced = root.current
        let values = Log<Int>()
        replaced.establish(pickCheckpoint) { values.record($0) }
        root.push(HomeDestination.detail)
        try root.restore(from: root.exportState())
        let before = root.exportState()
        #expect(!replaced.canReturnToCheckpoint(pickCheckpoint))
        #expect(!replaced.returnToCheckpoint(pickCheckpoint, value: 7))
        #expect(values.values.isEmpty)
        #expect(root.exportState() == before)
    }

    @Test func dismissAnyChildrenOnADetachedNavigatorChangesNothing() throws {
        let root = makeRoot()
        root.present(HomeDestination.editor, method: .managedSheet)
        let sheet = root.current
        sheet.showAlert(NavigationAlert(id: "sheet/alert", title: "Alert"))
        try #require(root.navigator(named: "home")).dismissPresentedViews()
        let revision = root.revision
        #expect(!sheet.dismissAnyChildren())
        #expect(sheet.alert != nil)
        #expect(root.revision == revision)
    }

    @Test(arguments: [(UInt64.max, UInt64(5)), (UInt64(1), UInt64.max), (UInt64(1) << 53, UInt64(1) << 53)])
    func aStateWithEntryIDsNearTheTopOfTheRangeIsRefused(id: UInt64, next: UInt64) {
        let root = makeRoot()
        var state = root.exportState()
        state.stacks[0].entries[0].id = NavigationEntryID(rawValue: id)
        state.nextEntryID = next
        let before = root.exportState()
        #expect(throws: NavigationError.invalidState("entry ids must stay below 2^53")) {
            try root.apply(state)
        }
        #expect(root.exportState() == before)
    }

    @Test func aTabLeftOutOfAStateGetsANewRootEntryWhenTheStateUsesItsID() throws {
        let root = makeRoot()  // home #1, orders #2, settings #3
        let ordersRoot = try #require(root.navigator(named: "orders")?.rootEntry?.id)
        let model = weakModel(in: root, for: ordersRoot)
        let state = NavigationState(
            selectedTab: "settings",
            stacks: [
                NavigationStackState(
                    name: "home",
                    entries: [NavigationEntry(id: .init(rawValue: 1), destination: HomeDestination.home)]),
                NavigationStackState(
                    name: "settings",
                    entries: [
                        NavigationEntry(id: ordersRoot, destination: SettingsDestination.main),
                        NavigationEntry(id: .init(rawValue: 4), destination: SettingsDestination.profile),
                    ]),
            ],
            nextEntryID: 5)
        try root.apply(state)
        let applied = root.exportState()
        #expect(applied.hasWellFormedEntryIDs)
        #expect(root.navigator(named: "orders")?.rootEntry?.id == NavigationEntryID(rawValue: 5))
        #expect(root.navigator(named: "settings")?.rootEntry?.id == ordersRoot)
        // The id now belongs to another screen, so the orders list's model went with the old entry.
        #expect(root.models.existingModel(for: ordersRoot, as: Model.self) == nil)
        #expect(model() == nil)
    }

    @Test(arguments: [
        Array(#"{"nextEntryID":4,"selectedT"#.utf8) + [0xC2] + Array(#"ab":"home","stacks":[]}"#.utf8),
        Array(#"{"nextEntryID":4,"stacks":[],"note":"caf"#.utf8) + [0xE9] + Array(#""}"#.utf8),
    ])
    func invalidUTF8WhereNothingReadsItDecodesExactlyAsJSONDecoderDecodesIt(bytes: [UInt8]) throws {
        // The coder's fast path skipped what it does not read without checking it, so it took
        // a key JSONDecoder refuses. Now it defers to JSONDecoder whenever a string is not UTF-8.
        let registry = try makeRegistry()
        let decoder = JSONDecoder()
        decoder.userInfo[.navigationDestinations] = registry
        let expected = try? decoder.decode(NavigationState.self, from: Data(bytes))
        let decoded = try? NavigationSnapshotCoder(registry: registry).decode(Data(bytes))
        #expect(decoded == expected)
    }

    /// Asks the store for a model and keeps only a weak reference to it.
    private func weakModel(in root: Navigator, for entry: NavigationEntryID) -> () -> Model? {
        let model = root.models.model(for: entry) { Model() }
        weak let weak = model
        return { weak }
    }
}
