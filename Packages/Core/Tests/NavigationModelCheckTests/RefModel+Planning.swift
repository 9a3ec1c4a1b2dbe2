import Navigation

/// Planning: the state a change makes of the current one, or `nil` when it is refused.
extension RefModel {
    /// The proposed state, or `nil` when the change is refused before any guard.
    func plan(_ intent: RefIntent) -> RefState? {
        var next = state
        switch intent {
        case .request(let request):
            return plan(request)
        case .pop(let anchor, let bound):
            guard let at = layer(of: anchor, in: state) else { return nil }
            let count = state.tabs[at.tab].layers[at.layer].entries.count
            guard count > 1 else { return nil }
            let keep: Int
            switch bound {
            case .last(let popped):
                guard popped > 0, popped < count else { return nil }
                keep = count - popped
            case .keep(let kept):
                guard kept >= 1, kept < count else { return nil }
                keep = kept
            case .entry(let id):
                guard
                    let index = state.tabs[at.tab].layers[at.layer].entries.lastIndex(where: { $0.id == id }),
                    index < count - 1
                else { return nil }
                keep = index + 1
            }
            Self.cut(&next, tab: at.tab, layer: at.layer, keep: keep, dropAbove: false, clearAlert: false)
        case .leave(let anchor):
            guard let at = layer(of: anchor, in: state) else { return nil }
            if case .tab = anchor {
                guard at.index > 0 else { return nil }
                Self.cut(&next, tab: at.tab, layer: 0, keep: at.index, dropAbove: false, clearAlert: false)
            } else if at.index > 0 {
                Self.cut(
                    &next, tab: at.tab, layer: at.layer, keep: at.index, dropAbove: true, clearAlert: false)
            } else {
                guard at.layer > 0 else { return nil }
                next.tabs[at.tab].layers.removeSubrange(at.layer...)
            }
        case .dismiss(let anchor):
            guard case .entry = anchor, let at = layer(of: anchor, in: state), at.layer > 0 else {
                return nil
            }
            next.tabs[at.tab].layers.removeSubrange(at.layer...)
        case .dismissAll:
            for tab in next.tabs.indices {
                next.tabs[tab].layers = [next.tabs[tab].layers[0]]
                next.tabs[tab].layers[0].alert = nil
            }
            guard next != state else { return nil }
        case .popFront:
            let tab = state.selectedIndex
            let last = state.tabs[tab].layers.count - 1
            guard state.tabs[tab].layers[last].entries.count > 1 else { return nil }
            Self.cut(&next, tab: tab, layer: last, keep: 1, dropAbove: false, clearAlert: false)
        case .popTab(let name):
            guard let tab = state.tabs.firstIndex(where: { $0.name == name }),
                state.tabs[tab].layers[0].entries.count > 1
            else { return nil }
            Self.cut(&next, tab: tab, layer: 0, keep: 1, dropAbove: false, clearAlert: false)
        case .reset:
            for tab in next.tabs.indices {
                next.tabs[tab].layers = [RefLayer(entries: [next.tabs[tab].layers[0].entries[0]])]
            }
        case .apply(let given):
            // A tab's stack starts at the tab's own root screen, or the state is refused.
            for tab in given.tabs where tab.layers.first?.entries.first?.destination != .root(tab.name) {
                return nil
            }
            for tab in given.tabs {
                for (index, layer) in tab.layers.enumerated()
                where layer.alert.map({ !tab.shows($0.owner, onLayer: index) }) ?? false {
                    return nil
                }
                // An alert belongs to the front layer of its tab.
                if tab.layers.dropLast().contains(where: { $0.alert != nil }) { return nil }
            }
            return prepare(given, matching: false)
        case .closeWindow:
            return nil
        case .recheck:
            closingOutdatedQuestions(in: &next)
            guard !signedIn else { return next }
            for tab in next.tabs.indices {
                // The first protected screen above the tab's root, in stacking order.
                let layers = next.tabs[tab].layers
                let positions = layers.indices.flatMap { layer in
                    layers[layer].entries.indices.map { (layer: layer, index: $0) }
                }.dropFirst()
                guard
                    let first = positions.first(where: {
                        layers[$0.layer].entries[$0.index].destination.accessRequirement != nil
                    })
                else { continue }
                Self.cut(
                    &next, tab: tab, layer: first.layer, keep: first.index, dropAbove: true, clearAlert: false
                )
            }
            if let pending = next.pending, !next.contains(pending.screen) { next.pending = nil }
        case .returnTo(let id, _, let fromPresented):
            guard let at = state.locate(id) else { return nil }
            // Asked from over a split, a screen in a column before the last keeps its stack.
            let tabName = state.tabs[at.tab].name
            let keepsStack = fromPresented && at.layer == 0 && at.index < Self.lastColumn(of: tabName)
            let keep = keepsStack ? state.tabs[at.tab].layers[0].entries.count : at.index + 1
            Self.cut(&next, tab: at.tab, layer: at.layer, keep: keep, dropAbove: true, clearAlert: true)
        }
        return next
    }

