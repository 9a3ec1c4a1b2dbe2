import Navigation
import NavigationFlows
import NavigationTesting
import Testing

@MainActor
@Suite struct NavigationLockTests {
    /// Home with a managed sheet (editor > list > page/9), page/9 locked, and a checkpoint on home.
    private func lockedTree() throws -> (
        root: NavigationRoot, sheet: NavigationEntryID, locked: NavigationEntryID
    ) {
        let root = makeRoot()
        root.front.establish(NavigationCheckpoint<Int>("start"))
        let sheet = try #require(root.present(HomeDestination.editor, .managedSheet))
        root.push(HomeDestination.list)
        let locked = try #require(root.push(HomeDestination.page(9)))
        #expect(root.front.lockNavigation(reason: "payment in progress") != nil)
        return (root, sheet, locked)
    }

    private static let refusal = NavigationOutcome.refused(
        .locked(route: "page/9", reason: "payment in progress"))

    @Test(arguments: [
        "back", "dismiss", "dismissAll", "popToRoot()", "reset", "tab", "link", "apply", "restore",
        "checkpoint from above", "flow from above",
    ])
    func everyChangeThatWouldRemoveALockedScreenIsRefusedAndChangesNothing(_ path: String) throws {
        let (root, _, _) = try lockedTree()
        if path.hasSuffix("from above") {
            // A layer presented over the locked screen asks; it is not the locked screen's layer.
            root.present(HomeDestination.info, .sheet)
        }
        let before = root.state
        let above = root.front
        let outcome: NavigationOutcome
        switch path {
        case "back": outcome = root.back()
        case "dismiss": outcome = root.dismiss()
        case "dismissAll": outcome = root.dismissAll()
        case "popToRoot()": outcome = root.popToRoot()
        case "reset": outcome = root.reset()
        case "tab": outcome = root.selectTab("home")
        case "link": outcome = root.open(NavigationPlace(tab: "home", stack: [HomeDestination.home]))
        case "apply":
            outcome = root.apply(
                NavigationState(
                    selectedTab: "home",
                    tabs: [NavigationTabState(name: "home", destinations: [HomeDestination.home])]))
        case "restore":
            let other = makeRoot()
            other.push(HomeDestination.detail)
            outcome = root.restore(other.state)
        case "checkpoint from above": outcome = above.returnToCheckpoint(NavigationCheckpoint<Int>("start"))
        default:
            var flow = PickFlow()
            flow.anchor = NavigationFlowAnchor(entry: root.state.tabs[0].stack.entries[0].id)
            outcome = above.finish(flow, with: .cancel)
        }
        #expect(outcome == Self.refusal, "\(path)")
        #expect(root.state == before, "\(path) changed the state")
        #expect(root.isNavigationLocked)
    }

    @Test(arguments: ["dismiss", "go back", "go back from below the top"])
    func theLockedScreensOwnLayerMayTakeItselfApart(_ path: String) throws {
        let (root, sheet, locked) = try lockedTree()
        root.handle(for: locked).present(HomeDestination.info, style: .sheet)
        let outcome: NavigationOutcome
        switch path {
        case "dismiss": outcome = root.handle(for: sheet).dismiss()
        case "go back": outcome = root.handle(for: locked).back()
        default: outcome = root.handle(for: root.state.tabs[0].layers[1].entries[1].id).back()
        }
        #expect(outcome == .applied, "\(path)")
        #expect(!root.isNavigationLocked)
    }

    @Test func theLockedScreensOwnLayerEndsItsFlowAndTheLockGoesWithIt() throws {
        let recorder = NavigationEventRecorder()
        let root = makeRoot(recorder: recorder)
        let sheet = try #require(root.present(HomeDestination.editor, .managedSheet))
        root.push(HomeDestination.page(9))
        let page = try #require(root.state.frontEntry)
        root.front.lockNavigation(reason: "payment in progress")
        #expect(root.handle(for: sheet).dismiss() == .applied)
        #expect(root.locationDescription == "home: home")
        #expect(!root.isNavigationLocked)
        #expect(
            recorder.events.filter { $0.kind == .lock && $0.message.contains("released") }.map(\.message) == [
                "lock 'payment in progress' of \(page) released: its screen left"
            ])
    }

    @Test func aLockStopsNothingThatLeavesItsScreenInPlace() throws {
        let (root, _, locked) = try lockedTree()
        #expect(root.selectTab("orders") == .applied)
        #expect(root.tabHandle("orders").push(OrdersDestination.detail(2)) == .applied)
        #expect(root.selectTab("home") == .applied)
        #expect(root.handle(for: locked).present(HomeDestination.info, style: .sheet) == .applied)
        #expect(root.dismiss() == .applied)
        #expect(root.apply(root.state) == .applied)
        // A link into another tab leaves the locked sheet where it is, as a tab switch does.
        #expect(root.open(NavigationPlace(tab: "settings", stack: [SettingsDestination.main])) == .applied)
        #expect(root.state.tab(named: "home")?.layers.last?.entries.last?.id == locked)
        #expect(root.isNavigationLocked)
    }

    @Test func unlockingLetsTheSameChangeThrough() throws {
        let (root, _, locked) = try lockedTree()
        let lock = try #require(root.locks.first)
        #expect(root.dismiss() == Self.refusal)
        #expect(root.handle(for: locked).unlock(lock) == .applied)
        #expect(
            root.handle(for: locked).unlock(lock)
                == .refused(.failed("the lock 'payment in progress' is no longer held")))
        #expect(root.dismiss() == .applied)
        #expect(root.locationDescription == "home: home")
    }

    @Test func aLockOnAScreenThatIsNotInTheTreeIsRefused() throws {
        let root = makeRoot()
        let gone = try #require(root.push(HomeDestination.detail))
        root.front.pop(last: 1)
        #expect(root.handle(for: gone).lockNavigation(reason: "late") == nil)
        #expect(!root.isNavigationLocked)
    }
}
