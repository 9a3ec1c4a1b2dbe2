import ConsoleUI
import HomeTestSupport
import Navigation
import NavigationFlows
import NavigationSend
import NavigationTesting
import Shared
import Testing

@testable import Home

@MainActor
@Suite struct HomeScreenTests {
    // MARK: What it shows

    @Test func theTitleIsHome() {
        #expect(HomeHarness().screen.title == "Home")
    }

    @Test func recentOrdersShowTheThreeNewestOrdersOfTheModelsOrderBookNewestFirst() throws {
        let book = fiveOrderBook()
        let harness = HomeHarness(orderBook: book)
        let section = try #require(harness.screen.section("Recent orders"))
        let expected = try [2005, 2004, 2003].map { try #require(book.order(id: $0)).summary }
        #expect(section.actionLabels == expected)
    }

    @Test func theDemoBookShowsItsThreeOrdersAsRecentOrders() throws {
        let harness = HomeHarness()
        let section = try #require(harness.screen.section("Recent orders"))
        #expect(section.actionLabels.count == 3)
        #expect(section.actionLabels.first?.hasPrefix("Order 1003:") == true)
    }

    @Test func theBodyListsEveryActionInOrder() {
        let labels = HomeHarness().screen.labels
        let book = OrderBook.demo()
        #expect(
            labels
                == book.recentOrders(limit: 3).map(\.summary) + [
                    "Featured: Green tea",
                    "Start a new order",
                    "Show order 1001 in the Orders tab",
                    "Pick a number",
                    "Account settings",
                    "Loyalty programme",
                    "Next page",
                ])
    }

    @Test func theFeaturedSectionNamesTheFirstCatalogProduct() throws {
        let section = try #require(HomeScreenTests.featured(in: HomeHarness(orderBook: fiveOrderBook())))
        #expect(section.actionLabels == ["Featured: Fountain pen"])
    }

    @Test func anEmptyBookSaysSoAndTheOrdersTabActionFallsBackToOrder1001() throws {
        let harness = HomeHarness(orderBook: OrderBook(orders: [], catalog: []))
        let screen = harness.screen
        #expect(try #require(screen.section("Recent orders")).actionLabels.isEmpty)
        #expect(screen.texts.contains("No orders yet."))
        #expect(screen.texts.contains("Nothing is featured today."))
        #expect(screen.labels.contains("Show order 1001 in the Orders tab"))
    }

