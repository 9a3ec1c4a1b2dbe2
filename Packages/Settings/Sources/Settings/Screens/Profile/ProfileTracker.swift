import Shared

/// A tap on the profile, named as analytics records it (`tap settings/profile sign-out`).
enum ProfileAction: String, AnalyticsAction {
    case signIn = "sign-in"
    case signOut = "sign-out"
}

/// Reports the profile's view and taps under its route id (`settings/profile`).
typealias ProfileTracker = ScreenTracker<ProfileAction>
