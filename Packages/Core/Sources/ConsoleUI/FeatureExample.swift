import Navigation
import NavigationLinks
import NavigationSnapshots

/// Runs one feature alone in the console, with stand-ins for everything it asks of other modules.
///
/// The example host for a feature package, the way each feature of a modular app has its own
/// small example app. It builds a root from the feature's ``FeatureModule``: the feature's own
/// tab, or (for a feature that is not a tab) a stand-in tab whose start screen links to each
/// of the feature's link samples. Every outgoing value the redirect would map is answered by
/// a ``StandInDestination`` that says what was asked ("Home asked for: orderDetails(id: 1003)"),
/// and every provided destination by one that names it ("Asked for a provided screen:
/// newOrder"), except those marked as left out on purpose, which show the placeholder as in
/// the app. The dependencies are the ones the feature module carries: in an example, the
/// stand-ins from the feature's test support.
///
/// What an example does not have: receivers for `send` (a value sent to the app finds none,
/// and the console says so), access requirements (the app decides what meets them, so a
/// screen that needs sign-in just opens), the app's `graph` and `audit`, and saved state
/// (`--state` and `--fresh` are refused).
///
/// A feature's test support names its example, and its `main.swift` is then one line:
///
/// ```swift
/// extension FeatureExample {
///     public static func home() -> FeatureExample {
///         FeatureExample(
///             .home(dependencies: FakeHomeDependencies()), providing: [SharedDestinations.self],
///             standInTab: RootTab.home.name, address: .switchyard)
///     }
/// }
///
/// exit(await FeatureExample.home().run(CommandLine.arguments.dropFirst(), endsOnSignals: true))
/// ```
@MainActor
public struct FeatureExample {
    /// The feature the example runs.
    public let feature: FeatureModule
    /// Provided destination types the feature asks for; each is answered by a stand-in.
    public let providedTypes: [any NavigationProvidedDestination.Type]
    /// The name of the stand-in tab a feature that is not a tab is shown over; its links
    /// present over the tab they name, so this is the one they name (`home` in the demo).
    public let standInTab: String
    /// The app's link scheme and host, which `open` takes links in.
    public let address: DeepLinkAddress

    /// Creates the example of a feature.
    public init(
        _ feature: FeatureModule,
        providing providedTypes: [any NavigationProvidedDestination.Type] = [],
        standInTab: String,
        address: DeepLinkAddress
    ) {
        self.feature = feature
        self.providedTypes = providedTypes
        self.standInTab = standInTab
        self.address = address
    }

    /// The program name usage and version lines give (`HomeExample`).
    public var programName: String { feature.name + "Example" }

    /// The example's root: the feature's tab or the stand-in one, the stand-in redirect and providers.
    public func makeRoot() -> NavigationRoot {
        let tab =
            feature.tab ?? NavigationTab(standInTab, root: StandInDestination.start(feature: feature.name))
        let root = NavigationRoot(tabs: [tab])
        root.setRedirect(StandInRedirect(feature: feature.name))
        for type in providedTypes { provideStandIns(for: type, on: root) }
        return root
    }

    /// A host for the example, with the feature's links and dependencies; `state` prints the tree.
    public func makeHost(output: ConsoleOutput = .standard, renderer: ConsoleRenderer? = nil) throws
        -> ConsoleHost
    {
        let root = makeRoot()
        let router = try [feature].makeRouter(address: address)
        var environment = [feature].makeEnvironment()
        environment[FeatureExampleSamplesKey.self] = feature.linkSamples
        let registry = try [feature].makeRegistry(
            adding: [StandInDestination.self] + providedTypes.map { $0 as any NavigationDestination.Type })
        let configuration = ConsoleHostConfiguration(
            openURL: { link, window in
                let outcome = window.open(try router.route(link))
                if let refusal = outcome.refusal { throw refusal }
                return outcome
            },
            snapshotCoder: NavigationSnapshotCoder(registry: registry)
        )
        return ConsoleHost(
            root: root, environment: environment, configuration: configuration, output: output,
            renderer: renderer)
    }

    /// Runs the example with command-line arguments and returns the exit status.
    public func run(
        _ arguments: some Sequence<String>,
        output: ConsoleOutput = .standard,
        input: ConsoleInput? = nil,
        endsOnSignals: Bool = false
    ) async -> Int32 {
        var launcher = ConsoleLauncher(
            programName: programName, version: "example", output: output, input: input)
        launcher.endsOnSignals = endsOnSignals
        return await launcher.run(arguments) { arguments, output in
            for (option, given) in [("--state", arguments.statePath != nil), ("--fresh", arguments.isFresh)]
            where given {
                throw ConsoleArgumentsError.unusableValue(
                    option: option, reason: "\(programName) keeps no saved state; the app does")
            }
            if arguments.subcommand != nil {
                let name = arguments.subcommand == .audit ? "audit" : "graph"
                throw ConsoleArgumentsError.unusableValue(
                    option: name, reason: "\(programName) runs one feature; the app audits and draws them all"
                )
            }
            return try makeHost(output: output)
        }
    }

    private func provideStandIns<Provided: NavigationProvidedDestination>(
        for type: Provided.Type, on root: NavigationRoot
    ) {
        root.provide(type) { provided in
            // Left out in the app too: the engine's placeholder shows, as it does there.
            provided.isIntentionallyUnprovided
                ? nil
                : StandInDestination.answer(to: "Asked for a provided screen: \(Self.describe(provided))")
        }
    }

    /// A value as a trace shows it: `orderDetails(id: 1003)`, a long payload shortened to `(…)`.
    static func describe(_ value: Any) -> String { NavigationTrace.shortDescription(of: value) }
}

/// Answers every outgoing value with a stand-in that names the feature and the value.
@MainActor
private final class StandInRedirect: NavigationRedirecting {
    let feature: String
    init(feature: String) { self.feature = feature }

    func redirect(_ outgoing: any OutgoingNavigation) -> (any NavigationDestination)? {
        StandInDestination.answer(to: "\(feature) asked for: \(FeatureExample.describe(outgoing))")
    }
}

/// The link samples a stand-in start screen offers, put in the environment by ``FeatureExample``.
enum FeatureExampleSamplesKey: ScreenEnvironmentKey {
    static var defaultValue: [AnyNavigationDestination] { [] }
}
