import Shared

/// A tap on the settings menu, named as analytics records it (`tap settings order-history`).
enum SettingsMenuAction: String, AnalyticsAction {
    case profile
    case address
    case orderHistory = "order-history"
    case support
    case about
    case signIn = "sign-in"
    case signOut = "sign-out"
}

/// Reports the settings menu's view and taps under its route id (`settings`).
typealias SettingsMenuTracker = ScreenTracker<SettingsMenuAction>
