import Navigation
import NavigationFlows
import NavigationSend
import NavigationTesting
import Testing

@MainActor
@Suite struct NavigationHandleTests {
    /// Every operation a handle offers, each labelled for failure messages.
    static func everyOperation(_ handle: NavigationHandle) -> [(String, () -> NavigationOutcome)] {
        [
            ("navigate", { handle.navigate(to: HomeDestination.detail) }),
            ("navigate outgoing", { handle.navigate(to: HomeOutgoing.profile) }),
            ("navigate send", { handle.navigate(to: HomeDestination.detail, method: .send) }),
            ("push", { handle.push(HomeDestination.list) }),
            ("present", { handle.present(HomeDestination.info, style: .sheet) }),
            ("present outgoing", { handle.present(HomeOutgoing.profile, style: .cover) }),
            ("pop last", { handle.pop(last: 1) }),
            ("pop to root", { handle.popToRoot() }),
            ("pop to entry", { handle.pop(to: NavigationEntryID(rawValue: 1)) }),
            ("go back", { handle.back() }),
            ("dismiss", { handle.dismiss() }),
            ("send", { handle.send(values: ["hello"]).navigationOutcome }),
            ("establish", { handle.establish(NavigationCheckpoint<Int>("pick")) }),
            ("return", { handle.returnToCheckpoint(NavigationCheckpoint<Int>("pick"), value: 1) }),
            ("return without value", { handle.returnToCheckpoint(NavigationCheckpoint<Int>("pick")) }),
            ("alert", { handle.showAlert(NavigationAlert(id: "x", title: "X")) }),
            (
                "lock",
                {
                    handle.lockNavigation(reason: "busy") == nil
                        ? .refused(.detached(handle.anchor)) : .applied
                }
            ),
            ("confirm", { handle.confirmLeaving(NavigationLeaveConfirmation(title: "Leave?")) }),
            ("start flow", { handle.startFlow(PickFlow()) }),
            (
                "finish flow",
                {
                    var flow = PickFlow()
                    flow.anchor = NavigationFlowAnchor(entry: NavigationEntryID(rawValue: 1))
                    return handle.finish(flow, with: .cancel)
                }
            ),
            (
                "anchor flow",
                {
                    var flow = PickFlow()
                    return handle.anchorFlow(&flow)
                }
            ),
        ]
    }

    @Test func aHandleWhoseScreenLeftRefusesEveryOperationAndChangesNothing() throws {
        let root = makeRoot()
        root.provide(SharedThing.self) { _ in HomeDestination.list }
        let sheet = try #require(root.present(HomeDestination.editor, .managedSheet))
        let inSheet = try #require(root.push(HomeDestination.page(1)))
        let stale = [root.handle(for: sheet), root.handle(for: inSheet)]
        root.dismiss()
        root.push(HomeDestination.detail)
        root.present(HomeDestination.player, .managedSheet)
        for handle in stale {
            #expect(!handle.isAttached)
            #expect(handle.entry == nil)
            for (label, operation) in Self.everyOperation(handle) {
                let before = root.state
                let outcome = operation()
                #expect(outcome == .refused(.detached(handle.anchor)), "\(label) through \(handle)")
                #expect(root.state == before, "\(label) through \(handle) changed the state")
            }
        }
        #expect(root.locks.isEmpty)
        // Not even a lock a live screen holds can be released through a handle that is gone.
        let live = try #require(root.front.lockNavigation(reason: "paying"))
        for handle in stale {
            #expect(handle.unlock(live) == .refused(.detached(handle.anchor)))
        }
        #expect(root.locks.map(\.reason) == ["paying"])
    }

    @Test func aStaleHandleCannotReachTheRootLevelOperations() throws {
        // The root-level operations (selectTab, apply, reset, dismissAll, popToRoot(), resume) are
        // members of NavigationRoot only: a handle has no way to call them, whatever it holds.
        let root = makeRoot()
        let sheet = try #require(root.present(HomeDestination.editor, .managedSheet))
        let handle = root.handle(for: sheet)
        root.dismiss()
        #expect(handle.root === root)
        #expect(!handle.isAttached)
    }

    @Test func aHandleOutlivingItsRootRefusesWithoutCrashing() throws {
        var root: NavigationRoot? = makeRoot()
        let handle = try #require(root?.front)
        weak let weakRoot = root
        root = nil
        #expect(weakRoot == nil)
        #expect(handle.push(HomeDestination.detail) == .refused(.detached(handle.anchor)))
        #expect(handle.send(values: [1]) == .stopped(.detached(handle.anchor)))
        #expect(!handle.isAttached)
    }

    @Test func aHandleFollowsItsEntryWhereverItIs() throws {
        let root = makeRoot()
        let detail = try #require(root.push(HomeDestination.detail))
        let handle = root.handle(for: detail)
        root.present(HomeDestination.editor, .managedSheet)
        root.selectTab("orders")
        #expect(handle.push(HomeDestination.list) == .applied)
        #expect(root.state.routeIDs(inTab: "home") == ["home", "detail", "list"])
        #expect(handle.entry?.routeID == "detail")
    }

    @Test func aHandleKeepsWorkingAfterTheStateItsEntryIsInIsApplied() throws {
        let root = makeRoot()
        let sheet = try #require(root.present(HomeDestination.editor, .managedSheet))
        let handle = root.handle(for: sheet)
        #expect(root.apply(root.state) == .applied)
        #expect(handle.push(HomeDestination.list) == .applied)
        #expect(root.locationDescription == "home: home | sheet: editor > list")
    }

    @Test func aTabHandleMeetsTheLocksAndQuestionsOfItsTabsStack() throws {
        let root = makeRoot()
        let detail = try #require(root.push(HomeDestination.detail))
        root.handle(for: detail).lockNavigation(reason: "paying")
        let before = root.state
        #expect(root.tabHandle("home").popToRoot() == .refused(.locked(route: "detail", reason: "paying")))
        #expect(root.tabHandle("home").pop(last: 1) == .refused(.locked(route: "detail", reason: "paying")))
        #expect(root.state == before)
    }

    @Test func absurdPositionsAreRefusedNotTrapped() throws {
        let root = makeRoot()
        root.push(HomeDestination.detail)
        #expect(!root.front.pop(last: Int.max).isApplied)
        #expect(!root.front.pop(last: Int.min).isApplied)
        root.front.showAlert(NavigationAlert(id: "a", title: "A", actions: [.init("OK")]))
        #expect(root.chooseAlertAction(at: Int.max) == .refused(.noAlertAction(Int.max, count: 1)))
        #expect(root.chooseAlertAction(at: -1) == .refused(.noAlertAction(0, count: 1)))
    }
}
