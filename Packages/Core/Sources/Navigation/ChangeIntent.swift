/// A change as it was asked, with its anchors, so that it can be planned again later: after
/// the person confirms leaving a screen, or (for a ``NavigationRequest``) once an access
/// requirement holds.
enum ChangeIntent {
    case request(NavigationRequest)
    case pop(NavigationAnchor, PopTarget)
    /// The anchor's screen leaves: popped with what is above it, or its layer dismissed.
    case leave(NavigationAnchor)
    /// The presented layer the anchor is on is dismissed.
    case dismiss(NavigationAnchor)
    /// Every presented layer and every alert, in every tab.
    case dismissAll
    /// The front layer's stack back to its first screen.
    case popFront
    /// A tab's own stack back to its root screen.
    case popTab(String)
    /// Every tab back to its root screen, nothing presented.
    case reset
    indirect case apply(NavigationState)
    /// Back to an entry: what is above it and every layer over its layer goes; `then` runs
    /// once the change is committed (a checkpoint's value is handed over there).
    case returnTo(NavigationEntryID, then: (@MainActor () -> Void)?)
    /// An alert over the screen in front of its tab.
    case showAlert(NavigationAlertState)
    /// The alert in front closes.
    case closeAlert
    /// The pending target is forgotten; its requirement's screen stays.
    case dropPending
}

extension ChangeIntent {
    /// What runs once the change is committed (a checkpoint return's hand-over).
    var completion: (@MainActor () -> Void)? {
        if case .returnTo(_, let then) = self { return then }
        return nil
    }

    /// The change in one word, for a guard's trace (`dismiss refused`).
    var word: String {
        switch self {
        case .request(.show(_, let method, _)): method.name
        case .request(.selectTab): "tab"
        case .request(.link): "link"
        case .request(.restoreTab), .apply: "restore"
        case .pop, .popFront, .popTab: "pop"
        case .leave: "back"
        case .dismiss, .dismissAll: "dismiss"
        case .reset: "reset"
        case .returnTo: "checkpoint return"
        case .showAlert, .closeAlert: "alert"
        case .dropPending: "drop"
        }
    }
}
