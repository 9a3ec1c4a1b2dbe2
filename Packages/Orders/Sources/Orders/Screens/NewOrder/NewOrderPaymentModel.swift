import Navigation
import Observation
import Shared

/// The payment step's state: its copy of the flow, the lock it holds, the order it placed.
@MainActor
@Observable
final class NewOrderPaymentModel {
    /// This step's copy of the flow.
    let flow: NewOrderFlow
    /// The lock taken when the step first appeared: while it holds, only the wizard's own
    /// screens (Pay, Cancel) take the step away; it ends when the step leaves the tree.
    private(set) var lock: NavigationLock?
    /// The order paying placed; kept so a second tap never places a second order.
    private(set) var placedOrder: Order?

    @ObservationIgnored private let orderBook: OrderBook
    @ObservationIgnored private let navigator: any NewOrderNavigating
    @ObservationIgnored private let tracker: NewOrderTracker

    /// Creates the step's model.
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

    /// Tracks the view and locks navigation, once per model.
    func appeared() {
        tracker.viewed()
        if lock == nil { lock = navigator.lockForPayment() }
    }

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
