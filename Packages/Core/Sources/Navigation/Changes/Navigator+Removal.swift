/// What a planned change takes out of the tree and brings into sight, which the guards judge.
extension Navigator {
    // MARK: - What a change removes and shows

    /// The ids of the entries a planned change takes out of the tree.
    func removedEntries(by edit: PlannedEdit) -> [NavigationEntryID] {
        switch edit {
        case .push(let tab, let layer, _, let keep?):
            return storedState.tabs[tab].layers[layer].entries[keep...].map(\.id)
        case .none, .push, .present, .selectTab, .alert, .pending:
            return []
        case .close:
            return storedState.allEntries.map(\.id)
        case .cut(let tab, let layer, let keep, let dropAbove, _):
            let layers = storedState.tabs[tab].layers
            var ids = layers[layer].entries[keep...].map(\.id)
            if dropAbove || keep == 0 {
                for above in layers[(layer + 1)...] { ids.append(contentsOf: above.entries.lazy.map(\.id)) }
            }
            return ids
        case .replace(let state):
            return entriesRemoved(goingTo: state)
        }
    }

    /// The current entries that `state` does not keep.
    ///
    /// An entry is kept when the new state has its id: numbering a state never lets an id
    /// of this tree name another screen (`isLive`), so the id alone says the screen stays.
    /// Position by position first, which is what applying a state you exported (or a link
    /// that leaves most tabs alone) looks like.
    func entriesRemoved(goingTo state: NavigationState) -> [NavigationEntryID] {
        var removed: [NavigationEntryID] = []
        // The few entries a link or a pop moves are looked up in the state; past a handful,
        // every id of the new state is collected once, so a state that shifts a whole stack
        // (an entry taken out near the bottom) costs its size, not its size squared.
        var moved = 0
        var kept: Set<NavigationEntryID>?
        for (tabIndex, tab) in storedState.tabs.enumerated() {
            let newLayers = state.tabs.indices.contains(tabIndex) ? state.tabs[tabIndex].layers : []
            for (layerIndex, layer) in tab.layers.enumerated() {
                let newEntries = newLayers.indices.contains(layerIndex) ? newLayers[layerIndex].entries : []
                for (index, entry) in layer.entries.enumerated() {
                    if newEntries.indices.contains(index), newEntries[index].id == entry.id { continue }
                    moved += 1
                    if moved > 16, kept == nil { kept = Set(state.allEntries.lazy.map(\.id)) }
                    let stays = if let kept { kept.contains(entry.id) } else { state.contains(entry.id) }
                    if !stays { removed.append(entry.id) }
                }
            }
        }
        return removed
    }

    /// The first screen a change would bring into sight whose access requirement fails.
    ///
    /// In sight means in the selected tab, whatever layer; a tab's root screen is never held
    /// back, and a screen already in sight is not looked at again.
    func firstBlocked(by edit: PlannedEdit) -> (route: String, requirement: NavigationAccessRequirement)? {
        // Nothing can be held while every requirement holds (a signed-in customer): no need to
        // look at what the change shows.
        var someRequirementFails = false
        for policy in accessPolicies.values where !holds(policy) {
            someRequirementFails = true
            break
        }
        guard someRequirementFails else { return nil }
        let selected = tabIndex(named: storedState.selectedTab)
        let shown: NavigationTabState
        var inSight = EntryIDSet([])
        switch edit {
        case .push(let tab, _, let destination, _), .present(let tab, _, let destination):
            guard tab == selected, let requirement = unmetRequirement(of: destination) else { return nil }
            return (destination.routeID, requirement)
        case .selectTab(let tab):
            shown = storedState.tabs[tab]
        case .replace(let state):
            guard let tab = state.selected else { return nil }
            shown = tab
            if let selected { inSight = EntryIDSet(storedState.tabs[selected].entryIDs) }
        case .none, .cut, .alert, .pending, .close:
            return nil
        }
        guard let found = firstWaiting(in: shown, notIn: inSight) else { return nil }
        return (shown.layers[found.layer].entries[found.index].routeID, found.requirement)
    }

    /// The first screen of a tab that must wait for a requirement, not counting those in
    /// `inSight`: where it is, and what it waits for.
    func firstWaiting(in tab: NavigationTabState, notIn inSight: EntryIDSet)
        -> (layer: Int, index: Int, requirement: NavigationAccessRequirement)?
    {
        for layer in tab.layers.indices {
            // A tab's root screen is never held, so every tab stays reachable.
            for index in tab.layers[layer].entries.indices where layer > 0 || index > 0 {
                guard !inSight.contains(tab.layers[layer].entries[index].id),
                    let requirement = unmetRequirement(of: tab.layers[layer].entries[index].destination)
                else { continue }
                return (layer, index, requirement)
            }
        }
        return nil
    }

    /// The requirement of what a destination shows (a provided one through its provider),
    /// when the app registered it and it does not hold now.
    func unmetRequirement(of destination: AnyNavigationDestination) -> NavigationAccessRequirement? {
        let shown = resolveProvided(unwrapped: destination.base, reporting: false)
        guard let requirement = shown.accessRequirement, let policy = accessPolicies[requirement],
            !holds(policy)
        else { return nil }
        return requirement
    }
}
