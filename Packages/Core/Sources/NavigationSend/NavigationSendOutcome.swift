import Navigation

/// What became of a send.
public enum NavigationSendOutcome: Hashable, Sendable, CustomStringConvertible {
    /// Every value reached its receiver.
    case delivered
    /// A step delay is running, or the receiver paused the chain: the rest follows on the
    /// root's clock, or at `NavigationRoot.resumeSend()`.
    case waiting
    /// A receiver dropped the rest of the chain.
    case cancelled
    /// A step's change waits (for a sign-in or a leave confirmation); the rest of the chain
    /// waits with it and goes on once that change is carried out, unless the step's receiver
    /// answered `.cancel`.
    case held(NavigationHold)
    /// The chain ended early: nobody receives a value, a step's change was refused (by a
    /// lock, say, whatever its receiver answered), or the screen that sent it left before a
    /// late step.
    case stopped(NavigationRefusal)

    /// The outcome as a navigation outcome: applied only when every value was delivered.
    public var navigationOutcome: NavigationOutcome {
        switch self {
        case .delivered: .applied
        case .waiting: .held(.sendWaiting)
        case .cancelled: .refused(.sendCancelled)
        case .held(let hold): .held(hold)
        case .stopped(let refusal): .refused(refusal)
        }
    }

    /// One word, or the refusal's sentence.
    public var description: String {
        switch self {
        case .delivered: "delivered"
        case .waiting: "waiting"
        case .cancelled: "cancelled"
        case .held(let hold): hold.description
        case .stopped(let refusal): refusal.description
        }
    }
}
