import Navigation

/// Reports one screen's view and taps, under the screen's route id, to the app's sink.
///
/// Every screen's tracker has this one shape: the screen lists its taps as an
/// ``AnalyticsAction`` enum and names its tracker with a type alias, so the events a
/// feature reports are typed where they are made and read the same in every feature.
///
/// ```swift
/// enum OrderListAction: String, AnalyticsAction {
///     case newOrder = "new-order"
/// }
///
/// typealias OrderListTracker = ScreenTracker<OrderListAction>
///
/// let tracker = OrderListTracker(screen: OrdersIncomingNavigation.list, sink: dependencies.analytics)
/// tracker.viewed()            // view orders
/// tracker.tapped(.newOrder)   // tap orders new-order
/// ```
@MainActor
public struct ScreenTracker<Action: AnalyticsAction> {
    /// The route id every event names (`orders/1001`).
    public let screen: String
    private let sink: any AnalyticsSink

    /// Creates a tracker for the screen `destination` shows.
    public init(screen destination: some NavigationDestination, sink: any AnalyticsSink) {
        self.screen = destination.routeID
        self.sink = sink
    }

    /// Reports that the screen came to the front.
    public func viewed() { sink.track(AnalyticsEvent(screen: screen)) }

    /// Reports a tap.
    public func tapped(_ action: Action) { sink.track(AnalyticsEvent(screen: screen, action: action.name)) }
}
