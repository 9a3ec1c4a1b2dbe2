import Navigation
import NavigationTesting
import Testing

@MainActor
@Suite struct CrossModuleNavigationTests {
    @Test func anOutgoingValueGoesWhereTheRedirectSendsIt() {
        let root = makeRoot()
        #expect(root.front.navigate(to: HomeOutgoing.profile) == .applied)
        #expect(root.locationDescription == "home: home > settings/profile")
        #expect(root.front.present(HomeOutgoing.profile, style: .cover) == .applied)
        #expect(root.locationDescription == "home: home > settings/profile | cover: settings/profile")
    }

    @Test func anOutgoingValueWithoutARedirectLeadsToNotFoundWithAWarning() {
        let recorder = NavigationEventRecorder()
        let root = makeRoot(recorder: recorder)
        #expect(root.front.navigate(to: HomeOutgoing.unmapped) == .applied)
        #expect(root.locationDescription == "home: home > notfound")
        #expect(
            root.front.entry?.destination
                == AnyNavigationDestination(NotFoundDestination(requested: "unmapped")))
        #expect(recorder.events.contains { $0.kind == .redirect && $0.level == .warning })
    }

    @Test func anOutgoingValueThatIsAlsoADestinationIsNeverShownAsItself() {
        let root = makeRoot()
        root.front.navigate(to: DoubleAgent.value as any OutgoingNavigation)
        #expect(root.locationDescription == "home: home > notfound")
        #expect(root.resolve(DoubleAgent.value) is NotFoundDestination)
    }

    @Test func withoutARedirectEveryOutgoingValueIsNotFound() {
        let root = makeRoot()
        root.setRedirect(nil)
        root.front.navigate(to: HomeOutgoing.profile)
        #expect(root.locationDescription == "home: home > notfound")
    }

    @Test func aProvidedDestinationStaysOnTheStackAndShowsWhatItsProviderAnswers() {
        let root = makeRoot()
        root.provide(SharedThing.self) { thing in
            switch thing {
            case .order(let id): OrdersDestination.detail(id)
            case .product: SettingsDestination.profile
            case .missing: nil
            }
        }
        root.front.push(SharedThing.order(3))
        #expect(root.locationDescription == "home: home > shared/orders/3")
        #expect(root.resolveProvided(root.state.frontEntry!.destination).routeID == "orders/3")
        #expect(
            root.resolveProvided(SharedThing.missing) as? UnprovidedDestination
                == UnprovidedDestination(providedRouteID: "shared/missing"))
        #expect(root.hasProvider(for: SharedThing.self))
        #expect(root.missingProviders(among: [SharedThing.self]).isEmpty)
    }

    @Test func aMissingProviderShowsThePlaceholderAndTheAuditFindsIt() {
        let root = makeRoot()
        #expect(root.resolveProvided(SharedThing.order(1)).routeID == "unprovided/shared/orders/1")
        #expect(
            root.missingProviders(among: [SharedThing.self]).map(\.routeID) == [
                "shared/orders/1", "shared/products/tea",
            ])
        root.provide(SharedThing.self) { _ in nil }
        #expect(root.missingProviders(among: [SharedThing.self]).count == 2)
    }

    @Test func aViewProviderAnswersWithTheDestinationTheAppChose() {
        let provider = NavigationViewProvider<String> { _ in SettingsDestination.profile }
        #expect(provider.view(for: "account").routeID == "settings/profile")
    }

    @Test func anErasedDestinationNeverWrapsAnother() {
        let inner = AnyNavigationDestination(HomeDestination.detail)
        let outer = AnyNavigationDestination(inner)
        #expect(outer == inner)
        #expect(outer.base is HomeDestination)
        #expect(outer.codingName == "Test.Home")
        #expect(AnyNavigationDestination(OrdersDestination.detail(1)).accessRequirement == .signedIn)
    }
}
