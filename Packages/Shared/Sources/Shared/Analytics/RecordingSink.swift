/// An analytics sink that keeps every event, oldest first, for tests and example hosts to read.
///
/// The app sends events to its console log; a feature's tests and its example have no app,
/// so their stand-in dependencies keep the events here.
@MainActor
public final class RecordingSink: AnalyticsSink {
    /// The events received so far.
    public private(set) var events: [AnalyticsEvent] = []

    /// Creates an empty sink.
    public init() {}

    /// Keeps the event.
    public func track(_ event: AnalyticsEvent) { events.append(event) }
}
