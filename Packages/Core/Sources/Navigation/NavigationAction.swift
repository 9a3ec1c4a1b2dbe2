/// Operations a send chain can perform without a receiver, through the same guards as the
/// root's own operations.
///
/// They are the root's sweeping operations, so only a chain the root sends may carry them;
/// in a chain sent through a handle they end the chain with ``NavigationRefusal/rootOnly(_:)``.
public enum NavigationAction: Hashable, Sendable {
    /// ``Navigator/dismissAny()``; a lock ends the chain.
    case dismissAny
    /// ``Navigator/popAny()``; a lock ends the chain.
    case popAny
    /// ``Navigator/popAll(inTab:)``; a lock ends the chain.
    case popAll(in: String)
    /// ``Navigator/reset()``; a lock ends the chain.
    case reset
}
