/// Draws the navigation graph from an exploration, as Mermaid or Graphviz DOT.
///
/// Screens are grouped by module; edges say how a tap crossed: plain arrows are in-feature
/// links, dotted ones redirects (labelled with the outgoing case), thick ones provided
/// destinations (labelled with the shared case; the provider's answer hangs off the shared
/// node), and view providers and sends are labelled as such. Link patterns and tab roots
/// are entry points, and every window enters through the tabs; the deliberately unprovided
/// destination is marked.
public struct AppGraph: Sendable {
    /// The exploration the graph is drawn from.
    public let exploration: AppExplorer.Exploration

    /// Creates a graph.
    public init(exploration: AppExplorer.Exploration) { self.exploration = exploration }

    private struct Arrow: Hashable, Comparable {
        let from: String
        let to: String
        let kind: AppExplorer.EdgeKind
        let label: String

        static func < (lhs: Self, rhs: Self) -> Bool {
            (lhs.from, lhs.to, lhs.kind, lhs.label) < (rhs.from, rhs.to, rhs.kind, rhs.label)
        }
    }

    /// The graph in the requested format (`mermaid` or `dot`).
    public func render(_ format: String) throws(AppGraphError) -> String {
        switch format {
        case "mermaid": mermaid()
        case "dot": dot()
        default: throw AppGraphError.unknownFormat(format)
        }
    }

    private var modules: [(String, [AppExplorer.Node])] {
        let grouped = Dictionary(grouping: exploration.nodes, by: \.module)
        return grouped.keys.sorted().map { ($0, grouped[$0]!.sorted()) }
    }

    /// One arrow per (from, to, kind); the label is the smallest seen, links carry none.
    private var arrows: [Arrow] {
        var best: [String: Arrow] = [:]
        for edge in exploration.edges {
            guard edge.kind != .back, edge.from.unprovided == nil else { continue }
            let label = edge.kind == .link ? "" : edge.label
            let to = edge.kind == .provided ? Self.providedID(edge.label) : Self.id(edge.to)
            let arrow = Arrow(from: Self.id(edge.from), to: to, kind: edge.kind, label: label)
            let key = "\(arrow.from)|\(arrow.to)|\(arrow.kind.rawValue)"
            if let current = best[key], current.label <= arrow.label { continue }
            best[key] = arrow
        }
        return best.values.sorted()
    }

    /// `tab orders`, and for a split `tab orders, 3 columns`.
    private static func tabLabel(_ tab: String, _ exploration: AppExplorer.Exploration) -> String {
        "tab \(tab)" + (exploration.tabColumns[tab].map { ", \($0) columns" } ?? "")
    }

    /// Every window, the first and any opened later, is its own tree over the same tabs.
    private static let windowLabel = "each window, its own tree"

