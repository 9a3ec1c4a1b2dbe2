import Foundation

/// Turns states into JSON and back with Foundation's coders; one per app, made with the
/// app's registry.
///
/// The document is compact by design: the coding names of the destination types it holds
/// are listed once (`types`), and a layer's entries are one flat array of triples, `id,
/// type index, value`, so a long stack costs little more than its values (a container per
/// entry would cost Foundation's coders more than the entry itself):
///
/// ```json
/// {"next":6,"tab":"home","types":["Home.HomeIncomingNavigation"],
///  "tabs":[["home",[null,[1,0,{"home":{}},5,0,{"page":{"_0":2}}]]], ...]}
/// ```
///
/// A tab is `[name, layer, layer, ...]`; a layer is `[style or null, [entries], alert]`, the
/// alert left out when there is none.
public struct NavigationSnapshotCoder: Sendable {
    /// The registry used to decode destinations.
    public let registry: NavigationDestinationRegistry
    /// The schema version this coder writes, and reads without migrating.
    public let version: Int
    /// The steps that bring an older snapshot to ``version``, one per version.
    public let migrations: [NavigationSnapshotMigration]

    /// Creates a coder; an app that changed its saved screens raises `version` and adds a
    /// migration from each earlier one.
    public init(
        registry: NavigationDestinationRegistry, version: Int = 1,
        migrations: [NavigationSnapshotMigration] = []
    ) {
        self.registry = registry
        self.version = version
        self.migrations = migrations
    }

    /// JSON for a state; `pretty` indents, for people and golden files.
    ///
    /// Keys are sorted either way, so the same state always gives the same bytes.
    public func encode(_ state: NavigationState, pretty: Bool = false) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys]
        return try encoder.encode(SnapshotDocument(state: state, version: version))
    }

    /// A state from JSON written by ``encode(_:pretty:)``; errors are `DecodingError`s.
    public func decode(_ data: Data) throws -> NavigationState {
        try document(from: data, tolerant: false).state
    }

    /// A state from JSON, leaving out what cannot be read and what depends on it.
    ///
    /// An entry whose type is not registered or whose value does not decode is dropped with
    /// the entries above it and the layers over it (a tab's root that cannot be read drops
    /// the tab, which then starts at its root); a pending target whose screens cannot be read
    /// is dropped. Everything else is kept. A document that is not a snapshot at all (not
    /// JSON, a missing field, a bad shape) still throws, as ``decode(_:)`` does.
    public func decodeTolerantly(_ data: Data) throws -> (
        state: NavigationState, dropped: [NavigationSnapshotDrop]
    ) {
        let document = try document(from: data, tolerant: true)
        return (document.state, document.dropped)
    }

    /// Reads a document in one pass when it has this coder's version; one of another version
    /// stops at its version, is migrated, and is read again.
    private func document(from data: Data, tolerant: Bool) throws -> SnapshotDocument {
        let decoder = JSONDecoder()
        decoder.userInfo[.navigationDestinations] = registry
        decoder.userInfo[.navigationSnapshotTolerance] = tolerant
        decoder.userInfo[.navigationSnapshotVersion] = version
        do {
            return try decoder.decode(SnapshotDocument.self, from: data)
        } catch let other as SnapshotDocument.OtherVersion {
            return try decoder.decode(SnapshotDocument.self, from: try migrated(data, from: other.found))
        }
    }
}

extension CodingUserInfoKey {
    /// Where the snapshot document finds the registry while decoding.
    public static let navigationDestinations = CodingUserInfoKey(
        rawValue: "switchyard.navigationDestinations")!

    /// The schema version the reading coder expects; a document of another stops at its version.
    static let navigationSnapshotVersion = CodingUserInfoKey(
        rawValue: "switchyard.navigationSnapshotVersion")!

    /// Set to `true`, the snapshot document leaves out the entries it cannot read.
    static let navigationSnapshotTolerance = CodingUserInfoKey(
        rawValue: "switchyard.navigationSnapshotTolerance")!
}

/// The coding names a document uses, each written once and referred to by index.
private struct TypeTable {
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
private struct DestinationBox: Encodable {
    let base: any NavigationDestination
    func encode(to encoder: any Encoder) throws { try base.encode(to: encoder) }
}

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

    private enum Key: String, CodingKey {
        case key, next, tab, types, tabs, pending, version
    }

    private enum PendingKey: String, CodingKey {
        case requirement, screen, kind, destination, method, entry, anchorTab, tab, stack, style, presentation
        case policy
    }

    init(state: NavigationState, version: Int = 1) {
        self.state = state
        self.version = version
    }

    // MARK: Writing

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

    // MARK: Reading

