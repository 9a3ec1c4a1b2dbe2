import Navigation
import NavigationModels
import NavigationTesting
import Testing

@MainActor
@Suite struct NavigationPlaceTests {
    @Test func aTargetSelectsItsTabReplacesItsLayersAndLeavesOtherTabsAsTheyWere() {
        let root = makeRoot()
        root.present(HomeDestination.editor, .managedSheet)
        root.front.showAlert(NavigationAlert(id: "kept", title: "Kept"))
        root.tabHandle("orders").push(OrdersDestination.detail(4))
        let home = root.state.tab(named: "home")
        let state = NavigationPlace(
            tab: "settings", stack: [SettingsDestination.main, SettingsDestination.profile],
            presentation: .init(style: .sheet, stack: [SettingsDestination.signIn])
        ).state(over: root.state)
        #expect(state.selectedTab == "settings")
        #expect(state.tab(named: "settings")?.layers.count == 2)
        #expect(state.tab(named: "home") == home)
        #expect(state.tab(named: "home")?.layers.last?.alert?.id == "kept")
        #expect(state.routeIDs(inTab: "orders") == ["orders", "orders/4"])
        #expect(state.tab(named: "settings")?.stack.entries.allSatisfy { $0.id == .unassigned } == true)
    }

    @Test func openingALinkKeepsTheIDsOfTheScreensTheTabAlreadyShows() throws {
        let root = makeRoot()
        root.selectTab("orders")
        let list = root.frontID
        let model = root.models.model(for: list) { ScreenModel() }
        #expect(
            root.open(
                NavigationPlace(tab: "orders", stack: [OrdersDestination.list, OrdersDestination.detail(2)]))
                == .applied)
        #expect(root.state.tab(named: "orders")?.stack.entries.first?.id == list)
        #expect(root.models.existingModel(for: list, as: ScreenModel.self) === model)
        #expect(root.locationDescription == "orders: orders > orders/2")
    }

    @Test func aLinkKeepsTheTabsScreensOnlyUpToTheFirstOneThatDiffers() throws {
        let root = makeRoot()
        root.push(HomeDestination.detail)
        let list = try #require(root.push(HomeDestination.list))
        weak var model: ScreenModel?
        model = root.models.model(for: list) { ScreenModel() }
        let place = NavigationPlace(
            tab: "home", stack: [HomeDestination.home, HomeDestination.info, HomeDestination.list])
        #expect(root.open(place) == .applied)
        // The same screen at the same place, but above one that changed: a new entry.
        #expect(root.state.tabs[0].stack.entries[2].id != list)
        #expect(model == nil)
        #expect(root.state.hasWellFormedEntryIDs)
    }

    @Test func aTargetWithoutAStackPresentsOverTheTabsCurrentRoot() {
        let root = makeRoot()
        let home = root.frontID
        root.open(
            NavigationPlace(
                tab: "home", stack: [], presentation: .init(style: .cover, stack: [HomeDestination.banner])))
        #expect(root.locationDescription == "home: home | cover: banner")
        #expect(root.state.tabs[0].stack.entries[0].id == home)
    }

    @Test func aTargetForATabThisRootDoesNotHaveIsRefused() {
        let root = makeRoot()
        #expect(
            root.open(NavigationPlace(tab: "cart", stack: [HomeDestination.home]))
                == .refused(.unknownTab("cart")))
    }

    @Test func theDestinationIsTheTopOfThePresentationElseOfTheStack() {
        let plain = NavigationPlace(tab: "home", stack: [HomeDestination.home, HomeDestination.detail])
        #expect(plain.destination?.routeID == "detail")
        var presented = plain
        presented.presentation = .init(
            style: .managedSheet, stack: [HomeDestination.editor, HomeDestination.list])
        #expect(presented.destination?.routeID == "list")
    }
}
