/// What became of a navigation request.
///
/// Every operation returns one: it was applied, it is held (waiting for a sign-in or for
/// the person to confirm leaving a screen), or it was refused with a reason that says why
/// in a sentence. A refusal never changes anything.
public enum NavigationOutcome: Hashable, Sendable, CustomStringConvertible {
    /// The change was committed.
    case applied
    /// Nothing changed yet: the change waits for something the person has to do.
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
    /// pending target now, and the requirement's screen is presented.
    case pendingAccess(route: String, requirement: NavigationAccessRequirement)
    /// The change would remove a screen that asks before it leaves; the question is showing.
    case confirming(route: String, alert: String)
    /// A send's receiver paused its chain; ``Navigator/resume()`` goes on.
    case sendPaused
    /// A send's next step waits for its delay on the root's clock.
    case sendWaiting

    /// One line.
    public var description: String {
        switch self {
        case .pendingAccess(let route, let requirement): "\(route) waits for \(requirement)"
        case .confirming(let route, let alert): "\(route) asks before leaving (\(alert))"
        case .sendPaused: "the send is paused"
        case .sendWaiting: "the send waits for its next step"
        }
    }
}
