import Shared

/// A tap on the support screen, named as analytics records it (`tap settings/support done`).
enum SupportAction: String, AnalyticsAction {
    case done
}

/// Reports the support screen's view and taps under its route id (`settings/support`, whatever the order).
typealias SupportTracker = ScreenTracker<SupportAction>
