import Home
import Navigation
import Orders
import Settings

/// Every feature's link patterns in one router, and the links that must round-trip.
///
/// Each feature owns its patterns (`HomeDeepLinkHandler`, ...); the app only composes them.
/// A clash between two features' patterns is a registration error, reported at start.
public enum AppDeepLinks {
    /// The composed router.
    public static func makeRouter() throws(DeepLinkError) -> DeepLinkRouter<DeepLinkTarget> {
        var router = DeepLinkRouter<DeepLinkTarget>()
        try HomeDeepLinkHandler.register(into: &router)
        try OrdersDeepLinkHandler.register(into: &router)
        try SettingsDeepLinkHandler.register(into: &router)
        return router
    }

    /// Every destination that must be reachable by a link to its own route id.
    public static var linkSamples: [AnyNavigationDestination] {
        HomeDeepLinkHandler.linkSamples.map(AnyNavigationDestination.init)
            + OrdersDeepLinkHandler.linkSamples.map(AnyNavigationDestination.init)
            + SettingsDeepLinkHandler.linkSamples.map(AnyNavigationDestination.init)
    }
}
