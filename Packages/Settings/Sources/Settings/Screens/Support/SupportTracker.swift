import Shared

/// Reports the support screen's view and taps as `settings/support` events.
@MainActor
struct SupportTracker {
    /// The screen's actions, named as analytics records them.
    enum Tap: String, CaseIterable {
        case done
    }

    private let events: ScreenEventReporter

    /// Creates a tracker reporting to `sink`.
    init(sink: any AnalyticsSink) {
        events = ScreenEventReporter(
            screen: SettingsIncomingNavigation.support(orderID: nil).routeID, sink: sink)
    }

    /// Reports that the screen came to the front.
    func viewed() { events.viewed() }

    /// Reports a tap.
    func tapped(_ tap: Tap) { events.tapped(tap.rawValue) }
}
