/// Everything the root keeps beside the state, keyed by the entry it belongs to.
///
/// None of it is part of ``NavigationState`` (closures and objects are not values), so it
/// is keyed by entry id instead: whatever belonged to entries that left goes with them after
/// each change, and applying a state that keeps an entry keeps everything attached to it.
struct NavigationAttachments {
    /// Checkpoints by the entry they return to, then by name.
    var checkpoints: [NavigationEntryID: [String: CheckpointRecord]] = [:]
    /// Locks and leave confirmations by the entry they protect.
    var guards: [NavigationEntryID: [LeaveGuard]] = [:]
    /// The handlers of the alert an entry shows.
    var alertActions: [NavigationEntryID: AlertHandlers] = [:]
    /// Receivers by the type of value they take, newest last.
    var receivers: [ObjectIdentifier: [ReceiverRecord]] = [:]
    /// How many receivers are anchored to entries (and so leave with them).
    var entryReceiverCount = 0

    /// Whether anything here must be looked at when entries leave.
    var tracksEntries: Bool {
        !checkpoints.isEmpty || !guards.isEmpty || !alertActions.isEmpty || entryReceiverCount > 0
    }

    /// Removes what belonged to entries that left; returns the locks that went with them.
    mutating func remove(_ ids: [NavigationEntryID]) -> [(NavigationEntryID, String)] {
        var releasedLocks: [(NavigationEntryID, String)] = []
        if !checkpoints.isEmpty { Self.drop(ids, from: &checkpoints) }
        if !alertActions.isEmpty { Self.drop(ids, from: &alertActions) }
        if !guards.isEmpty {
            for id in Self.present(ids, in: guards) {
                for leaveGuard in guards.removeValue(forKey: id) ?? [] {
                    if case .lock(let reason) = leaveGuard.kind { releasedLocks.append((id, reason)) }
                }
            }
        }
        if entryReceiverCount > 0 {
            let removed = EntryIDSet(ids)
            for key in Array(receivers.keys) {
                receivers[key]?.removeAll { record in
                    guard case .entry(let id)? = record.anchor, removed.contains(id) else { return false }
                    entryReceiverCount -= 1
                    return true
                }
                if receivers[key]?.isEmpty == true { receivers[key] = nil }
            }
        }
        return releasedLocks
    }

    /// The keys of `table` that are among the removed ids, walking the smaller side; a
    /// handful of keys are looked for in the list itself, which costs less than hashing it.
    private static func present<Value>(_ ids: [NavigationEntryID], in table: [NavigationEntryID: Value])
        -> [NavigationEntryID]
    {
        if table.count >= ids.count { return ids.filter { table[$0] != nil } }
        if table.count <= 8 { return table.keys.filter(ids.contains) }
        return table.keys.filter(EntryIDSet(ids).contains)
    }

    private static func drop<Value>(_ ids: [NavigationEntryID], from table: inout [NavigationEntryID: Value])
    {
        for id in present(ids, in: table) { table[id] = nil }
    }
}

/// A checkpoint as the root keeps it: the type of value it takes and who takes it.
struct CheckpointRecord {
    let valueType: Any.Type
    let deliver: (@MainActor (Any) -> Bool)?
}

/// The handlers of one alert, by action index.
struct AlertHandlers {
    let alertID: String
    /// What each action does; one that answers an outcome reports what its change came to.
    let handlers: [(@MainActor () -> NavigationOutcome?)?]
    /// Whether the alert is a leave question the root asked (Leave / Stay).
    var isLeaveQuestion = false
    /// Whether what the alert asks about still stands; `nil` for always.
    var isCurrent: (@MainActor () -> Bool)?
}

/// One registered receiver.
struct ReceiverRecord {
    let token: UInt64
    /// Who registered it: the root (`nil`), a tab, or one entry (then it leaves with the entry).
    let anchor: NavigationAnchor?
    /// Takes the value (already known to be of the registered type) and answers how to go on.
    let handle: @MainActor (Any) -> NavigationReceiveResumeType?
}
