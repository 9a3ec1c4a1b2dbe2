import Navigation

// The reference model the randomized check runs beside the engine: the engine's documented
// rules written again as plain values, as simply as possible and sharing no code with it.
// A change is applied to a copy of the state; what it removed and what it brought into
// sight are then read off the two copies, and the copy is kept only if every guard agrees.

struct RefEntry: Equatable {
    var id: UInt64
    var destination: CheckedDestination
}

struct RefAlert: Equatable {
    var id: String
    var owner: UInt64
    var labels: [String]
}

struct RefLayer: Equatable {
    var style: NavigationPresentationStyle?
    var entries: [RefEntry]
    var alert: RefAlert?
}

struct RefTab: Equatable {
    var name: String
    var layers: [RefLayer]
}

enum RefAnchor: Equatable {
    case entry(UInt64)
    case tab(String)
}

struct RefLink: Equatable {
    var tab: String
    var stack: [CheckedDestination]
    var presentationStyle: NavigationPresentationStyle?
    var presented: [CheckedDestination]
    var policy: DeepLinkPolicy = .replace
}

enum RefRequest: Equatable {
    case show(CheckedDestination, NavigationMethod, RefAnchor)
    case selectTab(String)
    case link(RefLink)
    case restoreTab(RefTab)
}

struct RefPending: Equatable {
    var request: RefRequest
    var screen: UInt64
}

struct RefState: Equatable {
    var selected: String
    var tabs: [RefTab]
    var counter: UInt64
    var pending: RefPending?

    var allEntries: [RefEntry] { tabs.flatMap { $0.layers.flatMap(\.entries) } }

    func locate(_ id: UInt64) -> (tab: Int, layer: Int, index: Int)? {
        for (tab, tabState) in tabs.enumerated() {
            for (layer, layerState) in tabState.layers.enumerated() {
                if let index = layerState.entries.firstIndex(where: { $0.id == id }) {
                    return (tab, layer, index)
                }
            }
        }
        return nil
    }

    func contains(_ id: UInt64) -> Bool { locate(id) != nil }

    var selectedIndex: Int { tabs.firstIndex { $0.name == selected }! }

    var front: RefEntry { tabs[selectedIndex].layers.last!.entries.last! }

    /// The entries of the selected tab, every layer: what is in sight.
    var inSight: [RefEntry] { tabs[selectedIndex].layers.flatMap(\.entries) }

    mutating func mint() -> UInt64 {
        defer { counter += 1 }
        return counter
    }
}

/// How a pop is bounded.
enum RefPop: Equatable {
    case last(Int)
    case keep(Int)
    case entry(UInt64)
}

/// Who asks for a change.
enum RefOrigin: Equatable {
    case person
    case screen(UInt64)
    case tab(String)

    init(_ anchor: RefAnchor) {
        switch anchor {
        case .entry(let id): self = .screen(id)
        case .tab(let name): self = .tab(name)
        }
    }
}

/// What a returned checkpoint hands over, if anything.
struct RefDelivery: Equatable {
    var checkpoint: String
    var value: String
}

indirect enum RefIntent: Equatable {
    case request(RefRequest)
    case pop(RefAnchor, RefPop)
    case leave(RefAnchor)
    case dismiss(RefAnchor)
    case dismissAll
    case popFront
    case popTab(String)
    case reset
    case apply(RefState)
    case returnTo(UInt64, RefDelivery?)
}

/// The outcome classes the check compares.
enum RefOutcome: Equatable, CustomStringConvertible {
    case applied
    case heldAccess
    case heldConfirm
    case refusedDetached
    case refusedLocked
    case refused

    init(_ outcome: NavigationOutcome) {
        switch outcome {
        case .applied: self = .applied
        case .held(.pendingAccess): self = .heldAccess
        case .held(.confirming): self = .heldConfirm
        case .refused(.detached): self = .refusedDetached
        case .refused(.locked): self = .refusedLocked
        case .refused: self = .refused
        }
    }

    var description: String {
        switch self {
        case .applied: "applied"
        case .heldAccess: "held for access"
        case .heldConfirm: "held for a confirmation"
        case .refusedDetached: "refused: detached"
        case .refusedLocked: "refused: locked"
        case .refused: "refused"
        }
    }
}

struct RefGuard: Equatable {
    var token: UInt64
    var isLock: Bool
    var layerScope: Bool
}

