import Foundation
import Navigation

/// Turns states into JSON and back with Foundation's coders; one per app, made with the
/// app's registry.
///
/// Each entry is saved with its type's coding name beside its value, so the registry can
/// read it back; everything else is the state's own shape:
///
/// ```json
/// {"key":"switchyard.demo.v1","next":6,"tab":"home",
///  "tabs":[{"name":"home","layers":[{"entries":[
///     {"id":1,"type":"Home.HomeIncomingNavigation","value":{"home":{}}},
///     {"id":5,"type":"Home.HomeIncomingNavigation","value":{"page":{"_0":2}}}]}]}, ...]}
/// ```
///
/// A layer presented over a tab's stack has a `style`, and an `alert` when one shows; a split
/// tab has its `columns`. A file in the compact shape written before (a `types` table, each
/// layer one array of `id, type index, value`) is read too: it is brought to this shape first.
public struct NavigationSnapshotCoder: Sendable {
    /// The registry used to decode destinations.
    let registry: NavigationDestinationRegistry
    /// The schema version this coder writes, and reads without migrating.
    let version: Int
    /// The steps that bring an older snapshot to ``version``, one per version.
    let migrations: [NavigationSnapshotMigration]
    /// Foundation's coders, made once: an app saves often, and making them is part of the cost.
    private let compactEncoder: JSONEncoder
    private let windowsEncoder: JSONEncoder
    private let prettyEncoder: JSONEncoder
    private let strictDecoder: JSONDecoder
    private let tolerantDecoder: JSONDecoder

    /// Creates a coder; an app that changed its saved screens raises `version` and adds a
    /// migration from each earlier one.
    public init(
        registry: NavigationDestinationRegistry, version: Int = 1,
        migrations: [NavigationSnapshotMigration] = []
    ) {
        self.registry = registry
        self.version = version
        self.migrations = migrations
        compactEncoder = JSONEncoder()
        windowsEncoder = JSONEncoder()
        windowsEncoder.outputFormatting = [.sortedKeys]
        prettyEncoder = JSONEncoder()
        prettyEncoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        strictDecoder = JSONDecoder()
        tolerantDecoder = JSONDecoder()
        for (decoder, isTolerant) in [(strictDecoder, false), (tolerantDecoder, true)] {
            decoder.userInfo[SnapshotReading.key] = SnapshotReading(
                registry: registry, tolerant: isTolerant, version: version)
        }
    }

    /// JSON for a state; `pretty` indents and sorts keys, for people and golden files.
    ///
    /// Compact output leaves keys in the order Foundation gives them, which may differ from
    /// one run to the next: sorting costs about a tenth of a round trip, and a saved state is
    /// read by a decoder, never compared byte for byte.
    public func encode(_ state: NavigationState, pretty: Bool = false) throws -> Data {
        try (pretty ? prettyEncoder : compactEncoder).encode(SnapshotDocument(state, version: version))
    }

    /// A state from JSON written by ``encode(_:pretty:)-(NavigationState,_)``; errors are `DecodingError`s.
    public func decode(_ data: Data) throws -> NavigationState {
        try document(from: data, tolerant: false).read().state
    }

    /// A state from JSON, leaving out what cannot be read and what depends on it.
    ///
    /// An entry whose type is not registered, whose value does not decode, or whose id or type
    /// name cannot be read is dropped with the entries above it and the layers over it (a
    /// tab's root that cannot be read drops the tab, which then starts at its root), and so is
    /// a layer whose style or list of entries cannot be read; a tab whose own name or list of
    /// layers cannot be read, an alert, or a pending request, with anything that cannot be
    /// read is dropped alone. Everything else is kept. A document whose own fields cannot be
    /// read (not JSON, no `tabs`) is not a snapshot and still throws, as ``decode(_:)`` does.
    public func decodeTolerantly(_ data: Data) throws -> (
        state: NavigationState, dropped: [NavigationSnapshotDrop]
    ) {
        try document(from: data, tolerant: true).read()
    }

    /// JSON for every window of an app with several, each window's tree as it is written
    /// alone, with the key, the version and the window in front once at the top.
    ///
    /// Its keys are sorted, so a windows document always starts the same way,
    /// `{"focused":`: an app can tell a file it wrote from any other by its first bytes,
    /// however much of the rest was lost.
    public func encode(_ windows: NavigationWindows, pretty: Bool = false) throws -> Data {
        // Never write what could not be read back.
        guard windows.states.indices.contains(windows.focused) else {
            throw EncodingError.invalidValue(
                windows,
                EncodingError.Context(
                    codingPath: [],
                    debugDescription:
                        "focused is \(windows.focused), but there are \(windows.states.count) windows"))
        }
        return try (pretty ? prettyEncoder : windowsEncoder).encode(
            WindowsDocument(windows, version: version))
    }

