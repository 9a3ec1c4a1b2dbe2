/// An alert a screen asks navigation to show, with what each of its actions does.
///
/// The words and labels go into the state (``NavigationAlertState``), so `where`, snapshots
/// and observers see the alert; the handlers stay with the root, keyed by the screen that
/// showed the alert, and leave with it. The person answers through the root
/// (``NavigationRoot/chooseAlertAction(at:)``), which closes the alert before running the handler.
///
/// ```swift
/// handle.showAlert(
///     NavigationAlert(
///         id: "orders/1001/cancel",
///         title: "Cancel order 1001?",
///         actions: [
///             .init("Cancel order", role: .destructive) { book.cancelOrder(id: 1001) },
///             .init("Keep order", role: .cancel),
///         ]))
/// ```
public struct NavigationAlert: Identifiable {
    /// What an action does, which decides how it is styled and ordered.
    public enum Role: String, Codable, Hashable, Sendable {
        case `default`, cancel, destructive
    }

    /// One choice on the alert.
    public struct Action {
        /// The label shown to the person.
        public let label: String
        /// How the action is styled.
        public let role: Role
        /// What choosing it does, after the alert is gone.
        public let handler: (@MainActor () -> Void)?

        /// Creates an action.
        public init(_ label: String, role: Role = .default, handler: (@MainActor () -> Void)? = nil) {
            self.label = label
            self.role = role
            self.handler = handler
        }
    }

    /// A stable id such as `orders/cancel`, shown by `where`.
    public let id: String
    /// The title.
    public let title: String
    /// An optional longer explanation.
    public let message: String?
    /// The actions in display order.
    public let actions: [Action]
    /// Whether what the alert asks about still stands (the order can still be cancelled).
    ///
    /// An alert's actions belong to the state they were asked about: once this answers
    /// `false` (the order was cancelled in another window), choosing an action runs none and
    /// closes the alert, and the alert leaves when its window is re-checked (brought to the
    /// front, or told that access changed).
    public let isCurrent: (@MainActor () -> Bool)?

    /// Creates an alert; an alert without actions gets a single "OK".
    public init(
        id: String, title: String, message: String? = nil, actions: [Action] = [],
        isCurrent: (@MainActor () -> Bool)? = nil
    ) {
        self.id = id
        self.title = title
        self.message = message
        self.actions = actions.isEmpty ? [Action("OK", role: .cancel)] : actions
        self.isCurrent = isCurrent
    }
}

/// An alert as the state holds it: its words, its action labels and the screen showing it.
///
/// An alert belongs to a screen that shows: the top screen of its tab's front layer, or in a
/// split, an earlier column's screen (the order beside its shipping address). It goes away
/// when that screen leaves or no longer shows, when something is pushed or presented on its
/// layer, or when a link opens in its tab. Handlers are not part of the value; an alert
/// restored from a snapshot has none, so its actions simply close it.
public struct NavigationAlertState: Codable, Equatable, Sendable {
    /// One action's label and role.
    public struct Action: Codable, Equatable, Sendable {
        /// The label.
        public var label: String
        /// The role.
        public var role: NavigationAlert.Role
    }

    /// The alert's id.
    public var id: String
    /// The title.
    public var title: String
    /// The message.
    public var message: String?
    /// The actions, in display order.
    public var actions: [Action]
    /// The entry of the screen showing the alert: the top of the alert's layer, or a split's
    /// earlier column.
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