/// What an alert's actions do in the model.
enum RefAlertActions: Equatable {
    /// Each action logs its effect (nil: none).
    case effects([String?])
    /// A confirmation: Leave plans the change again with this guard waived; Stay does nothing.
    case leave(RefIntent, RefOrigin, Set<UInt64>)
}

enum RefReceiverAnchor: Equatable {
    case root
    case tab(String)
    case entry(UInt64)
}

struct RefReceiver: Equatable {
    var anchor: RefReceiverAnchor
    /// `tab`, `page`, `ping` or `pause`.
    var type: String
}

struct RefChain: Equatable {
    var id: Int
    var values: [CheckedValue]
    var origin: RefOrigin
    /// The tab in front when the chain was sent.
    var startTab: String
    var paused = false
}

/// The engine's rules, as values.
struct RefModel {
    var state: RefState
    var signedIn = false
    var guards: [UInt64: [RefGuard]] = [:]
    var checkpoints: [UInt64: [String: String]] = [:]
    /// The handlers of each alert, by the entry showing it, with the alert's id.
    var alertActions: [UInt64: (alertID: String, actions: RefAlertActions)] = [:]
    var receivers: [RefReceiver] = []
    var models: Set<UInt64> = []
    var chains: [RefChain] = []
    var nextChain = 1
    /// True while a `send` call delivers its chain (not while a paused chain resumes).
    var sending = false
    /// The Leave answers the pending target's change had already been given.
    var pendingWaivers: Set<UInt64> = []
    var nextToken: UInt64 = 1
    var effects: [String] = []
    let initialRoots: [CheckedDestination]

    init(tabs: [String], selected: String) {
        var counter: UInt64 = 1
        var tabStates: [RefTab] = []
        for name in tabs {
            tabStates.append(
                RefTab(
                    name: name, layers: [RefLayer(entries: [RefEntry(id: counter, destination: .root(name))])]
                ))
            counter += 1
        }
        state = RefState(selected: selected, tabs: tabStates, counter: counter)
        initialRoots = tabs.map { .root($0) }
    }

    mutating func token() -> UInt64 {
        defer { nextToken += 1 }
        return nextToken
    }

    // MARK: - The pipeline

    mutating func run(_ intent: RefIntent, from origin: RefOrigin, waiving waived: Set<UInt64> = [])
        -> RefOutcome
    {
        if case .screen(let id) = origin, !state.contains(id) { return .refusedDetached }
        guard let proposed = plan(intent) else { return planRefusal(intent) }
        if proposed == state { return finishApplied(intent) }
        return commit(proposed, intent: intent, origin: origin, waived: waived, checksAccess: true)
    }

    /// The guards over a proposed state, then the state itself.
    private mutating func commit(
        _ proposed: RefState, intent: RefIntent, origin: RefOrigin, waived: Set<UInt64>, checksAccess: Bool
    ) -> RefOutcome {
        var proposed = proposed
        let removed = removedEntries(from: state, to: proposed)
        if let verdict = leaveVerdict(removed: removed, origin: origin, waived: waived) {
            switch verdict {
            case .locked: return .refusedLocked
            case .confirm(let first, let all):
                return park(intent, origin: origin, waived: waived, first: first, all: all)
            }
        }
        if checksAccess, let requirementBlocked = blocked(from: state, to: proposed), requirementBlocked {
            return hold(intent, proposed: proposed, origin: origin, waived: waived)
        }
        // Alerts whose screen is no longer on top go, as does a pending target whose screen left.
        let leftPending = state.pending.flatMap { removed.contains($0.screen) ? $0 : nil }
        if let leftPending, proposed.pending?.screen == leftPending.screen { proposed.pending = nil }
        // Another sign-in sheet closing while signed in carries the pending target out too.
        let waiting = leftPending == nil ? state.pending : nil
        let signInLeaves = state.allEntries.contains { removed.contains($0.id) && $0.destination == .signIn }
        // A link withdraws the pending target rather than settling it.
        var superseded = false
        if case .request(.link) = intent, state.pending != nil { superseded = true }
        state = proposed
        settle(removed: removed)
        if superseded {
            pendingWaivers = []
        } else if let leftPending {
            settle(leftPending)
        }
        if let waiting, signInLeaves, signedIn, state.pending == waiting { carryOut(waiting) }
        return finishApplied(intent)
    }

    private mutating func finishApplied(_ intent: RefIntent) -> RefOutcome {
        if case .returnTo(_, let delivery?) = intent {
            effects.append("checkpoint \(delivery.checkpoint) got \(delivery.value)")
        }
        return .applied
    }

