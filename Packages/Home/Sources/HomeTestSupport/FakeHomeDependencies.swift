import ConsoleUI
import Home
import Navigation
import Shared

/// Home's dependencies as its tests and its example give them: stand-ins for the app's.
///
/// The demo order book (or the one given), a recording sink, and an account view provider
/// that answers every request with a ``ConsoleUI/StandInDestination`` naming it
/// ("Home asked for the view: accountSummary").
@MainActor
public final class FakeHomeDependencies: HomeDependencies {
    /// The orders and catalogue Home shows: `OrderBook.demo()` unless given.
    public let orderBook: OrderBook
    /// Where the screens' events go.
    public let sink = RecordingSink()
    /// Answers each request with a stand-in screen that says what Home asked for.
    public let accountViewProvider: any NavigationViewProviding<HomeExternalView> =
        NavigationViewProvider { view in
            StandInDestination.answer(to: "Home asked for the view: \(view)")
        }

    /// Creates the stand-ins over `orderBook`.
    public init(orderBook: OrderBook = .demo()) { self.orderBook = orderBook }

    /// The recording sink.
    public var analytics: any AnalyticsSink { sink }
}
