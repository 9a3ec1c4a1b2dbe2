import Shared

/// Reports the shipping-address screen's view and taps as `settings/address` events.
@MainActor
struct AddressTracker {
    /// The screen's actions, named as analytics records them.
    enum Tap: String, CaseIterable {
        case signIn = "sign-in"
    }

    private let events: ScreenEventReporter

    /// Creates a tracker reporting to `sink`.
    init(sink: any AnalyticsSink) {
        events = ScreenEventReporter(screen: SettingsIncomingNavigation.address.routeID, sink: sink)
    }

    /// Reports that the screen came to the front.
    func viewed() { events.viewed() }

    /// Reports a tap.
    func tapped(_ tap: Tap) { events.tapped(tap.rawValue) }
}
