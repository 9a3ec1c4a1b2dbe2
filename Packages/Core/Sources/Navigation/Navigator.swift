import Observation

/// The stable address of a navigator in the tree: `root`, a tab name, then `/sheet` or
/// `/cover` per presented layer (`home/sheet/cover`).
///
/// Ids are derived from the tree's shape, not minted, so they survive snapshots and can be
/// written into flow anchors and logs.
public struct NavigatorID: Hashable, Codable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The path string.
    public let rawValue: String

    /// Wraps a path string.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Allows `"home/sheet"` where an id is expected.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The root navigator's id.
    public static let root = NavigatorID("root")

    /// The path string.
    public var description: String { rawValue }

    /// Encodes as a bare string.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes as a bare string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// A tab of the root: a named stack and the screen at its bottom.
public struct NavigationTab: Sendable {
    /// The tab's name, which is also its navigator's id (`home`).
    public let name: String
    /// The screen at the bottom of the tab's stack.
    public let root: AnyNavigationDestination

    /// Creates a tab.
    public init(_ name: String, root: any NavigationDestination) {
        self.name = name
        self.root = AnyNavigationDestination(root)
    }
}

/// One node of the navigation tree: the root, a tab's stack, or a presented layer.
///
/// The root owns the tabs and everything shared (entry counter, providers, redirect,
/// receivers, locks, screen models, events). Each tab is a stack; each sheet or cover a
/// navigator presented by the one below it. Operations that cannot apply return `false`
/// (or `nil`) and leave the tree as it was; nothing here traps on misuse.
///
/// Calls made on the root that need a stack (push, present, back, dismiss) go to the
/// ``current`` navigator, the one whose screen is in front, because that is what a caller
/// at app level means.
@MainActor
@Observable
public final class Navigator {
    /// What part of the tree a navigator is.
    public enum Kind: Hashable, Sendable {
        /// The single root; it has tabs and no stack of its own.
        case root
        /// A tab's stack.
        case stack(name: String)
        /// A layer presented with the given method.
        case presented(NavigationMethod)
    }

    /// This navigator's address in the tree.
    public let id: NavigatorID
    /// What part of the tree this navigator is.
    public let kind: Kind

    /// The navigator that owns this one; `nil` for the root and for navigators that left the tree.
    @ObservationIgnored public internal(set) weak var parent: Navigator?
    @ObservationIgnored let context: NavigationContext
    /// Whether this navigator is still part of the tree; detached navigators refuse work.
    @ObservationIgnored public internal(set) var isAttached = true
    @ObservationIgnored var checkpoints: [String: CheckpointRecord] = [:]
    @ObservationIgnored var initialRoot: AnyNavigationDestination?

    /// The screen at the bottom of this stack (or the presented screen); `nil` on the root.
    public internal(set) var rootEntry: NavigationEntry?
    /// The entries pushed above ``rootEntry``, oldest first.
    public internal(set) var path: [NavigationEntry] = []
    /// The sheet this navigator presents.
    public internal(set) var sheet: Navigator?
    /// The full-screen cover this navigator presents; it sits above ``sheet``.
    public internal(set) var cover: Navigator?
    /// The alert this navigator shows.
    public internal(set) var alert: NavigationAlert?
    /// The root's tabs in display order; empty elsewhere.
    public internal(set) var tabs: [Navigator] = []
    /// The selected tab's name; `nil` elsewhere.
    public internal(set) var selectedTabName: String?
    /// Increases once per change anywhere in the tree (once per transaction), so observing
    /// this one property on the root observes the whole tree.
    public internal(set) var revision: UInt64 = 0

    init(
        id: NavigatorID, kind: Kind, parent: Navigator?, context: NavigationContext,
        rootEntry: NavigationEntry?
    ) {
        self.id = id
        self.kind = kind
        self.parent = parent
        self.context = context
        self.rootEntry = rootEntry
    }

    /// Creates a root navigator with one stack per tab.
    ///
    /// Duplicate tab names keep the first tab and report a warning. An unknown or missing
    /// `selectedTab` selects the first tab.
    public convenience init(
        tabs: [NavigationTab],
        selectedTab: String? = nil,
        configuration: NavigationConfiguration = NavigationConfiguration(),
        clock: (any NavigationClock)? = nil,
        eventSink: (any NavigationEventSink)? = nil
    ) {
        let context = NavigationContext(
            configuration: configuration, clock: clock ?? LiveNavigationClock(), sink: eventSink)
        self.init(id: .root, kind: .root, parent: nil, context: context, rootEntry: nil)
        context.root = self
        var seen = Set<String>()
        for tab in tabs {
            guard seen.insert(tab.name).inserted else {
                context.emit(.warning, .tab, id, "duplicate tab '\(tab.name)' ignored")
                continue
            }
            let navigator = Navigator(
                id: NavigatorID(tab.name),
                kind: .stack(name: tab.name),
                parent: self,
                context: context,
                rootEntry: NavigationEntry(id: context.makeEntryID(), destination: tab.root)
            )
            navigator.initialRoot = tab.root
            self.tabs.append(navigator)
        }
        let wanted = selectedTab.flatMap { name in self.tabs.first { $0.id.rawValue == name } }
        self.selectedTabName = (wanted ?? self.tabs.first)?.id.rawValue
    }

    /// Creates a root with a single stack named `main`, for apps (and tests) without tabs.
    public convenience init(
        root destination: any NavigationDestination,
        configuration: NavigationConfiguration = NavigationConfiguration(),
        clock: (any NavigationClock)? = nil,
        eventSink: (any NavigationEventSink)? = nil
    ) {
        self.init(
            tabs: [NavigationTab("main", root: destination)],
            configuration: configuration,
            clock: clock,
            eventSink: eventSink
        )
    }

