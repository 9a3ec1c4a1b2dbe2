import Shared

/// A tap on the about cover, named as analytics records it (`tap settings/about close`).
enum AboutAction: String, AnalyticsAction {
    case help
    case close
}

/// Reports the about cover's view and taps under its route id (`settings/about`).
typealias AboutTracker = ScreenTracker<AboutAction>
