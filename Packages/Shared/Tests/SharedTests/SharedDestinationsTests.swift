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

    /// A reviewer's find: a sku that read as more of the location line was shown as it is,
    /// where Orders' own product screen encodes it.
    @Test func aProductsSkuIsOnePathSegmentOfItsRouteID() {
        let odd = Product(sku: "a > home | sheet: x/y", name: "Odd", priceCents: 1)
        #expect(
            SharedDestinations.productDetails(odd).routeID
                == "shared/products/a%20%3E%20home%20%7C%20sheet%3A%20x%2Fy")
        #expect(Product.pathSegment("green-tea_1.0~") == "green-tea_1.0~")
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
