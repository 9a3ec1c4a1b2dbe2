import Foundation
import Navigation

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
        try (pretty ? prettyEncoder : compactEncoder).encode(SnapshotDocument(state: state, version: version))
    }

    /// A state from JSON written by ``encode(_:pretty:)-(NavigationState,_)``; errors are `DecodingError`s.
    public func decode(_ data: Data) throws -> NavigationState {
        try document(from: data, tolerant: false).state
    }

    /// A state from JSON, leaving out what cannot be read and what depends on it.
    ///
    /// An entry whose type is not registered or whose value does not decode is dropped with
    /// the entries above it and the layers over it (a tab's root that cannot be read drops
    /// the tab, which then starts at its root); a pending request whose screens cannot be read
    /// is dropped. Everything else is kept. A document that is not a snapshot at all (not
    /// JSON, a missing field, a bad shape) still throws, as ``decode(_:)`` does.
    public func decodeTolerantly(_ data: Data) throws -> (
        state: NavigationState, dropped: [NavigationSnapshotDrop]
    ) {
        let document = try document(from: data, tolerant: true)
        return (document.state, document.dropped)
    }

    /// JSON for every window of an app with several, each window's tree as it is written
    /// alone, with the key, the version and the window in front once at the top.
    ///
    /// Its keys are sorted, so a windows document always starts the same way,
    /// `{"focused":`: an app can tell a file it wrote from any other by its first bytes,
    /// however much of the rest was lost.
    public func encode(_ windows: NavigationWindows, pretty: Bool = false) throws -> Data {
        try (pretty ? prettyEncoder : windowsEncoder).encode(
            WindowsDocument(windows: windows, version: version))
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
        } catch let other as SnapshotDocument.OtherVersion {
            document = try tolerantDecoder.decode(
                WindowsDocument.self, from: try migrated(data, from: other.found))
        }
        return (document.windows, document.dropped)
    }

    /// Reads a document in one pass when it has this coder's version; one of another version
    /// stops at its version, is migrated, and is read again.
    private func document(from data: Data, tolerant: Bool) throws -> SnapshotDocument {
        let decoder = tolerant ? tolerantDecoder : strictDecoder
        do {
            return try decoder.decode(SnapshotDocument.self, from: data)
        } catch let other as SnapshotDocument.OtherVersion {
            return try decoder.decode(SnapshotDocument.self, from: try migrated(data, from: other.found))
        }
    }
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
}
