import Navigation
import NavigationTesting
import Shared
import Testing

@testable import Home

@MainActor
@Suite struct HomeNavigatorTests {
    let mock = NavigatorMock()
    let provider = RecordingViewProvider()

    var navigator: HomeNavigator { HomeNavigator(mock, accountViewProvider: provider) }

    @Test func showOrderDetailsNavigatesToTheOutgoingOrderSoTheAppRedirectsIt() {
        #expect(navigator.showOrderDetails(id: 1002))
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

    @Test func startNewOrderNavigatesToTheProvidedWizardWhichPresentsItselfAsAManagedSheet() {
        navigator.startNewOrder()
        #expect(mock.requests == [.navigate(AnyNavigationDestination(SharedDestinations.newOrder))])
        #expect(SharedDestinations.newOrder.method == .managedSheet)
    }

    @Test func showOrderInOrdersTabSendsTheTabThenTheOutgoingOrderInOneSend() {
        navigator.showOrderInOrdersTab(id: 1001)
        #expect(
            mock.requests == [
                .send([
                    AnyHashable(RootTab.orders), AnyHashable(HomeOutgoingNavigation.orderDetails(id: 1001)),
                ])
            ])
    }

    @Test func pickNumberPresentsTheOutgoingPickerAsASheetReturningToHomesCheckpoint() {
        #expect(navigator.pickNumber())
        let picker = HomeOutgoingNavigation.numberPicker(returningTo: HomeCheckpoints.pickedNumber)
        #expect(mock.requests == [.presentOutgoing(AnyHashable(picker), .sheet)])
    }

    @Test func showAccountSettingsPushesWhatTheViewProviderAnswersForTheAccountSummary() {
        navigator.showAccountSettings()
        #expect(provider.requests == [.accountSummary])
        #expect(mock.requests == [.navigate(AnyNavigationDestination(AccountSummaryStub()))])
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
        mock.result = false
        #expect(!navigator.showOrderDetails(id: 1001))
        #expect(!navigator.pickNumber())
        #expect(!navigator.showPage(2))
    }

    @Test func theNavigatorDoesNotKeepNavigationAliveAndDoesNothingOnceItIsGone() {
        var contract: NavigatorMock? = NavigatorMock()
        weak let weakContract = contract
        let navigator = HomeNavigator(contract!, accountViewProvider: provider)
        contract = nil
        #expect(weakContract == nil)
        #expect(!navigator.showPage(2))
        #expect(!navigator.pickNumber())
        #expect(!navigator.establishPickedNumberCheckpoint { _ in })
    }
}
