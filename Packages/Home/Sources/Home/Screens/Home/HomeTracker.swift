import Shared

/// A tap on the Home screen, named as analytics records it (`tap home pick-number`).
enum HomeAction: AnalyticsAction {
    case recentOrder(id: Int)
    case featuredProduct(sku: String)
    case newOrder
    case orderInOrdersTab(id: Int)
    case pickNumber
    case accountSettings
    case loyaltyProgram
    case nextPage

    /// The tap's name in an ``AnalyticsEvent``: lowercase words joined by `-`.
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

/// Reports the Home screen's view and taps under Home's route id (`home`).
typealias HomeTracker = ScreenTracker<HomeAction>
