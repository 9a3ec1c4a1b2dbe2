import ConsoleUI
import Foundation
import HomeTestSupport
import Navigation
import NavigationFlows
import NavigationLinks
import Shared
import Testing

@testable import Home

@Suite struct HomeIncomingNavigationTests {
    @Test func routeIDsAreHomeAndHomePageN() {
        #expect(HomeIncomingNavigation.home.routeID == "home")
        #expect(HomeIncomingNavigation.page(2).routeID == "home/page/2")
        #expect(HomeIncomingNavigation.page(42).routeID == "home/page/42")
    }

    @Test(arguments: [HomeIncomingNavigation.home, .page(2), .page(9)])
    func everyDestinationIsPushed(destination: HomeIncomingNavigation) {
        #expect(destination.method == .push)
    }

    @Test func theCodingNameIsStable() {
        #expect(HomeIncomingNavigation.codingName == "Home.HomeIncomingNavigation")
    }

    @Test(arguments: [HomeIncomingNavigation.home, .page(7)])
    func destinationsSurviveEncodingAndDecoding(destination: HomeIncomingNavigation) throws {
        let data = try JSONEncoder().encode(destination)
        #expect(try JSONDecoder().decode(HomeIncomingNavigation.self, from: data) == destination)
    }

    @Test func aDecodedPageMustBeOneALinkCouldOpen() throws {
        // The synthesized form, as a snapshot stores it.
        #expect(
            try JSONDecoder().decode(HomeIncomingNavigation.self, from: Data(#"{"page":{"_0":999}}"#.utf8))
                == .page(999))
        for number in [1, 1000, -3] {
            #expect(throws: DecodingError.self) {
                try JSONDecoder().decode(
                    HomeIncomingNavigation.self, from: Data(#"{"page":{"_0":\#(number)}}"#.utf8))
            }
        }
        var router = DeepLinkRouter<NavigationPlace>(address: .switchyard)
        try HomeDeepLinkHandler.register(into: &router)
        #expect(router.patterns.last == "home/page/:n<int:2...999>")
    }

    @Test func outgoingValuesAreEqualOnlyForTheSameTarget() {
        #expect(HomeOutgoingNavigation.orderDetails(id: 1) == .orderDetails(id: 1))
        #expect(HomeOutgoingNavigation.orderDetails(id: 1) != .orderDetails(id: 2))
        let picker = HomeOutgoingNavigation.numberPicker(returningTo: HomeCheckpoints.pickedNumber)
        #expect(picker != .numberPicker(returningTo: NavigationCheckpoint<Int>("elsewhere")))
    }

    @Test func thePickedNumberCheckpointHasItsPublishedName() {
        #expect(HomeCheckpoints.pickedNumber.name == "home.picked-number")
    }
}
