import Navigation
import NavigationTesting
import Observation
import Synchronization
import Testing

/// Counts `onChange` calls, which may arrive from any thread.
private final class ChangeCounter: Sendable {
    private let count = Mutex(0)

    var value: Int { count.withLock { $0 } }

    func increment() { count.withLock { $0 += 1 } }
}

@MainActor
@Suite struct NavigatorObservationTests {
    /// Starts observing `root.revision` and returns the counter its `onChange` bumps.
    private func observeRevision(of root: Navigator) -> ChangeCounter {
        let counter = ChangeCounter()
        withObservationTracking {
            _ = root.revision
        } onChange: {
            counter.increment()
        }
        return counter
    }

    @Test func aPushInsideAPresentedSheetFiresAnObserverOfTheRootRevision() throws {
        let root = makeRoot()
        root.present(HomeDestination.editor, method: .managedSheet)
        let sheet = try #require(root.navigator(named: "home/sheet"))
        let counter = observeRevision(of: root)
        #expect(counter.value == 0)
        sheet.push(HomeDestination.detail)
        #expect(counter.value == 1)
    }

    @Test func aChangeTwoLayersDeepInAnotherTabFiresTheObserver() throws {
        let root = makeRoot()
        let orders = try #require(root.navigator(named: "orders"))
        orders.present(OrdersDestination.detail(1), method: .managedSheet)
        let sheet = try #require(orders.sheet)
        sheet.present(HomeDestination.player, method: .managedCover)
        let cover = try #require(sheet.cover)
        let counter = observeRevision(of: root)
        cover.push(HomeDestination.list)
        #expect(counter.value == 1)
    }

    @Test(arguments: ["tab", "alert", "dismiss", "lock"])
    func otherKindsOfChangeAlsoFireTheObserver(change: String) throws {
        let root = makeRoot()
        root.present(HomeDestination.info, method: .sheet)
        let counter = observeRevision(of: root)
        switch change {
        case "tab": root.selectTab("settings")
        case "alert": root.showAlert(NavigationAlert(id: "a", title: "A"))
        case "dismiss": root.dismiss()
        default: root.current.lockNavigation(reason: "busy")
        }
        #expect(counter.value == 1)
    }

    @Test func aRefusedOperationDoesNotFireTheObserver() {
        let root = makeRoot()
        let counter = observeRevision(of: root)
        root.pop()
        root.dismiss()
        root.selectTab("nowhere")
        #expect(counter.value == 0)
    }

    @Test func applyingAStateFiresTheObserverAndBumpsTheRevisionOnce() throws {
        let source = makeRoot()
        source.push(HomeDestination.detail)
        source.present(HomeDestination.editor, method: .managedSheet)
        source.push(HomeDestination.list)
        let root = makeRoot()
        let revision = root.revision
        let counter = observeRevision(of: root)
        try root.apply(source.exportState())
        #expect(counter.value == 1)
        #expect(root.revision == revision + 1)
    }

    @Test func aTransactionIsSeenAsOneRevision() {
        let root = makeRoot()
        let revision = root.revision
        let counter = observeRevision(of: root)
        root.transaction {
            root.push(HomeDestination.detail)
            root.present(HomeDestination.info, method: .sheet)
            root.showAlert(NavigationAlert(id: "a", title: "A"))
        }
        #expect(counter.value == 1)
        #expect(root.revision == revision + 1)
    }

    @Test func theRevisionCountsOneStepPerChange() {
        let root = makeRoot()
        let revision = root.revision
        root.push(HomeDestination.detail)
        root.present(HomeDestination.editor, method: .managedSheet)
        root.push(HomeDestination.list)
        root.dismiss()
        #expect(root.revision == revision + 4)
    }
}
