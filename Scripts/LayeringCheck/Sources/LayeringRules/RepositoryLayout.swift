import Foundation

/// Where Switchyard's packages are.
public enum RepositoryLayout {
    /// Every package in the repository at `root`.
    ///
    /// Each `Packages/*/Package.swift` (sorted by name), then the feature template
    /// (`Scripts/Templates/Feature`, held to a feature's rules), then `App`, then `Tests`.
    /// Missing ones are skipped; the rest of `Scripts` is never searched.
    public static func packages(in root: URL) -> [PackageLocation] {
        let fileManager = FileManager.default
        func hasManifest(_ directory: String) -> Bool {
            fileManager.fileExists(
                atPath: root.appendingPathComponent(directory).appendingPathComponent("Package.swift").path)
        }
        let features =
            ((try? fileManager.contentsOfDirectory(atPath: root.appendingPathComponent("Packages").path))
            ?? [])
            .filter { !$0.hasPrefix(".") }
            .sorted()
            .map { "Packages/\($0)" }
        let others = ["Scripts/Templates/Feature", "App", "Tests"]
        return (features + others).filter(hasManifest).map(PackageLocation.init(directory:))
    }
}
