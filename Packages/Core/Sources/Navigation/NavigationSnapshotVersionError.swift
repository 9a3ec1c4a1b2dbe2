import Foundation

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
