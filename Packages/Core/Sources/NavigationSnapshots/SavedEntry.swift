import Navigation

/// One saved entry: its id, its type's coding name and its value, which the app's registry
/// reads back.
///
/// Reading tolerantly, an entry that cannot be read (a type the app no longer registers, a
/// case it no longer has, an id or a type that is not there or not what it should be) is
/// kept as what went wrong, and the state leaves it out with what depends on it.
struct SavedEntry: Codable {
    var id: NavigationEntryID
    var destination: Result<AnyNavigationDestination, UnreadableEntry>

    enum CodingKeys: CodingKey {
        case id, type, value
    }

    /// A tree's entry, or (with no id) a pending request's destination.
    init(_ entry: NavigationEntry) {
        id = entry.id
        destination = .success(entry.destination)
    }

    init(_ destination: AnyNavigationDestination) {
        self.init(NavigationEntry(destination: destination))
    }

    /// The entry, or what made it unreadable.
    func entry() throws -> NavigationEntry {
        NavigationEntry(id: id, destination: try destination.get())
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        let destination = try destination.get()
        try container.encode(destination.codingName, forKey: .type)
        try container.encode(destination, forKey: .value)
    }

    init(from decoder: any Decoder) throws {
        let reading = try SnapshotReading.of(decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = NavigationEntryID(rawValue: 0)
        var name: String?
        var type: (any NavigationDestination.Type)?
        do {
            name = try container.decode(String.self, forKey: .type)
            type = name.flatMap(reading.registry.type(named:))
            id = try container.decode(NavigationEntryID.self, forKey: .id)
            // No root hands out an id from 2^53 on: one in a file is no screen's.
            guard id.rawValue < NavigationRoot.entryIDLimit else {
                throw DecodingError.dataCorruptedError(
                    forKey: .id, in: container, debugDescription: "the id \(id.rawValue) is not below 2^53")
            }
            guard let type else {
                throw DecodingError.dataCorruptedError(
                    forKey: .type, in: container, debugDescription: "unknown destination type '\(name ?? "")'"
                )
            }
            destination = .success(try Self.value(of: type, in: container))
        } catch  where reading.tolerant {
            // The value's one key names its case, if it is an enum's.
            let keys = (try? container.decode(ValueProbe.self, forKey: .value))?.keys ?? []
            let caseName = keys.count == 1 && name != nil ? keys[0] : nil
            let dropped = name?.hasPrefix(NavigationSnapshotCoder.droppedPrefix) == true
            let reason =
                if dropped {
                    "dropped by a migration"
                } else if name != nil, type == nil {
                    "unknown destination type"
                } else if case DecodingError.typeMismatch(_, let context) = error,
                    context.codingPath.count > decoder.codingPath.count + 1
                {
                    // A value inside the screen's: its own keys were not counted.
                    UnreadableEntry.reason(of: error)
                } else {
                    UnreadableEntry.reason(of: error, keys: keys)
                }
            // Without a type, the screen has no name but where it was.
            let codingName = name.map {
                dropped ? String($0.dropFirst(NavigationSnapshotCoder.droppedPrefix.count)) : $0
            }
            destination = .failure(
                UnreadableEntry(codingName: codingName ?? "a screen", caseName: caseName, reason: reason))
        }
    }

    private static func value<Destination: NavigationDestination>(
        of type: Destination.Type, in container: KeyedDecodingContainer<CodingKeys>
    ) throws -> AnyNavigationDestination {
        AnyNavigationDestination(try container.decode(Destination.self, forKey: .value))
    }
}

/// Reads any JSON value and keeps the keys of an object, sorted: an enum value's case is its one key.
struct ValueProbe: Decodable {
    let keys: [String]

    init(from decoder: any Decoder) throws {
        // Any key type reads every key; the entry's names none of a value's.
        let container = try? decoder.container(keyedBy: AnyKey<SavedEntry.CodingKeys>.self)
        keys = (container?.allKeys.map(\.stringValue) ?? []).sorted()
    }
}
