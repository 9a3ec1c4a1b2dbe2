extension Navigator {
    /// The whole tree as a value.
    public func exportState() -> NavigationState {
        let root = self.root
        return NavigationState(
            restorationKey: context.configuration.restorationKey,
            selectedTab: root.selectedTabName,
            stacks: root.tabs.map { $0.stackState(name: $0.id.rawValue) },
            nextEntryID: context.nextEntryID
        )
    }

    func stackState(name: String?) -> NavigationStackState {
        var presentations: [NavigationPresentationState] = []
        if let sheet, let method = sheet.presentationMethod {
            presentations.append(
                NavigationPresentationState(method: method, stack: sheet.stackState(name: nil)))
        }
        if let cover, let method = cover.presentationMethod {
            presentations.append(
                NavigationPresentationState(method: method, stack: cover.stackState(name: nil)))
        }
        return NavigationStackState(
            name: name,
            entries: entries,
            presentations: presentations,
            alert: alert.map(NavigationAlertState.init)
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
        let before = Set(root.allNavigators.flatMap { $0.entries.map(\.id) })
        var retired: [Navigator] = []
        root.transaction {
            if let selected = numbered.selectedTab { root.selectedTabName = selected }
            for tab in root.tabs {
                if let stack = numbered.stack(named: tab.id.rawValue) {
                    tab.load(stack, retiring: &retired)
                } else {
                    let rootEntry =
                        tab.rootEntry.flatMap { $0.destination == tab.initialRoot ? $0 : nil }
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
        let after = root.allNavigators.flatMap(\.entries)
        let kept = Set(after.map(\.id))
        let gone = before.subtracting(kept)
        if !gone.isEmpty {
            context.entriesRemoved(
                gone.map { NavigationEntry(id: $0, destination: NotFoundDestination(requested: "")) })
        }
        context.emit(.info, .state, id, "applied state: \(root.locationDescription)")
    }

    func validate(_ state: NavigationState) throws(NavigationError) {
        var names = Set<String>()
        for stack in state.stacks {
            guard let name = stack.name else { throw .invalidState("a tab stack has no name") }
            guard tabs.contains(where: { $0.id.rawValue == name }) else { throw .unknownTab(name) }
            guard names.insert(name).inserted else { throw .invalidState("tab '\(name)' appears twice") }
            try validate(stack, label: name)
        }
        if let selected = state.selectedTab, !tabs.contains(where: { $0.id.rawValue == selected }) {
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
        let explicit = Set(state.allEntries.map(\.id).filter { $0 != .unassigned })
        // Unnumbered entries that match the current stack's prefix keep the current ids, so a
        // deep link to a tab's root screen does not throw away that screen's model.
        for index in state.stacks.indices {
            guard let name = state.stacks[index].name, let tab = navigator(named: name) else { continue }
            let current = tab.entries
            for position in state.stacks[index].entries.indices {
                guard position < current.count,
                    current[position].destination == state.stacks[index].entries[position].destination
                else { break }
                if state.stacks[index].entries[position].id == .unassigned,
                    !explicit.contains(current[position].id)
                {
                    state.stacks[index].entries[position].id = current[position].id
                }
            }
        }
        let highest = state.allEntries.map(\.id.rawValue).max() ?? 0
        context.nextEntryID = max(context.nextEntryID, state.nextEntryID, highest &+ 1)
        var seen = Set<NavigationEntryID>()
        for index in state.stacks.indices {
            renumber(&state.stacks[index], seen: &seen)
        }
        state.nextEntryID = context.nextEntryID
        return state
    }

    private func renumber(_ stack: inout NavigationStackState, seen: inout Set<NavigationEntryID>) {
        var previous = NavigationEntryID.unassigned
        for index in stack.entries.indices {
            let id = stack.entries[index].id
            if id == .unassigned || id <= previous || seen.contains(id) {
                stack.entries[index].id = context.makeEntryID()
            }
            previous = stack.entries[index].id
            seen.insert(previous)
        }
        for index in stack.presentations.indices {
            renumber(&stack.presentations[index].stack, seen: &seen)
        }
    }

    func load(_ stack: NavigationStackState, retiring retired: inout [Navigator]) {
        if let sheet {
            retired.append(contentsOf: sheet.allNavigators)
            sheet.parent = nil
            self.sheet = nil
        }
        if let cover {
            retired.append(contentsOf: cover.allNavigators)
            cover.parent = nil
            self.cover = nil
        }
        rootEntry = stack.entries.first
        path = Array(stack.entries.dropFirst())
        alert = stack.alert?.alert
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
}
