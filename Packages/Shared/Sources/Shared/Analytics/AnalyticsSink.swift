/// Where trackers send events; the app decides where they end up (the console's log).
@MainActor
public protocol AnalyticsSink: AnyObject {
    /// Receives one event.
    func track(_ event: AnalyticsEvent)
}
