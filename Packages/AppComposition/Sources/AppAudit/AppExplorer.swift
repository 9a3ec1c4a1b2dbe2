import AppComposition
import ConsoleUI
import Navigation
import NavigationLinks
import Shared

/// Explores the running app by tapping every action on every screen it can reach.
///
/// Nothing here is written by hand: the explorer starts fresh apps at each tab root and at
/// each link sample, taps each numbered action in a fresh copy of the path that led there,
/// and records where it landed and how (an in-feature link, a redirect, a provided
/// destination, a view provider, a send). The audit and the graph are both read off this.
@MainActor
public struct AppExplorer {
    /// How a tap crossed from one screen to another.
    public enum EdgeKind: String, Hashable, Sendable, Comparable {
        /// A destination of the same module.
        case link
        /// An outgoing value mapped by the app's redirect.
        case redirect
        /// A shared destination answered by a provider.
        case provided
        /// Another module's screen handed over through the feature's dependencies.
        case viewProvider = "view provider"
        /// A send chain (tab switch, then a push by a receiver).
        case send
        /// Going back: a pop, a dismiss, a checkpoint return or a finished flow.
        case back

        /// Orders kinds for stable output.
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// A screen shape: the route with its parameters generalised (`orders/:id`).
    public struct Node: Hashable, Sendable, Comparable {
        /// The generalised route.
        public let route: String
        /// The module whose type the screen is (`Orders`), or `Navigation` for the engine's placeholders.
        public let module: String
        /// The provided route a placeholder stands for, when no provider answered.
        public let unprovided: String?

        /// Orders by module, then route.
        public static func < (lhs: Self, rhs: Self) -> Bool {
            (lhs.module, lhs.route) < (rhs.module, rhs.route)
        }
    }

    /// One observed transition.
    public struct Edge: Hashable, Sendable, Comparable {
        /// Where the tap happened.
        public let from: Node
        /// Where it led.
        public let to: Node
        /// How it got there.
        public let kind: EdgeKind
        /// The outgoing case, provided case or action label that explains it.
        public let label: String

        /// Orders by source, target, kind, label.
        public static func < (lhs: Self, rhs: Self) -> Bool {
            (lhs.from, lhs.to, lhs.kind, lhs.label) < (rhs.from, rhs.to, rhs.kind, rhs.label)
        }
    }

    /// What the exploration found.
    public struct Exploration: Sendable {
        /// The app's link scheme and host, which the link entry points are drawn with.
        public let linkAddress: DeepLinkAddress
        /// Every screen reached.
        public var nodes: Set<Node> = []
        /// Every distinct transition.
        public var edges: Set<Edge> = []
        /// Tab roots, by tab name.
        public var tabRoots: [String: Node] = [:]
        /// The column count of each split tab, by tab name.
        public var tabColumns: [String: Int] = [:]
        /// The tabs a window the app opens starts with; every window is its own tree of them.
        public var windowTabs: [String] = []
        /// Link patterns and the screen each leads to.
        public var linkEntries: [String: Node] = [:]
        /// Provided cases and the screen their provider answered with (nil: none).
        public var providers: [String: Node?] = [:]
    }

    /// A screen as the explorer expands it: signed out or signed in, and for a presented
    /// screen the tab it is shown over, since the same step leads elsewhere when it ends a
    /// flow started from another tab (paying returns to Home or to the Orders list).
    private struct Expansion: Hashable {
        let node: Node
        let signedIn: Bool
        let tab: String

        @MainActor init(node: Node, signedIn: Bool, in app: SwitchyardApp) {
            self.node = node
            self.signedIn = signedIn
            let state = app.root.state
            let presented = (state.selected?.layers.count ?? 1) > 1
            self.tab = presented ? state.selectedTab : ""
        }
    }

    /// The kind of an action, its numbers left out: one more order row is not a new kind,
    /// Home's "Your new order" once the wizard has placed one is.
    private static func kind(ofLabel label: String) -> String {
        String(label.map { $0.isNumber ? "N" : $0 })
    }

    private enum Step {
        case tab(String)
        case open(String)
        case signIn
        case tap(Int)
    }

    /// The most taps from a start before the explorer stops going deeper.
    public var maximumDepth = 7

    /// Creates an explorer.
    public init() {}

    /// Explores the whole app: every tab root signed out and signed in, every link signed in.
    ///
    /// A tap that only makes a request wait for the sign-in (the root
    /// presents the sign-in sheet and keeps the request pending) is not an edge of the graph:
    /// the same tap signed in shows where it leads.
    public func explore() async throws -> Exploration {
        let probe = try SwitchyardApp()
        var exploration = Exploration(linkAddress: probe.router.address)
        let starts = try await recordEntryPoints(of: probe, in: &exploration)
        try await walk(from: starts, into: &exploration)
        return exploration
    }

