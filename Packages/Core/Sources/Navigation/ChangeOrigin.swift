/// Who asked for a change, which decides whose guards stand aside.
///
/// A screen's own layer may take itself apart (a payment step's "Pay" ends its flow); every
/// other change, the person's back and dismiss, a link, a restore, a sweep or another
/// layer's request, meets every guard.
enum ChangeOrigin {
    /// The person or the app, through the root.
    case person
    /// A screen, through a handle anchored to its entry.
    case screen(NavigationEntryID)
    /// App-level work on one tab, through a tab handle.
    case tab(String)

    init(_ anchor: NavigationAnchor) {
        switch anchor {
        case .entry(let id): self = .screen(id)
        case .tab(let name): self = .tab(name)
        }
    }
}
