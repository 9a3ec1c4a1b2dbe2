import Shared

/// Reports a page's view and taps to the app's analytics sink.
@MainActor
final class PageTracker {
    /// A tap on a page.
    enum Action: Hashable {
        case nextPage

        /// The action's name in an ``AnalyticsEvent``.
        var name: String {
            switch self {
            case .nextPage: "next-page"
            }
        }
    }

    /// The page's route id, which every event names.
    let screen: String
    private let sink: any AnalyticsSink

    /// Reports to `sink` for the page whose route id is `routeID`.
    init(sink: any AnalyticsSink, routeID: String) {
        self.sink = sink
        self.screen = routeID
    }

    /// Reports that the page was shown.
    func trackView() { sink.track(AnalyticsEvent(screen: screen)) }

    /// Reports a tap.
    func track(_ action: Action) { sink.track(AnalyticsEvent(screen: screen, action: action.name)) }
}
