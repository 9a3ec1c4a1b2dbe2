import Shared

/// A tap on an order's detail screen, named as analytics records it (`tap orders/1001 cancel`).
enum OrderDetailAction: AnalyticsAction {
    /// A line item's product was opened.
    case openProduct(sku: String)
    /// The customer asked to cancel the order.
    case cancel
    /// The customer confirmed the cancellation.
    case confirmCancel
    /// The customer kept the order after all.
    case keepOrder
    /// The shipping address was opened.
    case shippingAddress
    /// Support was contacted.
    case support

    /// The tap's name in an ``AnalyticsEvent``: lowercase words joined by `-`.
    var name: String {
        switch self {
        case .openProduct(let sku): "open-product-\(sku)"
        case .cancel: "cancel"
        case .confirmCancel: "confirm-cancel"
        case .keepOrder: "keep-order"
        case .shippingAddress: "shipping-address"
        case .support: "support"
        }
    }
}

/// Reports an order's detail view and taps under the order's route id (`orders/1001`).
typealias OrderDetailTracker = ScreenTracker<OrderDetailAction>