    /// Which refusal a change that cannot be planned gets: detached when its anchor is gone.
    private func planRefusal(_ intent: RefIntent) -> RefOutcome {
        switch intent {
        case .pop(.entry(let id), _), .leave(.entry(let id)), .dismiss(.entry(let id)),
            .request(.show(_, _, .entry(let id))):
            return state.contains(id) ? .refused : .refusedDetached
        case .returnTo(let id, _):
            return state.contains(id) ? .refused : .refusedDetached
        default:
            return .refused
        }
    }

    private func layer(of anchor: RefAnchor, in state: RefState) -> (tab: Int, layer: Int, index: Int)? {
        switch anchor {
        case .entry(let id): return state.locate(id)
        case .tab(let name):
            guard let tab = state.tabs.firstIndex(where: { $0.name == name }) else { return nil }
            return (tab, 0, state.tabs[tab].layers[0].entries.count - 1)
        }
    }

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
                for layer in tab.layers
                where layer.alert != nil && layer.alert?.owner != layer.entries.last?.id {
                    return nil
                }
            }
            return prepare(given, matching: false)
        case .returnTo(let id, _):
            guard let at = state.locate(id) else { return nil }
            Self.cut(
                &next, tab: at.tab, layer: at.layer, keep: at.index + 1, dropAbove: true, clearAlert: true)
        }
        return next
    }

    private func plan(_ request: RefRequest) -> RefState? {
        var next = state
        switch request {
        case .show(let destination, let method, let anchor):
            guard let at = layer(of: anchor, in: state) else { return nil }
            let layers = state.tabs[at.tab].layers
            if let style = method.presentationStyle {
                guard at.layer == layers.count - 1 else { return nil }
                let id = next.mint()
                next.tabs[at.tab].layers.append(
                    RefLayer(style: style, entries: [RefEntry(id: id, destination: destination)]))
            } else {
                guard layers[at.layer].style?.isManaged ?? true else { return nil }
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
            guard var next = applying(link) else { return nil }
            // The newest intent wins: the pending target goes, and its sign-in sheet with it
            // (found by the id it has now: a rebuilt tab's entries have none yet).
            if let pending = state.pending {
                next.pending = nil
                if let at = next.locate(pending.screen), at.layer > 0, at.index == 0 {
                    next.tabs[at.tab].layers.removeSubrange(at.layer...)
                }
            }
            return prepare(next, matching: true)
        case .restoreTab(let restored):
            guard let tab = next.tabs.firstIndex(where: { $0.name == restored.name }) else { return nil }
            next.selected = restored.name
            var cleared = restored
            for layer in cleared.layers.indices {
                for index in cleared.layers[layer].entries.indices {
                    cleared.layers[layer].entries[index].id = 0
                }
                cleared.layers[layer].alert?.owner = 0
            }
            next.tabs[tab] = cleared
            return prepare(next, matching: true)
        }
    }

    /// The state a link makes by its policy, not yet numbered.
    private func applying(_ link: RefLink) -> RefState? {
        var next = state
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
            if let result = pushed(onto: tab, closingOver: true) { return result }
        }
        if let bottom = link.stack.first, bottom != .root(link.tab) { return nil }
        next.selected = link.tab
        var base = link.stack.map { RefEntry(id: 0, destination: $0) }
        if base.isEmpty {
            base = [RefEntry(id: 0, destination: state.tabs[tab].layers[0].entries[0].destination)]
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
            clearAlert || alert.owner != state.tabs[tab].layers[layer].entries.last!.id
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
        // The pending target follows its screen and its anchor by place, not by the old id.
        let pendingScreen = given.pending?.screen
        var pendingAnchor: UInt64?
        if case .show(_, _, .entry(let id))? = given.pending?.request { pendingAnchor = id }
        var movedScreen: UInt64?
        var movedAnchor: UInt64?
        for tab in next.tabs.indices {
            let current = matching ? state.tabs.first { $0.name == next.tabs[tab].name } : nil
            for layer in next.tabs[tab].layers.indices {
                var currentLayer: RefLayer? = nil
                if let current, current.layers.indices.contains(layer),
                    current.layers[layer].style == next.tabs[tab].layers[layer].style
                {
                    currentLayer = current.layers[layer]
                }
                let top = next.tabs[tab].layers[layer].entries.count - 1
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
                    if id != entry.id {
                        next.tabs[tab].layers[layer].entries[index].id = id
                        if index == top, next.tabs[tab].layers[layer].alert?.owner == entry.id {
                            next.tabs[tab].layers[layer].alert?.owner = id
                        }
                    }
                }
            }
        }
        if let movedScreen { next.pending?.screen = movedScreen }
        if let movedAnchor, case .show(let destination, let method, _)? = next.pending?.request {
            next.pending?.request = .show(destination, method, .entry(movedAnchor))
        }
        if let pending = next.pending, !next.contains(pending.screen) { next.pending = nil }
        return next
    }

    /// Entries of `before` that `after` does not have with the same destination.
    func removedEntries(from before: RefState, to after: RefState) -> Set<UInt64> {
        var kept: [UInt64: CheckedDestination] = [:]
        for entry in after.allEntries { kept[entry.id] = entry.destination }
        return Set(before.allEntries.filter { kept[$0.id] != $0.destination }.map(\.id))
    }

    enum Verdict {
        case locked
        case confirm(first: UInt64, all: Set<UInt64>)
    }

    func leaveVerdict(removed: Set<UInt64>, origin: RefOrigin, waived: Set<UInt64>) -> Verdict? {
        let originLayer: (Int, Int)?
        switch origin {
        case .person: originLayer = nil
        case .screen(let id): originLayer = state.locate(id).map { ($0.tab, $0.layer) }
        case .tab: originLayer = nil
        }
        var confirm: UInt64?
        var all: Set<UInt64> = []
        for entry in guards.keys.sorted() {
            guard let at = state.locate(entry) else { continue }
            if let originLayer, originLayer == (at.tab, at.layer) { continue }
            let layerRoot = state.tabs[at.tab].layers[at.layer].entries[0].id
            for leaveGuard in guards[entry]! where !waived.contains(leaveGuard.token) {
                let hit = leaveGuard.layerScope ? removed.contains(layerRoot) : removed.contains(entry)
                guard hit else { continue }
                if leaveGuard.isLock { return .locked }
                if confirm == nil { confirm = leaveGuard.token }
                all.insert(leaveGuard.token)
            }
        }
        return confirm.map { .confirm(first: $0, all: all) }
    }

    /// Whether a protected screen comes into sight while the customer is signed out.
    func blocked(from before: RefState, to after: RefState) -> Bool? {
        guard !signedIn else { return nil }
        let wasInSight = Set(before.inSight.map(\.id))
        let tab = after.tabs[after.selectedIndex]
        for (layer, layerState) in tab.layers.enumerated() {
            for (index, entry) in layerState.entries.enumerated() where layer > 0 || index > 0 {
                if !wasInSight.contains(entry.id), entry.destination.accessRequirement != nil { return true }
            }
        }
        return nil
    }

    private mutating func park(
        _ intent: RefIntent, origin: RefOrigin, waived: Set<UInt64>, first token: UInt64, all: Set<UInt64>
    )
        -> RefOutcome
    {
        let front = state.front
        let at = state.locate(front.id)!
        guard state.tabs[at.tab].layers[at.layer].alert == nil else { return .refused }
        let guarded = guards.first { $0.value.contains { $0.token == token } }!.key
        let route = state.allEntries.first { $0.id == guarded }!.destination.routeID
        // One question at a time: another still open closes, with the change it held.
        for (owner, handlers) in alertActions where owner != front.id {
            guard case .leave = handlers.actions, let other = state.locate(owner),
                state.tabs[other.tab].layers[other.layer].alert?.id == handlers.alertID
            else { continue }
            state.tabs[other.tab].layers[other.layer].alert = nil
            alertActions[owner] = nil
        }
        state.tabs[at.tab].layers[at.layer].alert = RefAlert(
            id: route + "/leave", owner: front.id, labels: ["Leave", "Stay"])
        alertActions[front.id] = (route + "/leave", .leave(intent, origin, waived.union(all)))
        return .heldConfirm
    }

    private mutating func hold(
        _ intent: RefIntent, proposed: RefState, origin: RefOrigin, waived: Set<UInt64>
    )
        -> RefOutcome
    {
        let request: RefRequest
        switch intent {
        case .request(let asked):
            request = asked
        case .apply:
            request = .restoreTab(proposed.tabs[proposed.selectedIndex])
            var partial = proposed
            let wasInSight = Set(state.inSight.map(\.id))
            let tab = partial.selectedIndex
            var layers = partial.tabs[tab].layers
            // Every screen above the tab's root in stacking order; the tab is kept up to the
            // first protected one that was out of sight.
            let positions = layers.indices.flatMap { layer in
                layers[layer].entries.indices.map { (layer: layer, index: $0) }
            }.dropFirst()
            let blocked = positions.first { position in
                let entry = layers[position.layer].entries[position.index]
                return !wasInSight.contains(entry.id) && entry.destination.accessRequirement != nil
            }
            if let blocked {
                layers = Array(layers.prefix(blocked.index == 0 ? blocked.layer : blocked.layer + 1))
                if blocked.index > 0 {
                    layers[blocked.layer].entries = Array(layers[blocked.layer].entries.prefix(blocked.index))
                    if layers[blocked.layer].alert?.owner != layers[blocked.layer].entries.last!.id {
                        layers[blocked.layer].alert = nil
                    }
                }
            }
            partial.tabs[tab].layers = layers
            if let pending = partial.pending, !partial.contains(pending.screen) { partial.pending = nil }
            // What is cut away may be more than the whole state removed: the guards look again.
            let outcome = commit(
                partial, intent: .apply(partial), origin: origin, waived: waived, checksAccess: false)
            guard outcome == .applied else { return outcome }
        default:
            return .refused
        }
        // A send is one request: the person goes back to the tab they sent it from.
        if sending, let start = chains.first?.startTab, start != state.selected {
            state.selected = start
        }
        var screen = state.front.id
        if state.front.destination != .signIn {
            let id = state.mint()
            state.tabs[state.selectedIndex].layers.append(
                RefLayer(style: .sheet, entries: [RefEntry(id: id, destination: .signIn)]))
            screen = id
        }
        let replaced = state.pending
        state.pending = RefPending(request: request, screen: screen)
        pendingWaivers = waived
        // One pending target, one sign-in sheet: the earlier sheet closes.
        if let replaced, replaced.screen != screen { closeSignIn(replaced.screen) }
        return .heldAccess
    }

    /// What belonged to removed entries goes; handlers of alerts that no longer show go.
    private mutating func settle(removed: Set<UInt64>) {
        for id in removed {
            guards[id] = nil
            checkpoints[id] = nil
            alertActions[id] = nil
            models.remove(id)
        }
        receivers.removeAll { receiver in
            if case .entry(let id) = receiver.anchor { return removed.contains(id) }
            return false
        }
        for (owner, handlers) in alertActions {
            guard let at = state.locate(owner), let alert = state.tabs[at.tab].layers[at.layer].alert,
                alert.owner == owner, alert.id == handlers.alertID
            else {
                alertActions[owner] = nil
                continue
            }
        }
    }

    private mutating func settle(_ pending: RefPending) {
        guard signedIn else {
            pendingWaivers = []
            return
        }
        carryOut(pending)
    }

    /// Signed in: the sign-in sheet closes if it still shows, the request's tab comes to the
    /// front, and the request runs again past the questions it was already answered past.
    private mutating func carryOut(_ pending: RefPending) {
        if state.pending == pending { state.pending = nil }
        let waived = pendingWaivers
        pendingWaivers = []
        closeSignIn(pending.screen)
        let origin: RefOrigin
        if case .show(_, _, let anchor) = pending.request {
            origin = RefOrigin(anchor)
            let tab: String? =
                switch anchor {
                case .tab(let name): name
                case .entry(let id): state.locate(id).map { state.tabs[$0.tab].name }
                }
            if let tab, tab != state.selected { _ = run(.request(.selectTab(tab)), from: .person) }
        } else {
            origin = .person
        }
        _ = run(.request(pending.request), from: origin, waiving: waived)
    }

    /// Closes a sign-in sheet (its layer and what is over it) when it is a presented layer.
    private mutating func closeSignIn(_ id: UInt64) {
        guard let at = state.locate(id), at.layer > 0, at.index == 0 else { return }
        var next = state
        Self.cut(&next, tab: at.tab, layer: at.layer, keep: 0, dropAbove: true, clearAlert: false)
        _ = commit(next, intent: .dismiss(.entry(id)), origin: .person, waived: [], checksAccess: false)
    }

    // MARK: - Alerts

    mutating func showAlert(from anchor: RefAnchor, id alertID: String, effects: [String?]) -> RefOutcome {
        guard let at = layer(of: anchor, in: state) else { return .refusedDetached }
        let layerState = state.tabs[at.tab].layers[at.layer]
        guard at.index == layerState.entries.count - 1, layerState.alert == nil else { return .refused }
        let owner = layerState.entries[at.index].id
        state.tabs[at.tab].layers[at.layer].alert = RefAlert(
            id: alertID, owner: owner, labels: effects.indices.map { "action \($0)" })
        alertActions[owner] = (alertID, .effects(effects))
        return .applied
    }

    private func frontAlert() -> (tab: Int, layer: Int, alert: RefAlert)? {
        let tab = state.selectedIndex
        guard let layer = state.tabs[tab].layers.lastIndex(where: { $0.alert != nil }) else { return nil }
        return (tab, layer, state.tabs[tab].layers[layer].alert!)
    }

    mutating func chooseAlertAction(at index: Int) -> RefOutcome {
        guard let front = frontAlert(), front.alert.labels.indices.contains(index) else { return .refused }
        let handlers = alertActions.removeValue(forKey: front.alert.owner)
        let actions = handlers?.alertID == front.alert.id ? handlers?.actions : nil
        state.tabs[front.tab].layers[front.layer].alert = nil
        switch actions {
        case .effects(let effects)?:
            if let effect = effects[index] { self.effects.append(effect) }
        case .leave(let intent, let origin, let waived)?:
            if index == 0 { _ = run(intent, from: origin, waiving: waived) }
        case nil:
            break
        }
        return .applied
    }

    mutating func dismissAlert() -> RefOutcome {
        guard let front = frontAlert() else { return .refused }
        alertActions[front.alert.owner] = nil
        state.tabs[front.tab].layers[front.layer].alert = nil
        return .applied
    }

    // MARK: - Guards, checkpoints, receivers, models

    mutating func lock(from anchor: RefAnchor) -> UInt64? {
        guard let at = layer(of: anchor, in: state) else { return nil }
        let token = self.token()
        guards[state.tabs[at.tab].layers[at.layer].entries[at.index].id, default: []].append(
            RefGuard(token: token, isLock: true, layerScope: false))
        return token
    }

    mutating func unlock(entry: UInt64, token: UInt64) -> RefOutcome {
        guard let index = guards[entry]?.firstIndex(where: { $0.token == token }) else { return .refused }
        guards[entry]?.remove(at: index)
        if guards[entry]?.isEmpty == true { guards[entry] = nil }
        return .applied
    }

    mutating func confirmLeaving(from anchor: RefAnchor, layerScope: Bool) -> RefOutcome {
        guard let at = layer(of: anchor, in: state) else { return .refusedDetached }
        let id = state.tabs[at.tab].layers[at.layer].entries[at.index].id
        var list = guards[id, default: []]
        // The same question installed again keeps its token, so an answer still counts.
        if list.contains(where: { !$0.isLock && $0.layerScope == layerScope }) { return .applied }
        list.removeAll { !$0.isLock }
        list.append(RefGuard(token: token(), isLock: false, layerScope: layerScope))
        guards[id] = list
        return .applied
    }

    mutating func establish(from anchor: RefAnchor, name: String, type: String) -> RefOutcome {
        guard let at = layer(of: anchor, in: state) else { return .refusedDetached }
        checkpoints[state.tabs[at.tab].layers[at.layer].entries[at.index].id, default: [:]][name] = type
        return .applied
    }

    mutating func returnToCheckpoint(from anchor: RefAnchor, name: String, type: String?, value: String?)
        -> RefOutcome
    {
        guard let from = layer(of: anchor, in: state) else { return .refusedDetached }
        var best: (layer: Int, index: Int, id: UInt64, type: String)?
        for (id, names) in checkpoints {
            guard let type = names[name], let at = state.locate(id), at.tab == from.tab,
                at.layer < from.layer || (at.layer == from.layer && at.index <= from.index)
            else { continue }
            if let current = best, (current.layer, current.index) > (at.layer, at.index) { continue }
            best = (at.layer, at.index, id, type)
        }
        guard let best else { return .refused }
        if let type, best.type != type { return .refused }
        let delivery = value.map { RefDelivery(checkpoint: name, value: $0) }
        return run(.returnTo(best.id, delivery), from: RefOrigin(anchor))
    }

    mutating func onReceive(from anchor: RefAnchor, type: String) -> Bool {
        let receiverAnchor: RefReceiverAnchor
        switch anchor {
        case .tab(let name): receiverAnchor = .tab(name)
        case .entry(let id):
            guard state.contains(id) else { return false }
            receiverAnchor = .entry(id)
        }
        receivers.removeAll { $0.anchor == receiverAnchor && $0.type == type }
        receivers.append(RefReceiver(anchor: receiverAnchor, type: type))
        return true
    }

    mutating func model(for anchor: RefAnchor) -> UInt64? {
        guard let at = layer(of: anchor, in: state) else { return nil }
        let id = state.tabs[at.tab].layers[at.layer].entries[at.index].id
        models.insert(id)
        return id
    }

    // MARK: - Sends

    enum SendResult: Equatable {
        case delivered, paused, cancelled, stopped
    }

    mutating func send(_ values: [CheckedValue], from origin: RefOrigin) -> SendResult {
        if case .screen(let id) = origin, !state.contains(id) { return .stopped }
        chains = [RefChain(id: nextChain, values: values, origin: origin, startTab: state.selected)]
        let id = nextChain
        nextChain += 1
        sending = true
        defer { sending = false }
        return runChain(id)
    }

    mutating func resume() -> RefOutcome {
        guard let index = chains.lastIndex(where: \.paused) else { return .refused }
        chains[index].paused = false
        _ = runChain(chains[index].id)
        return .applied
    }

    mutating func cancelResume() -> RefOutcome {
        guard !chains.isEmpty else { return .refused }
        chains.removeAll()
        return .applied
    }

    private mutating func runChain(_ id: Int) -> SendResult {
        while let index = chains.firstIndex(where: { $0.id == id }) {
            if chains[index].paused { return .paused }
            guard !chains[index].values.isEmpty else {
                chains.remove(at: index)
                return .delivered
            }
            let origin = chains[index].origin
            if case .screen(let entry) = origin, !state.contains(entry) {
                chains.remove(at: index)
                return .stopped
            }
            let value = chains[index].values.removeFirst()
            switch deliver(value, origin: origin) {
            case .none:
                chains.removeAll { $0.id == id }
                return .stopped
            case .some(.cancel):
                chains.removeAll { $0.id == id }
                return .cancelled
            case .some(.pause):
                if let position = chains.firstIndex(where: { $0.id == id }) { chains[position].paused = true }
                return .paused
            case .some(.auto):
                continue
            }
        }
        return .delivered
    }

    private enum Resume {
        case auto, pause, cancel
    }

    private func isAlive(_ anchor: RefReceiverAnchor) -> Bool {
        switch anchor {
        case .root, .tab: true
        case .entry(let id): state.contains(id)
        }
    }

    private mutating func deliver(_ value: CheckedValue, origin: RefOrigin) -> Resume? {
        switch value {
        case .tab(let name):
            return run(.request(.selectTab(name)), from: .person) == .applied ? .auto : .cancel
        case .page(let number):
            return run(.request(.show(.page(number), .push, .tab("orders"))), from: .tab("orders"))
                == .applied
                ? .auto : .cancel
        case .pause:
            return .pause
        case .orphan:
            return nil
        case .ping(let number):
            guard let receiver = receivers.last(where: { $0.type == "ping" && isAlive($0.anchor) }),
                case .entry(let id) = receiver.anchor
            else { return nil }
            effects.append("ping \(number) at #\(id)")
            return .auto
        case .action(let action):
            // The sweeps are the root's: a chain sent through a handle ends here.
            guard case .person = origin else { return nil }
            let intent: RefIntent
            switch action {
            case .dismissAny: intent = .dismissAll
            case .popAny: intent = .popFront
            case .popAll(let name): intent = .popTab(name)
            case .reset: intent = .reset
            }
            if case .screen(let id) = origin, !state.contains(id) { return nil }
            // Nothing to pop or dismiss is no reason to stop; any other refusal is.
            if plan(intent) == nil { return .auto }
            switch run(intent, from: origin) {
            case .applied: return .auto
            case .heldAccess, .heldConfirm: return .cancel
            default: return nil
            }
        }
    }

    // MARK: - Restarts

    /// A new process restores this state: nothing attached survives, and nobody is signed in.
    mutating func restart(restoring saved: RefState) -> RefOutcome {
        let names = state.tabs.map(\.name)
        var fresh = RefModel(tabs: names, selected: names[0])
        fresh.effects = effects
        self = fresh
        return run(.apply(saved), from: .person)
    }
}
