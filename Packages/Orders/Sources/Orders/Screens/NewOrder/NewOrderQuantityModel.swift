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

    @ObservationIgnored private let navigator: any NewOrderNavigating
    @ObservationIgnored private let tracker: NewOrderTracker

    /// Creates the step's model.
    init(flow: NewOrderFlow, navigator: any NewOrderNavigating, tracker: NewOrderTracker) {
        self.flow = flow
        self.navigator = navigator
        self.tracker = tracker
    }

    /// Tracks the view and asks the wizard's sheet to confirm before it is taken away.
    func appeared() {
        tracker.viewed()
        navigator.confirmDiscarding()
    }

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
