import Navigation

/// Writing: each tab, its layers and the pending request, with destinations by table index.
extension SnapshotDocument {
    func encode(to encoder: any Encoder) throws {
        var table = TypeTable()
        var container = encoder.container(keyedBy: Key.self)
        try container.encodeIfPresent(state.restorationKey, forKey: .key)
        if version != 1 { try container.encode(version, forKey: .version) }
        try container.encode(state.nextEntryID, forKey: .next)
        try container.encode(state.selectedTab, forKey: .tab)
        // The table is written before the tabs, but filled by them (and by the pending
        // request's destinations, after them): one pass fills it, the next writes with it.
        for tab in state.tabs.indices {
            for layer in state.tabs[tab].layers.indices {
                for index in state.tabs[tab].layers[layer].entries.indices {
                    _ = table.index(of: state.tabs[tab].layers[layer].entries[index].destination)
                }
            }
        }
        for destination in state.pending?.request.destinations ?? [] { _ = table.index(of: destination) }
        try container.encode(table.names, forKey: .types)
        var tabs = container.nestedUnkeyedContainer(forKey: .tabs)
        var splits: [String: Int] = [:]
        for tab in state.tabs {
            try Self.encode(tab, table: &table, into: &tabs)
            if tab.columns > 1 { splits[tab.name] = tab.columns }
        }
        // Written only when a tab is a split, so other apps' files do not change.
        if !splits.isEmpty { try container.encode(splits, forKey: .splits) }
        guard let pending = state.pending else { return }
        var nested = container.nestedContainer(keyedBy: PendingKey.self, forKey: .pending)
        try nested.encode(pending.requirement, forKey: .requirement)
        try nested.encode(pending.screen, forKey: .screen)
        // Written only for a send step, so other pending requests read as before.
        if let sender = pending.sender {
            var asker = nested.nestedContainer(keyedBy: SenderKey.self, forKey: .sender)
            switch sender {
            case .person: break
            case .anchor(.entry(let id)): try asker.encode(id, forKey: .entry)
            case .anchor(.tab(let name)): try asker.encode(name, forKey: .tab)
            }
        }
        switch pending.request {
        case .show(let destination, let method, let anchor):
            try nested.encode("show", forKey: .kind)
            try Self.encode([destination], forKey: .destination, table: &table, into: &nested)
            try nested.encode(method, forKey: .method)
            switch anchor {
            case .entry(let id): try nested.encode(id, forKey: .entry)
            case .tab(let name): try nested.encode(name, forKey: .anchorTab)
            }
        case .selectTab(let name):
            try nested.encode("tab", forKey: .kind)
            try nested.encode(name, forKey: .tab)
        case .link(let target):
            try nested.encode("link", forKey: .kind)
            try nested.encode(target.tab, forKey: .tab)
            try Self.encode(target.stack, forKey: .stack, table: &table, into: &nested)
            if let presentation = target.presentation {
                try nested.encode(presentation.style, forKey: .style)
                try Self.encode(presentation.stack, forKey: .presentation, table: &table, into: &nested)
            }
            // Written only when it is not the default, so snapshots from before policies read the same.
            if target.policy != .replace { try nested.encode(target.policy, forKey: .policy) }
        case .restoreTab(let tab):
            try nested.encode("restore", forKey: .kind)
            var list = nested.nestedUnkeyedContainer(forKey: .tab)
            try Self.encode(tab, table: &table, into: &list)
        }
    }

    private static func encode(
        _ tab: NavigationTabState, table: inout TypeTable, into container: inout any UnkeyedEncodingContainer
    ) throws {
        var nested = container.nestedUnkeyedContainer()
        try nested.encode(tab.name)
        for layer in tab.layers {
            var layerContainer = nested.nestedUnkeyedContainer()
            if let style = layer.style {
                try layerContainer.encode(style.rawValue)
            } else {
                try layerContainer.encodeNil()
            }
            var entryList = layerContainer.nestedUnkeyedContainer()
            for index in layer.entries.indices {
                try encode(
                    layer.entries[index].id.rawValue, layer.entries[index].destination, table: &table,
                    into: &entryList)
            }
            if let alert = layer.alert { try layerContainer.encode(alert) }
        }
    }

    /// A pending request's destinations: entries without ids (`0`).
    private static func encode(
        _ destinations: [AnyNavigationDestination], forKey key: PendingKey, table: inout TypeTable,
        into container: inout KeyedEncodingContainer<PendingKey>
    ) throws {
        var list = container.nestedUnkeyedContainer(forKey: key)
        for destination in destinations { try encode(0, destination, table: &table, into: &list) }
    }

    /// One entry as its triple: id, type index, value.
    private static func encode(
        _ id: UInt64, _ destination: AnyNavigationDestination, table: inout TypeTable,
        into list: inout any UnkeyedEncodingContainer
    ) throws {
        try list.encode(id)
        try list.encode(table.index(of: destination))
        try list.encode(DestinationBox(base: destination.base))
    }
}

/// The coding names a document uses, each written once and referred to by index.
struct TypeTable {
    private(set) var names: [String] = []
    /// By type, so an entry costs one lookup of a pointer-sized key, not a string's.
    private var indices: [ObjectIdentifier: Int] = [:]

    mutating func index(of destination: AnyNavigationDestination) -> Int {
        let type = ObjectIdentifier(Swift.type(of: destination.base))
        if let index = indices[type] { return index }
        names.append(destination.codingName)
        indices[type] = names.count - 1
        return names.count - 1
    }
}

/// Encodes a destination's own value in place.
struct DestinationBox: Encodable {
    let base: any NavigationDestination
    func encode(to encoder: any Encoder) throws { try base.encode(to: encoder) }
}
