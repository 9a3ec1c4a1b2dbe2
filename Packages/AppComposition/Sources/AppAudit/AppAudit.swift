import AppComposition
import Navigation

/// Proves the app's modular wiring from the running composition.
///
/// It fails, with one line per problem, when an outgoing case has no redirect, a provided
/// destination has no provider (except ones marked as intentionally left out), a link does
/// not lead back to the destination whose route id it is, a registered link pattern has no
/// sample proving it, or a destination cannot be reached from any tab root or link.
@MainActor
public struct AppAudit {
    /// The audit's findings.
    public struct Report: Sendable {
        /// One line per problem; empty when the wiring is sound.
        public var problems: [String]
        /// The one-line summary.
        public var summary: String

        /// Whether nothing is wrong.
        public var isClean: Bool { problems.isEmpty }

        /// The summary, then each problem indented.
        public var text: String {
            ([summary] + problems.map { "  - " + $0 }).joined(separator: "\n")
        }
    }

    private let configure: @MainActor (SwitchyardApp) -> Void

    /// Creates an audit of the app as composed; `configure` may alter the app first (tests
    /// use it to prove each check fails when the wiring it guards is broken).
    public init(configure: @escaping @MainActor (SwitchyardApp) -> Void = { _ in }) {
        self.configure = configure
    }

    /// Runs every check, exploring the app unless an exploration is given.
    public func run(exploration given: AppExplorer.Exploration? = nil) async throws -> Report {
        let app = try SwitchyardApp()
        configure(app)
        var problems: [String] = []
        let outgoingSamples = app.features.flatMap(\.outgoingSamples)
        let destinationSamples = app.features.flatMap(\.destinationSamples)
        checkRedirects(of: outgoingSamples, in: app, into: &problems)
        let (provided, leftOut) = checkProviders(in: app, into: &problems)
        let provenPatterns = checkLinkRoundTrips(in: app, into: &problems)
        let exploration: AppExplorer.Exploration
        if let given {
            exploration = given
        } else {
            exploration = try await AppExplorer().explore()
        }
        let reachable = checkReachability(of: destinationSamples, in: app, exploration, into: &problems)

        // Every window is built as the first is: the same tabs, starting on the same one.
        let window = app.makeWindow()
        if window.tabNames != app.root.tabNames || window.state.selectedTab != app.root.state.selectedTab {
            problems.append(
                "a new window has tabs \(window.tabNames) on \(window.state.selectedTab), "
                    + "not \(app.root.tabNames) on \(app.root.state.selectedTab)")
        }
        let summary =
            "audit: \(reachable) of \(destinationSamples.count) screens reachable, "
            + "\(outgoingSamples.count) outgoing cases redirected, "
            + "\(provided - leftOut) of \(provided) provided destinations provided (\(leftOut) left out on purpose), "
            + "\(provenPatterns.count) of \(app.router.patterns.count) link patterns round-trip"
            + app.root.state.tabs.filter { $0.columns > 1 }.map {
                ", tab \($0.name) split in \($0.columns) columns"
            }
            .joined() + ", new windows open with the same \(window.tabNames.count) tabs; "
            + (problems.isEmpty
                ? "no problems" : "\(problems.count) problem\(problems.count == 1 ? "" : "s")")
        return Report(problems: problems, summary: summary)
    }

    /// Every outgoing case the features declare has a redirect.
    private func checkRedirects(
        of outgoingSamples: [any OutgoingNavigation], in app: SwitchyardApp, into problems: inout [String]
    ) {
        for outgoing in outgoingSamples where app.root.resolve(outgoing) is NotFoundDestination {
            problems.append(
                "outgoing \(type(of: outgoing)).\(AppExplorer.caseName(of: outgoing)) has no redirect")
        }
    }

    /// Every provided destination has a provider, except those left out on purpose; returns
    /// how many there are and how many are left out.
    private func checkProviders(in app: SwitchyardApp, into problems: inout [String]) -> (
        provided: Int, leftOut: Int
    ) {
        var provided = 0
        var leftOut = 0
        for type in AppProviders.providedTypes {
            for sample in AppExplorer.samples(of: type) {
                provided += 1
                if sample.isIntentionallyUnprovided { leftOut += 1 }
            }
        }
        for missing in app.root.missingProviders(among: AppProviders.providedTypes) {
            problems.append(
                "provided \(type(of: missing)).\(AppExplorer.caseName(of: missing)) (\(missing.routeID)) has no provider"
            )
        }
        return (provided, leftOut)
    }

    /// Each link sample's route id leads back to it and each old link to the screen it
    /// names, and every pattern has a sample; returns the patterns proven.
    private func checkLinkRoundTrips(in app: SwitchyardApp, into problems: inout [String]) -> Set<String> {
        let samples = app.features.flatMap(\.linkSamples).map {
            (kind: "link", path: $0.routeID, leadsTo: $0)
        }
        let aliases = app.features.flatMap(\.linkAliases).map {
            (kind: "old link", path: $0.link, leadsTo: $0.destination)
        }
        var provenPatterns = Set<String>()
        for (kind, path, expected) in samples + aliases {
            let link = app.router.address.link(to: path)
            do {
                let place = try app.router.route(link)
                provenPatterns.insert(try app.router.pattern(matching: link))
                if place.destination != expected {
                    let destination = place.destination?.routeID ?? "nothing"
                    problems.append(
                        kind == "link"
                            ? "link \(link) leads to \(destination), not back to \(expected.routeID)"
                            : "old link \(link) leads to \(destination), not \(expected.routeID)")
                }
            } catch {
                problems.append("\(kind) \(link) does not route: \(error)")
            }
        }
        for pattern in app.router.patterns where !provenPatterns.contains(pattern) {
            problems.append("link pattern \(pattern) has no sample, so its round trip is unproven")
        }
        return provenPatterns
    }

    /// Every screen sample is reached from a tab root or a link; returns how many are.
    private func checkReachability(
        of destinationSamples: [any NavigationDestination], in app: SwitchyardApp,
        _ exploration: AppExplorer.Exploration, into problems: inout [String]
    ) -> Int {
        let explorer = AppExplorer()
        var reachable = 0
        for sample in destinationSamples {
            if exploration.nodes.contains(explorer.nodeForAudit(sample, in: app)) {
                reachable += 1
            } else {
                problems.append(
                    "\(sample.routeID) (\(type(of: sample)).\(AppExplorer.caseName(of: sample))) is unreachable from every tab root and every link"
                )
            }
        }
        return reachable
    }
}

extension AppExplorer {
    /// The node a declared destination appears as once shown.
    func nodeForAudit(_ destination: any NavigationDestination, in app: SwitchyardApp) -> Node {
        let module = String(String(reflecting: type(of: destination)).split(separator: ".").first ?? "")
        let pattern = try? app.router.pattern(matching: app.router.address.link(to: destination.routeID))
        return Node(
            route: pattern.map(Self.generalise) ?? Self.generaliseDigits(destination.routeID),
            module: module,
            unprovided: nil
        )
    }
}
