/// A named place on a stack that a later screen can return to, optionally with a value.
///
/// The `Value` type is part of the checkpoint's type, so returning a value of the wrong type
/// does not compile for a checkpoint the caller can name; a checkpoint re-declared under the
/// same name with another type is caught at run time and reported instead.
public struct NavigationCheckpoint<Value>: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The checkpoint's name, unique among the checkpoints of one stack.
    public let name: String

    /// Declares a checkpoint.
    public init(_ name: String) { self.name = name }

    /// The name.
    public var description: String { name }
}

struct CheckpointRecord {
    let name: String
    let entry: NavigationEntryID
    let valueType: Any.Type
    let deliver: (@MainActor (Any) -> Bool)?
}

extension Navigator {
    /// Establishes a checkpoint at this stack's current top screen.
    ///
    /// Re-establishing a name on the same navigator moves it. The checkpoint disappears
    /// when its screen leaves the tree; a navigator that already left refuses.
    @discardableResult
    public func establish<Value>(
        _ checkpoint: NavigationCheckpoint<Value>, onReturn: (@MainActor (Value) -> Void)? = nil
    ) -> Bool {
        guard !isRoot, isAttached, let entry = topEntry else {
            return refuse(.checkpoint, "checkpoint '\(checkpoint.name)' needs a screen in the tree") ?? false
        }
        var deliver: (@MainActor (Any) -> Bool)?
        if let onReturn {
            deliver = { value in
                guard let typed = value as? Value else { return false }
                onReturn(typed)
                return true
            }
        }
        checkpoints[checkpoint.name] = CheckpointRecord(
            name: checkpoint.name,
            entry: entry.id,
            valueType: Value.self,
            deliver: deliver
        )
        context.checkpointOwners[entry.id, default: []].append(
            CheckpointOwner(navigator: self, name: checkpoint.name))
        context.emit(.debug, .checkpoint, id, "checkpoint '\(checkpoint.name)' at \(entry)")
        return true
    }

    /// Whether a checkpoint of this name is reachable from here (this navigator or an ancestor).
    public func canReturnToCheckpoint<Value>(_ checkpoint: NavigationCheckpoint<Value>) -> Bool {
        findCheckpoint(named: checkpoint.name) != nil
    }

    /// Returns to a checkpoint without a value: dismisses what its navigator presents and
    /// pops to its screen.
    @discardableResult
    public func returnToCheckpoint<Value>(_ checkpoint: NavigationCheckpoint<Value>) -> Bool {
        returnToCheckpoint(named: checkpoint.name, valueType: Value.self, value: nil)
    }

    /// Returns to a checkpoint and hands `value` to its handler, exactly once.
    @discardableResult
    public func returnToCheckpoint<Value>(_ checkpoint: NavigationCheckpoint<Value>, value: Value) -> Bool {
        returnToCheckpoint(named: checkpoint.name, valueType: Value.self, value: value)
    }

    func findCheckpoint(named name: String) -> (Navigator, CheckpointRecord)? {
        var candidate: Navigator? = isRoot ? current : self
        // A navigator a restore replaced keeps its records; it must not return through them.
        while let navigator = candidate, navigator.isAttached {
            if let record = navigator.checkpoints[name] { return (navigator, record) }
            candidate = navigator.parent
        }
        return nil
    }

    func returnToCheckpoint(named name: String, valueType: Any.Type, value: Any?) -> Bool {
        guard let (owner, record) = findCheckpoint(named: name) else {
            context.emit(.warning, .checkpoint, id, "no checkpoint '\(name)' from \(id)")
            return false
        }
        if value != nil, record.valueType != valueType {
            context.emit(
                .error,
                .checkpoint,
                id,
                "checkpoint '\(name)' expects \(record.valueType), got \(valueType); nothing delivered"
            )
            return false
        }
        owner.transaction {
            owner.dismissPresentedViews()
            if owner.alert != nil {
                owner.alert = nil
                context.didChange()
            }
            owner.pop(toEntry: record.entry)
        }
        context.emit(.info, .checkpoint, id, "returned to checkpoint '\(name)'")
        if let value, let deliver = record.deliver, !deliver(value) {
            context.emit(.error, .checkpoint, id, "checkpoint '\(name)' could not take the value")
        }
        return true
    }
}
