import Navigation
import NavigationSend
import Shared
import Testing

@testable import Home

/// Home's model against a fake of its navigator: each action asks for one thing, in Home's
/// words, and what comes back through Home's checkpoints becomes the model's state.
@MainActor
@Suite struct HomeModelTests {
    let navigator = FakeHomeNavigating()
    let sink = RecordingSink()

    func makeModel(orderBook: OrderBook = .demo()) -> HomeModel {
        HomeModel(
            orderBook: orderBook, navigator: navigator,
            tracker: HomeTracker(screen: HomeIncomingNavigation.home, sink: sink))
    }

    @Test func appearingReportsTheViewAndEstablishesBothCheckpoints() {
        makeModel().appeared()
        #expect(navigator.requests == [.establishPickedNumberCheckpoint, .establishNewOrderCheckpoint])
        #expect(sink.events == [AnalyticsEvent(screen: "home")])
    }

    @Test func aNumberReturnedToThePickedNumberCheckpointBecomesTheLastNumberPicked() throws {
        let model = makeModel()
        #expect(model.lastPickedNumber == nil)
        model.appeared()
        let returnNumber = try #require(navigator.pickedNumberHandler)
        returnNumber(42)
        #expect(model.lastPickedNumber == 42)
        returnNumber(7)
        #expect(model.lastPickedNumber == 7)
    }

    @Test func anOrderReturnedFromTheWizardIsKeptAndOpeningItAsksForItByValue() throws {
        let model = makeModel()
        model.appeared()
        let order = Order(id: 1004, items: [])
        let returnOrder = try #require(navigator.newOrderHandler)
        returnOrder(order)
        #expect(model.lastNewOrder == order)
        model.openNewOrder()
        #expect(navigator.requests.last == .showOrder(order))
    }

    @Test func openingTheNewOrderBeforeOneCameBackAsksNothing() {
        let model = makeModel()
        model.openNewOrder()
        #expect(navigator.requests.isEmpty)
        #expect(model.lastNewOrder == nil)
    }

    @Test func openingARecentOrderAsksForItsDetailsByID() throws {
        let model = makeModel()
        let newest = try #require(model.recentOrders.first)
        #expect(newest.id == 1003)
        model.openRecentOrder(newest)
        #expect(navigator.requests == [.showOrderDetails(id: 1003)])
        #expect(sink.events == [AnalyticsEvent(screen: "home", action: "recent-order-1003")])
    }

    @Test func openingTheFeaturedProductAsksForTheFirstProductOfTheCatalogue() throws {
        let book = OrderBook.demo()
        let model = makeModel(orderBook: book)
        let first = try #require(book.catalog.first)
        #expect(model.featuredProduct == first)
        model.openFeaturedProduct()
        #expect(navigator.requests == [.showProductDetails(first)])
    }

    @Test func withoutACatalogueTheFeaturedProductAsksNothing() {
        let model = makeModel(orderBook: OrderBook(orders: [], catalog: []))
        model.openFeaturedProduct()
        #expect(model.featuredProduct == nil)
        #expect(navigator.requests.isEmpty)
        #expect(sink.events.isEmpty)
    }

    @Test func startingANewOrderAsksForTheWizard() {
        makeModel().startNewOrder()
        #expect(navigator.requests == [.startNewOrder])
    }

    @Test func showingAnOrderInTheOrdersTabAsksForTheBooksFirstOrder() {
        let model = makeModel()
        #expect(model.orderIDForOrdersTab == 1001)
        model.showOrderInOrdersTab()
        #expect(navigator.requests == [.showOrderInOrdersTab(id: 1001)])
    }

    @Test func anEmptyBookShowsTheFallbackOrderInTheOrdersTab() {
        let model = makeModel(orderBook: OrderBook(orders: [], catalog: []))
        model.showOrderInOrdersTab()
        #expect(navigator.requests == [.showOrderInOrdersTab(id: HomeModel.fallbackOrderID)])
    }

    @Test func theOtherActionsEachAskForTheirOwnDestination() {
        let model = makeModel()
        model.pickNumber()
        model.openAccountSettings()
        model.openLoyaltyProgram()
        model.showNextPage()
        #expect(navigator.requests == [.pickNumber, .showAccountSettings, .showLoyaltyProgram, .showPage(2)])
        #expect(
            sink.events.map(\.description) == [
                "tap home pick-number", "tap home account-settings", "tap home loyalty-programme",
                "tap home next-page",
            ])
    }
}

/// Records what the model asks of ``HomeNavigating``, one value per call, and applies it all;
/// it keeps the checkpoints' handlers so a test can return a value as the engine would.
@MainActor
final class FakeHomeNavigating: HomeNavigating {
    /// One call, named as the protocol names it.
    enum Request: Equatable {
        case showOrderDetails(id: Int)
        case showProductDetails(Product)
        case showOrder(Order)
        case startNewOrder
        case showOrderInOrdersTab(id: Int)
        case pickNumber
        case showAccountSettings
        case showLoyaltyProgram
        case showPage(Int)
        case establishPickedNumberCheckpoint
        case establishNewOrderCheckpoint
    }

    /// Every call, oldest first.
    private(set) var requests: [Request] = []
    /// What the last established picked-number checkpoint runs when a number comes back.
    private(set) var pickedNumberHandler: (@MainActor (Int) -> Void)?
    /// What the last established new-order checkpoint runs when an order comes back.
    private(set) var newOrderHandler: (@MainActor (Order) -> Void)?

    func showOrderDetails(id: Int) -> NavigationOutcome { record(.showOrderDetails(id: id)) }

    func showProductDetails(_ product: Product) -> NavigationOutcome { record(.showProductDetails(product)) }

    func showOrder(_ order: Order) -> NavigationOutcome { record(.showOrder(order)) }

    func startNewOrder() -> NavigationOutcome { record(.startNewOrder) }

    func showOrderInOrdersTab(id: Int) -> NavigationSendOutcome {
        requests.append(.showOrderInOrdersTab(id: id))
        return .delivered
    }

    func pickNumber() -> NavigationOutcome { record(.pickNumber) }

    func showAccountSettings() -> NavigationOutcome { record(.showAccountSettings) }

    func showLoyaltyProgram() -> NavigationOutcome { record(.showLoyaltyProgram) }

    func showPage(_ number: Int) -> NavigationOutcome { record(.showPage(number)) }

    func establishPickedNumberCheckpoint(onReturn: @escaping @MainActor (Int) -> Void) -> NavigationOutcome {
        pickedNumberHandler = onReturn
        return record(.establishPickedNumberCheckpoint)
    }

    func establishNewOrderCheckpoint(onReturn: @escaping @MainActor (Order) -> Void) -> NavigationOutcome {
        newOrderHandler = onReturn
        return record(.establishNewOrderCheckpoint)
    }

    private func record(_ request: Request) -> NavigationOutcome {
        requests.append(request)
        return .applied
    }
}
