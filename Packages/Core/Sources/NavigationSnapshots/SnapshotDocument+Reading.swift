import Navigation

/// Reading: strict, or tolerant (an entry that cannot be read is left out with what depends on it).
extension SnapshotDocument {
    init(from decoder: any Decoder) throws {
        guard let reading = decoder.userInfo[SnapshotReading.key] as? SnapshotReading else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath, debugDescription: "read it with a NavigationSnapshotCoder"
                ))
        }
        let container = try decoder.container(keyedBy: Key.self)
        // Read before anything else: another version's entries may not decode as this one's.
        // A window of a windows document has no version of its own: the document's was read.
        let found = try container.decodeIfPresent(Int.self, forKey: .version) ?? 1
        if found != reading.version, decoder.codingPath.isEmpty { throw OtherVersion(found: found) }
        version = reading.version
        let reader = Reader(
            types: try container.decode([String].self, forKey: .types), registry: reading.registry,
            tolerant: reading.tolerant)
        // Which tabs are splits, for tabs written whole (the state's, a pending restored one).
        // Only a hint: the root sets each tab's columns from its declaration, so a value that
        // cannot be read is left out rather than losing the file.
        let written =
            container.contains(.splits)
            ? (try? container.decode([String: Int].self, forKey: .splits)) ?? [:] : [:]
        let splits = written.mapValues { min(max($0, 1), 3) }
        var tabList = try container.nestedUnkeyedContainer(forKey: .tabs)
        var tabs: [NavigationTabState] = []
        while !tabList.isAtEnd {
            // A tab whose root cannot be read is left out; the root gives it back its first screen.
            var tab = try reader.tab(from: &tabList)
            if let columns = splits[tab.name] { tab.columns = columns }
            if !tab.layers.isEmpty { tabs.append(tab) }
        }
        var pending: NavigationPendingRequest?
        if container.contains(.pending) {
            let nested = try container.nestedContainer(keyedBy: PendingKey.self, forKey: .pending)
            do {
                var request = try reader.request(from: nested)
                if case .restoreTab(var tab) = request, let columns = splits[tab.name] {
                    tab.columns = columns
                    request = .restoreTab(tab)
                }
                pending = NavigationPendingRequest(
                    request: request,
                    requirement: try nested.decode(NavigationAccessRequirement.self, forKey: .requirement),
                    screen: try nested.decode(NavigationEntryID.self, forKey: .screen))
                if nested.contains(.sender) {
                    let asker = try nested.nestedContainer(keyedBy: SenderKey.self, forKey: .sender)
                    pending?.sender =
                        if let id = try asker.decodeIfPresent(NavigationEntryID.self, forKey: .entry) {
                            .anchor(.entry(id))
                        } else if let name = try asker.decodeIfPresent(String.self, forKey: .tab) {
                            .anchor(.tab(name))
                        } else {
                            .person
                        }
                }
            } catch let unreadable as UnreadableEntry where reader.tolerant {
                reader.log.drops.append(
                    NavigationSnapshotDrop(
                        codingName: unreadable.codingName, caseName: unreadable.caseName, part: .pending,
                        reason: unreadable.reason))
            }
        }
        dropped = reader.log.drops
        state = NavigationState(
            restorationKey: try container.decodeIfPresent(String.self, forKey: .key),
            selectedTab: try container.decode(String.self, forKey: .tab),
            tabs: tabs,
            pending: pending,
            nextEntryID: try container.decode(UInt64.self, forKey: .next)
        )
    }

    /// Reads the parts of a document with its type table.
    private struct Reader {
        let types: [String]
        /// Each table entry's decoder, looked up once per document rather than per entry.
        let decoders: [NavigationDestinationRegistry.Decode?]
        /// Whether an entry that cannot be read is left out (with what depends on it) rather than fatal.
        let tolerant: Bool
        /// What a tolerant read left out.
        let log = DropLog()

        init(types: [String], registry: NavigationDestinationRegistry, tolerant: Bool) {
            self.types = types
            self.decoders = types.map(registry.decoder(for:))
            self.tolerant = tolerant
        }

        func tab(from container: inout any UnkeyedDecodingContainer) throws -> NavigationTabState {
            var nested = try container.nestedUnkeyedContainer()
            let name = try nested.decode(String.self)
            var layers: [NavigationLayerState] = []
            // Once an entry is dropped, the layers over it go too: they are read, and not kept.
            var cut: (layer: Int, index: Int, unreadable: UnreadableEntry)?
            var dependents = 0
            while !nested.isAtEnd {
                var layer = try nested.nestedUnkeyedContainer()
                var style: NavigationPresentationStyle?
                if try !layer.decodeNil() {
                    let raw = try layer.decode(String.self)
                    guard let known = NavigationPresentationStyle(rawValue: raw) else {
                        throw corrupt(layer, "unknown presentation style '\(raw)'")
                    }
                    style = known
                }
                var list = try layer.nestedUnkeyedContainer()
                var unreadable: (index: Int, entry: UnreadableEntry, skipped: Int)?
                let entries = try self.entries(from: &list, stoppingAt: &unreadable)
                var alert = layer.isAtEnd ? nil : try layer.decode(NavigationAlertState.self)
                guard layer.isAtEnd else {
                    throw corrupt(layer, "a layer has more than a style, entries and an alert")
                }
                if cut != nil {
                    dependents += entries.count + (unreadable?.skipped ?? 0)
                    continue
                }
                if let unreadable {
                    cut = (layers.count, unreadable.index, unreadable.entry)
                    dependents += unreadable.skipped - 1
                    if let owner = alert?.entry, !entries.contains(where: { $0.id == owner }) { alert = nil }
                    if entries.isEmpty { continue }
                }
                layers.append(NavigationLayerState(style: style, entries: entries, alert: alert))
            }
            if let cut {
                log.drops.append(
                    NavigationSnapshotDrop(
                        codingName: cut.unreadable.codingName, caseName: cut.unreadable.caseName,
                        part: .entry(tab: name, layer: cut.layer, index: cut.index, dependents: dependents),
                        reason: cut.unreadable.reason))
            }
            return NavigationTabState(name: name, layers: layers)
        }

        /// The entries of a list; reading tolerantly, the first that cannot be read ends the
        /// list's kept part (`stoppingAt` says where and what), the rest still read.
        func entries(
            from list: inout any UnkeyedDecodingContainer,
            stoppingAt unreadable: inout (index: Int, entry: UnreadableEntry, skipped: Int)?
        ) throws -> [NavigationEntry] {
            var entries: [NavigationEntry] = []
            if let count = list.count { entries.reserveCapacity(count / 3) }
            while !list.isAtEnd {
                let id = try list.decode(UInt64.self)
                let type = try list.decode(Int.self)
                guard types.indices.contains(type) else {
                    throw corrupt(list, "type index \(type) is not in the table")
                }
                guard unreadable == nil else {
                    // Above an entry that cannot be read: read over, not kept.
                    _ = try list.decode(ValueProbe.self)
                    unreadable?.skipped += 1
                    continue
                }
                do {
                    guard let decode = decoders[type] else {
                        throw corrupt(list, "unknown destination type '\(types[type])'")
                    }
                    let destination = try decode(&list)
                    entries.append(
                        NavigationEntry(id: NavigationEntryID(rawValue: id), destination: destination))
                } catch  where tolerant {
                    // The value is still there to step over; its first key names its case.
                    let probe = try list.decode(ValueProbe.self)
                    let name = types[type]
                    let dropped = name.hasPrefix(NavigationSnapshotCoder.droppedPrefix)
                    let entry = UnreadableEntry(
                        codingName: dropped
                            ? String(name.dropFirst(NavigationSnapshotCoder.droppedPrefix.count)) : name,
                        caseName: probe.caseName,
                        reason: dropped
                            ? "dropped by a migration"
                            : decoders[type] == nil
                                ? "unknown destination type"
                                : UnreadableEntry.reason(of: error, case: probe.caseName))
                    unreadable = (entries.count, entry, 1)
                }
            }
            return entries
        }

        func entries(from list: inout any UnkeyedDecodingContainer) throws -> [NavigationEntry] {
            var unreadable: (index: Int, entry: UnreadableEntry, skipped: Int)?
            let entries = try entries(from: &list, stoppingAt: &unreadable)
            if let unreadable { throw unreadable.entry }
            return entries
        }

        func destinations(_ container: KeyedDecodingContainer<PendingKey>, _ key: PendingKey) throws
            -> [AnyNavigationDestination]
        {
            var list = try container.nestedUnkeyedContainer(forKey: key)
            return try entries(from: &list).map(\.destination)
        }

        func request(from container: KeyedDecodingContainer<PendingKey>) throws -> NavigationRequest {
            let kind = try container.decode(String.self, forKey: .kind)
            switch kind {
            case "show":
                guard let destination = try destinations(container, .destination).first else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .destination, in: container,
                        debugDescription: "a pending show has no destination")
                }
                let anchor: NavigationAnchor =
                    if let name = try container.decodeIfPresent(String.self, forKey: .anchorTab) {
                        .tab(name)
                    } else {
                        .entry(try container.decode(NavigationEntryID.self, forKey: .entry))
                    }
                return .show(
                    destination, method: try container.decode(NavigationMethod.self, forKey: .method),
                    from: anchor)
            case "tab":
                return .selectTab(try container.decode(String.self, forKey: .tab))
            case "link":
                var target = NavigationPlace(
                    tab: try container.decode(String.self, forKey: .tab),
                    stack: try destinations(container, .stack))
                if let style = try container.decodeIfPresent(NavigationPresentationStyle.self, forKey: .style)
                {
                    target.presentation = NavigationPlace.Presentation(
                        style: style, stack: try destinations(container, .presentation))
                }
                target.policy =
                    try container.decodeIfPresent(NavigationPlacePolicy.self, forKey: .policy) ?? .replace
                return .link(target)
            case "restore":
                var list = try container.nestedUnkeyedContainer(forKey: .tab)
                return .restoreTab(try tab(from: &list))
            default:
                throw DecodingError.dataCorruptedError(
                    forKey: .kind, in: container, debugDescription: "unknown pending request '\(kind)'")
            }
        }

        func corrupt(_ container: any UnkeyedDecodingContainer, _ reason: String) -> DecodingError {
            DecodingError.dataCorrupted(.init(codingPath: container.codingPath, debugDescription: reason))
        }
    }
}

/// Reads any JSON value and keeps the first key of an object: the case of an enum value.
struct ValueProbe: Decodable {
    let caseName: String?

    private struct AnyKey: CodingKey {
        let stringValue: String
        let intValue: Int? = nil
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        caseName = (try? decoder.container(keyedBy: AnyKey.self))?.allKeys.map(\.stringValue).min()
    }
}
