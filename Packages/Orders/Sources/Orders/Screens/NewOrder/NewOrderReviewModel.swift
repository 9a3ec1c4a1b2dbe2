import Observation
import Shared

/// The review step's state: its copy of the flow, which holds the product and quantity.
@MainActor
@Observable
final class NewOrderReviewModel {
    /// This step's copy of the flow.
    let flow: NewOrderFlow
    /// How long the stock check before payment takes (zero in tests).
    let stockCheck: Duration

    private let navigator: any NewOrderNavigating
    private let tracker: NewOrderTracker

    /// Takes the step's flow, then the one dependency it reads, how long the stock check
    /// takes, then its navigator and tracker.
    init(
        flow: NewOrderFlow, stockCheck: Duration, navigator: any NewOrderNavigating, tracker: NewOrderTracker
    ) {
        self.flow = flow
        self.stockCheck = stockCheck
        self.navigator = navigator
        self.tracker = tracker
    }

    /// The line being ordered, or `nil` when the flow is missing a choice.
    var lineItem: LineItem? { flow.lineItem }

    /// Runs each time the step comes to the front: reports the view. (The step's question
    /// before its sheet goes is its destination's: `NewOrderFlow.leaveGuard`.)
    func appeared() { tracker.viewed() }

    /// Accepts the review and moves on to payment, once the flow has checked the stock.
    ///
    /// The check runs inside the flow's next step, so a customer who leaves the review while
    /// it runs does not find the payment step pushed behind their back: the engine drops it.
    func continueToPayment() async {
        tracker.tapped(.continueToPayment)
        var flow = flow
        flow.stockCheck = stockCheck
        await navigator.continueToPayment(flow)
    }

    /// Abandons the wizard.
    func cancel() {
        tracker.tapped(.cancel)
        navigator.cancel(flow)
    }
}
