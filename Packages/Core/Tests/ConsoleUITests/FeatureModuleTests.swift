import ConsoleUI
import Navigation
import Testing

/// What a small feature, Alpha, says it needs.
@MainActor
private protocol AlphaDependencies: AnyObject {
    var greeting: String { get }
}

private enum AlphaDependenciesKey: ScreenEnvironmentKey {
    static var defaultValue: (any AlphaDependencies)? { nil }
}

private enum AlphaIncoming: ConsoleScreenProviding, NavigationSampled {
    case start
    case item(Int)

    var routeID: String {
        switch self {
        case .start: "alpha"
        case .item(let number): "alpha/\(number)"
        }
    }
    static var codingName: String { "FeatureModuleTests.AlphaIncoming" }
    static var navigationSamples: [AlphaIncoming] { [.start, .item(1)] }
    func screen(in context: ScreenContext) -> Screen { Screen("Alpha") {} }
}

private enum AlphaOutgoing: OutgoingNavigation, NavigationSampled {
    case elsewhere
    static var navigationSamples: [AlphaOutgoing] { [.elsewhere] }
}

private enum AlphaLinks: DeepLinkHandling {
    static let patterns = ["alpha", "alpha/:n<int>"]

    static func register(into router: inout DeepLinkRouter<DeepLinkTarget>) throws(DeepLinkError) {
        try router.register(patterns[0]) { _ in DeepLinkTarget(tab: "alpha", stack: [AlphaIncoming.start]) }
        try router.register(patterns[1]) { match in
            DeepLinkTarget(
                tab: "alpha", stack: [AlphaIncoming.start, AlphaIncoming.item(try match.int("n"))])
        }
    }

    static var linkSamples: [AlphaIncoming] { [.start, .item(4)] }
}

/// A second feature that claims one of Alpha's paths, to show a clash is refused.
private enum ClashingLinks: DeepLinkHandling {
    static let patterns = ["alpha"]

    static func register(into router: inout DeepLinkRouter<DeepLinkTarget>) throws(DeepLinkError) {
        try router.register(patterns[0]) { _ in DeepLinkTarget(tab: "alpha", stack: [AlphaIncoming.start]) }
    }

    static var linkSamples: [AlphaIncoming] { [.start] }
}

@MainActor
private final class AlphaServices: AlphaDependencies {
    let greeting = "hello"
}

@MainActor
private func alpha(tab: Bool = true, links: (some DeepLinkHandling).Type = AlphaLinks.self) -> FeatureModule {
    FeatureModule(
        "Alpha",
        incoming: AlphaIncoming.self,
        outgoing: AlphaOutgoing.self,
        links: links,
        tab: tab ? NavigationTab("alpha", root: AlphaIncoming.start) : nil,
        dependencies: AlphaDependenciesKey.self, AlphaServices())
}

/// A feature's one value gives the app its tab, links, snapshot types, dependencies and samples.
@MainActor
@Suite struct FeatureModuleTests {
    @Test func onlyFeaturesThatAreTabsGiveATabInListOrder() {
        #expect([alpha(), alpha(tab: false)].tabs.map(\.name) == ["alpha"])
        #expect([alpha()].tabs.map(\.root) == [AnyNavigationDestination(AlphaIncoming.start)])
    }

    @Test func theRouterHoldsEveryListedFeaturesPatterns() throws {
        let router = try [alpha()].makeRouter()
        #expect(router.patterns == AlphaLinks.patterns)
        #expect(
            try router.route("switchyard://alpha/3").destination
                == AnyNavigationDestination(AlphaIncoming.item(3)))
    }

    @Test func twoFeaturesClaimingOnePathAreRefused() {
        #expect(throws: DeepLinkError.duplicatePattern("alpha")) {
            try [alpha(), alpha(links: ClashingLinks.self)].makeRouter()
        }
    }

    @Test func theRegistryKnowsEachFeaturesDestinationsAndTheExtraOnes() throws {
        let registry = try [alpha()].makeRegistry(adding: [Fixture.self])
        #expect(registry.codingNames.contains(AlphaIncoming.codingName))
        #expect(registry.codingNames.contains(Fixture.codingName))
    }

    @Test func theEnvironmentHoldsEachFeaturesDependencies() {
        let environment = [alpha()].makeEnvironment()
        #expect(environment.contains(AlphaDependenciesKey.self))
        #expect(environment[AlphaDependenciesKey.self]?.greeting == "hello")
        #expect(!ScreenEnvironment().contains(AlphaDependenciesKey.self))
    }

    @Test func theSamplesComeFromTheFeaturesOwnTypes() {
        let feature = alpha()
        #expect(feature.name == "Alpha")
        #expect(feature.linkPatterns == AlphaLinks.patterns)
        #expect(feature.linkSamples == AlphaLinks.linkSamples.map(AnyNavigationDestination.init))
        #expect(feature.outgoingSamples.map { $0 as? AlphaOutgoing } == [.elsewhere])
        #expect(feature.destinationSamples.map { $0 as? AlphaIncoming } == [.start, .item(1)])
    }
}
