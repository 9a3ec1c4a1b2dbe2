/// A change as it was asked, with its anchors, so that it can be planned again later: after
/// the person confirms leaving a screen, or (for a ``NavigationRequest``) once an access
/// requirement holds.
package enum ChangeIntent {
    case request(NavigationRequest)
    case pop(NavigationAnchor, PopExtent)
    /// Back from the anchor's screen: it is popped with what is above it, or its layer dismissed.
    case back(NavigationAnchor)
    /// The presented layer the anchor is on is dismissed.
    case dismiss(NavigationAnchor)
    /// Every presented layer and every alert, in every tab.
    case dismissAll
    /// Every tab back to its root screen, nothing presented.
    case reset
    indirect case apply(NavigationState)
    /// Back to an entry: what is above it and every layer over its layer goes, or with
    /// `keepingColumns` (a split's earlier column, returned to from over the split) only the
    /// layers; `then` runs once the change is committed (a checkpoint's value is handed over).
    case returnTo(NavigationEntryID, keepingColumns: Bool, then: (@MainActor () -> Void)?)
    /// An alert over a screen that shows: the one in front of its tab, or a split's column.
    case showAlert(NavigationAlertState)
    /// The alert in front closes.
    case closeAlert
    /// The pending request is forgotten; its requirement's screen stays.
    case dropPending
    /// Every screen whose access requirement no longer holds leaves, with what is above it: in
    /// every tab, or (`inSight`) only in the selected one, as when a window comes forward.
    case recheck(inSight: Bool)
    /// Every screen of the tree leaves, since its window closes, unless `refusal` says why it
    /// may not now (asked again when a leave confirmation is answered); `then` takes the window away.
    case closeWindow(refusal: @MainActor () -> NavigationRefusal?, then: @MainActor () -> Void)
}

extension ChangeIntent {
    /// What runs once the change is committed (a checkpoint return's hand-over).
    var completion: (@MainActor () -> Void)? {
        switch self {
        case .returnTo(_, _, let then): then
        case .closeWindow(_, let then): then
        default: nil
        }
    }

    /// Whether the change closes the window its tree is in.
    var closesWindow: Bool {
        if case .closeWindow = self { return true }
        return false
    }

    /// The change in one word, for a guard's trace (`dismiss refused`): a link that brings its
    /// place forward (a handle's `focus(on:)`, an order's link) is a focus.
    var name: String {
        switch self {
        case .request(.show(_, let method, _)): method.name
        case .request(.selectTab): "tab"
        case .request(.link(let place)): place.policy == .focus ? "focus" : "link"
        case .request(.restoreTab): "restore"
        case .apply: "apply"
        case .pop: "pop"
        case .back: "back"
        case .dismiss, .dismissAll: "dismiss"
        case .reset: "reset"
        case .returnTo: "checkpoint return"
        case .showAlert, .closeAlert: "alert"
        case .dropPending: "drop"
        case .recheck: "re-check"
        case .closeWindow: "window close"
        }
    }
}

/// A planned change, resolved against the current state: positions are valid when it is made.
enum PlannedEdit {
    case none
    /// Pushes onto a layer; with `keep`, the layer is first cut to that many entries (a
    /// split's screen replacing the columns after its own).
    case push(tab: Int, layer: Int, AnyNavigationDestination, keep: Int?, answers: ProviderAnswers)
    case present(tab: Int, NavigationPresentationStyle, AnyNavigationDestination, answers: ProviderAnswers)
    /// Keeps the first `keep` entries of a layer (none: the layer goes) and, with
    /// `dropAbove`, removes every layer over it.
    case cut(tab: Int, layer: Int, keep: Int, dropAbove: Bool, clearAlert: Bool)
    case selectTab(Int)
    /// Shows an alert on a layer, or (`nil`) closes the one it shows.
    case alert(tab: Int, layer: Int, NavigationAlertState?)
    /// Sets the request waiting for an access requirement, or clears it.
    case pending(NavigationPendingRequest?)
    /// A whole new state, already validated and numbered.
    indirect case replace(NavigationState, answers: ProviderAnswers = [:])
    /// Every entry leaves with the window that holds them; the value itself is not changed.
    case close
}

extension PlannedEdit {
    /// What the change's plan asked the providers.
    var answers: ProviderAnswers {
        switch self {
        case .push(_, _, _, _, let answers), .present(_, _, _, let answers), .replace(_, let answers): answers
        default: [:]
        }
    }
}

/// What the providers answered for the provided destinations a change shows: each is asked
/// once, when the change is planned, and the access gate and the trace read the answer.
typealias ProviderAnswers = [AnyNavigationDestination: any NavigationDestination]

/// How far a pop goes on one layer.
package enum PopExtent {
    /// Pops this many screens.
    case last(Int)
    /// Pops to the stack's first screen.
    case root
    /// Pops until this entry is on top.
    case entry(NavigationEntryID)
}
