import Shared

/// Reports the about cover's view and taps as `settings/about` events.
@MainActor
struct AboutTracker {
    /// The cover's actions, named as analytics records them.
    enum Tap: String, CaseIterable {
        case close
    }

    private let events: ScreenEventReporter

    /// Creates a tracker reporting to `sink`.
    init(sink: any AnalyticsSink) {
        events = ScreenEventReporter(screen: SettingsIncomingNavigation.about.routeID, sink: sink)
    }

    /// Reports that the cover came to the front.
    func viewed() { events.viewed() }

    /// Reports a tap.
    func tapped(_ tap: Tap) { events.tapped(tap.rawValue) }
}