    init(from decoder: any Decoder) throws {
        guard let registry = decoder.userInfo[.navigationDestinations] as? NavigationDestinationRegistry
        else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "no NavigationDestinationRegistry in userInfo"))
        }
        let container = try decoder.container(keyedBy: Key.self)
        // Read before anything else: another version's entries may not decode as this one's.
        let found = try container.decodeIfPresent(Int.self, forKey: .version) ?? 1
        if let expected = decoder.userInfo[.navigationSnapshotVersion] as? Int, found != expected {
            throw OtherVersion(found: found)
        }
        version = found
        let reader = Reader(
            types: try container.decode([String].self, forKey: .types), registry: registry,
            tolerant: decoder.userInfo[.navigationSnapshotTolerance] as? Bool == true)
        var tabList = try container.nestedUnkeyedContainer(forKey: .tabs)
        var tabs: [NavigationTabState] = []
        while !tabList.isAtEnd {
            // A tab whose root cannot be read is left out; the root gives it back its first screen.
            let tab = try reader.tab(from: &tabList)
            if !tab.layers.isEmpty { tabs.append(tab) }
        }
        var pending: NavigationPendingTarget?
        if container.contains(.pending) {
            let nested = try container.nestedContainer(keyedBy: PendingKey.self, forKey: .pending)
            do {
                pending = NavigationPendingTarget(
                    request: try reader.request(from: nested),
                    requirement: try nested.decode(NavigationAccessRequirement.self, forKey: .requirement),
                    screen: try nested.decode(NavigationEntryID.self, forKey: .screen))
            } catch let unreadable as UnreadableEntry where reader.tolerant {
                reader.log.drops.append(
                    NavigationSnapshotDrop(
                        codingName: unreadable.codingName, caseName: unreadable.caseName, part: .pending,
                        reason: unreadable.reason))
            }
        }
        dropped = reader.log.drops
        state = NavigationState(
            restorationKey: try container.decodeIfPresent(String.self, forKey: .key),
            selectedTab: try container.decode(String.self, forKey: .tab),
            tabs: tabs,
            pending: pending,
            nextEntryID: try container.decode(UInt64.self, forKey: .next)
        )
    }

    /// Reads the parts of a document with its type table.
    private struct Reader {
        let types: [String]
        /// Each table entry's decoder, looked up once per document rather than per entry.
        let decoders: [NavigationDestinationRegistry.Decode?]
        /// Whether an entry that cannot be read is left out (with what depends on it) rather than fatal.
        let tolerant: Bool
        /// What a tolerant read left out.
        let log = DropLog()

        init(types: [String], registry: NavigationDestinationRegistry, tolerant: Bool = false) {
            self.types = types
            self.decoders = types.map(registry.decoder(for:))
            self.tolerant = tolerant
        }

        func tab(from container: inout any UnkeyedDecodingContainer) throws -> NavigationTabState {
            var nested = try container.nestedUnkeyedContainer()
            let name = try nested.decode(String.self)
            var layers: [NavigationLayerState] = []
            // Once an entry is dropped, the layers over it go too: they are read, and not kept.
            var cut: (layer: Int, index: Int, unreadable: UnreadableEntry)?
            var dependents = 0
            while !nested.isAtEnd {
                var layer = try nested.nestedUnkeyedContainer()
                var style: NavigationPresentationStyle?
                if try !layer.decodeNil() {
                    let raw = try layer.decode(String.self)
                    guard let known = NavigationPresentationStyle(rawValue: raw) else {
                        throw corrupt(layer, "unknown presentation style '\(raw)'")
                    }
                    style = known
                }
                var list = try layer.nestedUnkeyedContainer()
                var unreadable: (index: Int, entry: UnreadableEntry, skipped: Int)?
                let entries = try self.entries(from: &list, stoppingAt: &unreadable)
                var alert = layer.isAtEnd ? nil : try layer.decode(NavigationAlertState.self)
                guard layer.isAtEnd else {
                    throw corrupt(layer, "a layer has more than a style, entries and an alert")
                }
                if cut != nil {
                    dependents += entries.count + (unreadable?.skipped ?? 0)
                    continue
                }
                if let unreadable {
                    cut = (layers.count, unreadable.index, unreadable.entry)
                    dependents += unreadable.skipped - 1
                    if let owner = alert?.entry, !entries.contains(where: { $0.id == owner }) { alert = nil }
                    if entries.isEmpty { continue }
                }
                layers.append(NavigationLayerState(style: style, entries: entries, alert: alert))
            }
            if let cut {
                log.drops.append(
                    NavigationSnapshotDrop(
                        codingName: cut.unreadable.codingName, caseName: cut.unreadable.caseName,
                        part: .entry(tab: name, layer: cut.layer, index: cut.index, dependents: dependents),
                        reason: cut.unreadable.reason))
            }
            return NavigationTabState(name: name, layers: layers)
        }

        /// The entries of a list; reading tolerantly, the first that cannot be read ends the
        /// list's kept part (`stoppingAt` says where and what), the rest still read.
        func entries(
            from list: inout any UnkeyedDecodingContainer,
            stoppingAt unreadable: inout (index: Int, entry: UnreadableEntry, skipped: Int)?
        ) throws -> [NavigationEntry] {
            var entries: [NavigationEntry] = []
            if let count = list.count { entries.reserveCapacity(count / 3) }
            while !list.isAtEnd {
                let id = try list.decode(UInt64.self)
                let type = try list.decode(Int.self)
                guard types.indices.contains(type) else {
                    throw corrupt(list, "type index \(type) is not in the table")
                }
                guard unreadable == nil else {
                    // Above an entry that cannot be read: read over, not kept.
                    _ = try list.decode(ValueProbe.self)
                    unreadable?.skipped += 1
                    continue
                }
                do {
                    guard let decode = decoders[type] else {
                        throw corrupt(list, "unknown destination type '\(types[type])'")
                    }
                    let destination = try decode(&list)
                    entries.append(
                        NavigationEntry(id: NavigationEntryID(rawValue: id), destination: destination))
                } catch  where tolerant {
                    // The value is still there to step over; its first key names its case.
                    let probe = try list.decode(ValueProbe.self)
                    let name = types[type]
                    let dropped = name.hasPrefix(NavigationSnapshotCoder.droppedPrefix)
                    let entry = UnreadableEntry(
                        codingName: dropped
                            ? String(name.dropFirst(NavigationSnapshotCoder.droppedPrefix.count)) : name,
                        caseName: probe.caseName,
                        reason: dropped
                            ? "dropped by a migration"
                            : decoders[type] == nil
                                ? "unknown destination type"
                                : UnreadableEntry.reason(of: error, case: probe.caseName))
                    unreadable = (entries.count, entry, 1)
                }
            }
            return entries
        }

        func entries(from list: inout any UnkeyedDecodingContainer) throws -> [NavigationEntry] {
            var unreadable: (index: Int, entry: UnreadableEntry, skipped: Int)?
            let entries = try entries(from: &list, stoppingAt: &unreadable)
            if let unreadable { throw unreadable.entry }
            return entries
        }

        func destinations(_ container: KeyedDecodingContainer<PendingKey>, _ key: PendingKey) throws
            -> [AnyNavigationDestination]
        {
            var list = try container.nestedUnkeyedContainer(forKey: key)
            return try entries(from: &list).map(\.destination)
        }

        func request(from container: KeyedDecodingContainer<PendingKey>) throws -> NavigationRequest {
            let kind = try container.decode(String.self, forKey: .kind)
            switch kind {
            case "show":
                guard let destination = try destinations(container, .destination).first else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .destination, in: container,
                        debugDescription: "a pending show has no destination")
                }
                let anchor: NavigationAnchor =
                    if let name = try container.decodeIfPresent(String.self, forKey: .anchorTab) {
                        .tab(name)
                    } else {
                        .entry(try container.decode(NavigationEntryID.self, forKey: .entry))
                    }
                return .show(
                    destination, method: try container.decode(NavigationMethod.self, forKey: .method),
                    from: anchor)
            case "tab":
                return .selectTab(try container.decode(String.self, forKey: .tab))
            case "link":
                var target = DeepLinkTarget(
                    tab: try container.decode(String.self, forKey: .tab),
                    stack: try destinations(container, .stack))
                if let style = try container.decodeIfPresent(NavigationPresentationStyle.self, forKey: .style)
                {
                    target.presentation = DeepLinkTarget.Presentation(
                        style: style, stack: try destinations(container, .presentation))
                }
                target.policy =
                    try container.decodeIfPresent(DeepLinkPolicy.self, forKey: .policy) ?? .replace
                return .link(target)
            case "restore":
                var list = try container.nestedUnkeyedContainer(forKey: .tab)
                return .restoreTab(try tab(from: &list))
            default:
                throw DecodingError.dataCorruptedError(
                    forKey: .kind, in: container, debugDescription: "unknown pending request '\(kind)'")
            }
        }

        func corrupt(_ container: any UnkeyedDecodingContainer, _ reason: String) -> DecodingError {
            DecodingError.dataCorrupted(.init(codingPath: container.codingPath, debugDescription: reason))
        }
    }
}

