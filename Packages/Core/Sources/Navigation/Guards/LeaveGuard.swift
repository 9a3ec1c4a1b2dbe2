/// A lock or a confirmation, as the root keeps it beside its entry.
struct LeaveGuard {
    let token: UInt64
    let kind: NavigationLeaveGuard

    /// What the guard protects: a lock always its own screen.
    var scope: NavigationGuardScope {
        if case .confirm(_, let scope) = kind { return scope }
        return .screen
    }

    /// The reason, when the guard is a lock.
    var lockReason: String? {
        if case .lock(let reason) = kind { return reason }
        return nil
    }

    /// Whether the guard is a leave confirmation.
    var isConfirmation: Bool { lockReason == nil }
}

/// A guard a screen carries for as long as it is in the tree: a lock, or a question asked
/// before it (or its layer) is taken away.
///
/// A destination declares one (``NavigationDestination/leaveGuard``) when the guard belongs
/// to the screen itself, whatever brought it into the tree and whether or not it was ever
/// drawn: a payment step restored in a tab that is not in front is locked before anyone
/// looks at it. A guard that depends on what the person did there (unsaved edits) is
/// installed from the screen's handle instead (``NavigationHandle/lockNavigation(reason:)``,
/// ``NavigationHandle/confirmLeaving(_:scope:)``).
public enum NavigationLeaveGuard: Hashable, Sendable {
    /// Refuses every change that would remove or cover the screen, with this reason, except
    /// the changes of the screen's own layer (a ``NavigationLock``).
    case lock(reason: String)
    /// Asks this question before the screen, or with `.layer` its whole layer, is taken away.
    case confirm(NavigationLeaveConfirmation, scope: NavigationGuardScope)
}

/// What a leave guard protects: its own screen, or the layer the screen is on.
public enum NavigationGuardScope: Hashable, Sendable {
    /// Asked when the screen itself would leave (popped, dismissed, swept away).
    case screen
    /// Asked only when the screen's whole layer would leave (its sheet or cover dismissed);
    /// going back within the layer does not ask.
    ///
    /// A tab's stack never leaves, so there the layer is the part of the stack the screen is
    /// in: the screens in a row that ask for their layer, like the steps of a flow pushed one
    /// over another. It is asked when the part's first screen would leave, except for a change
    /// asked from a screen of the part or one above it (a flow's last step ending the flow);
    /// going back within the part does not ask.
    case layer
}

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

/// A lock held by one screen: every change that would remove or cover that screen is refused.
///
/// Back, pop, dismiss, sweeping dismissals, checkpoint returns, links and restores are all
/// refused with the lock's reason while the screen is in the tree, whoever asks, except the
/// screens of the locked screen's own layer (a payment step's "Pay" and "Cancel" still end
/// the flow) and the app's re-check after the session changed (``NavigationRoot/recheck()``),
/// which no lock stops. The lock ends when its screen leaves, or with
/// ``NavigationHandle/unlock(_:)``.
public struct NavigationLock: Hashable, Sendable {
    /// The entry whose screen holds the lock.
    public let entry: NavigationEntryID
    /// Why navigation is locked, quoted by refusals.
    public let reason: String
    /// Tells two locks of one screen apart.
    let token: UInt64

    /// Makes a lock value, for test doubles; a root unlocks only the lock its screen holds with
    /// the same token.
    public init(entry: NavigationEntryID, reason: String, token: UInt64) {
        self.entry = entry
        self.reason = reason
        self.token = token
    }
}
