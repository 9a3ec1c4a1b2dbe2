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
