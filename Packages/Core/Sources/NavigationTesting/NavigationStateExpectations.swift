import Navigation

/// Readable descriptions of navigation state for assertions.
///
/// Comparing `where` lines reads like the console, and fails with a diff a person can
/// follow: `#expect(root.locationDescription == "home: home > orders/1001")`. These helpers
/// cover the parts the `where` line does not show.
extension NavigationState {
    /// Route ids of the named tab's own stack, bottom first; empty for an unknown tab.
    public func routeIDs(inTab name: String) -> [String] {
        tab(named: name)?.stack.entries.map(\.routeID) ?? []
    }

    /// Route ids of every layer of every tab, keyed `home`, `home/1`, `home/2` by layer.
    public var routeIDsByLayer: [String: [String]] {
        var result: [String: [String]] = [:]
        for tab in tabs {
            for (index, layer) in tab.layers.enumerated() {
                result[index == 0 ? tab.name : "\(tab.name)/\(index)"] = layer.entries.map(\.routeID)
            }
        }
        return result
    }

    /// Whether every entry id is assigned, distinct and below the counter.
    public var hasWellFormedEntryIDs: Bool {
        var seen = Set<NavigationEntryID>()
        for entry in allEntries {
            guard entry.id != .unassigned, entry.id.rawValue < nextEntryID, seen.insert(entry.id).inserted
            else {
                return false
            }
        }
        return true
    }
}