    func plan(_ request: RefRequest) -> RefState? {
        var next = state
        switch request {
        case .show(let destination, let method, let anchor):
            guard let at = layer(of: anchor, in: state) else { return nil }
            let layers = state.tabs[at.tab].layers
            if let style = method.presentationStyle {
                guard at.layer == layers.count - 1 else { return nil }
                let id = next.mint()
                // An alert never shows under a presented layer.
                next.tabs[at.tab].layers[at.layer].alert = nil
                next.tabs[at.tab].layers.append(
                    RefLayer(style: style, entries: [RefEntry(id: id, destination: destination)]))
            } else {
                guard layers[at.layer].style?.isManaged ?? true else { return nil }
                // A split's screen that is not in the last column replaces the columns after it.
                if at.layer == 0,
                    Self.column(of: at.index, in: state.tabs[at.tab].name)
                        < Self.lastColumn(of: state.tabs[at.tab].name)
                {
                    Self.cut(
                        &next, tab: at.tab, layer: 0, keep: at.index + 1, dropAbove: false, clearAlert: false)
                }
                let id = next.mint()
                next.tabs[at.tab].layers[at.layer].alert = nil
                next.tabs[at.tab].layers[at.layer].entries.append(RefEntry(id: id, destination: destination))
            }
            return next
        case .selectTab(let name):
            guard let tab = state.tabs.firstIndex(where: { $0.name == name }) else { return nil }
            if name == state.selected {
                // Selecting the tab you are on takes it back to its root.
                Self.cut(&next, tab: tab, layer: 0, keep: 1, dropAbove: true, clearAlert: true)
            }
            next.selected = name
            return next
        case .link(let link):
            // The newest intent wins: the pending request goes, and its sign-in sheet with it,
            // before the link applies to what is left.
            var base = state
            if let pending = base.pending {
                base.pending = nil
                if let at = base.layerOpened(by: pending.screen) {
                    base.tabs[at.tab].layers.removeSubrange(at.layer...)
                }
            }
            guard let next = applying(link, over: base) else { return nil }
            return prepare(next, matching: true)
        case .restoreTab(let restored):
            guard let tab = next.tabs.firstIndex(where: { $0.name == restored.name }) else { return nil }
            next.selected = restored.name
            var cleared = restored
            for layer in cleared.layers.indices {
                // A column's alert could not be told from the top's once unnumbered: it goes.
                if cleared.layers[layer].alertPosition != cleared.layers[layer].entries.count - 1 {
                    cleared.layers[layer].alert = nil
                }
                for index in cleared.layers[layer].entries.indices {
                    cleared.layers[layer].entries[index].id = 0
                }
                cleared.layers[layer].alert?.owner = 0
            }
            next.tabs[tab] = cleared
            return prepare(next, matching: true)
        }
    }

