import Shared

/// Forwards trackers' events to a line sink (the console's log) once one is attached.
@MainActor
public final class AppAnalytics: AnalyticsSink {
    /// Receives each event as one line; `nil` drops events.
    public var lineSink: (@MainActor (String) -> Void)?
    /// The events seen so far, newest last (bounded), for tests and the graph.
    public private(set) var recent: [AnalyticsEvent] = []

    /// Creates a sink with nowhere to send lines yet.
    public init() {}

    /// Keeps the event and forwards it as `analytics: view home`.
    public func track(_ event: AnalyticsEvent) {
        recent.append(event)
        if recent.count > 200 { recent.removeFirst(recent.count - 200) }
        lineSink?("analytics: \(event)")
    }
}
