import Navigation
import NavigationFlows
import Shared

/// What the order list asks of navigation, in the list's own words.
@MainActor
protocol OrderListNavigating: AnyObject {
    /// Pushes one order's details.
    @discardableResult func showOrder(id: Int) -> NavigationOutcome
    /// Starts the new-order wizard; it returns its order to ``Shared/SharedCheckpoints/newOrder``.
    @discardableResult func startNewOrder() -> NavigationOutcome
    /// Establishes ``Shared/SharedCheckpoints/newOrder`` at the list, handing returned orders to `handler`.
    @discardableResult func receiveNewOrders(_ handler: @escaping @MainActor (Order) -> Void)
        -> NavigationOutcome
}

/// The list's navigator: each semantic method picks one navigation value and style.
@MainActor
final class OrderListNavigator: OrderListNavigating {
    private let handle: any NavigationFlowHandling

    /// Wraps the handle of the screen's entry.
    init(_ handle: any NavigationFlowHandling) { self.handle = handle }

    @discardableResult
    func showOrder(id: Int) -> NavigationOutcome {
        handle.navigate(to: OrdersIncomingNavigation.detail(id: id))
    }

    @discardableResult
    func startNewOrder() -> NavigationOutcome {
        handle.startFlow(NewOrderFlow(), returningTo: SharedCheckpoints.newOrder)
    }

    @discardableResult
    func receiveNewOrders(_ handler: @escaping @MainActor (Order) -> Void) -> NavigationOutcome {
        handle.establish(SharedCheckpoints.newOrder, onReturn: handler)
    }
}
