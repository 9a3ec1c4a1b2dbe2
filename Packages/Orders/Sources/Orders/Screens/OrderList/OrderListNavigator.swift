import Navigation
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
    private let navigator: any NavigatorContract

    /// Wraps the handle of the screen's entry.
    init(_ navigator: any NavigatorContract) { self.navigator = navigator }

    @discardableResult
    func showOrder(id: Int) -> NavigationOutcome {
        navigator.navigate(to: OrdersIncomingNavigation.detail(id: id))
    }

    @discardableResult
    func startNewOrder() -> NavigationOutcome {
        navigator.startFlow(NewOrderFlow(), returningTo: SharedCheckpoints.newOrder)
    }

    @discardableResult
    func receiveNewOrders(_ handler: @escaping @MainActor (Order) -> Void) -> NavigationOutcome {
        navigator.establish(SharedCheckpoints.newOrder, onReturn: handler)
    }
}
