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
    /// The index of the window in front; `nil` when the file has none, or one that is not a
    /// number an `Int` holds.
    var focused: Int?
    /// Whether the file has a window in front at all (`focused`), for `read` to say which it lacks.
    var hasFocused = true
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
        // Which window is in front is not worth a file: one that is missing or cannot be read
        // puts the first in front, and `read` says so.
        hasFocused = container.contains(.init(.focused))
        focused = try? container.decode(Int.self, forKey: .init(.focused))
        windows = try container.decode([SnapshotDocument].self, forKey: .init(.windows))
        unknownFields = try SnapshotReading.of(decoder).unknownFields(
            in: container, of: "a windows document")
        guard !windows.isEmpty else {
            throw DecodingError.dataCorruptedError(
                forKey: .init(.windows), in: container, debugDescription: "the list of windows is empty")
        }
    }

    /// Every window as read, each with the document's key, and what was left out: a window
    /// that cannot be read goes alone.
    ///
    /// A drop names its window, when more than one is read, by its number among those read (as
    /// the app shows them); a window left out is named by its place in the file.
    func read() throws -> (windows: NavigationWindows, dropped: [NavigationSnapshotDrop]) {
        var dropped = unknownFields.map { NavigationSnapshotDrop(part: .field(place: nil), reason: $0) }
        // A window in front that is not there puts the first read in front: every window stays.
        let focused = self.focused.flatMap { windows.indices.contains($0) ? $0 : nil }
        if focused == nil {
            // The file numbers its windows from 0, the person from 1.
            let numbers = windows.count == 1 ? "numbered 0" : "numbered 0 to \(windows.count - 1)"
            let what =
                if !hasFocused {
                    "\"focused\", which is missing"
                } else if let saved = self.focused {
                    "\"focused\": \(saved), which names none of the file's windows (\(numbers))"
                } else {
                    "\"focused\", which is not a window's number"
                }
            dropped.append(NavigationSnapshotDrop(part: .standIn, reason: what + ", so window 1 is in front"))
        }
        // Each window read, with its drops; its number is known once every window is read.
        var read: [(state: NavigationState, dropped: [NavigationSnapshotDrop])] = []
        var reasons: [String] = []
        var front = 0
        for (index, window) in windows.enumerated() {
            guard let error = window.unreadable else {
                var (state, drops) = try window.read()
                state.restorationKey = key
                if index == focused { front = read.count }
                read.append((state, drops))
                continue
            }
            // A file of one window that cannot be read is not a snapshot; its error says where.
            if windows.count == 1 { throw error }
            // A window that is not an object (a number, null) is said so, not in Foundation's words.
            var reason = UnreadableEntry.reason(of: error)
            switch error {
            case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
                if context.codingPath.count == 2 { reason = "not an object" }
            default: break
            }
            reasons.append("windows[\(index)]: \(reason)")
            // The first window read takes its place in front.
            let standIn = index == focused ? ", so window 1 is in front" : ""
            dropped += window.unknownFields.map {
                NavigationSnapshotDrop(part: .field(place: "windows[\(index)]"), reason: $0)
            }
            dropped.append(NavigationSnapshotDrop(part: .window(index: index), reason: reason + standIn))
        }
        guard !read.isEmpty else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: [],
                    debugDescription: "none of its windows can be read (\(reasons.joined(separator: "; ")))"))
        }
        for (number, window) in read.enumerated() {
            for var drop in window.dropped {
                drop.window = read.count > 1 ? number + 1 : nil
                dropped.append(drop)
            }
        }
        return (NavigationWindows(states: read.map(\.state), focused: front), dropped)
    }
}

extension NavigationWindowGroup {
    /// Every window's state and the one in front: what the app saves.
    public var state: NavigationWindows { NavigationWindows(states: windows.map(\.state), focused: focused) }
}
