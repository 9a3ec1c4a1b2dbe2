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
    /// `orders` opens the list; `orders/ID` (a positive integer) an order over the list;
    /// `orders/products/SKU` a product over the list; `orders/new/product` the new-order
    /// wizard's first step in a managed sheet over the list.
    public static func register(into router: inout DeepLinkRouter<DeepLinkTarget>) throws(DeepLinkError) {
        try router.register(patterns[0]) { _ in
            target([])
        }
        try router.register(patterns[1]) { match in
            target([OrdersIncomingNavigation.detail(id: try match.int("id"))])
        }
        try router.register(patterns[2]) { match in
            target([OrdersIncomingNavigation.product(sku: try match.string("sku"))])
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

    private static func target(_ above: [OrdersIncomingNavigation]) -> DeepLinkTarget {
        DeepLinkTarget(tab: RootTab.orders.name, stack: [OrdersIncomingNavigation.list] + above)
    }
}
