extension Navigator {
    /// The whole tree as a value.
    public func exportState() -> NavigationState {
        let root = self.root
        return NavigationState(
            restorationKey: context.configuration.restorationKey,
            selectedTab: root.storedSelectedTabName,
            stacks: root.storedTabs.map { $0.stackState(name: $0.id.rawValue) },
            nextEntryID: context.nextEntryID
        )
    }

    func stackState(name: String?) -> NavigationStackState {
        var presentations: [NavigationPresentationState] = []
        if let sheet = storedSheet, let method = sheet.presentationMethod {
            presentations.append(
                NavigationPresentationState(method: method, stack: sheet.stackState(name: nil)))
        }
        if let cover = storedCover, let method = cover.presentationMethod {
            presentations.append(
                NavigationPresentationState(method: method, stack: cover.stackState(name: nil)))
        }
        var entries: [NavigationEntry] = []
        entries.reserveCapacity(storedPath.count + 1)
        if let storedRootEntry { entries.append(storedRootEntry) }
        entries.append(contentsOf: storedPath)
        return NavigationStackState(
            name: name,
            entries: entries,
            presentations: presentations,
            alert: storedAlert.map(NavigationAlertState.init)
        )
    }

    /// Restores a saved state: refused when it carries another restoration key, is invalid,
    /// or while navigation is locked; in every refusal the tree is unchanged.
    public func restore(from state: NavigationState) throws(NavigationError) {
        guard state.restorationKey == context.configuration.restorationKey else {
            context.emit(.error, .state, id, "restore refused: other restoration key")
            throw .restorationKeyMismatch(
                expected: context.configuration.restorationKey, found: state.restorationKey)
        }
        try apply(state)
    }

    /// Replaces the tree with a state in one transaction (deep links use this).
    ///
    /// Entries that keep their id keep their screen models; everything else that left the
    /// tree is released. Unassigned, duplicate or out-of-order ids are renumbered.
    public func apply(_ state: NavigationState) throws(NavigationError) {
        let root = self.root
        try checkUnlocked(for: "applying a state")
        try root.validate(state)
        let numbered = root.numbered(state)
        // Only what hangs on entries (models, checkpoints, locks) needs the before/after
        // comparison; with nothing attached, the tree is not walked for it.
        let before = context.hasAttachments ? root.entryDestinations() : [:]
        // A left-out tab keeps its root entry only when the state does not use that id elsewhere.
        var usedIDs: Set<NavigationEntryID>?
        var retired: [Navigator] = []
        root.transaction {
            if let selected = numbered.selectedTab { root.selectedTabName = selected }
            for tab in root.storedTabs {
                if let index = numbered.stacks.indices.first(where: {
                    numbered.stacks[$0].name == tab.id.rawValue
                }) {
                    tab.load(numbered.stacks[index], retiring: &retired)
                } else {
                    let used = usedIDs ?? Set(numbered.allEntries.map(\.id))
                    usedIDs = used
                    let rootEntry =
                        tab.storedRootEntry.flatMap {
                            $0.destination == tab.initialRoot && !used.contains($0.id) ? $0 : nil
                        }
                        ?? NavigationEntry(
                            id: context.makeEntryID(),
                            destination: tab.initialRoot ?? NotFoundDestination(requested: tab.id.rawValue))
                    tab.load(
                        NavigationStackState(name: tab.id.rawValue, entries: [rootEntry]), retiring: &retired)
                }
            }
            context.didChange()
        }
        for navigator in retired { navigator.isAttached = false }
        if !before.isEmpty {
            // An id kept for another screen is a new entry: what hung on the old one goes.
            let after = root.entryDestinations()
            let gone = before.compactMap { id, destination in after[id] == destination ? nil : id }
            context.entriesRemoved(ids: gone)
        }
        context.emit(.info, .state, id, "applied state: \(root.locationDescription)")
    }

    /// The bound entry ids and the counter must stay below: 2^53, exact in every JSON reader.
    ///
    /// A corrupt snapshot near `UInt64.max` would otherwise wrap the counter, leaving ids
    /// above it and stacks whose ids no longer increase.
    static let entryIDLimit: UInt64 = 1 << 53

    func validate(_ state: NavigationState) throws(NavigationError) {
        let limit = Self.entryIDLimit
        guard state.nextEntryID <= limit, state.allEntriesSatisfy({ $0.id.rawValue < limit }) else {
            throw .invalidState("entry ids must stay below 2^53")
        }
        // A handful of tabs: a list is cheaper than hashing their names.
        var names: [String] = []
        try state.stacks.withUnsafeBufferPointer { stacks throws(NavigationError) in
            for index in stacks.indices {
                guard let name = stacks[index].name else { throw .invalidState("a tab stack has no name") }
                guard storedTabs.contains(where: { $0.id.rawValue == name }) else { throw .unknownTab(name) }
                guard !names.contains(name) else { throw .invalidState("tab '\(name)' appears twice") }
                names.append(name)
                try validate(stacks[index], label: name)
            }
        }
        if let selected = state.selectedTab, !storedTabs.contains(where: { $0.id.rawValue == selected }) {
            throw .unknownTab(selected)
        }
    }

    private func validate(_ stack: NavigationStackState, label: String) throws(NavigationError) {
        guard !stack.entries.isEmpty else { throw .invalidState("stack '\(label)' has no root screen") }
        var sheets = 0
        var covers = 0
        for presentation in stack.presentations {
            let method = presentation.method
            guard method.isPresentation else {
                throw .invalidState("'\(method.rawValue)' is not a presentation method (in \(label))")
            }
            if method.isCover { covers += 1 } else { sheets += 1 }
            guard sheets <= 1, covers <= 1 else {
                throw .invalidState("'\(label)' presents two layers in one slot")
            }
            if !method.isManaged, presentation.stack.entries.count > 1 {
                throw .invalidState("unmanaged \(method.rawValue) over '\(label)' cannot hold pushed screens")
            }
            try validate(presentation.stack, label: label + "/" + (method.isCover ? "cover" : "sheet"))
        }
    }

