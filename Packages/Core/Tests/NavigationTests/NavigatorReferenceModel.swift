import Navigation

// A reference model of the navigation tree, written as plain values from the engine's
// documented rules, so the model check can compare the real engine against it step by step.
// It shares no code with the engine: every rule below is restated, not called.

/// A presentation slot of a layer.
enum RefSlot: String, Hashable, CaseIterable {
    case sheet
    case cover
}

/// The address of a layer: a tab, then the slots walked from it.
struct RefPath: Hashable, CustomStringConvertible {
    var tab: Int
    var slots: [RefSlot] = []

    func appending(_ slot: RefSlot) -> RefPath { RefPath(tab: tab, slots: slots + [slot]) }

    /// The layer that presents this one; `nil` for a tab.
    var parent: RefPath? { slots.isEmpty ? nil : RefPath(tab: tab, slots: Array(slots.dropLast())) }

    var description: String {
        RefModel.tabNames[tab] + slots.map { "/" + $0.rawValue }.joined()
    }
}

/// Who a model operation is addressed to.
enum RefTarget: Equatable {
    /// The root navigator, which hands most operations to the front-most layer.
    case root
    /// A layer in the tree.
    case live(RefPath)
    /// A navigator that has left the tree (by its instance number).
    case stale(Int)
}

/// An alert in the model: its stored form, and whether its actions still have handlers
/// (a restored alert's actions do nothing).
struct RefAlert: Equatable {
    var state: NavigationAlertState
    var hasHandlers: Bool
}

/// The type a checkpoint was declared with.
enum RefValueType: Equatable {
    case int
    case string
}

/// A checkpoint: the entry it returns to, its value type, and whether it takes values.
struct RefCheckpoint: Equatable {
    var entry: NavigationEntryID
    var type: RefValueType
    var hasHandler: Bool
}

/// One layer: a tab's stack, or a presented layer with its own stack.
struct RefLayer {
    var instance: Int
    /// `nil` for a tab.
    var method: NavigationMethod?
    /// Root screen first; never empty.
    var entries: [NavigationEntry]
    var alert: RefAlert?
    var checkpoints: [String: RefCheckpoint] = [:]
    var slots: [RefSlot: RefLayer] = [:]

    var hasStack: Bool { method?.isManaged ?? true }
    /// How many entries are pushed above the root screen.
    var pushedCount: Int { entries.count - 1 }
    var top: NavigationEntry { entries[entries.count - 1] }
}

/// What an operation returned, in a form both sides can produce.
enum CheckResult: Equatable, CustomStringConvertible {
    /// The operation did not apply to this state (nothing to address); neither side ran it.
    case skipped
    /// A `Void` operation ran.
    case done
    case bool(Bool)
    /// Refused: navigation is locked.
    case locked
    /// Refused: a snapshot from another restoration key.
    case keyMismatch
    /// Refused: an invalid state or unknown tab.
    case invalid

    var description: String {
        switch self {
        case .skipped: "skipped"
        case .done: "done"
        case .bool(let value): "\(value)"
        case .locked: "threw locked"
        case .keyMismatch: "threw key mismatch"
        case .invalid: "threw invalid"
        }
    }
}

/// A slot of the model store: which entries own it, and which generation of model it holds.
struct RefModelSlot: Equatable {
    var owners: Set<NavigationEntryID>
    var generation: Int
}

/// Which model a store call asks for.
enum RefModelKey: Hashable {
    case entry(NavigationEntryID)
    case shared(Int)
}

/// The whole tree and everything hanging off it, as values.
struct RefModel {
    static let tabNames = ["home", "orders", "settings"]
    static let tabRoots: [CheckedDestination] = [.page(100), .page(200), .page(300)]
    static let restorationKey = "modelcheck.v1"
    /// The instance number of the root navigator (for receivers registered on it).
    static let rootInstance = -1

