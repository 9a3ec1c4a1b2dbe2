import Observation
import Shared

/// The review step's state: its copy of the flow, which holds the product and quantity.
@MainActor
@Observable
final class NewOrderReviewModel {
    /// This step's copy of the flow.
    let flow: NewOrderFlow

    @ObservationIgnored private let navigator: any NewOrderNavigating
    @ObservationIgnored private let tracker: NewOrderTracker

    /// Creates the step's model.
    init(flow: NewOrderFlow, navigator: any NewOrderNavigating, tracker: NewOrderTracker) {
        self.flow = flow
        self.navigator = navigator
        self.tracker = tracker
    }

    /// The line being ordered, or `nil` when the flow is missing a choice.
    var lineItem: LineItem? { flow.lineItem }

    /// Tracks the view and asks the wizard's sheet to confirm before it is taken away.
    func appeared() {
        tracker.viewed()
        navigator.confirmDiscarding()
    }

    /// Accepts the review and moves on to payment.
    func continueToPayment() async {
        tracker.continuedToPayment()
        await navigator.continueToPayment(flow)
    }

    /// Abandons the wizard.
    func cancel() {
        tracker.cancelled()
        navigator.cancel(flow)
    }
}
