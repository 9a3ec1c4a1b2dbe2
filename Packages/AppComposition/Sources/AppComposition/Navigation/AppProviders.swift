import Navigation
import Orders
import Shared

/// Registers the screens behind `SharedDestinations`: Orders supplies them, the app decides.
///
/// `loyaltyProgram` is deliberately left unprovided (the shared type marks it so), to show
/// the placeholder a missing provider produces and the audit that reports it.
@MainActor
public enum AppProviders {
    /// The provided destination types the app knows, for the audit.
    public static let providedTypes: [any NavigationProvidedDestination.Type] = [SharedDestinations.self]

    /// Installs every provider on the root.
    public static func register(on root: NavigationRoot) {
        root.provide(SharedDestinations.self) { shared in
            switch shared {
            case .newOrder: OrdersIncomingNavigation.newOrder(NewOrderFlow())
            case .orderDetails(let order): OrdersIncomingNavigation.detail(id: order.id)
            case .productDetails(let product): OrdersIncomingNavigation.product(sku: product.sku)
            case .loyaltyProgram: nil
            }
        }
    }
}
