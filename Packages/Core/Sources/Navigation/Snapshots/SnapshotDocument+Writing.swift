/// Writing: each tab, its layers and the pending target, with destinations by table index.
extension SnapshotDocument {
    func encode(to encoder: any Encoder) throws {
        var table = TypeTable()
        var container = encoder.container(keyedBy: Key.self)
        try container.encodeIfPresent(state.restorationKey, forKey: .key)
        if version != 1 { try container.encode(version, forKey: .version) }
        try container.encode(state.nextEntryID, forKey: .next)
        try container.encode(state.selectedTab, forKey: .tab)
        // The table is written before the tabs, but filled by them: one pass fills it, the
        // next writes the entries with it.
        for tab in state.tabs.indices {
            for layer in state.tabs[tab].layers.indices {
                for index in state.tabs[tab].layers[layer].entries.indices {
                    _ = table.index(of: state.tabs[tab].layers[layer].entries[index].destination)
                }
            }
        }
        let pendingRows = state.pending.map { PendingRows($0.request, &table) }
        try container.encode(table.names, forKey: .types)
        var tabs = container.nestedUnkeyedContainer(forKey: .tabs)
        for tab in state.tabs { try Self.encode(tab, table: &table, into: &tabs) }
        if let pending = state.pending, let pendingRows {
            var nested = container.nestedContainer(keyedBy: PendingKey.self, forKey: .pending)
            try nested.encode(pending.requirement, forKey: .requirement)
            try nested.encode(pending.screen, forKey: .screen)
            try Self.encode(pending.request, rows: pendingRows, table: table, into: &nested)
        }
    }

    /// One entry, its type already looked up.
    private struct EntryRow {
        let id: UInt64
        let type: Int
        let value: any NavigationDestination

        init(_ entry: NavigationEntry, _ table: inout TypeTable) {
            id = entry.id.rawValue
            type = table.index(of: entry.destination)
            value = entry.destination.base
        }
    }

    /// The destinations a pending request holds, their types looked up.
    private struct PendingRows {
        var destinations: [EntryRow] = []
        var presented: [EntryRow] = []

        init(_ request: NavigationRequest, _ table: inout TypeTable) {
            switch request {
            case .show(let destination, _, _):
                destinations = [EntryRow(NavigationEntry(destination: destination), &table)]
            case .selectTab:
                break
            case .link(let target):
                destinations = target.stack.map { EntryRow(NavigationEntry(destination: $0), &table) }
                presented = (target.presentation?.stack ?? []).map {
                    EntryRow(NavigationEntry(destination: $0), &table)
                }
            case .restoreTab(let restored):
                // Only the table needs its types; the tab is written from itself.
                for layer in restored.layers {
                    for entry in layer.entries { _ = table.index(of: entry.destination) }
                }
            }
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
                try entryList.encode(layer.entries[index].id.rawValue)
                try entryList.encode(table.index(of: layer.entries[index].destination))
                try entryList.encode(DestinationBox(base: layer.entries[index].destination.base))
            }
            if let alert = layer.alert { try layerContainer.encode(alert) }
        }
    }

    private static func encode(_ row: EntryRow, into container: inout any UnkeyedEncodingContainer) throws {
        try container.encode(row.id)
        try container.encode(row.type)
        try container.encode(DestinationBox(base: row.value))
    }

    private static func encode(
        _ rows: [EntryRow], forKey key: PendingKey, into container: inout KeyedEncodingContainer<PendingKey>
    ) throws {
        var list = container.nestedUnkeyedContainer(forKey: key)
        for row in rows { try encode(row, into: &list) }
    }

    private static func encode(
        _ request: NavigationRequest, rows: PendingRows, table: TypeTable,
        into container: inout KeyedEncodingContainer<PendingKey>
    ) throws {
        switch request {
        case .show(_, let method, let anchor):
            try container.encode("show", forKey: .kind)
            try encode(rows.destinations, forKey: .destination, into: &container)
            try container.encode(method, forKey: .method)
            switch anchor {
            case .entry(let id): try container.encode(id, forKey: .entry)
            case .tab(let name): try container.encode(name, forKey: .anchorTab)
            }
        case .selectTab(let name):
            try container.encode("tab", forKey: .kind)
            try container.encode(name, forKey: .tab)
        case .link(let target):
            try container.encode("link", forKey: .kind)
            try container.encode(target.tab, forKey: .tab)
            try encode(rows.destinations, forKey: .stack, into: &container)
            if let presentation = target.presentation {
                try container.encode(presentation.style, forKey: .style)
                try encode(rows.presented, forKey: .presentation, into: &container)
            }
            // Written only when it is not the default, so snapshots from before policies read the same.
            if target.policy != .replace { try container.encode(target.policy, forKey: .policy) }
        case .restoreTab(let tab):
            try container.encode("restore", forKey: .kind)
            var list = container.nestedUnkeyedContainer(forKey: .tab)
            var table = table
            try encode(tab, table: &table, into: &list)
        }
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
