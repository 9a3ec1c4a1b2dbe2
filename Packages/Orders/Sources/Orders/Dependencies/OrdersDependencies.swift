import ConsoleUI
import Shared

/// Everything Orders needs from outside, implemented by the app.
@MainActor
public protocol OrdersDependencies: AnyObject {
    /// The app's one order book: the orders and the catalogue every screen reads.
    var orderBook: OrderBook { get }
    /// Where the screens' trackers report views and taps.
    var analytics: any AnalyticsSink { get }
    /// How long the new-order wizard's stock check takes before payment (the app's is a
    /// moment, long enough to act meanwhile; tests use none).
    var stockCheck: Duration { get }
}

extension OrdersDependencies {
    /// No stock check unless the app sets one.
    public var stockCheck: Duration { .zero }
}

/// The screen-environment key under which the app stores Orders' dependencies.
public enum OrdersDependenciesKey: ScreenEnvironmentKey {
    /// Nothing until the app stores its implementation; screens then show a "not configured" notice.
    public static var defaultValue: (any OrdersDependencies)? { nil }
}
