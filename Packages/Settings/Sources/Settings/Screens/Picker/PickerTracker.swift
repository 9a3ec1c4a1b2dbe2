import Shared

/// Reports the number picker's view and taps as `settings/picker` events.
@MainActor
struct PickerTracker {
    private let events: ScreenEventReporter

    /// Creates a tracker reporting to `sink`.
    init(sink: any AnalyticsSink) {
        events = ScreenEventReporter(
            screen: SettingsIncomingNavigation.picker(returningTo: nil).routeID, sink: sink)
    }

    /// Reports that the picker came to the front.
    func viewed() { events.viewed() }

    /// Reports a picked number as `pick-N`.
    func picked(_ number: Int) { events.tapped("pick-\(number)") }

    /// Reports that the picker was closed without a number (Cancel or Close).
    func closed() { events.tapped("close") }
}
