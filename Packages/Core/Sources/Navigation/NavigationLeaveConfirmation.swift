/// A question asked before a screen (or its whole layer) is taken away.
///
/// Installed with ``NavigationHandle/confirmLeaving(_:scope:)``. A change that would remove
/// the guarded screen is held and the question shows as an alert in front; the change is
/// carried out, over the state as it is then, only when the person chooses `leaveLabel`.
/// Like a lock, it does not stop the screens of its own layer.
public struct NavigationLeaveConfirmation: Hashable, Sendable {
    /// The alert's title ("Discard this order?").
    public var title: String
    /// An optional longer explanation.
    public var message: String?
    /// The label of the choice that goes ahead.
    public var leaveLabel: String
    /// The label of the choice that keeps the screen.
    public var stayLabel: String

    /// Creates a question.
    public init(
        title: String, message: String? = nil, leaveLabel: String = "Leave", stayLabel: String = "Stay"
    ) {
        self.title = title
        self.message = message
        self.leaveLabel = leaveLabel
        self.stayLabel = stayLabel
    }
}
