import Shared

/// Reports the settings menu's view and taps as `settings` events.
@MainActor
struct SettingsMenuTracker {
    /// The menu's actions, named as analytics records them.
    enum Tap: String, CaseIterable {
        case profile
        case address
        case orderHistory = "order-history"
        case support
        case about
        case signIn = "sign-in"
        case signOut = "sign-out"
    }

    private let events: ScreenEventReporter

    /// Creates a tracker reporting to `sink`.
    init(sink: any AnalyticsSink) {
        events = ScreenEventReporter(screen: SettingsIncomingNavigation.settings.routeID, sink: sink)
    }

    /// Reports that the menu came to the front.
    func viewed() { events.viewed() }

    /// Reports a tap.
    func tapped(_ tap: Tap) { events.tapped(tap.rawValue) }
}
