import Observation
import Shared

/// The payment step's state: its copy of the flow and the order it placed.
///
/// The step is locked for as long as it is in the tree, by its destination
/// (`NewOrderFlow.leaveGuard`): only Pay and Cancel, the wizard's own, take it away.
@MainActor
@Observable
final class NewOrderPaymentModel {
    /// This step's copy of the flow.
    let flow: NewOrderFlow
    /// The order paying placed; kept so a second tap never places a second order.
    private(set) var placedOrder: Order?

    /// The book paying places the order in.
    private let orderBook: OrderBook
    private let navigator: any NewOrderNavigating
    private let tracker: NewOrderTracker

    /// Takes the step's flow, then the order book it places the order in, then its navigator
    /// and tracker.
    init(
        flow: NewOrderFlow, orderBook: OrderBook, navigator: any NewOrderNavigating, tracker: NewOrderTracker
    ) {
        self.flow = flow
        self.orderBook = orderBook
        self.navigator = navigator
        self.tracker = tracker
    }

    /// The line being paid for, or `nil` when the flow is missing a choice.
    var lineItem: LineItem? { flow.lineItem }

    /// Runs each time the step comes to the front: reports the view.
    func appeared() { tracker.viewed() }

    /// Places the order and ends the wizard with it.
    func pay() {
        guard let item = lineItem else { return }
        let order = placedOrder ?? orderBook.placeOrder(items: [item])
        placedOrder = order
        tracker.tapped(.pay(orderID: order.id))
        navigator.complete(flow, with: order)
    }

    /// Abandons the wizard without placing anything.
    func cancel() {
        tracker.tapped(.cancel)
        navigator.cancel(flow)
    }
}
