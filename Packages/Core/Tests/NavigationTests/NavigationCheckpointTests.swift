import Navigation
import NavigationFlows
import NavigationTesting
import Testing

@MainActor
@Suite struct NavigationCheckpointTests {
    static let picked = NavigationCheckpoint<Int>("picked")

    @Test func returningWithAValueDismissesWhatIsOverTheCheckpointAndHandsTheValueOverOnce() throws {
        let root = makeRoot()
        let values = Log<Int>()
        let home = root.front
        #expect(home.establish(Self.picked) { values.record($0) } == .applied)
        root.push(HomeDestination.detail)
        root.present(HomeDestination.editor, .managedSheet)
        root.push(HomeDestination.list)
        #expect(root.front.canReturnToCheckpoint(Self.picked))
        #expect(root.front.returnToCheckpoint(Self.picked, value: 42) == .applied)
        #expect(root.locationDescription == "home: home")
        #expect(values.values == [42])
    }

    @Test func returningWithoutAValueOnlyNavigates() throws {
        let root = makeRoot()
        let values = Log<Int>()
        root.front.establish(Self.picked) { values.record($0) }
        root.present(HomeDestination.info, .sheet)
        #expect(root.front.returnToCheckpoint(Self.picked) == .applied)
        #expect(root.locationDescription == "home: home")
        #expect(values.values.isEmpty)
    }

    @Test func theNearestCheckpointBelowTheScreenAnswers() throws {
        let root = makeRoot()
        let values = Log<String>()
        root.front.establish(Self.picked) { values.record("home \($0)") }
        root.push(HomeDestination.detail)
        root.front.establish(Self.picked) { values.record("detail \($0)") }
        root.present(HomeDestination.info, .sheet)
        root.front.returnToCheckpoint(Self.picked, value: 1)
        #expect(root.locationDescription == "home: home > detail")
        #expect(values.values == ["detail 1"])
    }

    @Test func aCheckpointAboveTheScreenOrInAnotherTabIsNotReachable() throws {
        let root = makeRoot()
        let home = root.front
        root.push(HomeDestination.detail)
        root.front.establish(Self.picked)
        #expect(home.returnToCheckpoint(Self.picked) == .refused(.noCheckpoint("picked")))
        root.selectTab("orders")
        #expect(root.front.returnToCheckpoint(Self.picked) == .refused(.noCheckpoint("picked")))
    }

    @Test func aValueOfAnotherTypeIsRefusedAndChangesNothing() throws {
        let root = makeRoot()
        root.front.establish(NavigationCheckpoint<String>("picked"))
        root.present(HomeDestination.info, .sheet)
        let before = root.state
        #expect(
            root.front.returnToCheckpoint(Self.picked, value: 3)
                == .refused(.checkpointTypeMismatch(name: "picked", expected: "String", found: "Int")))
        #expect(root.state == before)
    }

    @Test func aCheckpointLeavesWithItsScreen() throws {
        let root = makeRoot()
        let detail = try #require(root.push(HomeDestination.detail))
        root.front.establish(Self.picked)
        #expect(root.checkpointNames(at: detail) == ["picked"])
        root.front.pop(last: 1)
        #expect(root.checkpointNames(at: detail).isEmpty)
        root.push(HomeDestination.list)
        #expect(root.front.returnToCheckpoint(Self.picked) == .refused(.noCheckpoint("picked")))
    }

    /// A few checkpoints, or more than a handful, below or among many screens that leave:
    /// each leaves with its screen, the others stay, and the nearest one still answers.
    @Test(arguments: [3, 12]) func checkpointsLeaveWithTheirScreensHoweverManyThereAre(count: Int) throws {
        let root = makeRoot()
        var marked: [NavigationEntryID] = []
        for index in 0..<30 {
            let entry = try #require(root.push(HomeDestination.detail))
            if index % (30 / count) == 0, marked.count < count {
                root.front.establish(Self.picked)
                marked.append(entry)
            }
        }
        let kept = marked[0]
        try #require(root.handle(for: kept).pop(to: kept) == .applied)
        #expect(root.checkpointNames(at: kept) == ["picked"])
        for left in marked.dropFirst() { #expect(root.checkpointNames(at: left).isEmpty) }
        root.push(HomeDestination.list)
        #expect(root.front.returnToCheckpoint(Self.picked) == .applied)
        #expect(root.state.frontEntry?.id == kept)
    }

    @Test func returningToTheScreenAlreadyOnTopStillHandsTheValueOver() throws {
        let root = makeRoot()
        let values = Log<Int>()
        root.front.establish(Self.picked) { values.record($0) }
        #expect(root.front.returnToCheckpoint(Self.picked, value: 5) == .applied)
        #expect(values.values == [5])
    }

    @Test func establishingAgainReplacesTheHandler() throws {
        let root = makeRoot()
        let values = Log<String>()
        root.front.establish(Self.picked) { values.record("first \($0)") }
        root.front.establish(Self.picked) { values.record("second \($0)") }
        root.present(HomeDestination.info, .sheet)
        root.front.returnToCheckpoint(Self.picked, value: 2)
        #expect(values.values == ["second 2"])
    }

    @Test func aReturnThatALockRefusesDeliversNothing() throws {
        let root = makeRoot()
        let values = Log<Int>()
        root.front.establish(Self.picked) { values.record($0) }
        root.present(HomeDestination.editor, .managedSheet)
        root.front.lockNavigation(reason: "busy")
        root.present(HomeDestination.info, .sheet)
        #expect(
            root.front.returnToCheckpoint(Self.picked, value: 1)
                == .refused(.locked(route: "editor", reason: "busy")))
        #expect(values.values.isEmpty)
    }

    @Test func aReturnThatAsksFirstDeliversTheValueOnlyWhenThePersonLeaves() throws {
        let root = makeRoot()
        let values = Log<Int>()
        root.front.establish(Self.picked) { values.record($0) }
        let sheet = try #require(root.present(HomeDestination.editor, .managedSheet))
        root.handle(for: sheet).confirmLeaving(NavigationLeaveConfirmation(title: "Leave?"), scope: .layer)
        root.present(HomeDestination.info, .sheet)
        #expect(root.front.returnToCheckpoint(Self.picked, value: 1).isApplied == false)
        #expect(values.values.isEmpty)
        root.chooseAlertAction(at: 0)
        #expect(values.values == [1])
        #expect(root.locationDescription == "home: home")
    }
}
