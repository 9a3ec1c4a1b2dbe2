import Orders
import Shared

/// Orders' dependencies as its tests and its example give them: stand-ins for the app's.
///
/// The demo order book (or the one given), a recording sink, and no stock check unless one
/// is given, so the wizard goes straight from review to payment.
@MainActor
public final class FakeOrdersDependencies: OrdersDependencies {
    /// The orders and catalogue every Orders screen reads: `OrderBook.demo()` unless given.
    public let orderBook: OrderBook
    /// Where the screens' events go.
    public let sink = RecordingSink()
    /// How long the wizard's stock check takes: none unless given.
    public let stockCheck: Duration

    /// Creates the stand-ins over `orderBook`, with a stock check of `stockCheck`.
    public init(orderBook: OrderBook = .demo(), stockCheck: Duration = .zero) {
        self.orderBook = orderBook
        self.stockCheck = stockCheck
    }

    /// The recording sink.
    public var analytics: any AnalyticsSink { sink }
}
