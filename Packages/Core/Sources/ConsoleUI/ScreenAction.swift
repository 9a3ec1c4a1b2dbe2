import Navigation

/// A numbered choice on a screen: a handler to run, or a place to go.
public struct ScreenAction: Sendable {
    /// What choosing the action does.
    public enum Behavior: Sendable {
        /// Runs the handler; flows can `await` their next step inside it.
        case perform(@MainActor @Sendable () async -> Void)
        /// Navigates to a destination with the screen's navigator, with a method or the destination's own.
        case navigate(AnyNavigationDestination, method: NavigationMethod?)
        /// Navigates where an outgoing value leads (through the app's redirect).
        case navigateOutgoing(any OutgoingNavigation, method: NavigationMethod?)
    }

    /// The label shown after the action's number.
    public let label: String
    /// What choosing it does.
    public let behavior: Behavior

    /// Creates an action.
    public init(label: String, behavior: Behavior) {
        self.label = label
        self.behavior = behavior
    }
}
