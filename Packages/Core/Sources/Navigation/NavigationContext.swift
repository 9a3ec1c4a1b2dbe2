/// A navigator holding a checkpoint at an entry.
///
/// Weak: the context belongs to every navigator, so a strong reference here would keep the
/// tree (and its screen models) alive forever.
struct CheckpointOwner {
    weak var navigator: Navigator?
    let name: String
}

/// Everything the navigators of one tree share.
///
/// Owned by the root and never public, so features reach it only through navigator operations.
@MainActor
final class NavigationContext {
    var configuration: NavigationConfiguration
    weak var root: Navigator?
    var sink: (any NavigationEventSink)?
    let clock: any NavigationClock
    var nextEntryID: UInt64 = 1
    var transactionDepth = 0
    var pendingChange = false

    var redirect: (any NavigationRedirecting)?
    var providers:
        [ObjectIdentifier: @MainActor (any NavigationDestination) -> (any NavigationDestination)?] = [:]
    /// Whether a destination type is a provided one, by type: asked once per type, because a
    /// conformance check on every resolve would cost more than the resolve itself.
    var providedTypes: [ObjectIdentifier: Bool] = [:]
    var receivers: [ObjectIdentifier: [ReceiverRecord]] = [:]
    var checkpointOwners: [NavigationEntryID: [CheckpointOwner]] = [:]
    var locks: [NavigationLock: String] = [:]
    var nextLockToken: UInt64 = 1
    var chain: SendChain?
    var chainGeneration: UInt64 = 0
    let models: NavigationModelStore

    init(configuration: NavigationConfiguration, clock: any NavigationClock, sink: (any NavigationEventSink)?)
    {
        self.configuration = configuration
        self.clock = clock
        self.sink = sink
        self.models = NavigationModelStore()
        models.context = self
    }

    /// Whether `destination` is a ``NavigationProvidedDestination``, remembered per type.
    func isProvided(_ destination: any NavigationDestination) -> Bool {
        let key = ObjectIdentifier(type(of: destination))
        if let known = providedTypes[key] { return known }
        let provided = destination is any NavigationProvidedDestination
        providedTypes[key] = provided
        return provided
    }

    func makeEntryID() -> NavigationEntryID {
        defer { nextEntryID &+= 1 }
        return NavigationEntryID(rawValue: nextEntryID)
    }

    /// Builds and delivers an event only when a sink wants that level.
    @inline(__always)
    func emit(
        _ level: NavigationEvent.Level,
        _ kind: NavigationEvent.Kind,
        _ navigator: NavigatorID,
        _ message: @autoclosure () -> String
    ) {
        guard let sink, level >= configuration.verbosity else { return }
        sink.receive(NavigationEvent(kind: kind, navigator: navigator, message: message(), level: level))
    }

    /// Records that the tree changed; bumps the root's revision now or at the end of the transaction.
    @inline(__always)
    func didChange() {
        if transactionDepth > 0 {
            pendingChange = true
        } else {
            root?.bumpRevision()
        }
    }

    func endTransaction() {
        transactionDepth -= 1
        if transactionDepth == 0 && pendingChange {
            pendingChange = false
            root?.bumpRevision()
        }
    }

    /// Whether anything hangs on entries (screen models, checkpoints, locks).
    ///
    /// When nothing does, entries leave the tree without being looked at one by one.
    var hasAttachments: Bool { !models.isEmpty || !checkpointOwners.isEmpty || !locks.isEmpty }

    /// Whether an event of this level would reach the sink, for callers that must gather
    /// something (the route ids of a pop) before they can build the event.
    func wants(_ level: NavigationEvent.Level) -> Bool { sink != nil && level >= configuration.verbosity }

    /// Releases what hung on entries that left the tree: screen models, checkpoints, locks.
    func entriesRemoved<Entries: Collection<NavigationEntry>>(_ entries: Entries) {
        guard hasAttachments else { return }
        entriesRemoved(ids: entries.map(\.id))
    }

    /// Releases what hung on the entries with these ids.
    ///
    /// Each table is walked from its smaller side: popping a thousand entries while one screen
    /// model is alive looks at that model's entry, not at a thousand ids.
    func entriesRemoved(ids: [NavigationEntryID]) {
        guard hasAttachments, !ids.isEmpty else { return }
        let removed = EntryIDSet(ids)
        if !models.isEmpty {
            models.release(models.ownerCount < ids.count ? models.owners(where: removed.contains) : ids)
        }
        if !checkpointOwners.isEmpty {
            let gone =
                checkpointOwners.count < ids.count ? checkpointOwners.keys.filter(removed.contains) : ids
            for entryID in gone {
                guard let owners = checkpointOwners.removeValue(forKey: entryID) else { continue }
                for owner in owners where owner.navigator?.checkpoints[owner.name]?.entry == entryID {
                    owner.navigator?.checkpoints[owner.name] = nil
                }
            }
        }
        if !locks.isEmpty {
            for lock in locks.keys where removed.contains(lock.entry) {
                locks[lock] = nil
                emit(.info, .lock, root?.id ?? .root, "lock '\(lock.reason)' released: its screen left")
            }
        }
    }

    /// Detaches a navigator that left the tree, with everything it and its layers held.
    func navigatorRemoved(_ navigator: Navigator) {
        guard hasAttachments else {
            navigator.forEachInSubtree { $0.isAttached = false }
            return
        }
        var ids: [NavigationEntryID] = []
        navigator.forEachInSubtree { node in
            node.isAttached = false
            node.appendEntryIDs(to: &ids)
        }
        entriesRemoved(ids: ids)
    }
}

/// Entry ids with a membership test by bisection, so a set of removed ids costs one sort
/// (nothing when the ids come from a stack, which keeps them increasing) instead of a hash
/// table.
struct EntryIDSet {
    private let sorted: [NavigationEntryID]

    init(_ ids: [NavigationEntryID]) {
        var increasing = true
        var previous = NavigationEntryID.unassigned
        for id in ids {
            if id <= previous {
                increasing = false
                break
            }
            previous = id
        }
        sorted = increasing ? ids : ids.sorted()
    }

    func contains(_ id: NavigationEntryID) -> Bool {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) >> 1
            if sorted[middle] < id { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low] == id
    }
}
