import Navigation

extension OrdersIncomingNavigation: NavigationSampled {
    /// One value per screen (each wizard step counts), so the app's audit can prove each is reachable.
    public static var navigationSamples: [OrdersIncomingNavigation] {
        [.list, .detail(id: 1001), .product(sku: "tea")]
            + NewOrderFlow.Step.allCases.map { .newOrder(NewOrderFlow(step: $0)) }
    }
}

extension OrdersOutgoingNavigation: NavigationSampled {
    /// One value per case, so the app's audit can prove each has a redirect.
    public static var navigationSamples: [OrdersOutgoingNavigation] {
        [.shippingAddress, .support(orderID: 1001)]
    }
}
