import Shared

/// A tap on the number picker, named as analytics records it (`tap settings/picker pick-7`).
enum PickerAction: AnalyticsAction {
    /// A number was picked.
    case pick(Int)
    /// The picker was closed without a number (Cancel or Close).
    case close

    /// The tap's name in an ``AnalyticsEvent``: lowercase words joined by `-`.
    var name: String {
        switch self {
        case .pick(let number): "pick-\(number)"
        case .close: "close"
        }
    }
}

/// Reports the number picker's view and taps under its route id (`settings/picker`).
typealias PickerTracker = ScreenTracker<PickerAction>
