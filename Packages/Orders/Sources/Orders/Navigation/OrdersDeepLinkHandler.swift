import Navigation
import NavigationLinks
import Shared

/// The Orders feature's link patterns and the whole places they lead to.
///
/// | path | stack | presented |
/// |---|---|---|
/// | `orders` | `orders` | |
/// | `orders/ID` | `orders > orders/ID` | |
/// | `orders/products/SKU` | the stack the person is on `> orders/products/SKU` | |
/// | `orders/new/product` | `orders` | managed sheet `orders/new/product` |
///
/// Every place but a product's selects the orders tab with the list at the bottom of its
/// stack, so a link never leaves the customer on a screen with nothing to go back to. An
/// order `ID` below ``OrdersIncomingNavigation/firstOrderID`` is refused with
/// ``/NavigationLinks/DeepLinkError/invalidParameter(name:value:reason:)`` naming `id`.
public enum OrdersDeepLinkHandler: DeepLinkHandling {
    /// Registers the patterns of the table above; one already registered is refused as a duplicate.
    ///
    /// `orders/ID` uses the ``/Navigation/NavigationPlacePolicy/focus`` policy, so a link to an order
    /// that is already open goes back to it instead of opening it twice; `orders/products/SKU`
    /// uses ``/Navigation/NavigationPlacePolicy/push``, so a product opens over wherever the customer
    /// is, in whichever tab; the others replace the orders tab's stack.
    public static func register(into router: inout DeepLinkRouter<NavigationPlace>) throws(DeepLinkError) {
        try router.register("orders") { _ in
            place([])
        }
        try router.register("orders/:id<int:\(OrdersIncomingNavigation.firstOrderID)...>") { match in
            place([OrdersIncomingNavigation.detail(id: try match.int("id"))], policy: .focus)
        }
        try router.register("orders/products/:sku") { match in
            place([OrdersIncomingNavigation.product(sku: try match.string("sku"))], policy: .push)
        }
        try router.register("orders/new/product") { _ in
            NavigationPlace(
                tab: RootTab.orders.name,
                stack: [OrdersIncomingNavigation.list],
                presentation: NavigationPlace.Presentation(
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

    private static func place(
        _ above: [OrdersIncomingNavigation], policy: NavigationPlacePolicy = .replace
    ) -> NavigationPlace {
        NavigationPlace(
            tab: RootTab.orders.name, stack: [OrdersIncomingNavigation.list] + above, policy: policy)
    }
}
