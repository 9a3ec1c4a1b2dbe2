import Navigation

/// Every window's navigation state and which window is in front: what an app with several
/// windows saves, as a scene-based app on iPad or macOS keeps each scene's tree.
///
/// Each window has its own ``/Navigation/NavigationRoot``, so each state is a whole tree of its own; the
/// windows share only what the app passes them all (who is signed in, its data). The coder
/// writes them in one document, each window as the coder
/// writes one state alone, with the restoration key and version once at the top:
///
/// ```swift
/// let windows = NavigationWindows(states: [first.state, second.state], focused: 1)
/// let data = try coder.encode(windows)
/// let (restored, dropped) = try coder.decodeWindowsTolerantly(data)
/// ```
public struct NavigationWindows: Equatable, Sendable {
    /// Each window's state, in the order the windows were opened.
    public var states: [NavigationState]
    /// The index in ``states`` of the window in front.
    public var focused: Int

    /// Windows in the order they were opened, with the one in front.
    public init(states: [NavigationState], focused: Int) {
        self.states = states
        self.focused = focused
    }
}

/// A windows document: the key and version once, then each window as a snapshot document
/// without them.
struct WindowsDocument: Codable {
    var key: String?
    var version: Int?
    /// The index of the window in front; `nil` when the file's is not a number an `Int` holds.
    var focused: Int?
    var windows: [SnapshotDocument]
    /// Why each field read that a windows document has none of is not one.
    var unknownFields: [String] = []

    enum CodingKeys: CodingKey {
        case key, version, focused, windows
    }

    init(_ windows: NavigationWindows, version: Int) {
        key = windows.states.first?.restorationKey
        self.version = version == 1 ? nil : version
        focused = windows.focused
        self.windows = windows.states.map { state in
            var window = SnapshotDocument(state, version: 1)
            window.key = nil
            return window
        }
    }

    init(from decoder: any Decoder) throws {
        try SnapshotReading.stopIfMigrating(decoder)
        let container = try decoder.container(keyedBy: AnyKey<CodingKeys>.self)
        key = try container.decodeIfPresent(String.self, forKey: .init(.key))
        version = try container.decodeIfPresent(Int.self, forKey: .init(.version))
        // Which window is in front is not worth a file: one that cannot be read puts the
        // first in front, and `read` says so. A document without one is not a windows document.
        if container.contains(.init(.focused)) {
            focused = try? container.decode(Int.self, forKey: .init(.focused))
        } else {
            focused = try container.decode(Int.self, forKey: .init(.focused))
        }
        windows = try container.decode([SnapshotDocument].self, forKey: .init(.windows))
        unknownFields = try SnapshotReading.of(decoder).unknownFields(
            in: container, of: "a windows document")
        guard !windows.isEmpty else {
            throw DecodingError.dataCorruptedError(
                forKey: .init(.windows), in: container, debugDescription: "the list of windows is empty")
        }
    }

    /// Every window as read, each with the document's key; a drop names its window when there
    /// are several.
    func read() throws -> (windows: NavigationWindows, dropped: [NavigationSnapshotDrop]) {
        var states: [NavigationState] = []
        var dropped = unknownFields.map { NavigationSnapshotDrop(part: .field(place: nil), reason: $0) }
        // A window in front that is not there puts the first in front: every window stays.
        var focused = 0
        if let saved = self.focused, windows.indices.contains(saved) {
            focused = saved
        } else {
            // The file numbers its windows from 0, the person from 1.
            let numbers = windows.count == 1 ? "numbered 0" : "numbered 0 to \(windows.count - 1)"
            let what =
                self.focused.map { "\"focused\": \($0), which names none of the file's windows (\(numbers))" }
                ?? "\"focused\", which is not a window's number"
            dropped.append(NavigationSnapshotDrop(part: .standIn, reason: what + ", so window 1 is in front"))
        }
        var front: Int?
        var unreadable: [String] = []
        for (index, window) in windows.enumerated() {
            var drops: [NavigationSnapshotDrop]
            if let error = window.unreadable {
                // A file of one window that cannot be read is not a snapshot; its error says where.
                if windows.count == 1 { throw error }
                let reason = UnreadableEntry.reason(of: error)
                unreadable.append("window \(index + 1): \(reason)")
                // A window that cannot be read goes alone; the first left takes its place in front.
                let standIn = index == focused ? ", so the first window left is in front" : ""
                drops = window.unknownFields.map {
                    NavigationSnapshotDrop(part: .field(place: nil), reason: $0)
                }
                drops.append(NavigationSnapshotDrop(part: .window, reason: reason + standIn))
            } else {
                var state: NavigationState
                (state, drops) = try window.read()
                state.restorationKey = key
                if index == focused { front = states.count }
                states.append(state)
            }
            for var drop in drops {
                drop.window = windows.count > 1 ? index + 1 : nil
                dropped.append(drop)
            }
        }
        guard !states.isEmpty else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: [],
                    debugDescription:
                        "none of its windows can be read (\(unreadable.joined(separator: "; ")))"))
        }
        return (NavigationWindows(states: states, focused: front ?? 0), dropped)
    }
}

extension NavigationWindowGroup {
    /// Every window's state and the one in front: what the app saves.
    public var state: NavigationWindows { NavigationWindows(states: windows.map(\.state), focused: focused) }
}
