/// Why the scaffold refused or stopped; each case is one line a person can act on.
public enum ScaffoldError: Error, Equatable, CustomStringConvertible {
    /// The name cannot be a feature's name.
    case badName(String)
    /// A file the scaffold reads or writes could not be read or written.
    case file(path: String, reason: String)
    /// A file of the app no longer has the shape the scaffold edits.
    case cannotWire(path: String, missing: String)
    /// A file of the app no longer holds the wiring the scaffold made, so it cannot take it out.
    case cannotUnwire(path: String, missing: String)

    /// The line printed after `error: `.
    public var description: String {
        switch self {
        case .badName(let reason): reason
        case .file(let path, let reason): "\(path): \(reason)"
        case .cannotWire(let path, let missing):
            "\(path): cannot find \(missing); wire the feature in by hand (see docs/adding-a-feature.md)"
        case .cannotUnwire(let path, let missing):
            "\(path): cannot find \(missing); take the feature out by hand (see docs/adding-a-feature.md)"
        }
    }
}
