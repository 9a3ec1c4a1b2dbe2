import Home
import Navigation
import Orders
import Settings
import Shared

/// Implements every feature's dependencies, so features ask for what they need by protocol
/// and never reach another feature or a global.
///
/// The cross-module view Home asks for (`accountSummary`) is answered here with a Settings
/// screen: Home declares the need, the app chooses who fills it.
@MainActor
public final class AppResolver: HomeDependencies, OrdersDependencies, SettingsDependencies {
    /// The orders and catalogue.
    public let orderBook: OrderBook
    /// Who is signed in.
    public let session: any Session
    /// Where screen trackers report.
    public let analytics: any AnalyticsSink

    /// Creates a resolver over the app's services.
    public init(orderBook: OrderBook, session: any Session, analytics: any AnalyticsSink) {
        self.orderBook = orderBook
        self.session = session
        self.analytics = analytics
    }

    /// The wizard's stock check takes a moment, long enough to act while it runs (`N &`).
    public var stockCheck: Duration { .milliseconds(300) }

    /// Home's account view comes from Settings.
    public var accountViewProvider: any NavigationViewProviding<HomeExternalView> {
        NavigationViewProvider { view in
            switch view {
            case .accountSummary: SettingsIncomingNavigation.profile
            }
        }
    }
}
