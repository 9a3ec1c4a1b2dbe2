import Navigation
import NavigationTesting
import Testing

private enum WizardError: Error {
    case declined
}

/// The new-order wizard as a value: product, then quantity, then review; completes with the quantity.
private struct OrderWizard: NavigationFlow {
    typealias Value = Int

    var anchor: NavigationFlowAnchor?
    var product: String?
    var quantity: Int?
    var reviewed = false
    var declines = false

    func start() -> NavigationFlowStep<OrderWizard> { .show(WizardStep.product(self)) }

    func next() async throws -> NavigationFlowStep<OrderWizard> {
        if declines { throw WizardError.declined }
        guard product != nil else { return .cancel }
        guard let quantity else { return .show(WizardStep.quantity(self)) }
        guard reviewed else { return .show(WizardStep.review(self)) }
        return .completeWith(quantity)
    }
}

/// The wizard's screens; each carries the flow as it stood when the screen was shown.
private enum WizardStep: NavigationDestination {
    case product(OrderWizard)
    case quantity(OrderWizard)
    case review(OrderWizard)

    var flow: OrderWizard {
        switch self {
        case .product(let flow), .quantity(let flow), .review(let flow): flow
        }
    }

    var routeID: String {
        switch self {
        case .product: "wizard/product"
        case .quantity: "wizard/quantity"
        case .review: "wizard/review"
        }
    }

    var method: NavigationMethod {
        if case .product = self { return .managedSheet }
        return .push
    }
}

@MainActor
@Suite struct NavigationFlowTests {
    private let orderCheckpoint = NavigationCheckpoint<Int>("new order")

    /// The flow held by the screen in front.
    private func shownFlow(_ root: Navigator) throws -> OrderWizard {
        try #require(root.current.topEntry?.destination.base as? WizardStep).flow
    }

    /// Fills in every step up to the review and advances through it.
    private func walkToTheEnd(_ root: Navigator, quantity: Int) async throws {
        var flow = try shownFlow(root)
        flow.product = "tea"
        #expect(await root.current.advance(flow))
        flow = try shownFlow(root)
        flow.quantity = quantity
        #expect(await root.current.advance(flow))
        flow = try shownFlow(root)
        flow.reviewed = true
        #expect(await root.current.advance(flow))
    }

    @Test func startingAFlowShowsItsFirstStepAnchoredWhereItStarted() throws {
        let root = makeRoot()
        let detail = try #require(root.push(HomeDestination.detail))
        #expect(root.startFlow(OrderWizard()))
        #expect(root.locationDescription == "home: home > detail | sheet: wizard/product")
        let anchor = try #require(try shownFlow(root).anchor)
        #expect(anchor == NavigationFlowAnchor(navigator: "home", entry: detail))
    }

    @Test func advancingShowsTheNextStepWithTheUpdatedFlow() async throws {
        let root = makeRoot()
        root.startFlow(OrderWizard())
        var flow = try shownFlow(root)
        flow.product = "tea"
        #expect(await root.current.advance(flow))
        #expect(root.locationDescription == "home: home | sheet: wizard/product > wizard/quantity")
        #expect(try shownFlow(root).product == "tea")
        #expect(try shownFlow(root).anchor == flow.anchor)
    }

    @Test func completingWithAValueReturnsItToTheCheckpoint() async throws {
        let root = makeRoot()
        let received = Log<Int>()
        root.push(HomeDestination.detail)
        try #require(root.navigator(named: "home")).establish(orderCheckpoint) { received.record($0) }
        root.push(HomeDestination.list)
        #expect(root.startFlow(OrderWizard(), returningTo: orderCheckpoint))
        #expect(try shownFlow(root).anchor?.checkpointName == "new order")
        try await walkToTheEnd(root, quantity: 3)
        #expect(root.locationDescription == "home: home > detail")
        #expect(received.values == [3])
    }

    @Test func completingWithoutACheckpointReturnsToWhereTheFlowStarted() async throws {
        let root = makeRoot()
        root.push(HomeDestination.detail)
        root.startFlow(OrderWizard())
        try await walkToTheEnd(root, quantity: 2)
        #expect(root.locationDescription == "home: home > detail")
    }

    @Test func completingDismissesTheFlowsLayersAndPopsTheStartingStackBackToItsScreen() async throws {
        let root = makeRoot()
        root.present(HomeDestination.editor, method: .managedSheet)
        root.startFlow(OrderWizard(), returningTo: nil)
        #expect(root.locationDescription == "home: home | sheet: editor | sheet: wizard/product")
        var flow = try shownFlow(root)
        flow.product = "tea"
        await root.current.advance(flow)
        try #require(root.navigator(named: "home/sheet")).push(HomeDestination.list)
        #expect(root.current.finish(flow, with: .complete))
        #expect(root.locationDescription == "home: home | sheet: editor")
    }

