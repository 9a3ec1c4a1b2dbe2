import Navigation

/// Owns screen models for the entries of one navigation tree.
///
/// A screen asks for its model with its entry id: the first call creates it, later calls
/// return the same instance, and the store lets go of it when the entry leaves the tree
/// (pop, dismiss, reset, restore). Models can also be shared between entries under a key;
/// a shared model lives until the last entry using it leaves. Because navigation owns the
/// models, no screen or parent model has to remember to release them.
///
/// The store is a table the root keeps beside the tree, like every layer's: the root removes
/// the rows of the entries that leave after each change.
@MainActor
public final class NavigationModelStore: NavigationEntryTable {
    /// A model shared under a key: one per key and model type.
    private struct SharedKey: Hashable {
        let key: AnyHashable
        let type: ObjectIdentifier
    }

    private struct SharedSlot {
        let model: AnyObject
        var owners: Set<NavigationEntryID>
    }

    /// An entry's own model of one type.
    private struct OwnModel {
        let type: ObjectIdentifier
        let model: AnyObject
    }

    private weak var root: NavigationRoot?
    /// Each entry's own models (usually one), so an entry that leaves costs one removal.
    private var own: [NavigationEntryID: [OwnModel]] = [:]
    private var ownCount = 0
    private var shared: [SharedKey: SharedSlot] = [:]
    private var sharedKeysByEntry: [NavigationEntryID: [SharedKey]] = [:]

    init(root: NavigationRoot) { self.root = root }

    /// How many models the store holds.
    public var count: Int { ownCount + shared.count }

    /// Whether any model belongs to an entry, and so may have to leave with it.
    package var holdsEntries: Bool { !own.isEmpty || !shared.isEmpty }

    /// The entries that own at least one model, for tools and tests.
    public var owners: [NavigationEntryID] { Set(own.keys).union(sharedKeysByEntry.keys).sorted() }

    /// The model of type `Model` for an entry, created on first use.
    ///
    /// An entry that is not in the tree gets a fresh model that the store does not keep,
    /// so a late call can never resurrect a screen's state.
    public func model<Model: AnyObject>(for entry: NavigationEntryID, create: () -> Model) -> Model {
        if let model = existingModel(for: entry, as: Model.self) { return model }
        let model = create()
        guard isInTree(entry) else {
            root?.emit(.warning, .model, "root", "entry \(entry) is not in the tree; \(Model.self) not kept")
            return model
        }
        // Asked from an observer in the middle of a change, the entry may be on its way out.
        guard root?.openCallOuts ?? 0 == 0 else {
            root?.emit(
                .warning, .model, "root", "a change is in progress; \(Model.self) for \(entry) not kept")
            return model
        }
        own[entry, default: []].append(OwnModel(type: ObjectIdentifier(Model.self), model: model))
        ownCount += 1
        root?.emit(.debug, .model, "root", "created \(Model.self) for \(entry)")
        return model
    }

    /// A model shared by every entry that asks with the same key, created on first use.
    ///
    /// The model lives until the last entry that asked for it leaves the tree. As with
    /// ``model(for:create:)``, an entry that is not in the tree, or that asks while a change
    /// is being made, gets a fresh model that the store does not keep, and it never becomes
    /// an owner of the shared one.
    public func model<Model: AnyObject>(
        sharedBy key: some Hashable & Sendable,
        for entry: NavigationEntryID,
        create: () -> Model
    ) -> Model {
        let sharedKey = SharedKey(key: AnyHashable(key), type: ObjectIdentifier(Model.self))
        // Asked from an observer in the middle of a change, the entry may be on its way out.
        let duringAChange = root?.openCallOuts ?? 0 > 0
        if var slot = shared[sharedKey], let model = slot.model as? Model {
            if slot.owners.contains(entry) { return model }
            // A new owner counts only when its entry is in the tree; an owner that never
            // leaves would keep the model alive after its last screen.
            if isInTree(entry), !duringAChange {
                slot.owners.insert(entry)
                shared[sharedKey] = slot
                sharedKeysByEntry[entry, default: []].append(sharedKey)
                return model
            }
        }
        let model = create()
        guard isInTree(entry) else {
            root?.emit(.warning, .model, "root", "entry \(entry) is not in the tree; \(Model.self) not kept")
            return model
        }
        guard !duringAChange else {
            root?.emit(
                .warning, .model, "root", "a change is in progress; \(Model.self) for \(entry) not kept")
            return model
        }
        shared[sharedKey] = SharedSlot(model: model, owners: [entry])
        sharedKeysByEntry[entry, default: []].append(sharedKey)
        root?.emit(.debug, .model, "root", "created \(Model.self) shared by \(key) for \(entry)")
        return model
    }

    /// The model an entry already has, without creating one.
    public func existingModel<Model: AnyObject>(
        for entry: NavigationEntryID, as type: Model.Type = Model.self
    ) -> Model? {
        guard let models = own[entry] else { return nil }
        let wanted = ObjectIdentifier(Model.self)
        for owned in models where owned.type == wanted { return owned.model as? Model }
        return nil
    }

    private func isInTree(_ entry: NavigationEntryID) -> Bool {
        root?.storedState.contains(entry) ?? false
    }

    /// Lets go of the models of entries that left; each is said at debug level as it goes, and
    /// none should have been kept, so nothing is returned to report.
    package func remove(_ entries: [NavigationEntryID]) -> [NavigationEvent] {
        for entry in entries {
            if let models = own.removeValue(forKey: entry) {
                ownCount -= models.count
                for owned in models {
                    root?.emit(.debug, .model, "root", "released \(type(of: owned.model)) of \(entry)")
                }
            }
            guard let keys = sharedKeysByEntry.removeValue(forKey: entry) else { continue }
            for key in keys {
                guard var slot = shared.removeValue(forKey: key) else { continue }
                slot.owners.remove(entry)
                if slot.owners.isEmpty {
                    root?.emit(.debug, .model, "root", "released \(type(of: slot.model)) of \(entry)")
                } else {
                    shared[key] = slot
                }
            }
        }
        return []
    }
}
