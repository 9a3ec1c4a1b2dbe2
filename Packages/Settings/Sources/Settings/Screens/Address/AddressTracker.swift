import Shared

/// A tap on the shipping-address screen, named as analytics records it (`tap settings/address sign-in`).
enum AddressAction: String, AnalyticsAction {
    case signIn = "sign-in"
}

/// Reports the shipping-address screen's view and taps under its route id (`settings/address`).
typealias AddressTracker = ScreenTracker<AddressAction>
