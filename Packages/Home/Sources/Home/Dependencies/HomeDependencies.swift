import ConsoleUI
import Navigation
import Shared

/// Screens from other modules that Home asks its dependencies for by name.
///
/// Unlike an outgoing value, which the app's redirect maps, these are answered explicitly
/// by the `accountViewProvider` in ``HomeDependencies``.
public enum HomeExternalView: Hashable, Sendable {
    /// A summary of the signed-in account, with a way into its settings.
    case accountSummary
}

/// Everything Home needs from outside, implemented by the app.
@MainActor
public protocol HomeDependencies: AnyObject {
    /// The app's orders and catalogue (recent orders, the featured product).
    var orderBook: OrderBook { get }
    /// Where Home's trackers report screen views and taps.
    var analytics: any AnalyticsSink { get }
    /// Answers Home's requests for screens owned by other modules (the account summary).
    var accountViewProvider: any NavigationViewProviding<HomeExternalView> { get }
}

/// The screen-environment key under which the app stores Home's dependencies.
public enum HomeDependenciesKey: ScreenEnvironmentKey {
    /// Nothing until the app stores its implementation; screens then show a "not configured" notice.
    public static var defaultValue: (any HomeDependencies)? { nil }
}
