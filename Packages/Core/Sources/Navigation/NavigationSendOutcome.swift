/// What became of a send.
public enum NavigationSendOutcome: Hashable, Sendable, CustomStringConvertible {
    /// Every value reached its receiver.
    case delivered
    /// A step delay is running; the rest follows on the root's clock.
    case waiting
    /// A receiver paused the chain.
    case paused
    /// A receiver dropped the rest of the chain.
    case cancelled
    /// The chain ended early: nobody receives a value, a built-in action was refused, or the
    /// screen that sent it left before a late step.
    case stopped(NavigationRefusal)

    /// The outcome as a navigation outcome: refused when stopped, applied otherwise.
    public var navigationOutcome: NavigationOutcome {
        if case .stopped(let refusal) = self { return .refused(refusal) }
        return .applied
    }

    /// One word, or the refusal's sentence.
    public var description: String {
        switch self {
        case .delivered: "delivered"
        case .waiting: "waiting"
        case .paused: "paused"
        case .cancelled: "cancelled"
        case .stopped(let refusal): refusal.description
        }
    }
}
