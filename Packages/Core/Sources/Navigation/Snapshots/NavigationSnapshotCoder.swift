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
    let registry: NavigationDestinationRegistry
    /// The schema version this coder writes, and reads without migrating.
    let version: Int
    /// The steps that bring an older snapshot to ``version``, one per version.
    let migrations: [NavigationSnapshotMigration]

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
    static let navigationDestinations = CodingUserInfoKey(
        rawValue: "switchyard.navigationDestinations")!

    /// The schema version the reading coder expects; a document of another stops at its version.
    static let navigationSnapshotVersion = CodingUserInfoKey(
        rawValue: "switchyard.navigationSnapshotVersion")!

    /// Set to `true`, the snapshot document leaves out the entries it cannot read.
    static let navigationSnapshotTolerance = CodingUserInfoKey(
        rawValue: "switchyard.navigationSnapshotTolerance")!
}
