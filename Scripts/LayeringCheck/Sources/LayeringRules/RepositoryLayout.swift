import Foundation

/// The place a package has in Switchyard's layering.
public enum PackageRole: Equatable, Sendable {
    /// `Packages/Core`: the engine and console UI; no local dependencies.
    case core
    /// `Packages/Shared`: domain models and contracts; depends on Core only.
    case shared
    /// `Packages/AppComposition`: joins the features; only App imports it.
    case appComposition
    /// Any other package under `Packages/`: a feature, which never imports another one.
    case feature
    /// `App`: the executable.
    case app
    /// `Tests`: end-to-end tests.
    case tests

    /// The role of the package in `directory`, a path relative to the repository root.
    public init(directory: String) {
        switch directory {
        case "Packages/Core": self = .core
        case "Packages/Shared": self = .shared
        case "Packages/AppComposition": self = .appComposition
        case "App": self = .app
        case "Tests": self = .tests
        default: self = .feature
        }
    }
}

/// A package found in the repository, before its manifest is read.
public struct PackageLocation: Equatable, Sendable {
    /// The package directory relative to the repository root (`Packages/Home`).
    public var directory: String
    /// The package's role in the layering.
    public var role: PackageRole

    /// The short name the layering rules use: the directory's last component.
    public var name: String {
        directory.split(separator: "/").last.map(String.init) ?? directory
    }

    /// Creates a location; the role follows from the directory.
    public init(directory: String) {
        self.directory = directory
        self.role = PackageRole(directory: directory)
    }
}

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
