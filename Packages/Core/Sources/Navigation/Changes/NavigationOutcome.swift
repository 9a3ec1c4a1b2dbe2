/// What became of a navigation request.
///
/// Every operation returns one: it was applied, it is held (waiting for a sign-in, for the
/// person to confirm leaving a screen, for a send's next step or for the change in
/// progress to end), or it was refused with a reason that says why
/// in a sentence. A change refused is not made; what led up to it stays done: an alert
/// answered closes (``NavigationRoot/chooseAlertAction(at:)``), and a waiting request carried
/// out and then refused waits no longer (``NavigationRoot/resumePending()``).
public enum NavigationOutcome: Hashable, Sendable, CustomStringConvertible {
    /// The change was committed.
    case applied
    /// Nothing changed yet: the change waits (``NavigationHold`` says for what).
    case held(NavigationHold)
    /// Nothing changed, for this reason.
    case refused(NavigationRefusal)

    /// Whether the change was committed.
    public var isApplied: Bool { self == .applied }

    /// The reason, when refused.
    public var refusal: NavigationRefusal? {
        if case .refused(let refusal) = self { return refusal }
        return nil
    }

    /// `applied`, the hold, or the refusal's sentence.
    public var description: String {
        switch self {
        case .applied: "applied"
        case .held(let hold): hold.description
        case .refused(let refusal): refusal.description
        }
    }
}

/// Why a change waits instead of happening.
public enum NavigationHold: Hashable, Sendable, CustomStringConvertible {
    /// The change would show a screen whose access requirement does not hold; it is the
    /// pending request now, and the requirement's screen is presented.
    case pendingAccess(route: String, requirement: NavigationAccessRequirement)
    /// The change would remove a screen that asks before it leaves; the question is showing.
    case confirming(route: String, alert: String)
    /// A send's next step waits for its delay on the root's clock.
    case sendWaiting
    /// A re-check asked for in the middle of a change runs as soon as that change is done.
    case recheckOwed

    /// One line.
    public var description: String {
        switch self {
        case .pendingAccess(let route, let requirement): "\(route) waits for \(requirement)"
        case .confirming(let route, let alert): "\(route) asks before leaving (\(alert))"
        case .recheckOwed: "the re-check runs once the change under way is done"
        case .sendWaiting: "the send waits for its next step"
        }
    }
}