    var tabs: [RefLayer]
    var selected = 0
    var nextID: UInt64
    var nextInstance: Int
    var locks: [(entry: NavigationEntryID, reason: String)] = []
    var nextLockNumber = 1
    var chain: (values: [CheckedValue], paused: Bool)?
    /// Instances with a `CheckedDestination` receiver, oldest first.
    var receivers: [Int] = []
    var modelSlots: [RefModelKey: RefModelSlot] = [:]
    var nextGeneration = 0
    /// What handlers must have done, in order.
    var effects: [String] = []
    /// Entry ids that left the tree most recently, newest last (a few, for targeting).
    var removedIDs: [NavigationEntryID] = []
    /// Instances that left the tree since the harness last looked.
    var departed: [Int] = []

    init() {
        tabs = Self.tabRoots.indices.map { index in
            RefLayer(
                instance: index, method: nil,
                entries: [
                    NavigationEntry(
                        id: NavigationEntryID(rawValue: UInt64(index) + 1), destination: Self.tabRoots[index])
                ])
        }
        nextID = UInt64(Self.tabRoots.count) + 1
        nextInstance = Self.tabRoots.count
    }

    // MARK: - Reading the tree

    func layer(_ path: RefPath) -> RefLayer {
        var layer = tabs[path.tab]
        for slot in path.slots { layer = layer.slots[slot]! }
        return layer
    }

    mutating func update<Result>(_ path: RefPath, _ body: (inout RefLayer) -> Result) -> Result {
        Self.update(&tabs[path.tab], path.slots[...], body)
    }

    private static func update<Result>(
        _ layer: inout RefLayer, _ slots: ArraySlice<RefSlot>, _ body: (inout RefLayer) -> Result
    ) -> Result {
        guard let slot = slots.first else { return body(&layer) }
        return update(&layer.slots[slot]!, slots.dropFirst(), body)
    }

    /// The front-most layer: the selected tab, then covers before sheets.
    var current: RefPath {
        var path = RefPath(tab: selected)
        while true {
            let layer = self.layer(path)
            if layer.slots[.cover] != nil {
                path = path.appending(.cover)
            } else if layer.slots[.sheet] != nil {
                path = path.appending(.sheet)
            } else {
                return path
            }
        }
    }

    /// The selected tab and every layer in front of it, bottom first.
    var visible: [RefPath] {
        var result = [RefPath(tab: selected)]
        appendVisible(from: RefPath(tab: selected), to: &result)
        return result
    }

    private func appendVisible(from path: RefPath, to result: inout [RefPath]) {
        let layer = self.layer(path)
        if layer.slots[.sheet] != nil {
            result.append(path.appending(.sheet))
            appendVisible(from: path.appending(.sheet), to: &result)
        }
        if layer.slots[.cover] != nil {
            result.append(path.appending(.cover))
            appendVisible(from: path.appending(.cover), to: &result)
        }
    }

    /// Every layer, depth first: each tab, then its sheet's subtree, then its cover's.
    var allPaths: [RefPath] {
        var result: [RefPath] = []
        for tab in tabs.indices { collect(RefPath(tab: tab), into: &result) }
        return result
    }

    func collect(_ path: RefPath, into result: inout [RefPath]) {
        result.append(path)
        let layer = self.layer(path)
        if layer.slots[.sheet] != nil { collect(path.appending(.sheet), into: &result) }
        if layer.slots[.cover] != nil { collect(path.appending(.cover), into: &result) }
    }

    var entryIDs: Set<NavigationEntryID> {
        var result = Set<NavigationEntryID>()
        for path in allPaths { result.formUnion(layer(path).entries.map(\.id)) }
        return result
    }

    var allEntries: [NavigationEntry] { allPaths.flatMap { layer($0).entries } }

    func path(ofInstance instance: Int) -> RefPath? {
        allPaths.first { layer($0).instance == instance }
    }

    /// The layer with a navigator id such as `home/sheet/cover`.
    func path(forID id: String) -> RefPath? {
        let parts = id.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let tab = Self.tabNames.firstIndex(of: parts[0]) else { return nil }
        var path = RefPath(tab: tab)
        for part in parts.dropFirst() {
            guard let slot = RefSlot(rawValue: part), layer(path).slots[slot] != nil else { return nil }
            path = path.appending(slot)
        }
        return path
    }

    var isLocked: Bool { !locks.isEmpty }

