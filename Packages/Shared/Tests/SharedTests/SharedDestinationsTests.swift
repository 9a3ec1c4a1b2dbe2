import Navigation
import Shared
import Testing

@Suite struct SharedDestinationsTests {
    @Test func routeIDsAreLowercasePathsUnderShared() {
        for destination in SharedDestinations.providedSamples {
            #expect(destination.routeID.hasPrefix("shared/"))
            #expect(destination.routeID == destination.routeID.lowercased())
        }
    }

    @Test func theWizardIsPresentedWithItsOwnStackAndTheRestArePushed() {
        #expect(SharedDestinations.newOrder.method == .present(.managedSheet))
        #expect(SharedDestinations.loyaltyProgram.method == .push)
    }

    @Test func onlyTheLoyaltyProgrammeIsIntentionallyUnprovided() {
        let unprovided = SharedDestinations.providedSamples.filter(\.isIntentionallyUnprovided)
        #expect(unprovided == [.loyaltyProgram])
    }

    @Test func samplesCoverEveryCase() {
        let routes = Set(SharedDestinations.providedSamples.map { $0.routeID.split(separator: "/")[1] })
        #expect(routes == ["new-order", "orders", "products", "loyalty"])
    }
}

@Suite struct RootTabTests {
    @Test func tabsAreHomeOrdersAndSettingsInThatOrder() {
        #expect(RootTab.allCases.map(\.name) == ["home", "orders", "settings"])
    }
}
