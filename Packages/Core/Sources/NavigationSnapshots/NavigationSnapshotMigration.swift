import Foundation
import Navigation

/// One step of a saved state's upgrade, from schema `version` to `version + 1`.
///
/// An app that renames a screen, moves it to another feature, changes a case's values or
/// drops a screen raises its snapshot version and ships a migration for the step. Reading
/// an older snapshot runs every step from its version to the app's, in order, each over
/// every saved destination (in each tab's layers and in the pending request), before
/// anything is decoded:
///
/// ```swift
/// let coder = NavigationSnapshotCoder(
///     registry: registry, version: 2,
///     migrations: [
///         // Version 2 renamed Settings' support screen to help.
///         NavigationSnapshotMigration(from: 1) { entry in
///             if entry.codingName == "Settings.SettingsIncomingNavigation", entry.caseName == "support" {
///                 entry.caseName = "help"
///             }
///         }
///     ])
/// ```
///
/// A step that throws fails the whole read, as an unreadable file does.
public struct NavigationSnapshotMigration: Sendable {
    /// The version this step reads; it writes `version + 1`.
    let version: Int
    /// What the step does: rewrite each saved destination, or reshape the whole document.
    let change: Change

    enum Change {
        case rewrite(@Sendable (inout NavigationSavedDestination) throws -> Void)
        /// The one tree becomes the one window of a windows document, in front.
        case intoWindows
    }

    /// A step from `version` to `version + 1` that rewrites each saved destination.
    public init(
        from version: Int,
        rewriting rewrite: @escaping @Sendable (inout NavigationSavedDestination) throws -> Void
    ) {
        self.version = version
        self.change = .rewrite(rewrite)
    }

    private init(version: Int, change: Change) {
        self.version = version
        self.change = change
    }

    /// The step an app takes when it starts saving every window: a snapshot of one tree,
    /// written at `version`, becomes the one window, in front
    /// (``NavigationSnapshotCoder/decodeWindowsTolerantly(_:)``).
    ///
    /// ```swift
    /// NavigationSnapshotMigration.intoWindows(from: 2)
    /// ```
    public static func intoWindows(from version: Int) -> NavigationSnapshotMigration {
        NavigationSnapshotMigration(version: version, change: .intoWindows)
    }
}

extension NavigationSnapshotCoder {
    /// What a dropped entry's coding name is prefixed with: no registry knows the result, so
    /// a tolerant read leaves it out, and says a migration dropped it.
    static let droppedPrefix = "dropped:"

    /// The largest document brought from an earlier version or shape: reading one as a tree
    /// of Foundation objects costs hundreds of bytes of memory for each of its bytes (a 27 MB
    /// file took 7.4 GB), and a person's saved navigation is a few kilobytes.
    package static let largestMigrated = 1 << 20

    /// The document, written at version `found`, brought to this coder's version and shape.
    func migrated(_ data: Data, from found: Int) throws -> Data {
        guard found <= version else {
            throw NavigationSnapshotVersionError.newer(found: found, supported: version)
        }
        guard data.count <= Self.largestMigrated else {
            throw Self.notASnapshot(
                "a file of an earlier shape or version larger than 1 MiB is not read (this one is "
                    + "\(data.count) bytes)")
        }
        // What JSONSerialization cannot read or write is a DecodingError, as in any other read.
        guard var document = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw Self.notASnapshot()
        }
        // The shape first, so each step sees today's.
        var namesWritten = 0
        document = try Self.expandedIfCompact(document, namesWritten: &namesWritten)
        if var windows = document["windows"] as? [Any] {
            // A window that is not an object stays as it is, for the read to leave it out alone.
            for index in windows.indices {
                guard let window = windows[index] as? [String: Any] else { continue }
                windows[index] = try Self.expandedIfCompact(window, namesWritten: &namesWritten)
            }
            document["windows"] = windows
        }
        for step in found..<version {
            guard let migration = migrations.first(where: { $0.version == step }) else {
                throw NavigationSnapshotVersionError.noMigration(from: step)
            }
            switch migration.change {
            case .rewrite(let rewrite):
                var whole: Any = document
                try Self.rewriteEntries(in: &whole, with: rewrite)
                document = whole as? [String: Any] ?? document
            case .intoWindows:
                // A file of a version before this step holds one tree: one that lists windows says the wrong one.
                guard document["windows"] == nil else {
                    // A misspelled version reads as none, which is version 1's: say so.
                    let stray =
                        document["version"] != nil
                        ? [] : document.keys.filter { WindowsDocument.CodingKeys(stringValue: $0) == nil }
                    let said = stray.sorted().first.map { " ('\($0)' is not a field of a windows document)" }
                    throw Self.notASnapshot(
                        "a version \(found) file holds one tree, but this one lists windows" + (said ?? ""))
                }
                let key = document.removeValue(forKey: "key")
                document.removeValue(forKey: "version")
                document = ["focused": 0, "windows": [document]]
                if let key { document["key"] = key }
            }
        }
        if version != 1 { document["version"] = version }
        guard let migrated = try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
        else {
            throw Self.notASnapshot()
        }
        return migrated
    }

    /// What a document that cannot be migrated is: a `DecodingError`, as for any read.
    static func notASnapshot(_ reason: String = "not a snapshot document") -> DecodingError {
        DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: reason))
    }

    /// Runs a step over every saved entry, wherever the document holds one (a tab's layers, the
    /// pending request, each window): an object with an `id`, a `type` name and a `value`,
    /// whatever else a hand put beside them.
    ///
    /// An entry's value is the app's own, so nothing inside it is taken for an entry.
    private static func rewriteEntries(
        in json: inout Any, with rewrite: (inout NavigationSavedDestination) throws -> Void
    ) throws {
        if var object = json as? [String: Any] {
            if object["id"] != nil, let name = object["type"] as? String,
                let value = object["value"]
            {
                var entry = NavigationSavedDestination(codingName: name, json: value)
                try rewrite(&entry)
                object["type"] = entry.isDropped ? droppedPrefix + entry.codingName : entry.codingName
                object["value"] = entry.json
            } else {
                for (key, value) in object {
                    var value = value
                    try rewriteEntries(in: &value, with: rewrite)
                    object[key] = value
                }
            }
            json = object
        } else if var array = json as? [Any] {
            for index in array.indices { try rewriteEntries(in: &array[index], with: rewrite) }
            json = array
        }
    }
}

/// Why a saved state's version cannot be read.
public enum NavigationSnapshotVersionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A newer version of the app wrote it; this one cannot know what changed.
    case newer(found: Int, supported: Int)
    /// No migration reads this version.
    case noMigration(from: Int)

    /// One line saying what is wrong.
    public var description: String {
        switch self {
        case .newer(let found, let supported):
            "it was written by a newer version (snapshot version \(found); this app reads up to \(supported))"
        case .noMigration(let version):
            "no migration reads snapshot version \(version)"
        }
    }
}
