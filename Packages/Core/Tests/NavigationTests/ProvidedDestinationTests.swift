import Navigation
import NavigationTesting
import Testing

/// Two provided values whose providers answer with each other, forever.
private enum Echo: NavigationProvidedDestination {
    case ping
    case pong

    static var providedSamples: [Echo] { [.ping, .pong] }

    var routeID: String { self == .ping ? "echo/ping" : "echo/pong" }
}

/// What Home asks its dependencies to show, in Home's own words.
private struct ProfileRequest: Hashable {
    let userID: Int
}

/// Home's dependencies, as a feature would declare them.
@MainActor
private struct HomeDependencies {
    let profileView: any NavigationViewProviding<ProfileRequest>
}

@MainActor
@Suite struct ProvidedDestinationTests {
    /// The app's composition: shared orders are shown by Orders' screens.
    private func providedRoot(events: NavigationEventRecorder? = nil) -> Navigator {
        let root = makeRoot(events: events)
        root.provide(SharedDestination.self) { shared in
            switch shared {
            case .newOrder: CatalogDestination.product(1)
            case .orderDetails(let id): OrdersDestination.detail(id)
            case .gift: nil
            }
        }
        return root
    }

    private func resolvedRoute(_ root: Navigator, _ destination: any NavigationDestination) -> String {
        root.resolveProvided(destination).routeID
    }

    @Test func aProvidedDestinationResolvesThroughTheProviderForItsType() {
        let root = providedRoot()
        #expect(resolvedRoute(root, SharedDestination.orderDetails(7)) == "orders/7")
    }

    @Test func aProviderMayAnswerWithAnotherProvidedDestination() {
        let root = providedRoot()
        root.provide(CatalogDestination.self) { product in
            switch product {
            case .product(let id): SharedDestination.orderDetails(id * 100)
            }
        }
        #expect(resolvedRoute(root, SharedDestination.newOrder) == "orders/100")
    }

    @Test func aMissingProviderGivesAPlaceholderAndAWarning() {
        let events = NavigationEventRecorder()
        let root = providedRoot(events: events)
        let resolved = root.resolveProvided(CatalogDestination.product(3))
        #expect(
            AnyNavigationDestination(resolved)
                == AnyNavigationDestination(UnprovidedDestination(providedRouteID: "catalog/3")))
        #expect(
            messages(events, .provider, .warning) == ["no provider for catalog/3; showing a placeholder"])
    }

    @Test func aProviderThatDeclinesACaseGivesAPlaceholder() {
        let root = providedRoot()
        #expect(resolvedRoute(root, SharedDestination.gift) == "unprovided/shared/gift")
    }

    @Test func aChainOfProvidersEndsWithAPlaceholderAndAnErrorWhenItLoops() {
        let events = NavigationEventRecorder()
        let root = makeRoot(events: events)
        root.provide(Echo.self) { $0 == .ping ? Echo.pong : Echo.ping }
        #expect(resolvedRoute(root, Echo.ping) == "unprovided/echo/ping")
        #expect(messages(events, .provider, .error) == ["providers loop for echo/ping"])
    }

    @Test func registeringAnotherProviderReplacesTheFirst() {
        let root = providedRoot()
        root.provide(SharedDestination.self) { _ in SettingsDestination.support }
        #expect(resolvedRoute(root, SharedDestination.orderDetails(7)) == "settings/support")
    }

    @Test func hasProviderReportsWhichTypesAreProvided() {
        let root = providedRoot()
        #expect(root.hasProvider(for: SharedDestination.self))
        #expect(!root.hasProvider(for: CatalogDestination.self))
    }

    @Test func destinationsThatAreNotProvidedResolveToThemselves() {
        let root = providedRoot()
        let resolved = root.resolveProvided(AnyNavigationDestination(HomeDestination.detail))
        #expect(resolved as? HomeDestination == .detail)
    }

    @Test func missingProvidersListsUnansweredSamplesAndSkipsIntentionalGaps() {
        let root = providedRoot()
        let missing = root.missingProviders(among: [SharedDestination.self, CatalogDestination.self])
        #expect(missing.map(\.routeID) == ["catalog/1"])
        root.provide(CatalogDestination.self) { _ in nil }
        #expect(root.missingProviders(among: [CatalogDestination.self]).map(\.routeID) == ["catalog/1"])
        root.provide(CatalogDestination.self) { _ in HomeDestination.list }
        #expect(root.missingProviders(among: [SharedDestination.self, CatalogDestination.self]).isEmpty)
    }

    @Test func withNoProvidersEverySampleNotLeftOutOnPurposeIsMissing() {
        let root = makeRoot()
        let missing = root.missingProviders(among: [SharedDestination.self])
        #expect(missing.map(\.routeID) == ["shared/neworder", "shared/order/1"])
    }

    @Test func pushingAProvidedDestinationKeepsTheSharedValueOnTheStack() throws {
        let root = providedRoot()
        root.push(SharedDestination.orderDetails(12))
        #expect(root.locationDescription == "home: home > shared/order/12")
        let top = try #require(root.current.topEntry)
        #expect(top.destination == AnyNavigationDestination(SharedDestination.orderDetails(12)))
        #expect(resolvedRoute(root, top.destination) == "orders/12")
    }

    @Test func aProviderRegisteredLaterAnswersForAValueAlreadyOnTheStack() throws {
        let root = makeRoot()
        root.push(CatalogDestination.product(2))
        let top = try #require(root.current.topEntry?.destination)
        #expect(resolvedRoute(root, top) == "unprovided/catalog/2")
        root.provide(CatalogDestination.self) { _ in HomeDestination.page(2) }
        #expect(resolvedRoute(root, top) == "page/2")
    }

    @Test func aViewProviderAnswersWithItsClosure() {
        let dependencies = HomeDependencies(
            profileView: NavigationViewProvider<ProfileRequest> { request in
                request.userID == 0 ? SettingsDestination.main : SettingsDestination.profile
            })
        let root = makeRoot()
        root.navigate(to: dependencies.profileView.view(for: ProfileRequest(userID: 42)))
        #expect(root.locationDescription == "home: home > settings/profile")
        #expect(dependencies.profileView.view(for: ProfileRequest(userID: 0)).routeID == "settings")
    }
}