    /// Gives every entry a valid id: unique, increasing along each stack, never reused.
    func numbered(_ state: NavigationState) -> NavigationState {
        var state = state
        // The ids the state gives itself, sorted: reuse checks bisect it, and sorting shows
        // duplicates without a hash set.
        var explicit: [NavigationEntryID] = []
        _ = state.allEntriesSatisfy { entry in
            if entry.id != .unassigned { explicit.append(entry.id) }
            return true
        }
        explicit.sort()
        var unassigned = state.allEntriesCount - explicit.count
        // Unnumbered entries that match the current stack's prefix keep the current ids, so a
        // deep link to a tab's root screen does not throw away that screen's model.
        for index in state.stacks.indices where unassigned > 0 {
            // A stack whose entries all carry ids (a snapshot, a tab a link leaves alone) has
            // nothing to take over.
            guard state.stacks[index].entries.contains(where: { $0.id == .unassigned }),
                let name = state.stacks[index].name,
                let tab = storedTabs.first(where: { $0.id.rawValue == name })
            else { continue }
            for position in state.stacks[index].entries.indices {
                let current: NavigationEntry
                if position == 0 {
                    guard let bottom = tab.storedRootEntry else { break }
                    current = bottom
                } else {
                    guard position - 1 < tab.storedPath.count else { break }
                    current = tab.storedPath[position - 1]
                }
                guard current.destination == state.stacks[index].entries[position].destination else { break }
                guard state.stacks[index].entries[position].id == .unassigned else { continue }
                if !Self.sortedIDs(explicit, contain: current.id) {
                    state.stacks[index].entries[position].id = current.id
                    unassigned -= 1
                }
            }
        }
        // Ids taken over from the tree are below the counter and differ from the explicit ones
        // and from each other, so neither the highest id nor the duplicates change with them.
        context.nextEntryID = max(context.nextEntryID, state.nextEntryID, (explicit.last?.rawValue ?? 0) &+ 1)
        // Renumbering keeps the first of two equal ids, which takes a set of the ids kept so
        // far; without duplicates fresh ids cannot clash, and a state whose ids already
        // increase along every stack (a snapshot) is left as it is.
        let hasDuplicates = zip(explicit, explicit.dropFirst()).contains { $0 == $1 }
        if hasDuplicates || unassigned > 0
            || state.stacks.indices.contains(where: { !state.stacks[$0].idsIncrease })
        {
            var seen: Set<NavigationEntryID>? = hasDuplicates ? Set(minimumCapacity: explicit.count) : nil
            for index in state.stacks.indices {
                renumber(&state.stacks[index], seen: &seen)
            }
        }
        state.nextEntryID = context.nextEntryID
        return state
    }

    /// Whether sorted ids contain `id`, by bisection.
    private static func sortedIDs(_ ids: [NavigationEntryID], contain id: NavigationEntryID) -> Bool {
        var low = 0
        var high = ids.count
        while low < high {
            let middle = (low + high) >> 1
            if ids[middle] < id { low = middle + 1 } else { high = middle }
        }
        return low < ids.count && ids[low] == id
    }

    private func renumber(_ stack: inout NavigationStackState, seen: inout Set<NavigationEntryID>?) {
        var previous = NavigationEntryID.unassigned
        for index in stack.entries.indices {
            let id = stack.entries[index].id
            // Inserting tells whether the id was kept before: one hash operation per entry.
            if id == .unassigned || id <= previous || seen?.insert(id).inserted == false {
                let fresh = context.makeEntryID()
                stack.entries[index].id = fresh
                seen?.insert(fresh)
            }
            previous = stack.entries[index].id
        }
        for index in stack.presentations.indices {
            renumber(&stack.presentations[index].stack, seen: &seen)
        }
    }

    func load(_ stack: NavigationStackState, retiring retired: inout [Navigator]) {
        if let sheet = storedSheet {
            sheet.forEachInSubtree { retired.append($0) }
            sheet.parent = nil
            self.sheet = nil
        }
        if let cover = storedCover {
            cover.forEachInSubtree { retired.append($0) }
            cover.parent = nil
            self.cover = nil
        }
        // The setters skip the notification when an entry or the path is stored unchanged, as
        // for the tabs a link leaves alone; an alert is replaced only when one is involved.
        rootEntry = stack.entries.first
        path = Array(stack.entries.dropFirst())
        if storedAlert != nil || stack.alert != nil { alert = stack.alert?.alert }
        for presentation in stack.presentations {
            let slot = presentation.method.isCover ? "cover" : "sheet"
            let child = Navigator(
                id: NavigatorID(id.rawValue + "/" + slot),
                kind: .presented(presentation.method),
                parent: self,
                context: context,
                rootEntry: nil
            )
            child.load(presentation.stack, retiring: &retired)
            if presentation.method.isCover { cover = child } else { sheet = child }
        }
    }

    /// Every entry in this subtree by id, with its destination (read from storage).
    func entryDestinations() -> [NavigationEntryID: AnyNavigationDestination] {
        var result: [NavigationEntryID: AnyNavigationDestination] = [:]
        forEachInSubtree { navigator in
            if let entry = navigator.storedRootEntry { result[entry.id] = entry.destination }
            for entry in navigator.storedPath { result[entry.id] = entry.destination }
        }
        return result
    }
}
