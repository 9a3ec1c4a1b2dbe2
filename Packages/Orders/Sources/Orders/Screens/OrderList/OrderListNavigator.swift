import Navigation
import Shared

/// What the order list asks of navigation, in the list's own words.
@MainActor
protocol OrderListNavigating: AnyObject {
    /// Pushes one order's details.
    @discardableResult func showOrder(id: Int) -> Bool
    /// Starts the new-order wizard; it returns its order to ``Shared/SharedCheckpoints/newOrder``.
    @discardableResult func startNewOrder() -> Bool
    /// Establishes ``Shared/SharedCheckpoints/newOrder`` at the list, handing returned orders to `handler`.
    @discardableResult func receiveNewOrders(_ handler: @escaping @MainActor (Order) -> Void) -> Bool
}

/// The list's navigator: each semantic method picks one navigation value and style.
@MainActor
final class OrderListNavigator: OrderListNavigating {
    private weak var navigator: (any NavigatorContract)?

    /// Wraps the navigator that owns the list's entry (or a mock).
    init(_ navigator: any NavigatorContract) { self.navigator = navigator }

    @discardableResult
    func showOrder(id: Int) -> Bool {
        navigator?.navigate(to: OrdersIncomingNavigation.detail(id: id)) ?? false
    }

    @discardableResult
    func startNewOrder() -> Bool {
        navigator?.startFlow(NewOrderFlow(), returningTo: SharedCheckpoints.newOrder) ?? false
    }

    @discardableResult
    func receiveNewOrders(_ handler: @escaping @MainActor (Order) -> Void) -> Bool {
        navigator?.establish(SharedCheckpoints.newOrder, onReturn: handler) ?? false
    }
}
