/// What a planned change takes out of the tree and brings into sight, which the guards judge.
extension NavigationRoot {
    // MARK: - What a change removes and shows

    /// The entries a planned change takes out of the tree, each with where it is until then,
    /// so the guards judging the change never search the tree for them.
    func removedEntries(by edit: PlannedEdit) -> [RemovedEntry] {
        switch edit {
        case .push(let tab, let layer, _, let keep?, _):
            return removed(from: tab, layer: layer, keep: keep, dropAbove: false)
        case .none, .push, .present, .selectTab, .alert, .pending:
            return []
        case .close:
            return storedState.tabs.indices.flatMap { removed(from: $0, layer: 0, keep: 0, dropAbove: true) }
        case .cut(let tab, let layer, let keep, let dropAbove, _):
            return removed(from: tab, layer: layer, keep: keep, dropAbove: dropAbove || keep == 0)
        case .replace(let state, _):
            // An entry stays when the new state has its id: numbering a state never lets an id
            // of this tree name another screen (`assignIDs`), so the id alone says it stays.
            let kept = Set(state.entryIDs)
            var removed: [RemovedEntry] = []
            storedState.forEachEntry { location, entry in
                if !kept.contains(entry.id) { removed.append(RemovedEntry(id: entry.id, location: location)) }
            }
            return removed
        }
    }

    /// The entries of one layer from `keep` up, and with `dropAbove` those of every layer over it.
    private func removed(from tab: Int, layer: Int, keep: Int, dropAbove: Bool) -> [RemovedEntry] {
        let layers = storedState.tabs[tab].layers
        let last = dropAbove ? layers.count - 1 : layer
        var removed: [RemovedEntry] = []
        for index in layer...last {
            for (position, entry) in layers[index].entries.enumerated()
            where index > layer || position >= keep {
                removed.append(
                    RemovedEntry(
                        id: entry.id, location: EntryLocation(tab: tab, layer: index, index: position)))
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
        guard accessPolicies.keys.contains(where: { !isMet($0) }) else { return nil }
        let selected = tabIndex(named: storedState.selectedTab)
        let shown: NavigationTabState
        var inSight: Set<NavigationEntryID> = []
        var asked: ProviderAnswers = [:]
        switch edit {
        case .push(let tab, _, let destination, _, let answers),
            .present(let tab, _, let destination, let answers):
            guard tab == selected, let requirement = unmetRequirement(of: destination, answers: answers)
            else {
                return nil
            }
            return (destination.routeID, requirement)
        case .selectTab(let tab):
            shown = storedState.tabs[tab]
        case .replace(let state, let answers):
            guard let tab = state.selected else { return nil }
            asked = answers
            shown = tab
            if let selected { inSight = Set(storedState.tabs[selected].entryIDs) }
        case .none, .cut, .alert, .pending, .close:
            return nil
        }
        guard let found = firstScreenNeedingAccess(in: shown, outside: inSight, answers: asked) else {
            return nil
        }
        return (shown.layers[found.layer].entries[found.index].routeID, found.requirement)
    }

    /// The first screen of a tab that must wait for a requirement, not counting those in
    /// `inSight`: where it is, and what it waits for.
    func firstScreenNeedingAccess(
        in tab: NavigationTabState, outside inSight: Set<NavigationEntryID>, answers: ProviderAnswers = [:]
    ) -> (layer: Int, index: Int, requirement: NavigationAccessRequirement)? {
        for layer in tab.layers.indices {
            // A tab's root screen is never held, so every tab stays reachable.
            for index in tab.layers[layer].entries.indices where layer > 0 || index > 0 {
                guard !inSight.contains(tab.layers[layer].entries[index].id),
                    let requirement = unmetRequirement(
                        of: tab.layers[layer].entries[index].destination, answers: answers)
                else { continue }
                return (layer, index, requirement)
            }
        }
        return nil
    }

    /// What a destination shows: a provided one, its provider's answer (the change's, when it
    /// already asked), which declares the requirement and the guard.
    func shown(_ destination: AnyNavigationDestination, answers: ProviderAnswers) -> any NavigationDestination
    {
        answers[destination] ?? resolveProvided(unwrapped: destination.base, reporting: false)
    }

    /// The requirement of what a destination shows (a provided one through its provider,
    /// unless the change already asked it), when the app registered it and it does not hold now.
    func unmetRequirement(of destination: AnyNavigationDestination, answers: ProviderAnswers)
        -> NavigationAccessRequirement?
    {
        // A requirement the app never declared holds nothing back.
        guard let requirement = shown(destination, answers: answers).accessRequirement,
            accessPolicies[requirement] != nil, !isMet(requirement)
        else { return nil }
        return requirement
    }
}

/// An entry a change takes out of the tree, and where it is before the change.
struct RemovedEntry {
    let id: NavigationEntryID
    let location: EntryLocation
}
