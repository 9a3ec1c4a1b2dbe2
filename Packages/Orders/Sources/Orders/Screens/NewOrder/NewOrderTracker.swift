import Shared

/// A tap on a new-order wizard step, named as analytics records it (`tap orders/new/quantity quantity-2`).
enum NewOrderAction: AnalyticsAction {
    /// A product was chosen.
    case product(sku: String)
    /// A quantity was chosen.
    case quantity(Int)
    /// The review was accepted.
    case continueToPayment
    /// The order was paid for and placed.
    case pay(orderID: Int)
    /// The wizard was cancelled from this step.
    case cancel

    /// The tap's name in an ``AnalyticsEvent``: lowercase words joined by `-`.
    var name: String {
        switch self {
        case .product(let sku): "product-\(sku)"
        case .quantity(let quantity): "quantity-\(quantity)"
        case .continueToPayment: "continue"
        case .pay(let orderID): "pay-\(orderID)"
        case .cancel: "cancel"
        }
    }
}

/// Reports a wizard step's view and taps under the step's route id (`orders/new/quantity`).
typealias NewOrderTracker = ScreenTracker<NewOrderAction>
