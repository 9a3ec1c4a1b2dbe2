/// Everything the root keeps beside the state, keyed by the entry it belongs to.
///
/// None of it is part of ``NavigationState`` (closures and objects are not values), so it
/// is keyed by entry id instead: whatever belonged to entries that left goes with them after
/// each change, and applying a state that keeps an entry keeps everything attached to it.
@MainActor
struct NavigationAttachments {
    /// What each module of the engine keeps by entry, by the table's type: a module registers
    /// its own (the flows module's checkpoints), and its rows leave with their entries.
    var moduleTables: [ObjectIdentifier: any NavigationEntryTable] = [:]
    /// Locks and leave confirmations by the entry they protect.
    var guards: [NavigationEntryID: [LeaveGuard]] = [:]
    /// The handlers of the alert an entry shows.
    var alertActions: [NavigationEntryID: AlertHandlers] = [:]

    /// Whether anything here must be looked at when entries leave.
    var tracksEntries: Bool {
        !guards.isEmpty || !alertActions.isEmpty || moduleTables.values.contains(where: \.holdsEntries)
    }

    /// Removes what belonged to entries that left, and returns what a module's table says of
    /// what went with them.
    mutating func remove(_ ids: [NavigationEntryID]) -> [NavigationEvent] {
        var events: [NavigationEvent] = []
        for key in Array(moduleTables.keys) where moduleTables[key]?.holdsEntries == true {
            events += moduleTables[key]?.remove(ids) ?? []
        }
        for id in ids { guards[id] = nil }
        return events
    }
}

/// The handlers of one alert, by action index.
struct AlertHandlers {
    let alertID: String
    /// What each action does; one that answers an outcome reports what its change came to.
    let handlers: [(@MainActor () -> NavigationOutcome?)?]
    /// The leave confirmation's question this alert is (Leave / Stay), or `nil`: its token, and
    /// the screen it asks about.
    var question: (token: UInt64, about: NavigationEntryID)?
    /// Whether what the alert asks about still stands; `nil` for always.
    var isCurrent: (@MainActor () -> Bool)?
}

/// A table a module of the engine keeps beside the tree, keyed by entry id (the flows module's
/// checkpoints): after every change the root removes the rows of the entries that left, so
/// what hangs on a screen leaves with it, as the core's own attachments do.
@MainActor
package protocol NavigationEntryTable {
    /// Whether any row belongs to an entry, and so may have to leave with it.
    var holdsEntries: Bool { get }
    /// Removes the rows of entries that left the tree, and returns an event for each row that
    /// should not have gone unused (a value no one was handed), for the root to report.
    mutating func remove(_ ids: [NavigationEntryID]) -> [NavigationEvent]
}

extension NavigationRoot {
    /// A module's table of this type, if the module has made one.
    package func entryTable<Table: NavigationEntryTable>(_ type: Table.Type) -> Table? {
        attachments.moduleTables[ObjectIdentifier(type)] as? Table
    }

    /// Changes a module's table of this type, made from `empty` the first time.
    package func updateEntryTable<Table: NavigationEntryTable, Result>(
        _ empty: @autoclosure () -> Table, _ body: (inout Table) -> Result
    ) -> Result {
        let key = ObjectIdentifier(Table.self)
        var table = attachments.moduleTables.removeValue(forKey: key) as? Table ?? empty()
        defer { attachments.moduleTables[key] = table }
        return body(&table)
    }
}
