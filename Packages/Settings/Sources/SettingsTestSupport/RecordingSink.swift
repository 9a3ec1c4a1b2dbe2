import Shared

/// An analytics sink that keeps every event, oldest first, so a test or an example can read them.
@MainActor
public final class RecordingSink: AnalyticsSink {
    /// The events received so far.
    public private(set) var events: [AnalyticsEvent] = []

    /// Creates an empty sink.
    public init() {}

    /// Keeps the event.
    public func track(_ event: AnalyticsEvent) { events.append(event) }
}