    /// The state a link makes of `current` by its policy, not yet numbered.
    func applying(_ link: RefLink, over current: RefState) -> RefState? {
        var next = current
        guard let tab = next.tabs.firstIndex(where: { $0.name == link.tab }) else { return nil }
        // Push and focus change one stack in place; when they cannot, the link replaces.
        let screen = link.presented.last ?? link.stack.last
        func pushed(onto index: Int, closingOver: Bool = false) -> RefState? {
            var pushed = next
            if closingOver { pushed.tabs[index].layers = [pushed.tabs[index].layers[0]] }
            guard let screen, let front = pushed.tabs[index].layers.indices.last,
                pushed.tabs[index].layers[front].style?.isManaged ?? true
            else { return nil }
            pushed.selected = pushed.tabs[index].name
            pushed.tabs[index].layers[front].alert = nil
            pushed.tabs[index].layers[front].entries.append(RefEntry(id: 0, destination: screen))
            return pushed
        }
        if link.policy == .push, let selected = next.tabs.firstIndex(where: { $0.name == next.selected }),
            let result = pushed(onto: selected)
        {
            return result
        }
        if link.policy == .focus, let screen {
            for layer in next.tabs[tab].layers.indices.reversed() {
                let entries = next.tabs[tab].layers[layer].entries
                guard let found = entries.lastIndex(where: { $0.destination.routeID == screen.routeID })
                else {
                    continue
                }
                var focused = next
                focused.selected = link.tab
                focused.tabs[tab].layers.removeSubrange((layer + 1)...)
                focused.tabs[tab].layers[layer].entries.removeSubrange((found + 1)...)
                focused.tabs[tab].layers[layer].alert = nil
                return focused
            }
            // A split's link applies its own way instead (see NavigationPlace).
            if Self.lastColumn(of: link.tab) == 0, let result = pushed(onto: tab, closingOver: true) {
                return result
            }
        }
        if let bottom = link.stack.first, bottom != .root(link.tab) { return nil }
        next.selected = link.tab
        var base = link.stack.map { RefEntry(id: 0, destination: $0) }
        if base.isEmpty {
            base = [RefEntry(id: 0, destination: current.tabs[tab].layers[0].entries[0].destination)]
        }
        var layers = [RefLayer(entries: base)]
        if let style = link.presentationStyle {
            layers.append(
                RefLayer(style: style, entries: link.presented.map { RefEntry(id: 0, destination: $0) }))
        }
        // Only the link's tab changes: the others keep what they show.
        next.tabs[tab].layers = layers
        return next
    }

    /// The column of a tab's stack screen at `index`: each column but the last holds one.
    static func column(of index: Int, in tab: String) -> Int { min(index, lastColumn(of: tab)) }

    /// The index of a tab's last column: 0 for a plain stack.
    static func lastColumn(of tab: String) -> Int { (ModelCheckRun.columns[tab] ?? 1) - 1 }

    static func cut(
        _ state: inout RefState, tab: Int, layer: Int, keep: Int, dropAbove: Bool, clearAlert: Bool
    ) {
        if keep == 0 {
            state.tabs[tab].layers.removeSubrange(layer...)
            return
        }
        if dropAbove { state.tabs[tab].layers.removeSubrange((layer + 1)...) }
        state.tabs[tab].layers[layer].entries.removeSubrange(keep...)
        if let alert = state.tabs[tab].layers[layer].alert,
            clearAlert || !state.tabs[tab].shows(alert.owner, onLayer: layer)
        {
            state.tabs[tab].layers[layer].alert = nil
        }
    }