/// Why a navigation request was refused; the change refused is not made.
///
/// Each case reads as a sentence (``description``), which the console prints as its
/// `error:` line and the root reports as a `refused` event.
public enum NavigationRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// The handle's screen (or the tab) is no longer in the tree.
    case detached(NavigationAnchor)
    /// The change would remove or cover a screen that holds a lock.
    case locked(route: String, reason: String)
    /// There is nothing above the root screen of the stack.
    case nothingToPop(stack: String)
    /// The front screen is the root of a tab: there is nowhere to go back to.
    case nothingToGoBack
    /// Nothing is presented where a dismiss was asked.
    case nothingToDismiss
    /// A plain (unmanaged) presentation shows one screen and cannot push.
    case noStack(route: String)
    /// The layer already presents another one.
    case alreadyPresenting(route: String, presented: String)
    /// A pop that names an entry or a position the stack does not have.
    case notOnStack(String)
    /// The root has no tab of that name.
    case unknownTab(String)
    /// A state does not fit this root.
    case invalidState(String)
    /// A snapshot was written under another restoration key.
    case restorationKeyMismatch(expected: String?, found: String?)
    /// No checkpoint of that name is reachable from the screen.
    case noCheckpoint(String)
    /// The checkpoint expects values of another type.
    case checkpointTypeMismatch(name: String, expected: String, found: String)
    /// The screen is covered (pushed or presented over, and not a split's earlier column), so
    /// it cannot show an alert.
    case notOnTop(route: String)
    /// An alert already shows there.
    case alertShowing(String)
    /// There is no alert to answer or close.
    case noAlert
    /// The alert has no action with that number.
    case noAlertAction(Int, count: Int)
    /// A send or `navigate(to:method: .send)` found nobody registered for the value.
    case noReceiver(String)
    /// An async step arrived after navigation changed under it (its screen moved, a question
    /// was asked, a tab was switched); it was dropped.
    case stale(String)
    /// A flow was anchored twice.
    case flowAlreadyAnchored
    /// Nothing waits for an access requirement.
    case nothingPending
    /// A receiver cancelled the rest of the send without a change of its own refused.
    case sendCancelled
    /// `NavigationRoot.resumeSend()` found no send its receiver paused.
    case noPausedSend
    /// A change was asked for while another was being committed (from an observer, an
    /// access check or an event sink); it would have acted on a tree about to change.
    case changeInProgress
    /// The request itself cannot be carried out, in the words given: a flow step that threw, a
    /// lock released twice, a send value shown without its chain.
    case failed(String)
    /// No window at that position (counted from 1, as a person counts them).
    case noWindow(Int, count: Int)
    /// The last window stays open: the app ends instead.
    case lastWindow
    /// As many windows are open as the app keeps; one must close first.
    case tooManyWindows(Int)
    /// The window this screen was in has closed.
    case windowClosed
    /// The alert asked about something that no longer stands; it closed, and no action ran.
    case alertOutdated(String)
    /// The change would take away a screen that asks before leaving, in a tab the person may
    /// not see until the requirement holds: nobody may be asked about it yet.
    case unseenQuestion(route: String, requirement: NavigationAccessRequirement)
    /// The change would take away or cover a locked screen in a tab the person may not see
    /// until the requirement holds: finishing or cancelling there needs it first.
    case unseenLock(route: String, reason: String, requirement: NavigationAccessRequirement)

    /// One sentence that says what is wrong.
    public var description: String {
        switch self {
        case .detached(let anchor):
            "this screen has left (\(anchor)); nothing was changed"
        case .locked(let route, let reason):
            "\(route) is locked: \(reason); finish or cancel there first"
        case .nothingToPop(let stack): "nothing to pop on \(stack)"
        case .nothingToGoBack: "nothing to go back to"
        case .nothingToDismiss: "nothing to dismiss"
        case .noStack(let route):
            "\(route) is a plain presentation and cannot push; present it managed to push"
        case .alreadyPresenting(let route, let presented):
            "\(route) already presents \(presented); only one layer at a time"
        case .notOnStack(let what): "\(what) is not on this stack"
        case .unknownTab(let name): "no tab named '\(name)'"
        case .invalidState(let reason): "invalid navigation state: \(reason)"
        case .restorationKeyMismatch(let expected, let found):
            "snapshot has restoration key \(found.map { "'\($0)'" } ?? "none"), expected \(expected.map { "'\($0)'" } ?? "none")"
        case .noCheckpoint(let name): "no checkpoint '\(name)' below this screen"
        case .checkpointTypeMismatch(let name, let expected, let found):
            "checkpoint '\(name)' expects \(expected), not \(found)"
        case .notOnTop(let route): "\(route) is covered, so it cannot show an alert"
        case .alertShowing(let id): "the alert '\(id)' is showing; answer it first"
        case .noAlert: "no alert is showing"
        case .noAlertAction(let number, let count):
            "the alert has no action \(number); it has \(count)"
        case .noReceiver(let type): "no receiver for \(type)"
        case .stale(let what): "\(what) arrived after navigation changed under it; dropped"
        case .flowAlreadyAnchored: "the flow is already anchored"
        case .nothingPending: "nothing is waiting"
        case .noPausedSend: "no send is paused"
        case .sendCancelled: "a receiver cancelled the send"
        case .changeInProgress: "another change is being committed; ask again once it is done"
        case .failed(let reason): reason
        case .noWindow(let number, let count):
            "no window \(number); there \(count == 1 ? "is 1 window" : "are \(count) windows")"
        case .alertOutdated(let id):
            "the alert '\(id)' asked about something that no longer stands; it is closed and nothing was done"
        case .lastWindow: "this is the only window; it stays open while the app runs"
        case .windowClosed: "this screen's window has closed; nothing was changed"
        case .tooManyWindows(let limit):
            "\(limit) windows are open, as many as the app keeps; close one first"
        case .unseenQuestion(let route, let requirement):
            "\(route) asks before leaving, which needs \(requirement) first"
        case .unseenLock(let route, let reason, let requirement):
            "\(route) is locked: \(reason); finishing or cancelling there needs \(requirement) first"
        }
    }
}