    @Test func cancelReturnsWithoutAValue() async throws {
        let root = makeRoot()
        let received = Log<Int>()
        try #require(root.navigator(named: "home")).establish(orderCheckpoint) { received.record($0) }
        root.startFlow(OrderWizard(), returningTo: orderCheckpoint)
        let flow = try shownFlow(root)
        #expect(await root.current.advance(flow))
        #expect(root.locationDescription == "home: home")
        #expect(received.values.isEmpty)
    }

    @Test func finishingWithCancelEndsTheFlowAtOnce() async throws {
        let root = makeRoot()
        let received = Log<Int>()
        try #require(root.navigator(named: "home")).establish(orderCheckpoint) { received.record($0) }
        root.startFlow(OrderWizard(), returningTo: orderCheckpoint)
        var flow = try shownFlow(root)
        flow.product = "tea"
        await root.current.advance(flow)
        #expect(root.current.finish(try shownFlow(root), with: .cancel))
        #expect(root.locationDescription == "home: home")
        #expect(received.values.isEmpty)
    }

    @Test func aThrownErrorChangesNothing() async throws {
        let events = NavigationEventRecorder()
        let root = makeRoot(events: events)
        root.startFlow(OrderWizard())
        var flow = try shownFlow(root)
        flow.product = "tea"
        flow.declines = true
        let before = root.exportState()
        #expect(await root.current.advance(flow) == false)
        #expect(root.exportState() == before)
        #expect(messages(events, .flow, .error) == ["OrderWizard failed: declined"])
    }

    @Test func aStepIsDroppedWhenItsNavigatorLeftTheTree() async throws {
        let events = NavigationEventRecorder()
        let root = makeRoot(events: events)
        root.startFlow(OrderWizard())
        let stepNavigator = root.current
        var flow = try shownFlow(root)
        flow.product = "tea"
        root.dismiss()
        root.push(HomeDestination.detail)
        let before = root.exportState()
        #expect(await stepNavigator.advance(flow) == false)
        #expect(root.exportState() == before)
        #expect(messages(events, .flow, .warning) == ["OrderWizard step dropped: its screen left"])
    }

    @Test func aFlowThatWasNeverStartedHasNoAnchorToReturnTo() {
        let root = makeRoot()
        root.push(HomeDestination.detail)
        let before = root.exportState()
        #expect(!root.current.finish(OrderWizard(), with: .complete))
        #expect(root.exportState() == before)
    }

    @Test func goingBackAStepShowsThatStepsOwnCopyOfTheFlow() async throws {
        let root = makeRoot()
        root.startFlow(OrderWizard())
        var flow = try shownFlow(root)
        flow.product = "tea"
        await root.current.advance(flow)
        var second = try shownFlow(root)
        second.quantity = 5
        await root.current.advance(second)
        root.back()
        #expect(try shownFlow(root).quantity == nil)
        #expect(try shownFlow(root).product == "tea")
    }

    @Test func aFlowPresentedWithoutStartFlowAnchorsToTheScreenThatPresentedIt() throws {
        let root = makeRoot()
        let detail = try #require(root.push(HomeDestination.detail))
        root.navigate(to: WizardStep.product(OrderWizard()))
        var flow = try shownFlow(root)
        #expect(flow.anchor == nil)
        #expect(root.current.anchorFlow(&flow, returningTo: orderCheckpoint))
        #expect(
            flow.anchor == NavigationFlowAnchor(checkpointName: "new order", navigator: "home", entry: detail)
        )
        #expect(!root.current.anchorFlow(&flow))
    }

    @Test func aPushedFlowAnchorsToTheScreenBelowItsFirstStep() throws {
        let root = makeRoot()
        let detail = try #require(root.push(HomeDestination.detail))
        root.navigate(to: WizardStep.quantity(OrderWizard()))
        var flow = try shownFlow(root)
        #expect(root.current.anchorFlow(&flow))
        #expect(flow.anchor == NavigationFlowAnchor(navigator: "home", entry: detail))
    }

    @Test func completingWhenTheCheckpointIsGoneReturnsToWhereTheFlowStarted() async throws {
        let root = makeRoot()
        let received = Log<Int>()
        root.push(HomeDestination.detail)
        #expect(root.startFlow(OrderWizard(), returningTo: orderCheckpoint))
        try await walkToTheEnd(root, quantity: 2)
        #expect(root.locationDescription == "home: home > detail")
        #expect(received.values.isEmpty)
    }
}