    /// The layer an operation addressed to `target` acts on; the root hands it to the front-most one.
    func operand(_ target: RefTarget) -> RefPath? {
        switch target {
        case .root: current
        case .live(let path): path
        case .stale: nil
        }
    }

    // MARK: - The state it must export

    func expectedState() -> NavigationState {
        NavigationState(
            restorationKey: Self.restorationKey,
            selectedTab: Self.tabNames[selected],
            stacks: tabs.indices.map { stackState(of: tabs[$0], name: Self.tabNames[$0]) },
            nextEntryID: nextID
        )
    }

    private func stackState(of layer: RefLayer, name: String?) -> NavigationStackState {
        var presentations: [NavigationPresentationState] = []
        for slot in [RefSlot.sheet, .cover] {
            if let child = layer.slots[slot], let method = child.method {
                presentations.append(
                    NavigationPresentationState(method: method, stack: stackState(of: child, name: nil)))
            }
        }
        return NavigationStackState(
            name: name, entries: layer.entries, presentations: presentations, alert: layer.alert?.state)
    }

    // MARK: - Primitives

    mutating func mint() -> NavigationEntryID {
        defer { nextID += 1 }
        return NavigationEntryID(rawValue: nextID)
    }

    mutating func newInstance() -> Int {
        defer { nextInstance += 1 }
        return nextInstance
    }

    /// Releases what hung on entries that left: screen models, checkpoints, locks.
    mutating func entriesRemoved(_ ids: some Collection<NavigationEntryID>) {
        guard !ids.isEmpty else { return }
        let gone = Set(ids)
        removedIDs.append(contentsOf: ids.sorted())
        if removedIDs.count > 8 { removedIDs.removeFirst(removedIDs.count - 8) }
        for (key, var slot) in modelSlots {
            slot.owners.subtract(gone)
            modelSlots[key] = slot.owners.isEmpty ? nil : slot
        }
        for path in allPaths {
            update(path) { layer in
                layer.checkpoints = layer.checkpoints.filter { !gone.contains($0.value.entry) }
            }
        }
        locks.removeAll { gone.contains($0.entry) }
    }

    mutating func push(at path: RefPath, _ destination: any NavigationDestination) -> Bool {
        guard layer(path).hasStack else { return false }
        let entry = NavigationEntry(id: mint(), destination: destination)
        update(path) { $0.entries.append(entry) }
        return true
    }

    /// Removes the pushed entries from `index` (0 = everything above the root screen) and the alert.
    mutating func removePushed(at path: RefPath, from index: Int) -> Bool {
        let removed = update(path) { layer -> [NavigationEntryID] in
            let removed = layer.entries[(index + 1)...].map(\.id)
            layer.entries.removeSubrange((index + 1)...)
            layer.alert = nil
            return removed
        }
        entriesRemoved(removed)
        return true
    }

    mutating func pop(toEntry id: NavigationEntryID, at path: RefPath) -> Bool {
        let layer = self.layer(path)
        if layer.entries[0].id == id {
            return layer.pushedCount == 0 ? false : removePushed(at: path, from: 0)
        }
        guard let index = layer.entries.indices.dropFirst().first(where: { layer.entries[$0].id == id })
        else {
            return false
        }
        return index == layer.entries.count - 1 ? false : removePushed(at: path, from: index)
    }

    mutating func present(
        at path: RefPath, _ destination: any NavigationDestination, method: NavigationMethod
    )
        -> Bool
    {
        let slot: RefSlot = method.isCover ? .cover : .sheet
        guard layer(path).slots[slot] == nil else { return false }
        let child = RefLayer(
            instance: newInstance(), method: method,
            entries: [NavigationEntry(id: mint(), destination: destination)])
        update(path) { $0.slots[slot] = child }
        return true
    }

    /// Removes a presented layer with everything it presents.
    mutating func removeLayer(_ path: RefPath) {
        guard let parent = path.parent, let slot = path.slots.last else { return }
        var subtree: [RefPath] = []
        collect(path, into: &subtree)
        let ids = subtree.flatMap { layer($0).entries.map(\.id) }
        departed.append(contentsOf: subtree.map { layer($0).instance })
        update(parent) { $0.slots[slot] = nil }
        entriesRemoved(ids)
    }

