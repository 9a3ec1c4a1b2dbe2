import Shared

/// Reports the profile's view and taps as `settings/profile` events.
@MainActor
struct ProfileTracker {
    /// The profile's actions, named as analytics records them.
    enum Tap: String, CaseIterable {
        case signIn = "sign-in"
        case signOut = "sign-out"
    }

    private let events: ScreenEventReporter

    /// Creates a tracker reporting to `sink`.
    init(sink: any AnalyticsSink) {
        events = ScreenEventReporter(screen: SettingsIncomingNavigation.profile.routeID, sink: sink)
    }

    /// Reports that the profile came to the front.
    func viewed() { events.viewed() }

    /// Reports a tap.
    func tapped(_ tap: Tap) { events.tapped(tap.rawValue) }
}
