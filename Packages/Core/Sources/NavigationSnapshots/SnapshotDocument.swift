import Navigation

/// The whole snapshot: a state and the type table its entries refer to.
struct SnapshotDocument: Codable {
    var state: NavigationState
    /// What a tolerant read left out; always empty when reading strictly.
    var dropped: [NavigationSnapshotDrop] = []
    /// The schema version written; 1, the first, is not written, so version-1 documents read as before.
    var version = 1

    /// Thrown at the start of a read when the document has another version than the coder's.
    struct OtherVersion: Error {
        let found: Int
    }

    enum Key: String, CodingKey {
        case key, next, tab, types, tabs, pending, version, splits
    }

    enum PendingKey: String, CodingKey {
        case requirement, screen, kind, destination, method, entry, anchorTab, tab, stack, style, presentation
        case policy, sender
    }

    /// Who sent a pending send step: an entry, a tab, or (neither) the person.
    enum SenderKey: String, CodingKey {
        case entry, tab
    }

    init(state: NavigationState, version: Int = 1) {
        self.state = state
        self.version = version
    }
}
