import ConsoleUI
import Foundation
import Navigation
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

    @Test func outgoingValuesAreEqualOnlyForTheSameTarget() {
        #expect(HomeOutgoingNavigation.orderDetails(id: 1) == .orderDetails(id: 1))
        #expect(HomeOutgoingNavigation.orderDetails(id: 1) != .orderDetails(id: 2))
        let picker = HomeOutgoingNavigation.numberPicker(returningTo: HomeCheckpoints.pickedNumber)
        #expect(picker != .numberPicker(returningTo: NavigationCheckpoint<Int>("elsewhere")))
    }

    @Test func thePickedNumberCheckpointHasItsPublishedName() {
        #expect(HomeCheckpoints.pickedNumber.name == "home.picked-number")
    }

    @MainActor
    @Test func withoutDependenciesTheScreenSaysHomeIsNotConfigured() throws {
        let root = makeRoot()
        let tab = try #require(root.navigator(named: "home"))
        let context = ScreenContext(
            navigator: tab, entry: try #require(tab.rootEntry), environment: ScreenEnvironment())
        let screen = HomeIncomingNavigation.home.screen(in: context)
        #expect(screen.title == "Home is not configured")
        #expect(screen.actions.isEmpty)
        #expect(root.models.count == 0)
    }

    @MainActor
    @Test func withDependenciesEachCaseBuildsItsOwnScreen() throws {
        let root = makeRoot()
        let tab = try #require(root.navigator(named: "home"))
        let dependencies = FakeHomeDependencies()
        let home = HomeIncomingNavigation.home.screen(
            in: ScreenContext(
                navigator: tab, entry: try #require(tab.rootEntry),
                environment: environment(with: dependencies)))
        #expect(home.title == "Home")
        tab.push(HomeIncomingNavigation.page(4))
        let page = HomeIncomingNavigation.page(4).screen(
            in: ScreenContext(
                navigator: tab, entry: try #require(tab.topEntry),
                environment: environment(with: dependencies)))
        #expect(page.title == "Page 4")
    }
}