    /// Records where each tab root, each link and each provided destination leads, and
    /// returns the paths the walk starts from: every tab signed out and signed in, every link
    /// signed in.
    private func recordEntryPoints(of probe: SwitchyardApp, in exploration: inout Exploration) async throws
        -> [[Step]]
    {
        var starts: [[Step]] =
            probe.root.tabNames.map { [.tab($0)] } + probe.root.tabNames.map { [.signIn, .tab($0)] }
        for sample in probe.features.flatMap(\.linkSamples) {
            let link = probe.router.address.link(to: sample.routeID)
            starts.append([.signIn, .open(link)])
        }
        for tab in probe.root.tabNames {
            let (app, _) = try await replay([.signIn, .tab(tab)])
            exploration.tabRoots[tab] = node(of: app)
        }
        for tab in probe.root.state.tabs where tab.columns > 1 {
            exploration.tabColumns[tab.name] = tab.columns
        }
        exploration.windowTabs = probe.makeWindow().tabNames
        for sample in probe.features.flatMap(\.linkSamples) {
            let link = probe.router.address.link(to: sample.routeID)
            let pattern = Self.generalise(try probe.router.pattern(matching: link))
            let (app, _) = try await replay([.signIn, .open(link)])
            exploration.linkEntries[pattern] = node(of: app)
        }
        for type in AppProviders.providedTypes {
            for sample in Self.samples(of: type) {
                let resolved = probe.root.resolveProvided(sample)
                exploration.providers[Self.caseName(of: sample)] =
                    resolved is UnprovidedDestination ? nil : node(for: resolved, in: probe)
            }
        }
        return starts
    }

    /// Walks the app breadth first from `starts`, tapping every action of every screen it
    /// reaches, and records the screens and the edges between them.
    private func walk(from starts: [[Step]], into exploration: inout Exploration) async throws {
        var queue = starts
        // A screen is expanded once signed out and once signed in: its actions lead
        // elsewhere for a customer (an order opens) than for a visitor (it waits for sign-in).
        // Met again with a kind of action it did not offer before, only that one is tried.
        var expanded: [Expansion: Set<String>] = [:]
        while !queue.isEmpty {
            let path = queue.removeFirst()
            let (app, host) = try await replay(path)
            let here = node(of: app)
            exploration.nodes.insert(here)
            let expansion = Expansion(node: here, signedIn: app.session.isSignedIn, in: app)
            let kinds = actionLabels(app, host).map(Self.kind(ofLabel:))
            let tried = expanded[expansion]
            guard path.count < maximumDepth + 2, tried.map({ !$0.isSuperset(of: kinds) }) ?? true else {
                continue
            }
            expanded[expansion, default: []].formUnion(kinds)
            for (index, kind) in kinds.enumerated() where tried?.contains(kind) != true {
                let number = index + 1
                let recorder = EventCollector()
                let (next, nextHost) = try await replay(path)
                next.root.setEventSink(recorder)
                let label = actionLabel(next, nextHost, number)
                await nextHost.execute("\(number)")
                // Waiting for the sign-in is the gate, not navigation.
                if recorder.events.contains(where: { $0.kind == .access }) { continue }
                let there = node(of: next)
                exploration.nodes.insert(there)
                if there != here {
                    let (kind, reason) = classify(
                        recorder.events, from: here, to: there, app: next, label: label)
                    exploration.edges.insert(Edge(from: here, to: there, kind: kind, label: reason))
                }
                let reached = Expansion(node: there, signedIn: next.session.isSignedIn, in: next)
                let offered = actionLabels(next, nextHost).map(Self.kind(ofLabel:))
                if !(expanded[reached]?.isSuperset(of: offered) ?? false) {
                    queue.append(path + [.tap(number)])
                }
            }
        }
    }

    // MARK: - Replaying

    private func replay(_ path: [Step]) async throws -> (SwitchyardApp, ConsoleHost) {
        let sink = ConsoleTranscript()
        // Where a tap leads does not depend on how long the stock check takes.
        let app = try SwitchyardApp(verbosity: .debug, stockCheck: .zero)
        let host = ConsoleHost(
            windows: app.windows,
            environment: app.environment,
            configuration: ConsoleHostConfiguration(openURL: { link, window in
                try app.open(link, in: window)
            }),
            output: sink.output,
            // Too narrow for a split's columns side by side: taps number the front screen's
            // actions, which is what the explorer reads.
            renderer: ConsoleRenderer(width: ConsoleRenderer.splitWidth - 1, usesANSI: false)
        )
        await host.start()
        for step in path {
            switch step {
            case .tab(let name): await host.execute("tab \(name)")
            case .open(let link): await host.execute("open \(link)")
            case .signIn: app.session.signIn(as: Customer(name: "Explorer", address: "Nowhere 1"))
            case .tap(let number): await host.execute("\(number)")
            }
        }
        return (app, host)
    }