    /// Every window from JSON written for several windows, each read as
    /// ``decodeTolerantly(_:)`` reads one tree; a drop names its window when there are several.
    ///
    /// A snapshot of one tree, written before the app had windows, reads here once a
    /// migration makes it a window (``NavigationSnapshotMigration/intoWindows(from:)``).
    public func decodeWindowsTolerantly(_ data: Data) throws -> (
        windows: NavigationWindows, dropped: [NavigationSnapshotDrop]
    ) {
        let document: WindowsDocument
        do {
            document = try tolerantDecoder.decode(WindowsDocument.self, from: data)
        } catch let other as NeedsMigration {
            document = try tolerantDecoder.decode(
                WindowsDocument.self, from: try migrated(data, from: other.found))
        }
        return try document.read()
    }

    /// Reads a document in one pass when it has this coder's version and shape; any other
    /// stops at its start, is migrated, and is read again.
    private func document(from data: Data, tolerant: Bool) throws -> SnapshotDocument {
        let decoder = tolerant ? tolerantDecoder : strictDecoder
        do {
            return try decoder.decode(SnapshotDocument.self, from: data)
        } catch let other as NeedsMigration {
            return try decoder.decode(SnapshotDocument.self, from: try migrated(data, from: other.found))
        }
    }
}

/// Thrown at the start of a read when the document must be migrated first: it has another
/// version than the coder's (`found`), or the compact shape written before.
struct NeedsMigration: Error {
    let found: Int
}

/// What the snapshot document needs to read itself, in one place so a read looks it up once.
final class SnapshotReading: Sendable {
    let registry: NavigationDestinationRegistry
    /// Whether the entries that cannot be read are left out rather than fatal.
    let tolerant: Bool
    /// The schema version the coder expects; a document of another stops at its version.
    let version: Int

    init(registry: NavigationDestinationRegistry, tolerant: Bool, version: Int) {
        self.registry = registry
        self.tolerant = tolerant
        self.version = version
    }

    static let key = CodingUserInfoKey(rawValue: "switchyard.snapshotReading")!

    /// What the coder that reads `decoder` asked for.
    static func of(_ decoder: any Decoder) throws -> SnapshotReading {
        guard let reading = decoder.userInfo[key] as? SnapshotReading else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath, debugDescription: "read it with a NavigationSnapshotCoder"
                ))
        }
        return reading
    }

    /// Stops the read of a document (or a window) that must be migrated first, before any of
    /// its entries: another version's may not read as this one's.
    ///
    /// A window of a windows document has no version of its own: the document's was read.
    static func stopIfMigrating(_ decoder: any Decoder) throws {
        let version = try of(decoder).version
        let container = try decoder.container(keyedBy: HeaderKey.self)
        if decoder.codingPath.isEmpty {
            let found = try container.decodeIfPresent(Int.self, forKey: .version) ?? 1
            if found != version { throw NeedsMigration(found: found) }
        }
        if container.contains(.types) { throw NeedsMigration(found: version) }
    }

    /// What is wrong with each field of an object that `Keys` has none of (`'alret' is not a
    /// field of a layer`, misspelled by hand), which Foundation's coders pass over: a strict
    /// read throws the first, a tolerant one drops each with what it holds.
    func unknownFields<Keys: CodingKey>(in container: KeyedDecodingContainer<AnyKey<Keys>>, of what: String)
        throws -> [String]
    {
        let unknown = container.allKeys.map(\.stringValue).filter { Keys(stringValue: $0) == nil }
        let reasons = unknown.sorted().map { "'\($0)' is not a field of \(what)" }
        if let reason = reasons.first, !tolerant {
            throw DecodingError.dataCorrupted(
                .init(codingPath: container.codingPath, debugDescription: reason))
        }
        return reasons
    }

    /// The keys a read looks at first: the version, and the type table only the compact shape has.
    private enum HeaderKey: CodingKey {
        case version, types
    }
}

/// Any key of a JSON object, and a way to name the `Known` ones: an object the engine writes
/// is read by it, so one container serves both its fields and the check for a name
/// misspelled by hand.
struct AnyKey<Known: CodingKey>: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ known: Known) { stringValue = known.stringValue }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
