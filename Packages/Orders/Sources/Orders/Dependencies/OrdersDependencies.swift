import ConsoleUI
import Shared

/// Everything the Orders feature needs from outside; the app implements it.
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

/// Where the app stores ``OrdersDependencies`` in the screen environment.
///
/// Nothing is stored by default: an Orders screen shown without it says so instead of crashing.
public enum OrdersDependenciesKey: ScreenEnvironmentKey {
    /// No dependencies until the app stores them.
    public static var defaultValue: (any OrdersDependencies)? { nil }
}