    private func actionLabels(_ app: SwitchyardApp, _ host: ConsoleHost) -> [String] {
        if let alert = app.root.frontAlert { return alert.actions.map(\.label) }
        return host.currentScreen?.actions.map(\.label) ?? []
    }

    private func actionLabel(_ app: SwitchyardApp, _ host: ConsoleHost, _ number: Int) -> String {
        let labels = actionLabels(app, host)
        return labels.indices.contains(number - 1) ? labels[number - 1] : ""
    }

    // MARK: - Naming

    private func node(of app: SwitchyardApp) -> Node {
        guard let entry = app.root.state.frontEntry else {
            return Node(route: "(empty)", module: "Navigation", unprovided: nil)
        }
        return node(for: entry.destination.base, in: app)
    }

    private func node(for destination: any NavigationDestination, in app: SwitchyardApp) -> Node {
        let resolved = app.root.resolveProvided(destination)
        if let placeholder = resolved as? UnprovidedDestination {
            return Node(
                route: placeholder.providedRouteID, module: "Shared", unprovided: placeholder.providedRouteID)
        }
        let module = String(String(reflecting: type(of: resolved)).split(separator: ".").first ?? "")
        let pattern = try? app.router.pattern(matching: app.router.address.link(to: resolved.routeID))
        return Node(
            route: pattern.map(Self.generalise) ?? Self.generaliseDigits(resolved.routeID), module: module,
            unprovided: nil)
    }

    private func classify(
        _ events: [NavigationEvent],
        from: Node,
        to: Node,
        app: SwitchyardApp,
        label: String
    ) -> (EdgeKind, String) {
        if events.contains(where: { $0.kind == .receive || $0.trace?.mechanism == .send }) {
            return (.send, label)
        }
        let forward: Set<NavigationEvent.Kind> = [.push, .present, .tab, .state]
        if !events.contains(where: { forward.contains($0.kind) }) { return (.back, label) }
        if let redirect = events.lazy.compactMap(\.trace).first(where: { $0.mechanism == .redirect }) {
            // `HomeOutgoingNavigation.orderDetails(id: 1003)`: the case is what follows the type.
            let outgoing = redirect.asked.split(separator: ".", maxSplits: 1).last.map(String.init) ?? label
            return (.redirect, Self.caseName(ofDescription: outgoing))
        }
        if let top = app.root.state.frontEntry?.destination.base, top is any NavigationProvidedDestination {
            return (.provided, Self.caseName(of: top))
        }
        if to.module != from.module { return (.viewProvider, label) }
        return (.link, label)
    }

    /// `home/page/:n<int:2...999>` -> `home/page/:n`.
    static func generalise(_ pattern: String) -> String {
        pattern.split(separator: "/").map { segment in
            guard let open = segment.firstIndex(of: "<") else { return String(segment) }
            return String(segment[..<open])
        }.joined(separator: "/")
    }

    /// `orders/new/3` -> `orders/new/N` for routes no link pattern covers.
    static func generaliseDigits(_ route: String) -> String {
        route.split(separator: "/").map { $0.allSatisfy(\.isNumber) ? "N" : String($0) }.joined(
            separator: "/")
    }

    /// The enum case of a value: `orderDetails` for `.orderDetails(id: 1)`.
    static func caseName(of value: Any) -> String {
        if let label = Mirror(reflecting: value).children.first?.label { return label }
        return caseName(ofDescription: String(describing: value))
    }

    static func caseName(ofDescription description: String) -> String {
        let name = description.split(separator: "(").first.map(String.init) ?? description
        return name.split(separator: ".").last.map(String.init) ?? name
    }

    static func samples(of type: any NavigationProvidedDestination.Type)
        -> [any NavigationProvidedDestination]
    {
        type.providedSamplesErased
    }
}

extension NavigationProvidedDestination {
    fileprivate static var providedSamplesErased: [any NavigationProvidedDestination] { providedSamples }
}

/// Keeps every event of one tap.
@MainActor
final class EventCollector: NavigationEventSink {
    private(set) var events: [NavigationEvent] = []

    func receive(_ event: NavigationEvent) { events.append(event) }
}
