/// One thing a screen tracker reports: a screen view or an action on a screen.
public struct AnalyticsEvent: Hashable, Sendable, CustomStringConvertible {
    /// The screen's route id.
    public let screen: String
    /// The action's name, or `nil` for a screen view.
    public let action: String?

    /// Creates an event.
    public init(screen: String, action: String? = nil) {
        self.screen = screen
        self.action = action
    }

    /// `view orders/1001` or `tap orders/1001 cancel`.
    public var description: String { action.map { "tap \(screen) \($0)" } ?? "view \(screen)" }
}