    private static func id(_ node: AppExplorer.Node) -> String {
        "n_" + String(node.route.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    private static func providedID(_ caseName: String) -> String { "p_" + caseName }

    private var providedCases: [String] { exploration.providers.keys.sorted() }

    private static func linkID(_ pattern: String) -> String {
        "link_" + String(pattern.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    private func mermaid() -> String {
        var lines = ["flowchart LR"]
        for (module, nodes) in modules where module != "Shared" {
            lines.append("  subgraph \(module)")
            for node in nodes { lines.append("    \(Self.id(node))[\"\(node.route)\"]") }
            lines.append("  end")
        }
        lines.append("  subgraph Shared")
        for name in providedCases {
            let missing = exploration.providers[name].map { $0 == nil } ?? true
            lines.append(
                "    \(Self.providedID(name)){{\"SharedDestinations.\(name)\(missing ? " (no provider)" : "")\"}}"
                    + (missing ? ":::missing" : ""))
        }
        lines.append("  end")
        lines.append("  subgraph Entry points")
        for tab in exploration.tabRoots.keys.sorted() {
            lines.append("    tab_\(tab)((\"\(Self.tabLabel(tab, exploration))\"))")
        }
        for pattern in exploration.linkEntries.keys.sorted() {
            lines.append("    \(Self.linkID(pattern))([\"\(exploration.linkAddress.link(to: pattern))\"])")
        }
        lines.append("    window[/\"\(Self.windowLabel)\"/]")
        lines.append("  end")
        for tab in exploration.windowTabs { lines.append("  window --> tab_\(tab)") }
        for tab in exploration.tabRoots.keys.sorted() {
            if let node = exploration.tabRoots[tab] { lines.append("  tab_\(tab) --> \(Self.id(node))") }
        }
        for pattern in exploration.linkEntries.keys.sorted() {
            if let node = exploration.linkEntries[pattern] {
                // A circle end, not the redirects' dotted line: a link comes from outside the app.
                lines.append("  \(Self.linkID(pattern)) --o \(Self.id(node))")
            }
        }
        for name in providedCases {
            if let provided = exploration.providers[name], let node = provided {
                lines.append("  \(Self.providedID(name)) == \"provider\" ==> \(Self.id(node))")
            }
        }
        for arrow in arrows {
            switch arrow.kind {
            case .link, .back: lines.append("  \(arrow.from) --> \(arrow.to)")
            case .redirect: lines.append("  \(arrow.from) -. \"redirect: \(arrow.label)\" .-> \(arrow.to)")
            case .provided: lines.append("  \(arrow.from) == \"provided\" ==> \(arrow.to)")
            case .viewProvider:
                lines.append("  \(arrow.from) -- \"view provider: \(arrow.label)\" --> \(arrow.to)")
            case .send: lines.append("  \(arrow.from) -- \"send: \(arrow.label)\" --> \(arrow.to)")
            }
        }
        lines.append("  classDef missing stroke-dasharray: 5 5")
        return lines.joined(separator: "\n")
    }

    private func dot() -> String {
        var lines = ["digraph Switchyard {", "  rankdir=LR;", "  node [shape=box];"]
        for (module, nodes) in modules where module != "Shared" {
            lines.append("  subgraph \"cluster_\(module)\" {")
            lines.append("    label=\"\(module)\";")
            for node in nodes { lines.append("    \(Self.id(node)) [label=\"\(node.route)\"];") }
            lines.append("  }")
        }
        lines.append("  subgraph \"cluster_Shared\" {")
        lines.append("    label=\"Shared\";")
        for name in providedCases {
            let missing = exploration.providers[name].map { $0 == nil } ?? true
            let style = missing ? ", style=dashed" : ""
            lines.append(
                "    \(Self.providedID(name)) [label=\"SharedDestinations.\(name)\(missing ? " (no provider)" : "")\", shape=hexagon\(style)];"
            )
        }
        lines.append("  }")
        for name in providedCases {
            if let provided = exploration.providers[name], let node = provided {
                lines.append(
                    "  \(Self.providedID(name)) -> \(Self.id(node)) [penwidth=2, label=\"provider\"];")
            }
        }
        lines.append("  window [label=\"\(Self.windowLabel)\", shape=parallelogram];")
        for tab in exploration.windowTabs { lines.append("  window -> tab_\(tab);") }
        for tab in exploration.tabRoots.keys.sorted() {
            lines.append("  tab_\(tab) [label=\"\(Self.tabLabel(tab, exploration))\", shape=circle];")
            if let node = exploration.tabRoots[tab] { lines.append("  tab_\(tab) -> \(Self.id(node));") }
        }
        for pattern in exploration.linkEntries.keys.sorted() {
            lines.append(
                "  \(Self.linkID(pattern)) [label=\"\(exploration.linkAddress.link(to: pattern))\", shape=oval];"
            )
            if let node = exploration.linkEntries[pattern] {
                lines.append("  \(Self.linkID(pattern)) -> \(Self.id(node)) [style=dotted];")
            }
        }
        for arrow in arrows {
            switch arrow.kind {
            case .link, .back: lines.append("  \(arrow.from) -> \(arrow.to);")
            case .redirect:
                lines.append(
                    "  \(arrow.from) -> \(arrow.to) [style=dashed, label=\"redirect: \(arrow.label)\"];")
            case .provided: lines.append("  \(arrow.from) -> \(arrow.to) [penwidth=2, label=\"provided\"];")
            case .viewProvider:
                lines.append("  \(arrow.from) -> \(arrow.to) [label=\"view provider: \(arrow.label)\"];")
            case .send: lines.append("  \(arrow.from) -> \(arrow.to) [label=\"send: \(arrow.label)\"];")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }
}

/// Why a graph could not be drawn.
public enum AppGraphError: Error, Equatable, CustomStringConvertible {
    /// Only `mermaid` and `dot` are known.
    case unknownFormat(String)

    /// One line.
    public var description: String {
        switch self {
        case .unknownFormat(let format): "unknown graph format '\(format)'; use mermaid or dot"
        }
    }
}
