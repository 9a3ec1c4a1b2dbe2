import Navigation
import NavigationLinks

extension DeepLinkAddress {
    /// The demo's links: `switchyard://orders/1001` and `https://switchyard.example/orders/1001`.
    ///
    /// The app's names live here, not in the engine: the app's router, each feature's example
    /// host and the tests that parse links all take this one value.
    public static let switchyard = DeepLinkAddress(scheme: "switchyard", host: "switchyard.example")
}
