import Navigation

/// A saved state as its file holds it: Foundation's coders write and read every part, and
/// only an entry (``SavedEntry``) needs the app's registry.
///
/// ```json
/// {"key":"switchyard.demo.v1","next":6,"tab":"home",
///  "tabs":[{"name":"home","layers":[{"entries":[
///     {"id":1,"type":"Home.HomeIncomingNavigation","value":{"home":{}}},
///     {"id":5,"type":"Home.HomeIncomingNavigation","value":{"page":{"_0":2}}}]}]}, ...]}
/// ```
struct SnapshotDocument: Codable {
    /// The app's restoration key; a window of a windows document has none of its own.
    var key: String?
    /// The app's schema version; 1, the first, is not written, nor is a window's.
    var version: Int?
    /// The state's entry counter; `nil` when a tolerant read cannot read it, and the largest
    /// id saved, plus one, stands in.
    var next: UInt64?
    /// The selected tab; `nil` when a tolerant read cannot read it, and none is named (a
    /// tolerant restore selects the first).
    var tab: String?
    var tabs: [SavedTab]
    var pending: SavedPending?
    /// Why a tolerant read could not read the pending request's own fields.
    var unreadablePending: String?
    /// Why each field read that a saved state has none of (`"pendinG"`) is not one.
    var unknownFields: [String] = []
    /// Why a tolerant read could not read the counter.
    var unreadableCounter: String?
    /// Why a tolerant read could not read the selected tab.
    var unreadableSelectedTab: String?
    /// Read tolerantly as a window of a windows document, what stopped the read of the window's
    /// own list of tabs (or of the window itself): it goes alone, with its screens.
    var unreadable: (any Error)?

    init(_ state: NavigationState, version: Int) {
        key = state.restorationKey
        self.version = version == 1 ? nil : version
        next = state.nextEntryID
        tab = state.selectedTab
        tabs = state.tabs.map(SavedTab.init)
        pending = state.pending.map(SavedPending.init)
    }

    init(from decoder: any Decoder) throws {
        let reading = try SnapshotReading.of(decoder)
        tabs = []
        do {
            try SnapshotReading.stopIfMigrating(decoder)
            let container = try decoder.container(keyedBy: AnyKey<CodingKeys>.self)
            // Misspelled by hand, a field that may be absent (the pending request) would go unsaid.
            unknownFields = try reading.unknownFields(
                in: container, of: decoder.codingPath.isEmpty ? "a saved state" : "a window")
            // A window's key and version are its document's; its own, if any, are not read.
            if decoder.codingPath.isEmpty {
                key = try container.decodeIfPresent(String.self, forKey: .init(.key))
                version = try container.decodeIfPresent(Int.self, forKey: .init(.version))
            }
            // Neither is worth the file: each has a stand-in, which `read` says.
            do {
                next = try container.decode(UInt64.self, forKey: .init(.next))
            } catch  where reading.tolerant {
                unreadableCounter = UnreadableEntry.reason(of: error)
            }
            do {
                tab = try container.decode(String.self, forKey: .init(.tab))
            } catch  where reading.tolerant {
                unreadableSelectedTab = UnreadableEntry.reason(of: error)
            }
            tabs = try container.decode([SavedTab].self, forKey: .init(.tabs))
            do {
                pending = try container.decodeIfPresent(SavedPending.self, forKey: .init(.pending))
            } catch  where reading.tolerant {
                unreadablePending = UnreadableEntry.reason(of: error)
            }
            // A counter that is not past every screen's id would give a saved screen's id to a
            // new one (an edit by hand): it is as unreadable as a negative one. (A waiting
            // request's ids need not be: what a restore cut off keeps the ids it was saved with.)
            if let counter = next, let largest = largestID(withPending: false), counter <= largest {
                let error = DecodingError.dataCorruptedError(
                    forKey: .init(.next), in: container,
                    debugDescription: "\(counter) is not past the largest id, \(largest)")
                guard reading.tolerant else { throw error }
                (next, unreadableCounter) = (nil, UnreadableEntry.reason(of: error))
            }
        } catch  where reading.tolerant && !decoder.codingPath.isEmpty && !(error is NeedsMigration) {
            // One window of several: the others stay.
            unreadable = error
        }
    }

