import Foundation

/// Something that reads the manifest of the package in a directory.
///
/// The check uses ``DumpPackageLoader``; tests can substitute manifests decoded from JSON
/// so that the rules run without spawning `swift package`.
public protocol ManifestLoading {
    /// Reads the manifest of the package whose `Package.swift` is in `packageDirectory`.
    ///
    /// Local dependency paths in the result are absolute.
    func loadManifest(at packageDirectory: URL) throws -> PackageManifest
}