    // MARK: - The tree

    /// The root of the tree this navigator belongs to.
    public var root: Navigator { context.root ?? self }

    /// Whether this is the root navigator.
    public var isRoot: Bool { kind == .root }

    /// Whether this navigator can push: tabs and managed presentations have stacks.
    public var hasStack: Bool {
        switch kind {
        case .root: false
        case .stack: true
        case .presented(let method): method.isManaged
        }
    }

    /// How this navigator was presented, or `nil` when it is not a presented layer.
    public var presentationMethod: NavigationMethod? {
        if case .presented(let method) = kind { return method }
        return nil
    }

    /// The selected tab's navigator.
    public var selectedTab: Navigator? {
        let root = self.root
        guard let name = root.selectedTabName else { return nil }
        return root.tabs.first { $0.id.rawValue == name }
    }

    /// The navigators this one owns: tabs for the root, then the sheet and the cover.
    public var children: [Navigator] {
        var result = tabs
        if let sheet { result.append(sheet) }
        if let cover { result.append(cover) }
        return result
    }

    /// The front-most navigator: the selected tab, then its top presented layer, covers first.
    public var current: Navigator {
        var navigator = selectedTab ?? root
        while true {
            if let cover = navigator.cover {
                navigator = cover
            } else if let sheet = navigator.sheet {
                navigator = sheet
            } else {
                return navigator
            }
        }
    }

    /// The entry whose screen this navigator shows on top.
    public var topEntry: NavigationEntry? { path.last ?? rootEntry }

    /// The selected tab's stack followed by every presented layer in front of it, bottom first.
    public var visibleNavigators: [Navigator] {
        guard let tab = selectedTab else { return [] }
        var result: [Navigator] = []
        tab.appendLayers(to: &result)
        return result
    }

    func appendLayers(to result: inout [Navigator]) {
        result.append(self)
        sheet?.appendLayers(to: &result)
        cover?.appendLayers(to: &result)
    }

    /// Every navigator in the tree under (and including) this one, depth first.
    public var allNavigators: [Navigator] {
        var result: [Navigator] = []
        collect(into: &result)
        return result
    }

    func collect(into result: inout [Navigator]) {
        result.append(self)
        for tab in tabs { tab.collect(into: &result) }
        sheet?.collect(into: &result)
        cover?.collect(into: &result)
    }

    /// Finds a navigator in this tree by id, or by tab name.
    public func navigator(named name: String) -> Navigator? {
        navigator(withID: NavigatorID(name))
    }

    /// Finds a navigator in this tree by id.
    public func navigator(withID id: NavigatorID) -> Navigator? {
        root.allNavigators.first { $0.id == id }
    }

    /// Every entry this navigator shows, bottom first.
    public var entries: [NavigationEntry] {
        guard let rootEntry else { return path }
        return [rootEntry] + path
    }

    /// Whether an entry with this id is anywhere in the tree.
    public func containsEntry(_ entryID: NavigationEntryID) -> Bool {
        root.locateEntry(entryID) != nil
    }

    /// Finds the navigator holding an entry, searching each stack by bisection.
    func locateEntry(_ entryID: NavigationEntryID) -> Navigator? {
        if rootEntry?.id == entryID || pathIndex(of: entryID) != nil { return self }
        for tab in tabs {
            if let found = tab.locateEntry(entryID) { return found }
        }
        if let found = sheet?.locateEntry(entryID) { return found }
        return cover?.locateEntry(entryID)
    }

    /// The index in ``path`` of an entry; entry ids increase along a stack, so this bisects.
    func pathIndex(of entryID: NavigationEntryID) -> Int? {
        var low = 0
        var high = path.count
        path.withUnsafeBufferPointer { buffer in
            while low < high {
                let middle = (low + high) >> 1
                if buffer[middle].id < entryID { low = middle + 1 } else { high = middle }
            }
        }
        return low < path.count && path[low].id == entryID ? low : nil
    }

    /// The `where` line for the visible part of the tree: `home: home > orders/1001 | sheet: settings/signin`.
    public var locationDescription: String {
        var text = ""
        for (index, navigator) in root.visibleNavigators.enumerated() {
            if index == 0 {
                text += navigator.id.rawValue + ": "
            } else {
                text += " | " + (navigator.presentationMethod?.isCover == true ? "cover: " : "sheet: ")
            }
            text += navigator.entries.map(\.routeID).joined(separator: " > ")
        }
        for navigator in root.visibleNavigators {
            if let alert = navigator.alert { text += " | alert: " + alert.id }
        }
        return text
    }

    /// Selects a tab by name; unknown names are refused.
    @discardableResult
    public func selectTab(_ name: String) -> Bool {
        let root = self.root
        guard root.tabs.contains(where: { $0.id.rawValue == name }) else {
            context.emit(.warning, .tab, id, "no tab named '\(name)'")
            return false
        }
        guard root.selectedTabName != name else { return true }
        root.selectedTabName = name
        context.emit(.info, .tab, id, "select tab \(name)")
        context.didChange()
        return true
    }

    /// Runs several operations as one change: observers of ``revision`` see a single bump.
    public func transaction<Result>(_ body: () throws -> Result) rethrows -> Result {
        context.transactionDepth += 1
        defer { context.endTransaction() }
        return try body()
    }

    /// The store that owns this tree's screen models.
    public var models: NavigationModelStore { context.models }

    /// Sends events to a new sink, or stops sending them.
    public func setEventSink(_ sink: (any NavigationEventSink)?) { context.sink = sink }

    /// The configuration the root was made with.
    public var configuration: NavigationConfiguration { context.configuration }
}
