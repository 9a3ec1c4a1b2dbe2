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

    func destination(_ outgoing: any OutgoingNavigation) -> AnyNavigationDestination? {
        redirect.redirect(outgoing).map(AnyNavigationDestination.init)
    }

    @Test func homeOrderDetailsLeadToTheOrdersDetailScreen() {
        #expect(
            destination(HomeOutgoingNavigation.orderDetails(id: 1002))
                == AnyNavigationDestination(OrdersIncomingNavigation.detail(id: 1002)))
    }

    @Test func homeNumberPickerLeadsToTheSettingsPickerWithTheSameCheckpoint() {
        let checkpoint = NavigationCheckpoint<Int>("home.picked-number")
        #expect(
            destination(HomeOutgoingNavigation.numberPicker(returningTo: checkpoint))
                == AnyNavigationDestination(SettingsIncomingNavigation.picker(returningTo: checkpoint)))
    }

    @Test func settingsOrderHistoryLeadsToTheOrdersList() {
        #expect(
            destination(SettingsOutgoingNavigation.orderHistory)
                == AnyNavigationDestination(OrdersIncomingNavigation.list))
    }

    @Test func ordersShippingAddressLeadsToTheSettingsAddress() {
        #expect(
            destination(OrdersOutgoingNavigation.shippingAddress)
                == AnyNavigationDestination(SettingsIncomingNavigation.address))
    }

    @Test func ordersSupportLeadsToSettingsSupportForThatOrder() {
        #expect(
            destination(OrdersOutgoingNavigation.support(orderID: 1001))
                == AnyNavigationDestination(SettingsIncomingNavigation.help(orderID: 1001)))
    }

    @Test func anOutgoingValueOfAnUnknownFeatureHasNoRedirect() {
        struct Stranger: OutgoingNavigation {}
        #expect(destination(Stranger()) == nil)
    }
}