    /// Dismisses what a layer presents, the cover before the sheet.
    mutating func dismissPresented(at path: RefPath) -> Bool {
        var dismissed = false
        for slot in [RefSlot.cover, .sheet] where layer(path).slots[slot] != nil {
            removeLayer(path.appending(slot))
            dismissed = true
        }
        return dismissed
    }

    mutating func dismissAnyChildren(_ target: RefTarget) -> Bool {
        let scope: [RefPath]
        switch target {
        case .root: scope = allPaths
        case .live(let path):
            var subtree: [RefPath] = []
            collect(path, into: &subtree)
            scope = subtree
        case .stale: return false
        }
        var dismissed = false
        for path in scope where layer(path).alert != nil {
            update(path) { $0.alert = nil }
            dismissed = true
        }
        switch target {
        case .root:
            for tab in tabs.indices { dismissed = dismissPresented(at: RefPath(tab: tab)) || dismissed }
        case .live(let path):
            dismissed = dismissPresented(at: path) || dismissed
        case .stale:
            break
        }
        return dismissed
    }

    mutating func navigate(
        _ target: RefTarget, to destination: any NavigationDestination, method: NavigationMethod
    ) -> Bool {
        switch method {
        case .push:
            guard let path = operand(target) else { return false }
            return push(at: path, destination)
        case .send:
            // Sends go to the root's chain from wherever they are made. Nothing receives
            // other destinations (NotFound), so their chain ends at once, like an orphan's.
            send([(destination as? CheckedDestination).map { .destination($0) } ?? .orphan(-1)])
            return true
        case .sheet, .cover, .managedSheet, .managedCover:
            guard let path = operand(target) else { return false }
            return present(at: path, destination, method: method)
        }
    }

    // MARK: - Sweeping operations

    mutating func popAny() -> CheckResult {
        guard !isLocked else { return .locked }
        let path = current
        return .bool(layer(path).pushedCount == 0 ? false : removePushed(at: path, from: 0))
    }

    mutating func reset() -> CheckResult {
        guard !isLocked else { return .locked }
        _ = dismissAnyChildren(.root)
        for tab in tabs.indices where tabs[tab].pushedCount > 0 {
            _ = removePushed(at: RefPath(tab: tab), from: 0)
        }
        return .done
    }

    mutating func selectTab(_ name: String) -> Bool {
        guard let index = Self.tabNames.firstIndex(of: name) else { return false }
        selected = index
        return true
    }

    // MARK: - Send chains

    mutating func send(_ values: [CheckedValue]) {
        chain = (values, false)
        runChain()
    }

    private enum Resume {
        case proceed
        case pause
        case cancel
    }

    mutating func runChain() {
        while var running = chain, !running.paused {
            guard !running.values.isEmpty else {
                chain = nil
                return
            }
            let value = running.values.removeFirst()
            chain = running
            guard let resume = deliver(value) else {
                chain = nil
                return
            }
            switch resume {
            case .proceed: break
            case .pause:
                chain?.paused = true
                return
            case .cancel:
                chain = nil
                return
            }
            if chain?.values.isEmpty ?? true {
                chain = nil
                return
            }
        }
    }

    private mutating func deliver(_ value: CheckedValue) -> Resume? {
        switch value {
        case .action(let action):
            switch action {
            case .dismissAny:
                guard !isLocked else { return nil }
                _ = dismissAnyChildren(.root)
            case .popAny:
                guard popAny() != .locked else { return nil }
            case .reset:
                guard reset() != .locked else { return nil }
            case .popAll(let name):
                guard let path = path(forID: name) else { return nil }
                if layer(path).pushedCount > 0 { _ = removePushed(at: path, from: 0) }
            }
            return .proceed
        case .tab(let name):
            return selectTab(name) ? .proceed : .cancel
        case .destination(let destination):
            let attached = receivers.filter { $0 == Self.rootInstance || path(ofInstance: $0) != nil }
            receivers = attached
            guard let receiver = receivers.last else { return nil }
            let target: RefTarget =
                receiver == Self.rootInstance ? .root : .live(path(ofInstance: receiver)!)
            let method = destination.method == .send ? .push : destination.method
            _ = navigate(target, to: destination, method: method)
            return .proceed
        case .pause:
            return .pause
        case .orphan:
            return nil
        }
    }

