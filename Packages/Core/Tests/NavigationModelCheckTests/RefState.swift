import Navigation

// The reference model's plain values: the tree, the requests and what a change returns.

struct RefEntry: Equatable {
    var id: UInt64
    var destination: CheckedDestination
}

struct RefAlert: Equatable {
    var id: String
    var owner: UInt64
    var labels: [String]
}

struct RefLayer: Equatable {
    var style: NavigationPresentationStyle?
    var entries: [RefEntry]
    var alert: RefAlert?
}

struct RefTab: Equatable {
    var name: String
    var layers: [RefLayer]

    /// Whether screen `id` shows on `layer`, so an alert may belong to it: the front layer's
    /// top screen, or a split's screen in a column before the last with nothing presented.
    func shows(_ id: UInt64, onLayer layer: Int) -> Bool {
        guard layer == layers.count - 1 else { return false }
        let entries = layers[layer].entries
        return entries.last?.id == id
            || (layer == 0
                && entries.indices.contains {
                    entries[$0].id == id && $0 < RefModel.lastColumn(of: name)
                })
    }
}

extension RefLayer {
    /// The position of the alert's screen, where renumbering a layer leaves the alert.
    ///
    /// The top when it has the owner's id, else the lowest screen that has it.
    var alertPosition: Int? {
        guard let owner = alert?.owner else { return nil }
        if entries.last?.id == owner { return entries.count - 1 }
        return entries.indices.first { entries[$0].id == owner }
    }
}

enum RefAnchor: Equatable {
    case entry(UInt64)
    case tab(String)
}

struct RefLink: Equatable {
    var tab: String
    var stack: [CheckedDestination]
    var presentationStyle: NavigationPresentationStyle?
    var presented: [CheckedDestination]
    var policy: NavigationPlacePolicy = .replace
}

enum RefRequest: Equatable {
    case show(CheckedDestination, NavigationMethod, RefAnchor)
    case selectTab(String)
    case link(RefLink)
    case restoreTab(RefTab)
}

struct RefPending: Equatable {
    var request: RefRequest
    var screen: UInt64
    /// Who asked, when a send chain did; `nil` when the request's own anchor asked.
    ///
    /// The engine keeps it out of its public API, so states are compared without it; it
    /// decides the guards' waiver when the request is carried out.
    var sender: RefOrigin?

    static func == (lhs: RefPending, rhs: RefPending) -> Bool {
        lhs.request == rhs.request && lhs.screen == rhs.screen
    }
}

struct RefState: Equatable {
    var selected: String
    var tabs: [RefTab]
    var counter: UInt64
    var pending: RefPending?

    var allEntries: [RefEntry] { tabs.flatMap { $0.layers.flatMap(\.entries) } }

    func locate(_ id: UInt64) -> (tab: Int, layer: Int, index: Int)? {
        for (tab, tabState) in tabs.enumerated() {
            for (layer, layerState) in tabState.layers.enumerated() {
                if let index = layerState.entries.firstIndex(where: { $0.id == id }) {
                    return (tab, layer, index)
                }
            }
        }
        return nil
    }

    func contains(_ id: UInt64) -> Bool { locate(id) != nil }

    /// The presented layer whose first screen is this entry, the one a sign-in sheet closes.
    func layerOpened(by id: UInt64) -> (tab: Int, layer: Int)? {
        guard let at = locate(id), at.layer > 0, at.index == 0 else { return nil }
        return (at.tab, at.layer)
    }

    var selectedIndex: Int { tabs.firstIndex { $0.name == selected }! }

    var front: RefEntry { tabs[selectedIndex].layers.last!.entries.last! }

    /// The entries of the selected tab, every layer: what is in sight.
    var inSight: [RefEntry] { tabs[selectedIndex].layers.flatMap(\.entries) }

    mutating func mint() -> UInt64 {
        defer { counter += 1 }
        return counter
    }
}
