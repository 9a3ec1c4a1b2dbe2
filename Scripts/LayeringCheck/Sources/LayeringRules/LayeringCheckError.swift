import Foundation

/// Why a check could not run.
public enum LayeringCheckError: Error, Equatable, CustomStringConvertible {
    /// A manifest could not be read; `package` is its directory (relative when local).
    case unreadableManifest(package: String, reason: String)
    /// The directory holds none of Switchyard's packages.
    case noPackages(root: String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .unreadableManifest(let package, let reason):
            return "cannot read the manifest of \(package): \(reason)"
        case .noPackages(let root):
            return "no packages found in \(root) (looked for Packages/*/Package.swift, "
                + "App/Package.swift and Tests/Package.swift)"
        }
    }
}