    mutating func resume() -> Bool {
        guard chain?.paused == true else { return false }
        chain?.paused = false
        runChain()
        return true
    }

    mutating func cancelResume() -> Bool {
        guard chain != nil else { return false }
        chain = nil
        return true
    }

    mutating func listen(_ target: RefTarget) {
        let instance: Int
        switch target {
        case .root: instance = Self.rootInstance
        case .live(let path): instance = layer(path).instance
        case .stale: return
        }
        receivers.removeAll { $0 == instance }
        receivers.append(instance)
    }

    // MARK: - Checkpoints and flows

    mutating func establish(_ target: RefTarget, name: String, checkpoint: RefCheckpoint?) -> Bool {
        guard case .live(let path) = target else { return false }
        let entry = layer(path).top.id
        update(path) { layer in
            layer.checkpoints[name] = checkpoint.map {
                RefCheckpoint(entry: entry, type: $0.type, hasHandler: $0.hasHandler)
            }
        }
        return true
    }

    func findCheckpoint(named name: String, from start: RefPath) -> (RefPath, RefCheckpoint)? {
        var candidate: RefPath? = start
        while let path = candidate {
            if let record = layer(path).checkpoints[name] { return (path, record) }
            candidate = path.parent
        }
        return nil
    }

    /// Returns to a checkpoint; `value` is the typed value handed over, if any.
    mutating func returnToCheckpoint(
        named name: String, from start: RefPath, valueType: RefValueType, value: String?
    ) -> Bool {
        guard let (owner, record) = findCheckpoint(named: name, from: start) else { return false }
        if value != nil, record.type != valueType { return false }
        _ = dismissPresented(at: owner)
        update(owner) { $0.alert = nil }
        _ = pop(toEntry: record.entry, at: owner)
        if let value, record.hasHandler { effects.append(Self.checkpointEffect(name, value)) }
        return true
    }

    static func checkpointEffect(_ name: String, _ value: String) -> String {
        "checkpoint \(name) <- \(value)"
    }

    static func alertEffect(_ id: String, _ index: Int) -> String { "alert \(id) -> \(index)" }

    /// Ends a flow shown at `path`: to its checkpoint when one is reachable, else to where it started.
    mutating func returnToAnchor(_ anchor: NavigationFlowAnchor?, from path: RefPath, value: Int?) -> Bool {
        guard let anchor else { return false }
        if let name = anchor.checkpointName, findCheckpoint(named: name, from: path) != nil {
            return returnToCheckpoint(named: name, from: path, valueType: .int, value: value.map { "\($0)" })
        }
        guard let owner = self.path(forID: anchor.navigator.rawValue) else { return false }
        _ = dismissPresented(at: owner)
        if let entry = anchor.entry { _ = pop(toEntry: entry, at: owner) }
        return true
    }

    // MARK: - Locks and alerts

    mutating func lock(_ target: RefTarget) -> String? {
        guard case .live(let path) = target else { return nil }
        let reason = "lock\(nextLockNumber)"
        nextLockNumber += 1
        locks.append((layer(path).top.id, reason))
        return reason
    }

    // MARK: - Screen models

    /// The generation a store call returns, or `nil` for a fresh model the store does not keep.
    mutating func obtainModel(_ key: RefModelKey, for entry: NavigationEntryID) -> Int? {
        let inTree = entryIDs.contains(entry)
        if var slot = modelSlots[key] {
            if slot.owners.contains(entry) { return slot.generation }
            if inTree {
                slot.owners.insert(entry)
                modelSlots[key] = slot
                return slot.generation
            }
        }
        guard inTree else { return nil }
        defer { nextGeneration += 1 }
        modelSlots[key] = RefModelSlot(owners: [entry], generation: nextGeneration)
        return nextGeneration
    }

    // MARK: - Whole states

