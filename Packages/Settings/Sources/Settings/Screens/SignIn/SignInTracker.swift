import Shared

/// A tap on the sign-in sheet, named as analytics records it (`tap settings/signin cancel`).
enum SignInAction: String, AnalyticsAction {
    case signIn = "sign-in"
    case cancel
}

/// Reports the sign-in sheet's view and taps under its route id (`settings/signin`).
typealias SignInTracker = ScreenTracker<SignInAction>
