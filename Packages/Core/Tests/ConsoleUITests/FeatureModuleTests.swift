import ConsoleUI
import ConsoleUITestSupport
import Navigation
import NavigationLinks
import Testing

/// A feature's one value gives the app its tab, links, snapshot types, dependencies and samples.
@MainActor
@Suite struct FeatureModuleTests {
    @Test func onlyFeaturesThatAreTabsGiveATabInListOrder() {
        #expect([alpha(), alpha(tab: false)].tabs.map(\.name) == ["alpha"])
        #expect([alpha()].tabs.map(\.root) == [AnyNavigationDestination(AlphaIncoming.start)])
    }

    @Test func theRouterHoldsEveryListedFeaturesPatterns() throws {
        let router = try [alpha()].makeRouter(address: .test)
        #expect(router.patterns == ["alpha", "alpha/:n<int>"])
        #expect(
            try router.route("switchyard://alpha/3").destination
                == AnyNavigationDestination(AlphaIncoming.item(3)))
    }

    @Test func twoFeaturesClaimingOnePathAreRefused() {
        #expect(throws: DeepLinkError.duplicatePattern("alpha")) {
            try [alpha(), alpha(links: ClashingLinks.self)].makeRouter(address: .test)
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
        #expect(feature.linkSamples == AlphaLinks.linkSamples.map(AnyNavigationDestination.init))
        #expect(feature.outgoingSamples.map { $0 as? AlphaOutgoing } == [.elsewhere])
        #expect(feature.destinationSamples.map { $0 as? AlphaIncoming } == [.start, .item(1)])
    }
}