    /// Export then restore: the same tree, with every presented layer rebuilt (new navigators)
    /// and every alert's handlers gone.
    mutating func restoreIdentity() {
        for tab in tabs.indices {
            var subtree: [RefPath] = []
            collect(RefPath(tab: tab), into: &subtree)
            departed.append(contentsOf: subtree.dropFirst().map { layer($0).instance })
            Self.rebuild(&tabs[tab], isTab: true, nextInstance: &nextInstance)
        }
    }

    private static func rebuild(_ layer: inout RefLayer, isTab: Bool, nextInstance: inout Int) {
        if !isTab {
            layer.instance = nextInstance
            nextInstance += 1
            layer.checkpoints = [:]
        }
        layer.alert?.hasHandlers = false
        for slot in RefSlot.allCases {
            if var child = layer.slots[slot] {
                rebuild(&child, isTab: false, nextInstance: &nextInstance)
                layer.slots[slot] = child
            }
        }
    }

    /// A deep link's target applied over the current state: everything presented and every
    /// alert goes, the tab is selected and its stack replaced (an empty stack keeps the tab's
    /// root screen); entries matching the old stack's start keep their ids.
    mutating func applyLink(
        tab: Int, stack: [CheckedDestination], presentation: (NavigationMethod, [CheckedDestination])?
    ) -> CheckResult {
        guard !isLocked else { return .locked }
        if let (method, destinations) = presentation {
            guard method.isPresentation, !destinations.isEmpty,
                method.isManaged || destinations.count == 1
            else { return .invalid }
        }
        let before = entryIDs
        // A target without a stack keeps the tab's root screen (it presents over it).
        let entries = stack.isEmpty ? [tabs[tab].entries[0]] : numbered(stack, over: tabs[tab].entries)
        var child: RefLayer?
        if let (method, destinations) = presentation {
            child = RefLayer(
                instance: -2, method: method,
                entries: destinations.map { NavigationEntry(id: mint(), destination: $0) })
        }
        for index in tabs.indices {
            clearLayers(of: index)
        }
        tabs[tab].entries = entries
        if var child {
            child.instance = newInstance()
            tabs[tab].slots[child.method!.isCover ? .cover : .sheet] = child
        }
        selected = tab
        entriesRemoved(before.subtracting(entryIDs))
        return .done
    }

    /// A hand-made state holding one tab's stack: that stack is replaced, every other tab goes
    /// back to its root screen (keeping the root entry when it is the tab's first screen).
    mutating func applyPartial(tab: Int, stack: [CheckedDestination]) -> CheckResult {
        guard !isLocked else { return .locked }
        guard !stack.isEmpty else { return .invalid }
        let before = entryIDs
        let entries = numbered(stack, over: tabs[tab].entries)
        for index in tabs.indices {
            clearLayers(of: index)
            if index == tab {
                tabs[index].entries = entries
            } else if tabs[index].entries[0].destination == AnyNavigationDestination(Self.tabRoots[index]) {
                tabs[index].entries = [tabs[index].entries[0]]
            } else {
                tabs[index].entries = [NavigationEntry(id: mint(), destination: Self.tabRoots[index])]
            }
        }
        entriesRemoved(before.subtracting(entryIDs))
        return .done
    }

    /// Entries for a stack built from destinations: those matching the start of the old stack
    /// keep their ids, the rest get new ones, bottom first.
    private mutating func numbered(_ stack: [CheckedDestination], over old: [NavigationEntry])
        -> [NavigationEntry]
    {
        var matching = true
        var entries: [NavigationEntry] = []
        for (index, destination) in stack.enumerated() {
            matching =
                matching && index < old.count
                && old[index].destination == AnyNavigationDestination(destination)
            entries.append(matching ? old[index] : NavigationEntry(id: mint(), destination: destination))
        }
        return entries
    }

    private mutating func clearLayers(of tab: Int) {
        var subtree: [RefPath] = []
        collect(RefPath(tab: tab), into: &subtree)
        departed.append(contentsOf: subtree.dropFirst().map { layer($0).instance })
        tabs[tab].slots = [:]
        tabs[tab].alert = nil
    }
}
