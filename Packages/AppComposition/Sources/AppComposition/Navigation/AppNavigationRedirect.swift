import Home
import Navigation
import Orders
import Settings

/// The one place where features meet: every outgoing case mapped to another feature's incoming one.
///
/// Each feature's mapping is an exhaustive `switch`, so a new outgoing case does not compile
/// until the app decides where it leads. Values of a type the app does not know resolve to
/// `nil`, which the engine turns into a NotFound screen and a warning.
@MainActor
public final class AppNavigationRedirect: NavigationRedirecting {
    /// Creates the redirect.
    public init() {}

    /// Routes an outgoing value to the mapping of its feature.
    public func redirect(_ outgoing: any OutgoingNavigation) -> (any NavigationDestination)? {
        switch outgoing {
        case let outgoing as HomeOutgoingNavigation: destination(for: outgoing)
        case let outgoing as SettingsOutgoingNavigation: destination(for: outgoing)
        case let outgoing as OrdersOutgoingNavigation: destination(for: outgoing)
        default: nil
        }
    }

    /// Home -> Orders (an order's details) and Home -> Settings (the number picker).
    public func destination(for outgoing: HomeOutgoingNavigation) -> any NavigationDestination {
        switch outgoing {
        case .orderDetails(let id): OrdersIncomingNavigation.detail(id: id)
        case .numberPicker(let checkpoint): SettingsIncomingNavigation.picker(returningTo: checkpoint)
        }
    }

    /// Settings -> Orders (the order history).
    public func destination(for outgoing: SettingsOutgoingNavigation) -> any NavigationDestination {
        switch outgoing {
        case .orderHistory: OrdersIncomingNavigation.list
        }
    }

    /// Orders -> Settings (shipping address and support).
    public func destination(for outgoing: OrdersOutgoingNavigation) -> any NavigationDestination {
        switch outgoing {
        case .shippingAddress: SettingsIncomingNavigation.address
        case .support(let orderID): SettingsIncomingNavigation.help(orderID: orderID)
        }
    }
}
