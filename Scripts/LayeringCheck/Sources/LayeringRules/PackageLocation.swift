import Foundation

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
