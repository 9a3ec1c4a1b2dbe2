import Shared

/// Sends one screen's view and tap events to the app's analytics sink; every tracker wraps one.
@MainActor
struct ScreenEventReporter {
    /// The route id the events name.
    let screen: String
    /// Where the events go.
    let sink: any AnalyticsSink

    /// Reports that the screen came to the front.
    func viewed() { sink.track(AnalyticsEvent(screen: screen)) }

    /// Reports a tap on one of the screen's actions.
    func tapped(_ action: String) { sink.track(AnalyticsEvent(screen: screen, action: action)) }
}