    enum CodingKeys: CodingKey {
        case key, version, next, tab, tabs, pending
    }

    /// The largest id the file holds below 2^53 (one from there on is no screen's), a screen's
    /// that a tolerant read leaves out included, and `withPending` the pending request's.
    private func largestID(withPending: Bool) -> UInt64? {
        let ids = tabs.flatMap(\.ids) + (withPending ? pending?.ids ?? [] : [])
        return ids.filter { $0 < NavigationRoot.entryIDLimit }.max()
    }

    /// The state, and what a tolerant read left out: an entry or a layer's style that could not
    /// be read goes with the entries above it and the layers over it, a tab whose root or own
    /// fields went goes (it starts at its root), an alert that could not be read goes alone,
    /// and so do a field that is not one and a pending request with anything that could not
    /// be read.
    func read() throws -> (state: NavigationState, dropped: [NavigationSnapshotDrop]) {
        var dropped: [NavigationSnapshotDrop] = []
        var tabs: [NavigationTabState] = []
        for saved in self.tabs {
            let (tab, drops, isCut) = saved.read()
            dropped += drops
            // A tab whose root went is left out, as the drop says; one saved without layers
            // stays, for the restore to name what is wrong with it.
            if !tab.layers.isEmpty || !isCut { tabs.append(tab) }
        }
        var request: NavigationPendingRequest?
        dropped += unknownFields.map { NavigationSnapshotDrop(part: .field(place: nil), reason: $0) }
        // A selected tab that cannot be read is none: a tolerant restore selects the root's first.
        let selected = tab ?? ""
        var counter = next ?? 0
        if let reason = unreadableSelectedTab {
            dropped.append(
                NavigationSnapshotDrop(
                    part: .standIn,
                    reason: "\"tab\", which cannot be read (\(reason))"))
        }
        if let reason = unreadableCounter {
            // Every id the file holds stays its screen's: the counter goes on past the largest.
            counter = (largestID(withPending: true) ?? 0) + 1
            dropped.append(
                NavigationSnapshotDrop(
                    part: .standIn,
                    reason:
                        "\"next\", which cannot be read (\(reason)), so new screens are numbered on past the largest id"
                ))
        }
        if let reason = unreadablePending {
            dropped.append(NavigationSnapshotDrop(part: .pending, reason: reason))
        }
        do {
            request = try pending?.read()
        } catch let unreadable as UnreadableEntry {
            dropped.append(unreadable.drop(as: .pending))
        }
        let state = NavigationState(
            restorationKey: key, selectedTab: selected, tabs: tabs, pending: request, nextEntryID: counter)
        return (state, dropped)
    }
}

/// A tab: its layers, bottom first, and its columns when it is a split.
///
/// A layer presented over another has a style; read tolerantly, one without is a layer whose
/// style cannot be read, and goes with the layers over it. A tab whose own name or list of
/// layers cannot be read goes alone.
struct SavedTab: Codable {
    var name: String
    /// Written only for a split.
    var columns: SavedColumns?
    var layers: [SavedLayer]
    /// Why each field read that a tab has none of is not one.
    var unknownFields: [String] = []
    /// Read tolerantly, the tab (`tab orders`, or by its place when its name is what cannot be
    /// read) and why its own fields cannot be read: it goes, and starts at its root.
    var unreadable: (place: String, reason: String)?

    enum CodingKeys: CodingKey {
        case name, columns, layers
    }

