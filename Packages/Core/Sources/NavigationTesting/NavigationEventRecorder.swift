import Navigation

/// An event sink that keeps every event, for tests that check what the engine reported.
@MainActor
public final class NavigationEventRecorder: NavigationEventSink {
    /// Every event received, oldest first.
    public private(set) var events: [NavigationEvent] = []

    /// Creates an empty recorder.
    public init() {}

    /// Keeps the event.
    public func receive(_ event: NavigationEvent) { events.append(event) }

    /// Events at `level` or above.
    public func events(atLeast level: NavigationEvent.Level) -> [NavigationEvent] {
        events.filter { $0.level >= level }
    }

    /// Events of one kind.
    public func events(of kind: NavigationEvent.Kind) -> [NavigationEvent] {
        events.filter { $0.kind == kind }
    }

    /// Forgets what was recorded.
    public func reset() { events.removeAll() }
}
