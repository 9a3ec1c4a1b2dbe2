import Observation
import Shared

/// The quantity step's state: its copy of the flow and the quantities on offer.
@MainActor
@Observable
final class NewOrderQuantityModel {
    /// The quantities the step offers.
    static let choices = [1, 2, 3]

    /// This step's copy of the flow.
    private(set) var flow: NewOrderFlow

    private let navigator: any NewOrderNavigating
    private let tracker: NewOrderTracker

    /// Takes the step's flow, then its navigator and tracker.
    init(flow: NewOrderFlow, navigator: any NewOrderNavigating, tracker: NewOrderTracker) {
        self.flow = flow
        self.navigator = navigator
        self.tracker = tracker
    }

    /// Runs each time the step comes to the front: reports the view. (The step's question
    /// before its sheet goes is its destination's: `NewOrderFlow.leaveGuard`.)
    func appeared() { tracker.viewed() }

    /// Chooses a quantity and moves on to the review.
    func choose(_ quantity: Int) async {
        tracker.tapped(.quantity(quantity))
        flow.quantity = quantity
        await navigator.choose(quantity: quantity, in: flow)
    }

    /// Abandons the wizard.
    func cancel() {
        tracker.tapped(.cancel)
        navigator.cancel(flow)
    }
}
