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
    var windows: NavigationWindows
    var dropped: [NavigationSnapshotDrop] = []
    var version = 1

    enum Key: String, CodingKey {
        case key, version, focused, windows
    }

    init(windows: NavigationWindows, version: Int) {
        self.windows = windows
        self.version = version
    }

    func encode(to encoder: any Encoder) throws {
        // Never write what could not be read back.
        guard windows.states.indices.contains(windows.focused) else {
            throw EncodingError.invalidValue(
                windows,
                EncodingError.Context(
                    codingPath: encoder.codingPath,
                    debugDescription:
                        "focused is \(windows.focused), but there are \(windows.states.count) windows"))
        }
        var container = encoder.container(keyedBy: Key.self)
        try container.encodeIfPresent(windows.states.first?.restorationKey, forKey: .key)
        if version != 1 { try container.encode(version, forKey: .version) }
        try container.encode(windows.focused, forKey: .focused)
        var list = container.nestedUnkeyedContainer(forKey: .windows)
        for var state in windows.states {
            state.restorationKey = nil
            try list.encode(SnapshotDocument(state: state))
        }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        // Read before anything else, as for one tree: the windows are written at this version.
        let found = try container.decodeIfPresent(Int.self, forKey: .version) ?? 1
        if found != (decoder.userInfo[SnapshotReading.key] as? SnapshotReading)?.version {
            throw SnapshotDocument.OtherVersion(found: found)
        }
        version = found
        let key = try container.decodeIfPresent(String.self, forKey: .key)
        var list = try container.nestedUnkeyedContainer(forKey: .windows)
        var read: [SnapshotDocument] = []
        while !list.isAtEnd { read.append(try list.decode(SnapshotDocument.self)) }
        let states = read.map { window in
            var state = window.state
            state.restorationKey = key
            return state
        }
        // A drop names its window only when there is more than one.
        for (index, window) in read.enumerated() {
            dropped += window.dropped.map { drop in
                var drop = drop
                drop.window = read.count > 1 ? index + 1 : nil
                return drop
            }
        }
        guard !states.isEmpty else {
            throw DecodingError.dataCorruptedError(
                forKey: .windows, in: container, debugDescription: "the list of windows is empty")
        }
        let focused = try container.decode(Int.self, forKey: .focused)
        guard states.indices.contains(focused) else {
            throw DecodingError.dataCorruptedError(
                forKey: .focused, in: container,
                debugDescription:
                    "focused is \(focused), an index that must be from 0 to \(states.count - 1)")
        }
        windows = NavigationWindows(states: states, focused: focused)
    }
}

extension NavigationWindowGroup {
    /// Every window's state and the one in front: what the app saves.
    public var state: NavigationWindows { NavigationWindows(states: windows.map(\.state), focused: focused) }
}