    init(from decoder: any Decoder) throws {
        let reading = try SnapshotReading.of(decoder)
        name = ""
        layers = []
        do {
            let container = try decoder.container(keyedBy: AnyKey<CodingKeys>.self)
            name = try container.decode(String.self, forKey: .init(.name))
            columns = try container.decodeIfPresent(SavedColumns.self, forKey: .init(.columns))
            layers = try container.decode([SavedLayer].self, forKey: .init(.layers))
            unknownFields = try reading.unknownFields(in: container, of: "a tab")
            for index in layers.indices.dropFirst() where layers[index].style == nil {
                let problem = "no style, which a presented layer needs"
                guard reading.tolerant else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .init(.layers), in: container,
                        debugDescription: "layer \(index) has \(problem)")
                }
                layers[index].unreadable = layers[index].unreadable ?? problem
            }
        } catch  where reading.tolerant {
            let place =
                name.isEmpty ? "the tab at tabs[\(decoder.codingPath.last?.intValue ?? 0)]" : "tab \(name)"
            unreadable = (place, UnreadableEntry.reason(of: error))
        }
    }

    /// Every id the tab holds, an entry's that cannot be read included.
    var ids: [UInt64] { layers.flatMap { $0.entries.map(\.id.rawValue) } }

    init(_ tab: NavigationTabState) {
        name = tab.name
        columns = tab.columns > 1 ? SavedColumns(count: tab.columns) : nil
        layers = tab.layers.map { layer in
            SavedLayer(style: layer.style, entries: layer.entries.map(SavedEntry.init), alert: layer.alert)
        }
    }

    /// The tab as read, up to its first entry or layer that could not be read, and what was
    /// left out: each field that is not one, that entry or layer with how many entries went
    /// with it (those above it and in the layers over it, `isCut`), and any alert that could
    /// not be read.
    func read() -> (tab: NavigationTabState, dropped: [NavigationSnapshotDrop], isCut: Bool) {
        var tab = NavigationTabState(name: name, layers: [])
        if let (place, reason) = unreadable {
            return (tab, [NavigationSnapshotDrop(part: .tab(place: place), reason: reason)], true)
        }
        tab.columns = columns?.count ?? 1
        var dropped = unknownFields.map {
            NavigationSnapshotDrop(part: .field(place: "tab \(name)"), reason: $0)
        }
        if columns?.isReadable == false {
            let reason =
                "\"columns\" of tab \(name), which is not 1, 2 or 3, so the app's declaration decides them"
            dropped.append(NavigationSnapshotDrop(part: .standIn, reason: reason))
        }
        // The entries of a layer and of those over it: what a cut there takes.
        let fromLayer = { (number: Int) in layers[number...].map(\.entries.count).reduce(0, +) }
        for (number, layer) in layers.enumerated() {
            if let reason = layer.unreadable {
                let part = NavigationSnapshotDrop.Part.layer(
                    tab: name, screens: layer.entries.count,
                    dependents: fromLayer(number) - layer.entries.count)
                dropped.append(NavigationSnapshotDrop(part: part, reason: reason))
                return (tab, dropped, true)
            }
            dropped += layer.unknownFields.map {
                NavigationSnapshotDrop(part: .field(place: "tab \(name)'s layers[\(number)]"), reason: $0)
            }
            if let reason = layer.unreadableAlert {
                dropped.append(NavigationSnapshotDrop(part: .alert(tab: name), reason: reason))
            }
            var read = NavigationLayerState(style: layer.style, entries: [], alert: layer.alert)
            for (index, saved) in layer.entries.enumerated() {
                switch saved.destination {
                case .success(let destination):
                    read.entries.append(NavigationEntry(id: saved.id, destination: destination))
                case .failure(let unreadable):
                    // Its screen went, unless it was an earlier column's, which still shows.
                    if let alert = read.alert, !read.entries.contains(where: { $0.id == alert.entry }) {
                        read.alert = nil
                    }
                    if !read.entries.isEmpty { tab.layers.append(read) }
                    let part = NavigationSnapshotDrop.Part.entry(
                        tab: name, layer: number, index: index, dependents: fromLayer(number) - index - 1)
                    dropped.append(unreadable.drop(as: part))
                    return (tab, dropped, true)
                }
            }
            tab.layers.append(read)
        }
        return (tab, dropped, false)
    }
}

