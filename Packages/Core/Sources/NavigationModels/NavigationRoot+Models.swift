import Navigation

extension NavigationRoot {
    /// The models of this tree's screens; the store is made the first time anything asks, and
    /// each model leaves with its screen.
    public var models: NavigationModelStore {
        entryTable(NavigationModelStore.self) ?? updateEntryTable(NavigationModelStore(root: self)) { $0 }
    }
}

extension NavigationHandle {
    /// This screen's model of type `Model`, created on first use and released when it leaves.
    ///
    /// `nil` once the screen has left, and while a change is being made (an observer
    /// asking then would attach a model to a screen that may be on its way out).
    public func model<Model: AnyObject>(_ create: () -> Model) -> Model? {
        guard let root, let id = entryID(in: root) else { return nil }
        guard root.openCallOuts == 0 else {
            _ = root.refuse(.changeInProgress)
            return nil
        }
        return root.models.model(for: id, create: create)
    }
}
