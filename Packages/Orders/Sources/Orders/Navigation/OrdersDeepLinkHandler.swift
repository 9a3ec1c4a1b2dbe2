import Navigation
import Shared

/// The Orders feature's link patterns and the whole places they lead to.
///
/// Every target selects the `orders` tab with the list at the bottom of its stack, so a
/// link never leaves the customer on a screen with nothing to go back to.
public enum OrdersDeepLinkHandler: DeepLinkHandling {
    /// The patterns this handler registers, in registration order.
    public static let patterns = [
        "orders",
        "orders/:id<int:\(OrdersIncomingNavigation.firstOrderID)...>",
        "orders/products/:sku",
        "orders/new/product",
    ]

    /// Registers the feature's patterns.
    ///
    /// `orders` opens the list; `orders/ID` (a positive integer) focuses an order: the orders
    /// tab goes back to it when it is already open there, and pushes it otherwise;
    /// `orders/products/SKU` pushes a product onto the stack the person is on, in whichever
    /// tab; `orders/new/product` opens the new-order wizard's first step in a managed sheet
    /// over the list.
    public static func register(into router: inout DeepLinkRouter<DeepLinkTarget>) throws(DeepLinkError) {
        try router.register(patterns[0]) { _ in
            target([])
        }
        try router.register(patterns[1]) { match in
            target([OrdersIncomingNavigation.detail(id: try match.int("id"))], policy: .focus)
        }
        try router.register(patterns[2]) { match in
            target([OrdersIncomingNavigation.product(sku: try match.string("sku"))], policy: .push)
        }
        try router.register(patterns[3]) { _ in
            DeepLinkTarget(
                tab: RootTab.orders.name,
                stack: [OrdersIncomingNavigation.list],
                presentation: DeepLinkTarget.Presentation(
                    style: .managedSheet,
                    stack: [OrdersIncomingNavigation.newOrder(NewOrderFlow())]
                )
            )
        }
    }

    /// Every destination that must round-trip: its routeID, as `switchyard://<routeID>`, routes back to it.
    public static var linkSamples: [OrdersIncomingNavigation] {
        [.list, .detail(id: 1001), .product(sku: "tea"), .newOrder(NewOrderFlow())]
    }

    private static func target(
        _ above: [OrdersIncomingNavigation], policy: DeepLinkPolicy = .replace
    ) -> DeepLinkTarget {
        DeepLinkTarget(
            tab: RootTab.orders.name, stack: [OrdersIncomingNavigation.list] + above, policy: policy)
    }
}