/// A split's column count: only a hint, since the root sets each tab's columns from its
/// declaration, so a value that cannot be read counts as one column rather than losing the
/// file (a tolerant read says so).
struct SavedColumns: Codable {
    var count: Int
    /// Whether the file held a count a split can have, 1 to 3.
    var isReadable = true

    init(count: Int) { self.count = count }

    init(from decoder: any Decoder) throws {
        let written = try? decoder.singleValueContainer().decode(Int.self)
        count = min(max(written ?? 1, 1), 3)
        isReadable = written == count
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(count)
    }
}

/// A layer: how it is presented (`nil` for a tab's stack), its entries, and its alert.
///
/// Read tolerantly, a layer whose style or list of entries this version cannot read (a later
/// version's new kind of layer, say) costs the layer and those over it, and an alert that
/// cannot be read costs the alert: either is kept as what went wrong.
struct SavedLayer: Codable {
    var style: NavigationPresentationStyle?
    var entries: [SavedEntry]
    var alert: NavigationAlertState?
    var unreadable: String? = nil
    var unreadableAlert: String? = nil
    /// Why each field read that a layer has none of is not one.
    var unknownFields: [String] = []

    enum CodingKeys: CodingKey {
        case style, entries, alert
    }
}

extension SavedLayer {
    init(from decoder: any Decoder) throws {
        let reading = try SnapshotReading.of(decoder)
        entries = []
        do {
            let container = try decoder.container(keyedBy: AnyKey<CodingKeys>.self)
            unknownFields = try reading.unknownFields(in: container, of: "a layer")
            entries = try container.decode([SavedEntry].self, forKey: .init(.entries))
            style = try container.decodeIfPresent(NavigationPresentationStyle.self, forKey: .init(.style))
            do {
                alert = try container.decodeIfPresent(NavigationAlertState.self, forKey: .init(.alert))
            } catch  where reading.tolerant {
                unreadableAlert = UnreadableEntry.reason(of: error)
            }
        } catch  where reading.tolerant {
            unreadable = UnreadableEntry.reason(of: error)
        }
    }
}

/// A request waiting for an access requirement, with the screen asking for it.
struct SavedPending: Codable {
    var requirement: NavigationAccessRequirement
    var screen: NavigationEntryID
    /// Who sent the send step that waits: absent when the request's own anchor asked.
    var sender: SavedSender?
    var request: SavedRequest
    /// What is wrong with the request as read (a field it or its sender has none of, a sender
    /// that names two): any costs the request, which is not carried out for someone it did
    /// not come from.
    var problems: [String] = []

