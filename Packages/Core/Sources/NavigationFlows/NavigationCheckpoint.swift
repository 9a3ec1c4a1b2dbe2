import Navigation

/// A named place on a stack that a later screen can return to, optionally with a value.
///
/// The `Value` type is part of the checkpoint's type, so returning a value of the wrong type
/// does not compile for a checkpoint the caller can name; a checkpoint re-declared under the
/// same name with another type is caught at run time and refused.
///
/// ```swift
/// static let pickedNumber = NavigationCheckpoint<Int>("home.picked-number")
///
/// // Home, when it appears:
/// handle.establish(pickedNumber) { number in model.lastPickedNumber = number }
/// // The picker, presented over Home, in another feature:
/// handle.returnToCheckpoint(pickedNumber, value: 42)  // dismisses the picker, hands over 42
/// ```
public struct NavigationCheckpoint<Value>: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The checkpoint's name.
    public let name: String

    /// Declares a checkpoint.
    public init(_ name: String) { self.name = name }

    /// The name.
    public var description: String { name }
}

extension NavigationHandle {
    /// Establishes a checkpoint at this screen; `onReturn` takes the value of a later return.
    ///
    /// Establishing the same name again on this screen replaces it. The checkpoint belongs to
    /// the screen's entry and leaves with it. A value a flow returned to this screen before it
    /// set the checkpoint (a restore or a link put the screen under the flow, and it had not
    /// appeared since) is handed to `onReturn` now. Home sets its checkpoint each time it appears;
    /// its navigator asks the screen's handle:
    ///
    /// ```swift
    /// func establishPickedNumberCheckpoint(onReturn: @escaping @MainActor (Int) -> Void) -> NavigationOutcome {
    ///     handle.establish(HomeCheckpoints.pickedNumber, onReturn: onReturn)
    /// }
    /// ```
    @discardableResult
    public func establish<Value>(
        _ checkpoint: NavigationCheckpoint<Value>, onReturn: (@MainActor (Value) -> Void)? = nil
    ) -> NavigationOutcome {
        guard let root, let id = entryID(in: root) else { return detached() }
        guard root.openCallOuts == 0 else { return root.refuse(.changeInProgress) }
        var deliver: (@MainActor (Any) -> Bool)?
        if let onReturn {
            deliver = { value in
                guard let typed = value as? Value else { return false }
                onReturn(typed)
                return true
            }
        }
        let record = CheckpointRecord(valueType: Value.self, deliver: deliver)
        let kept = root.updateEntryTable(CheckpointTable()) { table in
            table.byEntry[id, default: [:]][checkpoint.name] = record
            return table.undelivered[id]?.removeValue(forKey: checkpoint.name)
        }
        root.emit(.debug, .checkpoint, root.scope(of: anchor), "checkpoint '\(checkpoint.name)' at \(id)")
        if let kept { root.deliver(kept, to: record, named: checkpoint.name) }
        return .applied
    }

    /// Whether a checkpoint of this name is at or below this screen.
    public func canReturnToCheckpoint<Value>(_ checkpoint: NavigationCheckpoint<Value>) -> Bool {
        guard let root else { return false }
        return root.checkpoint(named: checkpoint.name, below: anchor) != nil
    }

    /// Returns to a checkpoint without a value: everything above its screen goes (a split's
    /// earlier column, returned to from over the split, keeps the columns beside it).
    ///
    /// A `NavigationCheckpoint<Void>` carries no value, so its handler runs on this plain
    /// return; any other checkpoint's handler waits for a value.
    @discardableResult
    public func returnToCheckpoint<Value>(_ checkpoint: NavigationCheckpoint<Value>) -> NavigationOutcome {
        guard let root else { return .refused(.detached(anchor)) }
        return root.returnToCheckpoint(
            named: checkpoint.name, valueType: Value.self, value: Value.self == Void.self ? () : nil,
            from: anchor)
    }

    /// Returns to a checkpoint and hands `value` to its handler, exactly once.
    ///
    /// Everything above the checkpoint's screen goes first, sheets included (a split's earlier
    /// column keeps the columns beside it). Settings' picker, presented over Home, never names
    /// Home; it is handed the checkpoint:
    ///
    /// ```swift
    /// func pick(_ number: Int, returningTo checkpoint: NavigationCheckpoint<Int>) -> NavigationOutcome {
    ///     handle.returnToCheckpoint(checkpoint, value: number)
    /// }
    /// ```
    @discardableResult
    public func returnToCheckpoint<Value>(_ checkpoint: NavigationCheckpoint<Value>, value: Value)
        -> NavigationOutcome
    {
        guard let root else { return .refused(.detached(anchor)) }
        return root.returnToCheckpoint(
            named: checkpoint.name, valueType: Value.self, value: value, from: anchor)
    }
}

