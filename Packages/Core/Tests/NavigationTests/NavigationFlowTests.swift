import Navigation
import NavigationFlows
import NavigationTesting
import Testing

/// A flow whose next step waits for the test to let it go, like a payment call in flight.
private struct SlowFlow: NavigationFlow {
    typealias Value = Int
    var anchor: NavigationFlowAnchor?
    var step = 1
    let gate: FlowGate

    func start() -> NavigationFlowStep<SlowFlow> { .show(HomeDestination.page(step)) }

    func next() async throws -> NavigationFlowStep<SlowFlow> {
        await gate.wait()
        return .show(HomeDestination.page(step + 1))
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.step == rhs.step && lhs.anchor == rhs.anchor }
    func hash(into hasher: inout Hasher) { hasher.combine(step) }
    enum CodingKeys: CodingKey { case anchor, step }
    init(gate: FlowGate) { self.gate = gate }
    init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "test only"))
    }
    func encode(to encoder: any Encoder) throws {}
}

/// Lets a test decide when an async flow step finishes.
@MainActor
final class FlowGate: Sendable {
    private var waiting: CheckedContinuation<Void, Never>?
    private var opened = false

    nonisolated init() {}

    func wait() async {
        if opened { return }
        await withCheckedContinuation { waiting = $0 }
    }

    func open() {
        opened = true
        waiting?.resume()
        waiting = nil
    }
}

/// A flow whose next step fails.
private struct FailingFlow: NavigationFlow {
    typealias Value = Int
    struct Failure: Error, CustomStringConvertible { var description: String { "card declined" } }
    var anchor: NavigationFlowAnchor?
    func start() -> NavigationFlowStep<FailingFlow> { .show(HomeDestination.detail) }
    func next() async throws -> NavigationFlowStep<FailingFlow> { throw Failure() }
}

@MainActor
@Suite struct NavigationFlowTests {
    static let done = NavigationCheckpoint<Int>("done")

    @Test func aStartedFlowShowsItsFirstStepAndCompletesBackWhereItStarted() async throws {
        let root = makeRoot()
        let home = root.front
        #expect(home.startFlow(PickFlow()) == .applied)
        #expect(root.locationDescription == "home: home | sheet: pick/1")
        guard case .step(let first) = root.front.entry?.destination.base as? PickStep else {
            Issue.record("no first step")
            return
        }
        #expect(first.anchor?.entry == home.entry?.id)
        #expect(await root.front.advance(first) == .applied)
        #expect(root.locationDescription == "home: home | sheet: pick/1 > pick/2")
        guard case .step(let second) = root.front.entry?.destination.base as? PickStep else { return }
        #expect(await root.front.advance(second) == .applied)
        #expect(root.locationDescription == "home: home")
    }

    @Test func completingWithAValueHandsItToTheCheckpoint() async throws {
        let root = makeRoot()
        let values = Log<Int>()
        root.front.establish(Self.done) { values.record($0) }
        var flow = PickFlow()
        flow.picked = 7
        root.front.startFlow(flow, returningTo: Self.done)
        guard case .step(let first) = root.front.entry?.destination.base as? PickStep else { return }
        await root.front.advance(first)
        guard case .step(let second) = root.front.entry?.destination.base as? PickStep else { return }
        #expect(await root.front.advance(second) == .applied)
        #expect(values.values == [7])
        #expect(root.locationDescription == "home: home")
    }

    @Test func aFlowShownWithoutBeingStartedIsAnchoredToTheScreenItWasPresentedFrom() throws {
        let root = makeRoot()
        let home = root.frontID
        root.present(PickStep.step(PickFlow()), .managedSheet)
        var flow = PickFlow()
        #expect(root.front.anchorFlow(&flow, returningTo: Self.done) == .applied)
        #expect(flow.anchor == NavigationFlowAnchor(checkpointName: "done", entry: home))
        #expect(root.front.anchorFlow(&flow) == .refused(.flowAlreadyAnchored))
        var pushed = PickFlow()
        let detail = try #require(root.push(HomeDestination.detail))
        root.push(PickStep.step(pushed))
        root.front.anchorFlow(&pushed)
        #expect(pushed.anchor?.entry == detail)
    }

