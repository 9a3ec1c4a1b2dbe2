/// Owns screen models for the entries of one navigation tree.
///
/// A screen asks for its model with its entry id: the first call creates it, later calls
/// return the same instance, and the store lets go of it when the entry leaves the tree
/// (pop, dismiss, reset, restore). Models can also be shared between entries under a key;
/// a shared model lives until the last entry using it leaves. Because navigation owns the
/// models, no screen or parent model has to remember to release them.
@MainActor
public final class NavigationModelStore {
    private enum Key: Hashable {
        case entry(NavigationEntryID, ObjectIdentifier)
        case shared(AnyHashable, ObjectIdentifier)
    }

    private struct Slot {
        let model: AnyObject
        var owners: Set<NavigationEntryID>
    }

    weak var root: Navigator?
    private var slots: [Key: Slot] = [:]
    private var keysByEntry: [NavigationEntryID: [Key]] = [:]

    init() {}

    /// How many models the store holds.
    public var count: Int { slots.count }

    var isEmpty: Bool { slots.isEmpty }

    /// The entries that own at least one model, for tools and tests.
    public var owners: [NavigationEntryID] { keysByEntry.keys.sorted() }

    /// The model of type `Model` for an entry, created on first use.
    ///
    /// An entry that is not in the tree gets a fresh model that the store does not keep,
    /// so a late call can never resurrect a screen's state.
    public func model<Model: AnyObject>(for entry: NavigationEntryID, create: () -> Model) -> Model {
        obtain(.entry(entry, ObjectIdentifier(Model.self)), for: entry, create: create)
    }

    /// A model shared by every entry that asks with the same key, created on first use.
    ///
    /// The model lives until the last entry that asked for it leaves the tree. As with
    /// ``model(for:create:)``, an entry that is not in the tree gets a fresh model that the
    /// store does not keep, and it never becomes an owner of the shared one.
    public func model<Model: AnyObject>(
        sharedBy key: some Hashable & Sendable,
        for entry: NavigationEntryID,
        create: () -> Model
    ) -> Model {
        obtain(.shared(AnyHashable(key), ObjectIdentifier(Model.self)), for: entry, create: create)
    }

    /// The model an entry already has, without creating one.
    public func existingModel<Model: AnyObject>(
        for entry: NavigationEntryID, as type: Model.Type = Model.self
    ) -> Model? {
        slots[.entry(entry, ObjectIdentifier(Model.self))]?.model as? Model
    }

    private func obtain<Model: AnyObject>(_ key: Key, for entry: NavigationEntryID, create: () -> Model)
        -> Model
    {
        if var slot = slots[key], let model = slot.model as? Model {
            if slot.owners.contains(entry) { return model }
            // A new owner of a shared model counts only when its entry is in the tree; an
            // owner that never leaves would keep the model alive after its last screen.
            if isInTree(entry) {
                slot.owners.insert(entry)
                slots[key] = slot
                keysByEntry[entry, default: []].append(key)
                return model
            }
        }
        let model = create()
        guard isInTree(entry) else {
            root?.emit(.warning, .model, "root", "entry \(entry) is not in the tree; \(Model.self) not kept")
            return model
        }
        slots[key] = Slot(model: model, owners: [entry])
        keysByEntry[entry, default: []].append(key)
        root?.emit(.debug, .model, "root", "created \(Model.self) for \(entry)")
        return model
    }

    private func isInTree(_ entry: NavigationEntryID) -> Bool {
        root?.storedState.contains(entry) ?? false
    }

    /// Lets go of the models of entries that left, walking the smaller side.
    func release(_ entries: [NavigationEntryID]) {
        let gone =
            keysByEntry.count < entries.count
            ? Array(keysByEntry.keys.filter(EntryIDSet(entries).contains)) : entries
        for entry in gone {
            guard let keys = keysByEntry.removeValue(forKey: entry) else { continue }
            for key in keys {
                guard var slot = slots[key] else { continue }
                slot.owners.remove(entry)
                if slot.owners.isEmpty {
                    slots[key] = nil
                    root?.emit(.debug, .model, "root", "released \(type(of: slot.model)) of \(entry)")
                } else {
                    slots[key] = slot
                }
            }
        }
    }
}
