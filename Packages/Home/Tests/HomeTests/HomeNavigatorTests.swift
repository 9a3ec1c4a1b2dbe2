import HomeTestSupport
import Navigation
import NavigationFlows
import NavigationSend
import NavigationTesting
import Shared
import Testing

@testable import Home

@MainActor
@Suite struct HomeNavigatorTests {
    let mock = NavigationHandleMock()
    let provider = FakeHomeDependencies().accountViewProvider

    var navigator: HomeNavigator { HomeNavigator(mock, accountViewProvider: provider) }

    @Test func showOrderDetailsNavigatesToTheOutgoingOrderSoTheAppRedirectsIt() {
        #expect(navigator.showOrderDetails(id: 1002) == .applied)
        #expect(
            mock.requests == [.navigateOutgoing(AnyHashable(HomeOutgoingNavigation.orderDetails(id: 1002)))])
    }

    @Test func showProductDetailsNavigatesToTheProvidedProductDestination() {
        let product = Product(sku: "mug", name: "Stoneware mug", priceCents: 1400)
        navigator.showProductDetails(product)
        #expect(
            mock.requests == [.navigate(AnyNavigationDestination(SharedDestinations.productDetails(product)))]
        )
    }

    @Test func showOrderNavigatesToTheProvidedOrderDestinationCarryingTheOrderByValue() throws {
        let order = try #require(OrderBook.demo().order(id: 1003))
        #expect(navigator.showOrder(order) == .applied)
        #expect(
            mock.requests == [.navigate(AnyNavigationDestination(SharedDestinations.orderDetails(order)))])
    }

    @Test func startNewOrderNavigatesToTheProvidedWizardWhichPresentsItselfAsAManagedSheet() {
        navigator.startNewOrder()
        #expect(mock.requests == [.navigate(AnyNavigationDestination(SharedDestinations.newOrder))])
        #expect(SharedDestinations.newOrder.method == .present(.managedSheet))
    }

    @Test func showOrderInOrdersTabSendsTheTabThenTheOutgoingOrderInOneSend() {
        #expect(navigator.showOrderInOrdersTab(id: 1001) == .delivered)
        #expect(
            mock.requests == [
                .send([
                    AnyHashable(RootTab.orders), AnyHashable(HomeOutgoingNavigation.orderDetails(id: 1001)),
                ])
            ])
    }

    @Test func showOrderInOrdersTabPassesBackThatNobodyReceivedTheTab() {
        mock.hasNoReceivers(for: "RootTab")
        #expect(navigator.showOrderInOrdersTab(id: 1001) == .stopped(.noReceiver("RootTab")))
    }

    @Test func pickNumberPresentsTheOutgoingPickerAsASheetReturningToHomesCheckpoint() {
        #expect(navigator.pickNumber() == .applied)
        let picker = HomeOutgoingNavigation.numberPicker(returningTo: HomeCheckpoints.pickedNumber)
        #expect(mock.requests == [.presentOutgoing(AnyHashable(picker), .sheet)])
    }

    @Test func showAccountSettingsPushesWhatTheViewProviderAnswersForTheAccountSummary() {
        navigator.showAccountSettings()
        #expect(mock.requests == [.navigate(AnyNavigationDestination(accountSummaryStandIn))])
    }

    @Test func showLoyaltyProgramNavigatesToTheUnprovidedSharedDestination() {
        navigator.showLoyaltyProgram()
        #expect(mock.requests == [.navigate(AnyNavigationDestination(SharedDestinations.loyaltyProgram))])
    }

    @Test func showPageNavigatesToHomesOwnPageDestination() {
        navigator.showPage(4)
        #expect(mock.requests == [.navigate(AnyNavigationDestination(HomeIncomingNavigation.page(4)))])
    }

    @Test func thePickedNumberCheckpointIsEstablishedAndItsHandlerGetsTheValue() {
        var received: [Int] = []
        navigator.establishPickedNumberCheckpoint { received.append($0) }
        #expect(mock.requests == [.establish(HomeCheckpoints.pickedNumber.name)])
        #expect(mock.deliver(7, to: HomeCheckpoints.pickedNumber))
        #expect(received == [7])
    }

    @Test func theNewOrderCheckpointIsTheSharedOneAndItsHandlerGetsTheOrder() throws {
        var received: [Order] = []
        navigator.establishNewOrderCheckpoint { received.append($0) }
        #expect(mock.requests == [.establish(SharedCheckpoints.newOrder.name)])
        let order = try #require(OrderBook.demo().order(id: 1003))
        #expect(mock.deliver(order, to: SharedCheckpoints.newOrder))
        #expect(received == [order])
    }

    @Test func aRefusalFromNavigationIsPassedBackToTheCaller() {
        let refusal = NavigationRefusal.locked(route: "home", reason: "saving")
        mock.refuseEverything(with: refusal)
        #expect(navigator.showOrderDetails(id: 1001) == .refused(refusal))
        #expect(navigator.pickNumber() == .refused(refusal))
        #expect(navigator.showPage(2) == .refused(refusal))
    }

    @Test func anOrderThatWaitsForSignInIsPassedBackAsHeld() {
        let hold = NavigationHold.pendingAccess(route: "orders/1001", requirement: .signedIn)
        mock.outcome = .held(hold)
        #expect(navigator.showOrderDetails(id: 1001) == .held(hold))
        #expect(
            mock.requests == [.navigateOutgoing(AnyHashable(HomeOutgoingNavigation.orderDetails(id: 1001)))])
    }

    @Test func theNavigatorDoesNotKeepTheRootAliveAndIsRefusedOnceTheRootIsGone() throws {
        weak var weakRoot: NavigationRoot?
        let navigator: HomeNavigator
        let anchor: NavigationAnchor
        do {
            let root = makeRoot()
            weakRoot = root
            let home = root.handle(for: try homeEntry(of: root).id)
            anchor = home.anchor
            navigator = HomeNavigator(home, accountViewProvider: provider)
        }
        #expect(weakRoot == nil)
        #expect(navigator.showPage(2) == .refused(.detached(anchor)))
        #expect(navigator.pickNumber() == .refused(.detached(anchor)))
        #expect(navigator.establishPickedNumberCheckpoint { _ in } == .refused(.detached(anchor)))
    }

    @Test func onceHomesEntryHasLeftEveryMethodIsRefusedAndChangesNothing() throws {
        let root = makeRoot()
        root.onReceive(RootTab.self) { tab, root in
            root.selectTab(tab.name).isApplied ? .auto : .cancel
        }
        let tab = root.tabHandle(RootTab.home.name)
        #expect(tab.push(HomeIncomingNavigation.home) == .applied)
        let pushed = try #require(root.state.frontEntry).id
        let navigator = HomeNavigator(root.handle(for: pushed), accountViewProvider: provider)
        #expect(tab.pop(last: 1) == .applied)
        let before = root.state
        let detached = NavigationOutcome.refused(.detached(.entry(pushed)))
        #expect(navigator.showOrderDetails(id: 1001) == detached)
        #expect(navigator.showProductDetails(Product(sku: "mug", name: "Mug", priceCents: 1400)) == detached)
        #expect(navigator.showOrder(Order(id: 1001, items: [])) == detached)
        #expect(navigator.startNewOrder() == detached)
        #expect(navigator.pickNumber() == detached)
        #expect(navigator.showAccountSettings() == detached)
        #expect(navigator.showLoyaltyProgram() == detached)
        #expect(navigator.showPage(2) == detached)
        #expect(navigator.establishPickedNumberCheckpoint { _ in } == detached)
        #expect(navigator.establishNewOrderCheckpoint { _ in } == detached)
        navigator.showOrderInOrdersTab(id: 1001)
        #expect(root.state == before)
        #expect(root.locationDescription == "home: home")
        #expect(root.checkpointNames(at: pushed).isEmpty)
    }
}