    @Test func cancellingReturnsWithoutAValueAndAGoneAnchorClosesTheFlowsLayer() throws {
        let root = makeRoot()
        let values = Log<Int>()
        root.front.establish(Self.done) { values.record($0) }
        root.front.startFlow(PickFlow(), returningTo: Self.done)
        guard case .step(let first) = root.front.entry?.destination.base as? PickStep else { return }
        #expect(root.front.finish(first, with: .cancel) == .applied)
        #expect(root.locationDescription == "home: home")
        #expect(values.values.isEmpty)

        let detail = try #require(root.push(HomeDestination.detail))
        root.handle(for: detail).startFlow(PickFlow())
        guard case .step(let again) = root.front.entry?.destination.base as? PickStep else { return }
        root.tabHandle("home").pop(to: root.state.tabs[0].stack.entries[0].id)
        #expect(root.front.finish(again, with: .cancel) == .applied)
        #expect(root.locationDescription == "home: home")
    }

    @Test func aValueForACheckpointItsStartScreenHasNotSetIsKeptThereUntilItSetsIt() throws {
        // Found by a stranger: a wizard restored (or opened by a link) over a screen that had
        // not appeared since placed the order and lost it, for the checkpoint was not set yet.
        let recorder = NavigationEventRecorder()
        let root = makeRoot(recorder: recorder)
        let values = Log<Int>()
        root.present(PickStep.step(PickFlow()), .managedSheet)
        var flow = PickFlow()
        root.front.anchorFlow(&flow, returningTo: Self.done)
        #expect(root.front.finish(flow, with: .completeWith(7)) == .applied)
        #expect(root.locationDescription == "home: home")
        #expect(values.values.isEmpty)
        root.front.establish(Self.done) { values.record($0) }
        #expect(values.values == [7])
        // Handed over once.
        root.front.establish(Self.done) { values.record($0) }
        #expect(values.values == [7])

        // A value kept at a screen that leaves without setting the checkpoint is dropped, and
        // said: the start screen may set it lower down, or under another name.
        let later = NavigationCheckpoint<Int>("later")
        let detail = try #require(root.push(HomeDestination.detail))
        root.handle(for: detail).present(PickStep.step(PickFlow()), style: .managedSheet)
        var second = PickFlow()
        root.front.anchorFlow(&second, returningTo: later)
        #expect(root.front.finish(second, with: .completeWith(8)) == .applied)
        #expect(root.locationDescription == "home: home > detail")
        #expect(!recorder.events.contains { $0.level == .warning && $0.kind == .checkpoint })
        #expect(root.back() == .applied)
        let dropped = recorder.events.filter { $0.level == .warning && $0.kind == .checkpoint }
        #expect(
            dropped.map(\.message) == [
                "the value kept at \(detail) for checkpoint 'later' is dropped: its screen left without setting it"
            ])
    }

    @Test func aFlowAnchoredToItsOwnStepClosesWhereItStands() throws {
        // Found by a stranger: a saved wizard whose anchor named its locked payment step kept
        // the step showing after each Pay and each Cancel, an order placed every time.
        let recorder = NavigationEventRecorder()
        let root = makeRoot(recorder: recorder)
        let step = try #require(root.present(PickStep.step(PickFlow()), .managedSheet))
        var flow = PickFlow()
        flow.anchor = NavigationFlowAnchor(checkpointName: "done", entry: step)
        #expect(root.handle(for: step).lockNavigation(reason: "paying") != nil)
        #expect(root.handle(for: step).finish(flow, with: .completeWith(3)) == .applied)
        #expect(root.locationDescription == "home: home")
        #expect(
            recorder.events.contains {
                $0.level == .warning
                    && $0.message.hasSuffix(
                        "start screen is not below it, nor is checkpoint 'done'; it closes where it stands")
            })
    }

    @Test func aFlowWithoutAnAnchorClosesWhereItStandsAndSaysSo() throws {
        // Found by a stranger: a saved wizard whose `anchor` was misspelled by hand restored
        // without one, and its locked payment step could neither pay nor cancel, for good.
        let recorder = NavigationEventRecorder()
        let root = makeRoot(recorder: recorder)
        root.present(PickStep.step(PickFlow()), .managedSheet)
        #expect(root.front.finish(PickFlow(), with: .cancel) == .applied)
        #expect(root.locationDescription == "home: home")
        root.push(HomeDestination.detail)
        root.push(PickStep.step(PickFlow(step: 2)))
        #expect(root.front.finish(PickFlow(), with: .completeWith(3)) == .applied)
        #expect(root.locationDescription == "home: home > detail")
        let warnings = recorder.events.filter { $0.level == .warning && $0.kind == .flow }
        #expect(warnings.count == 2)
        #expect(
            warnings.first?.message.hasSuffix(
                "has no anchor (start it with startFlow or anchorFlow); it closes where it stands") == true)
    }

    @Test func aStartScreenElsewhereIsNotReturnedToAndTheFlowsLayerIsDismissedInstead() throws {
        let root = makeRoot()
        let homeRoot = root.state.tabs[0].stack.entries[0].id
        root.selectTab("orders")
        let sheet = try #require(root.present(HomeDestination.editor, .managedSheet))
        // An anchor whose id names a screen in another tab (a restored state renumbered it).
        var flow = PickFlow()
        flow.anchor = NavigationFlowAnchor(entry: homeRoot)
        #expect(root.handle(for: sheet).finish(flow, with: .cancel) == .applied)
        #expect(root.locationDescription == "orders: orders")
    }

    @Test func aFlowLeftOnATabsOwnStackWithNowhereToReturnLeavesItsScreenInstead() throws {
        // A hand-edited state put a locked step straight onto Home's stack, its anchor elsewhere.
        let root = makeRoot()
        let homeRoot = root.state.tabs[0].stack.entries[0].id
        root.selectTab("orders")
        var flow = PickFlow()
        flow.anchor = NavigationFlowAnchor(entry: homeRoot)
        let step = try #require(root.push(PickStep.step(flow)))
        #expect(root.handle(for: step).lockNavigation(reason: "paying") != nil)
        #expect(root.back() == .refused(.locked(route: "pick/1", reason: "paying")))
        #expect(root.handle(for: step).finish(flow, with: .cancel) == .applied)
        #expect(root.locationDescription == "orders: orders")
    }

    @Test func aStepThatThrowsChangesNothing() async throws {
        let root = makeRoot()
        root.front.startFlow(FailingFlow())
        let before = root.state
        #expect(await root.front.advance(FailingFlow()) == .refused(.failed("card declined")))
        #expect(root.state == before)
    }

    @Test(arguments: [
        "went back", "switched tab", "switched tab and came back", "opened a sheet", "an alert asks",
        "an alert was answered", "asked before leaving", "nothing",
    ])
    func aLateStepLandsOnlyIfItsScreenIsStillWhereItWas(_ meanwhile: String) async throws {
        let root = makeRoot()
        root.push(HomeDestination.page(1))
        let gate = FlowGate()
        var flow = SlowFlow(gate: gate)
        flow.anchor = NavigationFlowAnchor(entry: root.state.tabs[0].stack.entries[0].id)
        let step = root.front
        let task = Task { await step.advance(flow) }
        await Task.yield()
        switch meanwhile {
        case "went back": root.back()
        case "switched tab": root.selectTab("orders")
        case "switched tab and came back":
            root.selectTab("orders")
            root.selectTab("home")
        case "opened a sheet": root.present(HomeDestination.info, .sheet)
        // A question in front of the screen is answered first: the step must not push over it.
        case "an alert asks":
            step.showAlert(NavigationAlert(id: "sure", title: "Sure?", actions: [.init("OK")]))
        case "an alert was answered":
            step.showAlert(NavigationAlert(id: "sure", title: "Sure?", actions: [.init("OK")]))
            root.chooseAlertAction(at: 0)
        case "asked before leaving":
            step.confirmLeaving(NavigationLeaveConfirmation(title: "Discard?"))
            #expect(!root.back().isApplied)
        default: break
        }
        let after = root.state
        gate.open()
        let outcome = await task.value
        if meanwhile == "nothing" {
            #expect(outcome == .applied)
            #expect(root.locationDescription == "home: home > page/1 > page/2")
        } else {
            #expect(outcome == .refused(.stale("the step after page/1")), "\(meanwhile)")
            #expect(root.state == after, "\(meanwhile)")
        }
    }
}
