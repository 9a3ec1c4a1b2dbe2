import Navigation
import Shared

/// What an order's detail screen asks of navigation, in the screen's own words.
@MainActor
protocol OrderDetailNavigating: AnyObject {
    /// Pushes a product's page.
    @discardableResult func showProduct(sku: String) -> NavigationOutcome
    /// Asks, in an alert, whether to cancel the order; `onCancel` runs only if the customer
    /// confirms while `isCurrent` still says the order can be cancelled (it may be cancelled
    /// in another window meanwhile: then the alert goes and nothing runs).
    @discardableResult func confirmCancellation(
        ofOrder id: Int, isCurrent: @escaping @MainActor () -> Bool,
        onCancel: @escaping @MainActor () -> Void, onKeep: @escaping @MainActor () -> Void
    ) -> NavigationOutcome
    /// Goes to the shipping address, outside Orders.
    @discardableResult func showShippingAddress() -> NavigationOutcome
    /// Goes to support about this order, outside Orders.
    @discardableResult func contactSupport(orderID: Int) -> NavigationOutcome
}

/// The detail screen's navigator: each semantic method picks one navigation value and style.
@MainActor
final class OrderDetailNavigator: OrderDetailNavigating {
    private let handle: any NavigationHandling

    /// Wraps the handle of the screen's entry.
    init(_ handle: any NavigationHandling) { self.handle = handle }

    @discardableResult
    func showProduct(sku: String) -> NavigationOutcome {
        handle.navigate(to: OrdersIncomingNavigation.product(sku: sku))
    }

    @discardableResult
    func confirmCancellation(
        ofOrder id: Int, isCurrent: @escaping @MainActor () -> Bool,
        onCancel: @escaping @MainActor () -> Void, onKeep: @escaping @MainActor () -> Void
    ) -> NavigationOutcome {
        handle.showAlert(
            NavigationAlert(
                id: Self.cancelAlertID(orderID: id),
                title: "Cancel order \(id)?",
                message: "Order \(id) will not be shipped. This cannot be undone.",
                actions: [
                    NavigationAlert.Action("Cancel order", role: .destructive, handler: onCancel),
                    NavigationAlert.Action("Keep order", role: .cancel, handler: onKeep),
                ],
                isCurrent: isCurrent
            )
        )
    }

    @discardableResult
    func showShippingAddress() -> NavigationOutcome {
        handle.navigate(to: OrdersOutgoingNavigation.shippingAddress)
    }

    @discardableResult
    func contactSupport(orderID: Int) -> NavigationOutcome {
        handle.navigate(to: OrdersOutgoingNavigation.support(orderID: orderID))
    }

    /// The id of the cancel confirmation, shown by `where`: `orders/1001/cancel`.
    static func cancelAlertID(orderID: Int) -> String {
        OrdersIncomingNavigation.detail(id: orderID).routeID + "/cancel"
    }
}
