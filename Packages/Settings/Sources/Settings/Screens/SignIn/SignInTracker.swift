import Shared

/// Reports the sign-in sheet's view and taps as `settings/signin` events.
@MainActor
struct SignInTracker {
    /// The sheet's actions, named as analytics records them.
    enum Tap: String, CaseIterable {
        case signIn = "sign-in"
        case cancel
    }

    private let events: ScreenEventReporter

    /// Creates a tracker reporting to `sink`.
    init(sink: any AnalyticsSink) {
        events = ScreenEventReporter(screen: SettingsIncomingNavigation.signIn.routeID, sink: sink)
    }

    /// Reports that the sheet came to the front.
    func viewed() { events.viewed() }

    /// Reports a tap.
    func tapped(_ tap: Tap) { events.tapped(tap.rawValue) }
}
