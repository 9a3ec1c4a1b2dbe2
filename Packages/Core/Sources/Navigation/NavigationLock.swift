/// A lock held by one screen: every change that would remove that screen is refused.
///
/// Back, pop, dismiss, sweeping dismissals, checkpoint returns, links and restores are all
/// refused with the lock's reason while the screen is in the tree, whoever asks, except the
/// screens of the locked screen's own layer: a payment step's "Pay" and "Cancel" still end
/// the flow. The lock ends when its screen leaves, or with ``NavigationHandle/unlock(_:)``.
public struct NavigationLock: Hashable, Sendable {
    /// The entry whose screen holds the lock.
    public let entry: NavigationEntryID
    /// Why navigation is locked, quoted by refusals.
    public let reason: String
    /// Tells two locks of one screen apart.
    public let token: UInt64

    /// Makes a lock value outside a tree, for test doubles; no root honours it.
    public init(entry: NavigationEntryID, reason: String, token: UInt64) {
        self.entry = entry
        self.reason = reason
        self.token = token
    }
}