    @Test func theOrdersTabActionNamesTheBooksFirstOrder() {
        #expect(
            HomeHarness(orderBook: fiveOrderBook()).screen.labels.contains(
                "Show order 2001 in the Orders tab"))
    }

    @Test func beforeAnyPickTheScreenSaysNoNumberWasPicked() {
        let texts = HomeHarness().screen.texts
        #expect(texts.contains("No number picked yet"))
        #expect(!texts.contains { $0.hasPrefix("Last number picked") })
        #expect(!texts.contains { $0.hasPrefix("Your new order") })
    }

    // MARK: Appearing and checkpoints

    @Test func appearingTracksTheViewAndEstablishesBothCheckpoints() async {
        let harness = HomeHarness()
        await harness.screen.appear()
        #expect(
            harness.mock.requests == [
                .establish(HomeCheckpoints.pickedNumber.name), .establish(SharedCheckpoints.newOrder.name),
            ])
        #expect(harness.dependencies.sink.events == [AnalyticsEvent(screen: "home")])
    }

    @Test func appearingAgainReestablishesTheCheckpoints() async {
        let harness = HomeHarness()
        await harness.screen.appear()
        await harness.screen.appear()
        #expect(
            harness.mock.requests.filter { $0 == .establish(HomeCheckpoints.pickedNumber.name) }.count == 2)
    }

    @Test func aNumberReturnedToTheCheckpointIsShownAsTheLastNumberPicked() async {
        let harness = HomeHarness()
        await harness.screen.appear()
        #expect(harness.mock.deliver(42, to: HomeCheckpoints.pickedNumber))
        #expect(harness.model.lastPickedNumber == 42)
        let texts = harness.screen.texts
        #expect(texts.contains("Last number picked: 42"))
        #expect(!texts.contains("No number picked yet"))
    }

    @Test func aLaterNumberReplacesTheEarlierOne() async {
        let harness = HomeHarness()
        await harness.screen.appear()
        harness.mock.deliver(42, to: HomeCheckpoints.pickedNumber)
        harness.mock.deliver(9, to: HomeCheckpoints.pickedNumber)
        #expect(harness.screen.texts.contains("Last number picked: 9"))
    }

    @Test func anOrderReturnedToTheNewOrderCheckpointIsShown() async throws {
        let harness = HomeHarness()
        await harness.screen.appear()
        let tea = try #require(harness.dependencies.orderBook.product(sku: "tea"))
        let order = harness.dependencies.orderBook.placeOrder(items: [LineItem(product: tea, quantity: 1)])
        #expect(harness.mock.deliver(order, to: SharedCheckpoints.newOrder))
        #expect(order.summary.hasPrefix("Order 1004"))
        // It is an action: the order is shown through the shared destination, by value.
        try await harness.screen.tap("Your new order: \(order.summary)")
        #expect(
            harness.mock.requests.last
                == .navigate(AnyNavigationDestination(SharedDestinations.orderDetails(order))))
    }

    @Test func withoutAppearingNothingIsDeliveredToTheModel() {
        let harness = HomeHarness()
        #expect(!harness.mock.deliver(42, to: HomeCheckpoints.pickedNumber))
        #expect(harness.model.lastPickedNumber == nil)
    }

    // MARK: What each action asks of navigation

    @Test func tappingARecentOrderNavigatesToItsOutgoingDetails() async throws {
        let harness = HomeHarness()
        let order = try #require(harness.dependencies.orderBook.order(id: 1002))
        try await harness.screen.tap(order.summary)
        #expect(
            harness.mock.requests == [
                .navigateOutgoing(AnyHashable(HomeOutgoingNavigation.orderDetails(id: 1002)))
            ])
        #expect(
            harness.dependencies.sink.events == [AnalyticsEvent(screen: "home", action: "recent-order-1002")])
    }

    @Test func tappingTheFeaturedProductNavigatesToItsProvidedDetails() async throws {
        let harness = HomeHarness()
        let tea = try #require(harness.dependencies.orderBook.product(sku: "tea"))
        try await harness.screen.tap("Featured: Green tea")
        #expect(
            harness.mock.requests == [
                .navigate(AnyNavigationDestination(SharedDestinations.productDetails(tea)))
            ])
    }

    @Test func tappingStartANewOrderNavigatesToTheProvidedWizard() async throws {
        let harness = HomeHarness()
        try await harness.screen.tap("Start a new order")
        #expect(harness.mock.requests == [.navigate(AnyNavigationDestination(SharedDestinations.newOrder))])
    }

    @Test func tappingShowInOrdersTabSendsTheTabSwitchThenTheOrder() async throws {
        let harness = HomeHarness()
        try await harness.screen.tap("Show order 1001 in the Orders tab")
        #expect(
            harness.mock.requests == [
                .send([
                    AnyHashable(RootTab.orders), AnyHashable(HomeOutgoingNavigation.orderDetails(id: 1001)),
                ])
            ])
    }

    @Test func tappingPickANumberPresentsThePickerAsASheet() async throws {
        let harness = HomeHarness()
        try await harness.screen.tap("Pick a number")
        let picker = HomeOutgoingNavigation.numberPicker(returningTo: HomeCheckpoints.pickedNumber)
        #expect(harness.mock.requests == [.presentOutgoing(AnyHashable(picker), .sheet)])
    }

    @Test func tappingAccountSettingsPushesTheProvidedAccountScreen() async throws {
        let harness = HomeHarness()
        try await harness.screen.tap("Account settings")
        #expect(harness.mock.requests == [.navigate(AnyNavigationDestination(accountSummaryStandIn))])
    }

    @Test func tappingLoyaltyProgrammeNavigatesToTheUnprovidedDestination() async throws {
        let harness = HomeHarness()
        try await harness.screen.tap("Loyalty programme")
        #expect(
            harness.mock.requests == [.navigate(AnyNavigationDestination(SharedDestinations.loyaltyProgram))])
    }

    @Test func tappingNextPagePushesPageTwo() async throws {
        let harness = HomeHarness()
        try await harness.screen.tap("Next page")
        #expect(
            harness.mock.requests == [.navigate(AnyNavigationDestination(HomeIncomingNavigation.page(2)))])
    }

    @Test func everyActionRunsAHandlerRatherThanALinkSoItGoesThroughTheNavigator() {
        for action in HomeHarness().screen.actions {
            guard case .perform = action.behavior else {
                Issue.record("'\(action.label)' bypasses the model and its navigator")
                continue
            }
        }
    }

    private static func featured(in harness: HomeHarness) -> [ScreenItem]? {
        harness.screen.section("Featured")
    }
}
