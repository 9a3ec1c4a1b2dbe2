import Navigation
import Shared

/// Implements every feature's dependencies, so features ask for what they need by protocol
/// and never reach another feature or a global.
///
/// The services live here; each feature's answers live in an extension named for it
/// (`AppResolver+Home.swift`), where the app decides who fills what the feature asks for.
@MainActor
public final class AppResolver {
    /// The orders and catalogue.
    public let orderBook: OrderBook
    /// Who is signed in.
    public let session: any Session
    /// Where screen trackers report.
    public let analytics: any AnalyticsSink
    /// How long the wizard's stock check takes (Orders asks; see `AppResolver+Orders.swift`).
    public let stockCheckDuration: Duration

    /// Creates a resolver over the app's services.
    public init(
        orderBook: OrderBook, session: any Session, analytics: any AnalyticsSink,
        stockCheck: Duration = .milliseconds(300)
    ) {
        self.orderBook = orderBook
        self.session = session
        self.analytics = analytics
        self.stockCheckDuration = stockCheck
    }
}
