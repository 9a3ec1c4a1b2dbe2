/// How far a pop goes on one layer.
enum PopTarget {
    /// Pops this many screens.
    case last(Int)
    /// Pops until this many screens are left.
    case keep(Int)
    /// Pops until this entry is on top.
    case entry(NavigationEntryID)
}