    enum CodingKeys: CodingKey {
        case requirement, screen, sender, request
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey<CodingKeys>.self)
        requirement = try container.decode(NavigationAccessRequirement.self, forKey: .init(.requirement))
        screen = try container.decode(NavigationEntryID.self, forKey: .init(.screen))
        sender = try container.decodeIfPresent(SavedSender.self, forKey: .init(.sender))
        request = try container.decode(SavedRequest.self, forKey: .init(.request))
        let reading = try SnapshotReading.of(decoder)
        problems = try reading.unknownFields(in: container, of: "a pending request")
        problems += sender?.problems ?? []
    }

    /// A screen (`entry`), a tab (`tab`), or, with neither, the person.
    struct SavedSender: Codable {
        var entry: NavigationEntryID?
        var tab: String?
        /// What is wrong with the sender as read: a field it has none of, or both a screen
        /// and a tab.
        var problems: [String] = []

        enum CodingKeys: CodingKey {
            case entry, tab
        }

        init(entry: NavigationEntryID? = nil, tab: String? = nil) {
            self.entry = entry
            self.tab = tab
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey<CodingKeys>.self)
            entry = try container.decodeIfPresent(NavigationEntryID.self, forKey: .init(.entry))
            tab = try container.decodeIfPresent(String.self, forKey: .init(.tab))
            let reading = try SnapshotReading.of(decoder)
            problems = try reading.unknownFields(in: container, of: "a sender")
            if entry != nil, tab != nil {
                let problem = "its sender names a screen and a tab at once"
                guard reading.tolerant else {
                    throw DecodingError.dataCorrupted(
                        .init(codingPath: decoder.codingPath, debugDescription: problem))
                }
                problems.append(problem)
            }
        }
    }

    enum SavedRequest: Codable {
        case show(destination: SavedEntry, method: NavigationMethod, from: NavigationAnchor)
        case selectTab(name: String)
        case link(
            tab: String, stack: [SavedEntry], presentation: SavedPresentation?, policy: NavigationPlacePolicy)
        case restoreTab(tab: SavedTab)
    }

    struct SavedPresentation: Codable {
        var style: NavigationPresentationStyle
        var stack: [SavedEntry]
    }

    init(_ pending: NavigationPendingRequest) {
        requirement = pending.requirement
        screen = pending.screen
        sender =
            switch pending.sender {
            case nil: nil
            case .person: SavedSender()
            case .anchor(.entry(let id)): SavedSender(entry: id)
            case .anchor(.tab(let name)): SavedSender(tab: name)
            }
        request =
            switch pending.request {
            case .show(let destination, let method, let anchor):
                .show(destination: SavedEntry(destination), method: method, from: anchor)
            case .selectTab(let name): .selectTab(name: name)
            case .link(let place):
                .link(
                    tab: place.tab, stack: place.stack.map(SavedEntry.init),
                    presentation: place.presentation.map {
                        SavedPresentation(style: $0.style, stack: $0.stack.map(SavedEntry.init))
                    },
                    policy: place.policy)
            case .restoreTab(let tab): .restoreTab(tab: SavedTab(tab))
            }
    }

    /// Every id the request holds: the screen it waits behind, the screen that sent or asked
    /// for it, and a restored tab's.
    var ids: [UInt64] {
        var ids = [screen.rawValue]
        if let sender = sender?.entry { ids.append(sender.rawValue) }
        switch request {
        case .show(_, _, .entry(let asking)): ids.append(asking.rawValue)
        case .restoreTab(let tab): ids += tab.ids
        default: break
        }
        return ids
    }

    /// The pending request; it throws the first of its entries that could not be read.
    func read() throws -> NavigationPendingRequest {
        if let reason = problems.first {
            throw UnreadableEntry(codingName: "", caseName: nil, reason: reason)
        }

        let made: NavigationRequest
        switch request {
        case .show(let destination, let method, let anchor):
            made = .show(try destination.entry().destination, method: method, from: anchor)
        case .selectTab(let name):
            made = .selectTab(name)
        case .link(let tab, let stack, let presentation, let policy):
            var place = NavigationPlace(tab: tab, stack: try stack.map { try $0.entry().destination })
            if let presentation {
                place.presentation = NavigationPlace.Presentation(
                    style: presentation.style,
                    stack: try presentation.stack.map { try $0.entry().destination })
            }
            place.policy = policy
            made = .link(place)
        case .restoreTab(let saved):
            let (tab, dropped, _) = saved.read()
            if let drop = dropped.first {
                throw UnreadableEntry(
                    codingName: drop.codingName, caseName: drop.caseName, reason: drop.reason)
            }
            made = .restoreTab(tab)
        }
        var pending = NavigationPendingRequest(request: made, requirement: requirement, screen: screen)
        pending.sender = sender.map { sender in
            if let id = sender.entry {
                .anchor(.entry(id))
            } else if let name = sender.tab {
                .anchor(.tab(name))
            } else {
                .person
            }
        }
        return pending
    }
}
