import Shared

/// A tap on the order list, named as analytics records it (`tap orders open-order-1001`).
enum OrderListAction: AnalyticsAction {
    /// An order was opened.
    case openOrder(id: Int)
    /// The new-order wizard was started.
    case newOrder
    /// The wizard returned an order to the list.
    case receivedOrder(id: Int)

    /// The tap's name in an ``AnalyticsEvent``: lowercase words joined by `-`.
    var name: String {
        switch self {
        case .openOrder(let id): "open-order-\(id)"
        case .newOrder: "new-order"
        case .receivedOrder(let id): "received-order-\(id)"
        }
    }
}

/// Reports the order list's view and taps under the list's route id (`orders`).
typealias OrderListTracker = ScreenTracker<OrderListAction>
