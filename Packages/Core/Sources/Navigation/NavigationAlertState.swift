/// An alert as the state holds it: its words, its action labels and the screen showing it.
///
/// An alert belongs to the top screen of its layer: it goes away when that screen leaves or
/// something is pushed over it. Handlers are not part of the value; an alert restored from a
/// snapshot has none, so its actions simply close it.
public struct NavigationAlertState: Codable, Equatable, Sendable {
    /// One action's label and role.
    public struct Action: Codable, Equatable, Sendable {
        /// The label.
        public var label: String
        /// The role.
        public var role: NavigationAlert.Role

        /// Creates an action description.
        public init(label: String, role: NavigationAlert.Role) {
            self.label = label
            self.role = role
        }
    }

    /// The alert's id.
    public var id: String
    /// The title.
    public var title: String
    /// The message.
    public var message: String?
    /// The actions, in display order.
    public var actions: [Action]
    /// The entry of the screen showing the alert: the top of the alert's layer.
    public var entry: NavigationEntryID

    /// Creates an alert description.
    public init(
        id: String, title: String, message: String? = nil, actions: [Action], entry: NavigationEntryID
    ) {
        self.id = id
        self.title = title
        self.message = message
        self.actions = actions
        self.entry = entry
    }

    /// The state of an alert shown by `entry`: its words and labels, without the handlers.
    public init(_ alert: NavigationAlert, entry: NavigationEntryID) {
        self.init(
            id: alert.id,
            title: alert.title,
            message: alert.message,
            actions: alert.actions.map { Action(label: $0.label, role: $0.role) },
            entry: entry
        )
    }
}
