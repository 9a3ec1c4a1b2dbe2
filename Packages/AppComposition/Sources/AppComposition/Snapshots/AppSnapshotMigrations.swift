import Navigation
import NavigationSnapshots
import Settings

/// How the app's saved state changed between versions: one step per version, so a file
/// any earlier version wrote restores in this one.
public enum AppSnapshotMigrations {
    /// The schema version this app writes (``SwitchyardApp/snapshotCoder``).
    public static let version = 3

    /// The steps from each earlier version.
    public static let steps: [NavigationSnapshotMigration] = [
        // Version 2 renamed Settings' support screen help (its route id is settings/help;
        // settings/support links still open it).
        NavigationSnapshotMigration(from: 1) { entry in
            if entry.codingName == SettingsIncomingNavigation.codingName, entry.caseName == "support" {
                entry.caseName = "help"
            }
        },
        // Version 3 saves every window: a version 2 file's one tree is the one window, in front.
        .intoWindows(from: 2),
    ]
}
