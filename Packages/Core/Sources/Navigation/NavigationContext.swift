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
    var receivers: [ObjectIdentifier: [ReceiverRecord]] = [:]
    var checkpointOwners: [NavigationEntryID: [(navigator: Navigator, name: String)]] = [:]
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
            root?.revision &+= 1
        }
    }

    func endTransaction() {
        transactionDepth -= 1
        if transactionDepth == 0 && pendingChange {
            pendingChange = false
            root?.revision &+= 1
        }
    }

    /// Releases what hung on entries that left the tree: screen models, checkpoints, locks.
    func entriesRemoved<Entries: Collection<NavigationEntry>>(_ entries: Entries) {
        if !models.isEmpty { models.release(entries.lazy.map(\.id)) }
        if !checkpointOwners.isEmpty {
            for entry in entries {
                guard let owners = checkpointOwners.removeValue(forKey: entry.id) else { continue }
                for owner in owners where owner.navigator.checkpoints[owner.name]?.entry == entry.id {
                    owner.navigator.checkpoints[owner.name] = nil
                }
            }
        }
        if !locks.isEmpty {
            let removed = Set(entries.lazy.map(\.id))
            for lock in locks.keys where removed.contains(lock.entry) {
                locks[lock] = nil
                emit(.info, .lock, root?.id ?? .root, "lock '\(lock.reason)' released: its screen left")
            }
        }
    }

    /// Detaches a navigator that left the tree, with everything it and its layers held.
    func navigatorRemoved(_ navigator: Navigator) {
        var entries: [NavigationEntry] = []
        for node in navigator.allNavigators {
            node.isAttached = false
            entries.append(contentsOf: node.entries)
        }
        entriesRemoved(entries)
    }
}
