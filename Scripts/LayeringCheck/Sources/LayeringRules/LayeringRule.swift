/// A rule of Switchyard's layering; its raw value is the tag printed in diagnostics.
public enum LayeringRule: String, CaseIterable, Sendable {
    /// A feature package imports a module of another feature package.
    case featureImportsFeature = "feature-imports-feature"
    /// A package other than App imports AppComposition.
    case appCompositionImporter = "app-composition-importer"
    /// A target of AppComposition other than the composition itself (the audit, the
    /// persistence, the launch) imports a feature; tests may.
    case featureOutsideComposition = "feature-outside-composition"
    /// Core imports a module of another local package.
    case coreImportsLocal = "core-imports-local"
    /// Shared imports a feature or AppComposition.
    case sharedImportsFeature = "shared-imports-feature"
    /// The `Navigation` engine imports something other than Foundation and Observation, one
    /// of its modules (`NavigationLinks`, ...) imports anything but those and the core, or
    /// either calls into a C library by name (`Glibc.read`, which Foundation makes visible
    /// on Linux).
    case navigationImports = "navigation-imports"
    /// A file imports a module its target does not declare a dependency on.
    case undeclaredImport = "undeclared-import"
}
