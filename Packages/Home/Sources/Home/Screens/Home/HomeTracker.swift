import Shared

/// Reports the Home screen's view and taps to the app's analytics sink.
@MainActor
final class HomeTracker {
    /// A tap on the Home screen, named as it appears in the log.
    enum Action: Hashable {
        case recentOrder(id: Int)
        case featuredProduct(sku: String)
        case newOrder
        case orderInOrdersTab(id: Int)
        case pickNumber
        case accountSettings
        case loyaltyProgram
        case nextPage

        /// The action's name in an ``AnalyticsEvent``: lowercase words joined by `-`.
        var name: String {
            switch self {
            case .recentOrder(let id): "recent-order-\(id)"
            case .featuredProduct(let sku): "featured-product-\(sku)"
            case .newOrder: "new-order"
            case .orderInOrdersTab(let id): "order-in-orders-tab-\(id)"
            case .pickNumber: "pick-number"
            case .accountSettings: "account-settings"
            case .loyaltyProgram: "loyalty-programme"
            case .nextPage: "next-page"
            }
        }
    }

    /// The screen every event names: Home's route id.
    static let screen = HomeIncomingNavigation.home.routeID

    private let sink: any AnalyticsSink

    /// Reports to `sink`.
    init(sink: any AnalyticsSink) { self.sink = sink }

    /// Reports that Home was shown.
    func trackView() { sink.track(AnalyticsEvent(screen: Self.screen)) }

    /// Reports a tap.
    func track(_ action: Action) { sink.track(AnalyticsEvent(screen: Self.screen, action: action.name)) }
}
