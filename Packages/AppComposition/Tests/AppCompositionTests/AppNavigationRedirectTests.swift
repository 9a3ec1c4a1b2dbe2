import AppComposition
import Home
import Navigation
import NavigationFlows
import Orders
import Settings
import Testing

@MainActor
@Suite struct AppNavigationRedirectTests {
    let redirect = AppNavigationRedirect()

    func target(_ outgoing: any OutgoingNavigation) -> AnyNavigationDestination? {
        redirect.redirect(outgoing).map(AnyNavigationDestination.init)
    }

    @Test func homeOrderDetailsLeadToTheOrdersDetailScreen() {
        #expect(
            target(HomeOutgoingNavigation.orderDetails(id: 1002))
                == AnyNavigationDestination(OrdersIncomingNavigation.detail(id: 1002)))
    }

    @Test func homeNumberPickerLeadsToTheSettingsPickerWithTheSameCheckpoint() {
        let checkpoint = NavigationCheckpoint<Int>("home.picked-number")
        #expect(
            target(HomeOutgoingNavigation.numberPicker(returningTo: checkpoint))
                == AnyNavigationDestination(SettingsIncomingNavigation.picker(returningTo: checkpoint)))
    }

    @Test func settingsOrderHistoryLeadsToTheOrdersList() {
        #expect(
            target(SettingsOutgoingNavigation.orderHistory)
                == AnyNavigationDestination(OrdersIncomingNavigation.list))
    }

    @Test func ordersShippingAddressLeadsToTheSettingsAddress() {
        #expect(
            target(OrdersOutgoingNavigation.shippingAddress)
                == AnyNavigationDestination(SettingsIncomingNavigation.address))
    }

    @Test func ordersSupportLeadsToSettingsSupportForThatOrder() {
        #expect(
            target(OrdersOutgoingNavigation.support(orderID: 1001))
                == AnyNavigationDestination(SettingsIncomingNavigation.help(orderID: 1001)))
    }

    @Test func anOutgoingValueOfAnUnknownFeatureHasNoRedirect() {
        struct Stranger: OutgoingNavigation {}
        #expect(target(Stranger()) == nil)
    }
}
