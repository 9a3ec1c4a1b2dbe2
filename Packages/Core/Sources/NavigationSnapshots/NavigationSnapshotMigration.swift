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

    /// The document, written at version `found`, brought to this coder's version.
    func migrated(_ data: Data, from found: Int) throws -> Data {
        guard found < version else {
            throw NavigationSnapshotVersionError.newer(found: found, supported: version)
        }
        guard var document = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw Self.notASnapshot
        }
        for step in found..<version {
            guard let migration = migrations.first(where: { $0.version == step }) else {
                throw NavigationSnapshotVersionError.noMigration(from: step)
            }
            switch migration.change {
            case .rewrite:
                // Each window's destinations, or the one tree's.
                if var windows = document["windows"] as? [Any] {
                    for index in windows.indices {
                        guard var window = windows[index] as? [String: Any] else { throw Self.notASnapshot }
                        try Self.rewriteRows(in: &window, with: migration)
                        windows[index] = window
                    }
                    document["windows"] = windows
                } else {
                    try Self.rewriteRows(in: &document, with: migration)
                }
            case .intoWindows:
                let key = document.removeValue(forKey: "key")
                document.removeValue(forKey: "version")
                document = ["focused": 0, "windows": [document]]
                if let key { document["key"] = key }
            }
        }
        document["version"] = version
        return try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
    }

    private static var notASnapshot: DecodingError {
        DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not a snapshot document"))
    }

    /// Runs a step over every saved destination: each tab's layers and the pending request's rows.
    private static func rewriteRows(
        in document: inout [String: Any], with migration: NavigationSnapshotMigration
    )
        throws
    {
        guard case .rewrite(let rewriteEntry) = migration.change, var types = document["types"] as? [String]
        else {
            throw notASnapshot
        }
        defer { document["types"] = types }
        func rewrite(_ rows: inout [Any]) throws {
            var index = 0
            while index + 2 < rows.count {
                guard let type = rows[index + 1] as? Int, types.indices.contains(type) else { return }
                var entry = NavigationSavedDestination(codingName: types[type], json: rows[index + 2])
                try rewriteEntry(&entry)
                let name = entry.isDropped ? droppedPrefix + entry.codingName : entry.codingName
                if name != types[type] {
                    if let known = types.firstIndex(of: name) {
                        rows[index + 1] = known
                    } else {
                        types.append(name)
                        rows[index + 1] = types.count - 1
                    }
                }
                rows[index + 2] = entry.json
                index += 3
            }
        }
        if var tabs = document["tabs"] as? [Any] {
            for tab in tabs.indices {
                guard var parts = tabs[tab] as? [Any] else { continue }
                for part in parts.indices.dropFirst() {
                    guard var layer = parts[part] as? [Any], layer.count > 1, var rows = layer[1] as? [Any]
                    else {
                        continue
                    }
                    try rewrite(&rows)
                    layer[1] = rows
                    parts[part] = layer
                }
                tabs[tab] = parts
            }
            document["tabs"] = tabs
        }
        if var pending = document["pending"] as? [String: Any] {
            for key in ["destination", "stack", "presentation"] {
                guard var rows = pending[key] as? [Any] else { continue }
                try rewrite(&rows)
                pending[key] = rows
            }
            document["pending"] = pending
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
