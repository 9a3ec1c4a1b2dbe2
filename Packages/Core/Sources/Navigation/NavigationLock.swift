/// A lock held on behalf of one screen (its entry); it ends when that screen leaves the tree.
public struct NavigationLock: Hashable, Sendable {
    /// The entry whose screen holds the lock.
    public let entry: NavigationEntryID
    /// Why navigation is locked, for refusal messages.
    public let reason: String
    let token: UInt64

    /// Makes a lock value outside a tree, for test doubles; no navigator honours it.
    public init(entry: NavigationEntryID, reason: String, token: UInt64) {
        self.entry = entry
        self.reason = reason
        self.token = token
    }
}

extension Navigator {
    /// Whether any screen in the tree holds a navigation lock.
    public var isNavigationLocked: Bool { !context.locks.isEmpty }

    /// The locks currently held, for messages and tests.
    public var navigationLocks: [NavigationLock] { context.locks.keys.sorted { $0.token < $1.token } }

    /// Locks navigation on behalf of this navigator's top screen.
    ///
    /// While any lock is held, sweeping operations (``dismissAny()``, ``popAny()``, applying
    /// a state) are refused. Ordinary back and dismiss from the locked screen still work:
    /// leaving the screen is how a user gives up the lock.
    @discardableResult
    public func lockNavigation(reason: String) -> NavigationLock? {
        // A navigator a restore replaced may still show an entry id that is in the tree again.
        guard isAttached else { return refuse(.lock, "navigator left the tree; not locked") }
        guard let entry = topEntry else { return refuse(.lock, "no screen to hold a lock") }
        return lockNavigation(for: entry.id, reason: reason)
    }

    /// Locks navigation on behalf of a specific entry, which must be in the tree.
    @discardableResult
    public func lockNavigation(for entry: NavigationEntryID, reason: String) -> NavigationLock? {
        guard containsEntry(entry) else {
            return refuse(.lock, "entry \(entry) is not in the tree; not locked")
        }
        let lock = NavigationLock(entry: entry, reason: reason, token: context.nextLockToken)
        context.nextLockToken &+= 1
        context.locks[lock] = reason
        context.emit(.info, .lock, id, "lock '\(reason)' held by \(entry)")
        context.didChange()
        return lock
    }

    /// Releases a lock; releasing one that is gone returns `false`.
    @discardableResult
    public func unlock(_ lock: NavigationLock) -> Bool {
        guard context.locks.removeValue(forKey: lock) != nil else { return false }
        context.emit(.info, .lock, id, "lock '\(lock.reason)' released")
        context.didChange()
        return true
    }

    func checkUnlocked(for operation: String) throws(NavigationError) {
        guard context.locks.isEmpty else {
            let reasons = navigationLocks.map(\.reason)
            context.emit(
                .warning, .refused, id,
                "\(operation) refused: navigation is locked by \(reasons.joined(separator: ", "))")
            throw .navigationLocked(heldBy: reasons)
        }
    }
}
