/// What a receiver wants the send chain to do after it handled a value.
public enum NavigationReceiveResumeType: Sendable {
    /// Continue after the configured step delay.
    case auto
    /// Continue now, skipping the step delay.
    case immediately
    /// Continue after the given delay.
    case after(Duration)
    /// Put these values in front of what is left of this chain, then continue.
    case inserting([any Hashable & Sendable])
    /// Put these values after what is left of this chain, then continue.
    case appending([any Hashable & Sendable])
    /// Drop what is left of this chain and continue with these values instead.
    case replacing([any Hashable & Sendable])
    /// Stop until ``Navigator/resume()`` or ``Navigator/cancelResume()``.
    case pause
    /// Drop what is left of this chain.
    case cancel
}