    /// Validates (the checker only makes valid shapes) and numbers a whole state.
    func prepare(_ given: RefState, matching: Bool) -> RefState? {
        var next = given
        next.counter = max(state.counter, given.counter)
        let explicit = Set(given.allEntries.map(\.id).filter { $0 != 0 })
        var seen: Set<UInt64> = []
        // The pending request follows its screen and its anchor by place, not by the old id.
        let pendingScreen = given.pending?.screen
        var pendingAnchor: UInt64?
        if case .show(_, _, .entry(let id))? = given.pending?.request { pendingAnchor = id }
        var pendingSender: UInt64?
        if case .screen(let id)? = given.pending?.sender { pendingSender = id }
        var movedScreen: UInt64?
        var movedAnchor: UInt64?
        var movedSender: UInt64?
        // Every given id's first new id, for the tab a restore cut.
        var renamed: [UInt64: UInt64] = [:]
        for tab in next.tabs.indices {
            let current = matching ? state.tabs.first { $0.name == next.tabs[tab].name } : nil
            for layer in next.tabs[tab].layers.indices {
                var currentLayer: RefLayer? = nil
                if let current, current.layers.indices.contains(layer),
                    current.layers[layer].style == next.tabs[tab].layers[layer].style
                {
                    currentLayer = current.layers[layer]
                }
                let alertAt = next.tabs[tab].layers[layer].alertPosition
                for index in next.tabs[tab].layers[layer].entries.indices {
                    let entry = next.tabs[tab].layers[layer].entries[index]
                    var id = entry.id
                    var takenOver = false
                    if id == 0, let layerNow = currentLayer, layerNow.entries.indices.contains(index),
                        layerNow.entries[index].destination == entry.destination
                    {
                        let taken = layerNow.entries[index].id
                        if !explicit.contains(taken), !seen.contains(taken) {
                            id = taken
                            takenOver = true
                        }
                    } else {
                        currentLayer = nil
                    }
                    // An id this root handed out is kept only while it names the same screen.
                    let handedOutAndGone =
                        id < state.counter
                        && !state.allEntries.contains { $0.id == id && $0.destination == entry.destination }
                    if id == 0 || seen.contains(id)
                        || (!takenOver && (id >= given.counter || handedOutAndGone))
                    {
                        id = next.mint()
                    }
                    seen.insert(id)
                    if entry.id == pendingScreen, movedScreen == nil { movedScreen = id }
                    if entry.id == pendingAnchor, movedAnchor == nil { movedAnchor = id }
                    if entry.id == pendingSender, movedSender == nil { movedSender = id }
                    if entry.id != 0, renamed[entry.id] == nil { renamed[entry.id] = id }
                    next.tabs[tab].layers[layer].entries[index].id = id
                }
                if let alertAt {
                    let owner = next.tabs[tab].layers[layer].entries[alertAt].id
                    next.tabs[tab].layers[layer].alert?.owner = owner
                }
            }
        }
        if let movedScreen { next.pending?.screen = movedScreen }
        if let movedSender { next.pending?.sender = .screen(movedSender) }
        if let movedAnchor, case .show(let destination, let method, _)? = next.pending?.request {
            next.pending?.request = .show(destination, method, .entry(movedAnchor))
        }
        if !matching, case .restoreTab(let held)? = next.pending?.request, let screen = next.pending?.screen,
            next.contains(screen)
        {
            let tab = renumber(held, renamed: renamed, in: &next)
            next.pending?.request = .restoreTab(tab)
        }
        if let pending = next.pending, !next.contains(pending.screen) { next.pending = nil }
        return next
    }

    /// The tab a restore cut, numbered with the tree it waits over: a screen the tree shows
    /// (the same destination under the id its own id became) takes the tree's id; a screen
    /// only the tab holds keeps its id unless it is unnumbered, not below the counter, a
    /// screen's of the tree or an earlier held screen's.
    private func renumber(_ held: RefTab, renamed: [UInt64: UInt64], in next: inout RefState) -> RefTab {
        let shown = next.allEntries
        var tab = held
        var used: Set<UInt64> = []
        for layer in tab.layers.indices {
            let alertAt = tab.layers[layer].alertPosition
            for index in tab.layers[layer].entries.indices {
                let entry = tab.layers[layer].entries[index]
                var id = entry.id
                if let new = renamed[entry.id], !used.contains(new),
                    shown.contains(where: { $0.id == new && $0.destination == entry.destination })
                {
                    id = new
                } else if id == 0 || id >= next.counter || shown.contains(where: { $0.id == id })
                    || used.contains(id)
                {
                    id = next.mint()
                }
                used.insert(id)
                tab.layers[layer].entries[index].id = id
            }
            if let alertAt {
                let owner = tab.layers[layer].entries[alertAt].id
                tab.layers[layer].alert?.owner = owner
            }
        }
        return tab
    }
}
