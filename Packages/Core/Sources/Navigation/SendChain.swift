/// One chain of values being delivered in order.
struct SendChain {
    let id: UInt64
    /// Every value of the chain; those before `next` are delivered.
    ///
    /// A cursor rather than taking values off the front, so a chain of any length costs the
    /// same per step.
    var values: [any Hashable & Sendable]
    var next = 0
    let origin: ChangeOrigin
    /// The tab in front when the chain was sent: where the person was when they asked.
    let startTab: String
    var paused = false
    var waiting = false
    /// A delay this chain owes before its next step, recorded while a chain it started runs.
    var owedDelay: Duration?

    /// Whether every value has been delivered.
    var isDone: Bool { next >= values.count }
}

/// The chains in flight: a send made while a receiver handles a value starts a chain that
/// runs before the rest of the one it came from; any other send replaces everything.
struct SendChains {
    var stack: [SendChain] = []
    var delivering = 0
    /// Who sent each chain whose step is being delivered, innermost last: a receiver's
    /// change is asked for by them, so guards stand aside only for the sender's own layer.
    var senders: [ChangeOrigin] = []
    /// The last change of the step being delivered that was not applied, so a receiver that
    /// gives up leaves the chain's outcome saying why.
    var stepOutcome: NavigationOutcome?
    var sendCalls = 0
    var finished: [UInt64: NavigationSendOutcome] = [:]
    var nextID: UInt64 = 1
}