extension NavigationRoot {
    /// The nearest checkpoint of a name at or below an anchor: on its own stack from the
    /// anchor down, then on each layer below, top first.
    func checkpoint(named name: String, below anchor: NavigationAnchor) -> (
        NavigationEntryID, CheckpointRecord
    )? {
        guard let checkpoints = entryTable(CheckpointTable.self)?.byEntry, !checkpoints.isEmpty,
            let from = try? location(of: anchor)
        else {
            return nil
        }
        // Walked down from the anchor, so the first one found is the nearest, and the walk
        // costs the screens below the anchor at most, however many checkpoints there are.
        let layers = storedState.tabs[from.tab].layers
        for layer in stride(from: from.layer, through: 0, by: -1) {
            let top = layer == from.layer ? from.index : layers[layer].entries.count - 1
            for entry in layers[layer].entries[...top].reversed() {
                if let record = checkpoints[entry.id]?[name] { return (entry.id, record) }
            }
        }
        return nil
    }

    func returnToCheckpoint(
        named name: String, valueType: Any.Type, value: Any?, from anchor: NavigationAnchor
    )
        -> NavigationOutcome
    {
        do { _ = try location(of: anchor) } catch { return refuse(error, in: "detached") }
        guard let (entry, record) = checkpoint(named: name, below: anchor) else {
            return refuse(.noCheckpoint(name), in: scope(of: anchor))
        }
        // The type is the checkpoint's, with or without a value: a name re-declared with
        // another type is another checkpoint.
        if record.valueType != valueType {
            return refuse(
                .checkpointTypeMismatch(name: name, expected: "\(record.valueType)", found: "\(valueType)"),
                in: scope(of: anchor))
        }
        var delivery: (@MainActor () -> Void)?
        if let value {
            delivery = { [weak self] in self?.deliver(value, to: record, named: name) }
        }
        // Named before the return, for the screen that returns is gone after it; and only
        // when someone will read it, for naming modules costs more than the return. Traced
        // when the return is committed, which may be later (after a Leave).
        var completion = delivery
        if readsInfoEvents {
            let asking = module(of: anchor)
            let cause = cause(of: anchor)
            let owner = storedState.entry(entry)?.destination
            completion = { [weak self] in
                self?.emit(.checkpoint, "root") {
                    NavigationTrace(
                        mechanism: .checkpoint, askingModule: asking, asked: "'\(name)'",
                        answeringModule: owner.map(NavigationTrace.module(of:)),
                        answer: value.map(NavigationTrace.shortDescription(of:)) ?? "no value",
                        outcome: "back to \(owner?.routeID ?? "\(entry)")", cause: cause)
                }
                delivery?()
            }
        }
        return attributing(to: .checkpointReturn) {
            run(returning(to: entry, from: anchor, then: completion), from: anchor)
        }
    }

    /// Keeps a flow's value at its start screen, returned to before the screen set the
    /// checkpoint the value is for: the screen is handed it when it does.
    func keepUntilEstablished(_ value: Any, named name: String, at entry: NavigationEntryID) {
        updateEntryTable(CheckpointTable()) { $0.undelivered[entry, default: [:]][name] = value }
        let screen = storedState.entry(entry)?.routeID ?? "\(entry)"
        emit(
            .info, .checkpoint, scope(of: .entry(entry)),
            "checkpoint '\(name)' is not set at \(screen) yet; its value is kept for it")
    }

    /// Hands a returned value to a checkpoint's handler, once its return is committed.
    func deliver(_ value: Any, to record: CheckpointRecord, named name: String) {
        if let deliver = record.deliver, !deliver(value) {
            emit(.error, .checkpoint, "root", "checkpoint '\(name)' could not take the value")
        }
    }
}

/// A checkpoint as the root keeps it: the type of value it takes and who takes it.
struct CheckpointRecord {
    let valueType: Any.Type
    let deliver: (@MainActor (Any) -> Bool)?
}

/// The checkpoints of the tree, by the entry they return to, then by name: the flows
/// layer's table beside the tree, whose rows leave with their entries.
struct CheckpointTable: NavigationEntryTable {
    var byEntry: [NavigationEntryID: [String: CheckpointRecord]] = [:]
    /// Values a flow returned to its start screen before the screen set their checkpoint, by
    /// entry, then by name: each is kept until the screen sets it, or dropped, with a warning,
    /// when the screen leaves.
    var undelivered: [NavigationEntryID: [String: Any]] = [:]

    var holdsEntries: Bool { !byEntry.isEmpty || !undelivered.isEmpty }

    mutating func remove(_ ids: [NavigationEntryID]) -> [NavigationEvent] {
        var events: [NavigationEvent] = []
        for id in ids {
            byEntry[id] = nil
            for name in (undelivered.removeValue(forKey: id) ?? [:]).keys.sorted() {
                let message =
                    "the value kept at \(id) for checkpoint '\(name)' is dropped: its screen left without setting it"
                events.append(
                    NavigationEvent(kind: .checkpoint, scope: "root", message: message, level: .warning))
            }
        }
        return events
    }
}

extension NavigationRoot {
    /// The checkpoint names established on an entry, sorted.
    public func checkpointNames(at entry: NavigationEntryID) -> [String] {
        entryTable(CheckpointTable.self)?.byEntry[entry].map { $0.keys.sorted() } ?? []
    }
}
