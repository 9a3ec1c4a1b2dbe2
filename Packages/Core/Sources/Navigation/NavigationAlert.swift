/// An alert owned by navigation, so it survives in state and is dismissed with its screen.
public struct NavigationAlert: Identifiable {
    /// What an action does, which decides how it is styled and ordered.
    public enum Role: String, Codable, Hashable, Sendable {
        case `default`, cancel, destructive
    }

    /// One choice on the alert.
    public struct Action {
        /// The label shown to the user.
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

    /// Creates an alert; an alert without actions gets a single "OK".
    public init(id: String, title: String, message: String? = nil, actions: [Action] = []) {
        self.id = id
        self.title = title
        self.message = message
        self.actions = actions.isEmpty ? [Action("OK", role: .cancel)] : actions
    }
}

extension Navigator {
    /// Shows an alert on this navigator's screen; refused while another alert shows here, or
    /// once this navigator has left the tree.
    @discardableResult
    public func showAlert(_ alert: NavigationAlert) -> Bool {
        if isRoot { return delegateToCurrent { $0.showAlert(alert) } }
        guard isAttached else {
            return refuse(.alert, "navigator left the tree; '\(alert.id)' not shown") ?? false
        }
        guard self.alert == nil else {
            return refuse(.alert, "alert '\(self.alert?.id ?? "")' already shows; '\(alert.id)' not shown")
                ?? false
        }
        self.alert = alert
        context.emit(.info, .alert, id, "alert \(alert.id)")
        context.didChange()
        return true
    }

    /// Chooses an alert action by index: the alert goes away, then the action's handler runs.
    ///
    /// On the root this answers the alert of the ``current`` navigator, where
    /// ``showAlert(_:)`` called on the root put it.
    @discardableResult
    public func chooseAlertAction(at index: Int) -> Bool {
        if isRoot { return delegateToCurrent { $0.chooseAlertAction(at: index) } }
        // A screen that left the tree took its alert with it; a late answer must not run a handler.
        guard isAttached else {
            return refuse(.alert, "navigator left the tree; alert not answered") ?? false
        }
        guard let alert else { return refuse(.alert, "no alert to answer") ?? false }
        guard alert.actions.indices.contains(index) else {
            return refuse(.alert, "alert '\(alert.id)' has no action \(index)") ?? false
        }
        let action = alert.actions[index]
        self.alert = nil
        context.emit(.info, .alert, id, "alert \(alert.id): \(action.label)")
        context.didChange()
        action.handler?()
        return true
    }

    /// Removes the alert without choosing an action; on the root, the ``current`` navigator's.
    @discardableResult
    public func dismissAlert() -> Bool {
        if isRoot { return delegateToCurrent { $0.dismissAlert() } }
        guard isAttached else {
            return refuse(.alert, "navigator left the tree; alert not dismissed") ?? false
        }
        guard let alert else { return refuse(.alert, "no alert to dismiss") ?? false }
        self.alert = nil
        context.emit(.info, .alert, id, "alert \(alert.id) dismissed")
        context.didChange()
        return true
    }
}