/// An entry a tolerant read could not decode: its type's coding name, and its case if the value names one.
private struct UnreadableEntry: Error {
    let codingName: String
    let caseName: String?
    let reason: String

    /// The first line of what the decoder said; a case the type no longer has says so.
    static func reason(of error: any Error, case caseName: String?) -> String {
        // A synthesized enum decoder says this when the value's one key is none of its cases.
        if let caseName, "\(error)".contains("Invalid number of keys found") {
            return "this version has no case '\(caseName)'"
        }
        let text: String =
            switch error {
            case DecodingError.dataCorrupted(let context), DecodingError.keyNotFound(_, let context),
                DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
                context.debugDescription
            default: String(describing: error)
            }
        return text.split(separator: "\n").first.map(String.init) ?? "cannot be read"
    }
}

/// What a tolerant read left out, collected while the document is read.
private final class DropLog {
    var drops: [NavigationSnapshotDrop] = []
}

/// Reads any JSON value and keeps the first key of an object: the case of an enum value.
private struct ValueProbe: Decodable {
    let caseName: String?

    private struct AnyKey: CodingKey {
        let stringValue: String
        let intValue: Int? = nil
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        caseName = (try? decoder.container(keyedBy: AnyKey.self))?.allKeys.map(\.stringValue).min()
    }
}
