import Navigation

/// Where Orders wants to go outside itself, in its own words; the app redirects each case.
public enum OrdersOutgoingNavigation: OutgoingNavigation {
    /// The customer's shipping address (Settings shows it).
    case shippingAddress
    /// Help with one order (Settings' support screen).
    case support(orderID: Int)
}
