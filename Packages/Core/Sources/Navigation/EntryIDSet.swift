/// Entry ids with a membership test that needs no hash table for a handful of ids.
struct EntryIDSet {
    private let small: [NavigationEntryID]
    private let large: Set<NavigationEntryID>?

    init(_ ids: [NavigationEntryID]) {
        if ids.count > 24 {
            large = Set(ids)
            small = []
        } else {
            large = nil
            small = ids
        }
    }

    func contains(_ id: NavigationEntryID) -> Bool {
        if let large { return large.contains(id) }
        return small.contains(id)
    }
}
