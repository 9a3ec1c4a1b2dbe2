import Navigation

/// Readable descriptions of navigation state for assertions.
///
/// Comparing `where` lines reads like the console, and fails with a diff a person can
/// follow: `#expect(root.locationDescription == "home: home > orders/1001")`. These helpers
/// cover the parts the `where` line does not show.
extension NavigationState {
    /// Route ids of the named tab's stack, bottom first; empty for an unknown tab.
    public func routeIDs(inTab name: String) -> [String] {
        stack(named: name)?.entries.map(\.routeID) ?? []
    }

    /// Whether every entry id is distinct and each stack's ids increase bottom to top.
    public var hasWellFormedEntryIDs: Bool {
        var seen = Set<NavigationEntryID>()
        func check(_ stack: NavigationStackState) -> Bool {
            var previous = NavigationEntryID.unassigned
            for entry in stack.entries {
                guard entry.id > previous, seen.insert(entry.id).inserted else { return false }
                previous = entry.id
            }
            return stack.presentations.allSatisfy { check($0.stack) }
        }
        return stacks.allSatisfy(check)
    }
}

extension Navigator {
    /// Route ids of every stack in the tree keyed by navigator id, for compact whole-tree checks.
    public var routeIDsByNavigator: [String: [String]] {
        var result: [String: [String]] = [:]
        for navigator in root.allNavigators where !navigator.isRoot {
            result[navigator.id.rawValue] = navigator.entries.map(\.routeID)
        }
        return result
    }
}
