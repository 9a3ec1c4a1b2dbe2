import Navigation

/// The destination types a snapshot may contain, by coding name.
///
/// Snapshots store a coding name beside each destination; decoding needs to know which type
/// a name stands for. Each feature's types are registered when the app composes them, so
/// the engine never needs to know the features.
public struct NavigationDestinationRegistry: Sendable {
    private var types: [String: any NavigationDestination.Type] = [:]

    /// A registry that knows the engine's own destinations (NotFound and the unprovided placeholder).
    public init() {
        try? register(NotFoundDestination.self)
        try? register(UnprovidedDestination.self)
    }

    /// Why a registration was refused.
    public struct ConflictError: Error, CustomStringConvertible, Equatable {
        /// The coding name two types share.
        public let codingName: String
        /// One line naming the clash.
        public var description: String { "two destination types share the coding name '\(codingName)'" }
    }

    /// Registers a destination type; a different type with the same coding name is refused.
    public mutating func register<Destination: NavigationDestination>(_ type: Destination.Type)
        throws(ConflictError)
    {
        let name = Destination.codingName
        if let existing = types[name] {
            guard existing == type else { throw ConflictError(codingName: name) }
            return
        }
        types[name] = type
    }

    /// Every registered coding name, sorted.
    package var codingNames: [String] { types.keys.sorted() }

    /// The type registered under `name`, or `nil` for a name it does not know.
    func type(named name: String) -> (any NavigationDestination.Type)? { types[name] }
}
