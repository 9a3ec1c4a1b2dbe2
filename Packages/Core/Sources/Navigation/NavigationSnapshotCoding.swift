import Foundation

/// The destination types a snapshot may contain, by coding name.
///
/// Snapshots store a type tag beside each destination; decoding needs to know which type
/// a tag stands for. Each feature registers its destination types when the app composes
/// them, so the engine never needs to know the features.
public struct NavigationDestinationRegistry: Sendable {
    typealias Decode = @Sendable (any Decoder) throws -> any NavigationDestination

    private var decoders: [String: (type: any NavigationDestination.Type, decode: Decode)] = [:]

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
        if let existing = decoders[name] {
            guard existing.type == type else { throw ConflictError(codingName: name) }
            return
        }
        decoders[name] = (type, { decoder in try Destination(from: decoder) })
    }

    /// Every registered coding name, sorted.
    public var codingNames: [String] { decoders.keys.sorted() }

    /// The decoding function registered under a coding name.
    func decodeFunction(named name: String) -> Decode? { decoders[name]?.decode }

    func decode(_ name: String, from decoder: any Decoder) throws -> any NavigationDestination {
        guard let entry = decoders[name] else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "unknown destination type '\(name)'")
            )
        }
        return try entry.decode(decoder)
    }
}

extension CodingUserInfoKey {
    /// Where ``NavigationEntry`` finds the registry while decoding.
    public static let navigationDestinations = CodingUserInfoKey(
        rawValue: "switchyard.navigationDestinations")!
}

extension NavigationEntry: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, type, value
    }

    /// Decodes an entry whose destination type is looked up in the decoder's registry.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let registry = decoder.userInfo[.navigationDestinations] as? NavigationDestinationRegistry
        else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "no NavigationDestinationRegistry in userInfo")
            )
        }
        id = try container.decode(NavigationEntryID.self, forKey: .id)
        let name = try container.decode(String.self, forKey: .type)
        let destination = try registry.decode(name, from: try container.superDecoder(forKey: .value))
        self.destination = AnyNavigationDestination(destination)
    }

    /// Encodes the id, the destination's coding name and the destination.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(type(of: destination.base).codingName, forKey: .type)
        try destination.base.encode(to: container.superEncoder(forKey: .value))
    }
}

/// Turns states into bytes and back; one per app, made with the app's registry.
public struct NavigationSnapshotCoder: Sendable {
    /// The registry used to decode destinations.
    public let registry: NavigationDestinationRegistry

    /// Creates a coder.
    public init(registry: NavigationDestinationRegistry) { self.registry = registry }

    /// JSON for a state; `pretty` sorts keys and indents, for people and golden files.
    ///
    /// Compact JSON is written by the coder's own writer (see `NavigationSnapshotJSON.swift`),
    /// several times faster than `JSONEncoder` and the same document; whatever it is not sure
    /// of (a `Data`, `URL` or `Decimal` inside a destination, a non-finite number) it leaves
    /// to `JSONEncoder`, which also writes the pretty form.
    public func encode(_ state: NavigationState, pretty: Bool = false) throws -> Data {
        if !pretty, let bytes = try? SnapshotJSONWriter(entries: state.allEntriesCount).write(state) {
            return Data(bytes)
        }
        let encoder = JSONEncoder()
        if pretty { encoder.outputFormatting = [.prettyPrinted, .sortedKeys] }
        return try encoder.encode(state)
    }

    /// A state from JSON written by ``encode(_:pretty:)`` (or by `JSONEncoder`).
    ///
    /// The coder's own reader takes strict JSON in the shape the encoder writes; anything it
    /// is not sure `JSONDecoder` reads the same way, and every error, goes to `JSONDecoder`,
    /// so results and errors are exactly `JSONDecoder`'s.
    public func decode(_ data: Data) throws -> NavigationState {
        let userInfo: [CodingUserInfoKey: Any] = [.navigationDestinations: registry]
        if let document = try? SnapshotJSONDocument(data: data, userInfo: userInfo),
            let state = try? SnapshotJSONReader(document: document, registry: registry).readState(),
            !document.gaveUp
        {
            return state
        }
        let decoder = JSONDecoder()
        decoder.userInfo[.navigationDestinations] = registry
        return try decoder.decode(NavigationState.self, from: data)
    }
}
