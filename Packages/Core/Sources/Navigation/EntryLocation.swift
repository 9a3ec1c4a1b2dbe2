/// Where an entry sits: its tab, its layer in that tab (0 is the tab's own stack) and its index.
struct EntryLocation: Hashable, Sendable {
    var tab: Int
    var layer: Int
    var index: Int
}
