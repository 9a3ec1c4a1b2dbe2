import Navigation
import NavigationTesting
import Shared
import Testing

@testable import Orders

@MainActor
@Suite struct OrderDetailNavigatorTests {
    let mock = NavigationHandleMock()

    var navigator: OrderDetailNavigator { OrderDetailNavigator(mock) }

    @Test func showingAProductPushesItsPage() {
        #expect(navigator.showProduct(sku: "tea") == .applied)
        #expect(
            mock.requests == [
                .navigate(AnyNavigationDestination(OrdersIncomingNavigation.product(sku: "tea")))
            ])
        #expect(OrdersIncomingNavigation.product(sku: "tea").method == .push)
    }

    @Test func showShippingAddressNavigatesToTheOutgoingShippingAddress() {
        #expect(navigator.showShippingAddress() == .applied)
        #expect(mock.requests == [.navigateOutgoing(AnyHashable(OrdersOutgoingNavigation.shippingAddress))])
    }

    @Test func contactingSupportNavigatesToTheOutgoingSupportForThatOrder() {
        #expect(navigator.contactSupport(orderID: 1003) == .applied)
        #expect(
            mock.requests == [.navigateOutgoing(AnyHashable(OrdersOutgoingNavigation.support(orderID: 1003)))]
        )
    }

    @Test func confirmingACancellationShowsAnAlertWithADestructiveAndACancelAction() throws {
        let shown = navigator.confirmCancellation(
            ofOrder: 1001, isCurrent: { true }, onCancel: {}, onKeep: {})
        #expect(shown == .applied)
        #expect(mock.requests == [.showAlert("orders/1001/cancel")])
        let alert = try #require(mock.alerts.last)
        #expect(alert.title == "Cancel order 1001?")
        #expect(alert.message?.isEmpty == false)
        #expect(alert.actions.map(\.label) == ["Cancel order", "Keep order"])
        #expect(alert.actions.map(\.role) == [.destructive, .cancel])
    }

    @Test func eachAlertActionRunsItsOwnCallback() throws {
        let chosen = Received<String>()
        navigator.confirmCancellation(
            ofOrder: 1001, isCurrent: { true }, onCancel: { chosen.record("cancel") },
            onKeep: { chosen.record("keep") })
        let alert = try #require(mock.alerts.last)
        alert.actions[1].handler?()
        #expect(chosen.values == ["keep"])
        alert.actions[0].handler?()
        #expect(chosen.values == ["keep", "cancel"])
    }

    @Test func aRefusalIsPassedBackToTheCaller() {
        let refusal = NavigationRefusal.locked(route: "orders/new/payment", reason: "payment in progress")
        mock.refuseEverything(with: refusal)
        #expect(navigator.showProduct(sku: "tea") == .refused(refusal))
        #expect(
            navigator.confirmCancellation(ofOrder: 1001, isCurrent: { true }, onCancel: {}, onKeep: {})
                == .refused(refusal))
        #expect(navigator.showShippingAddress() == .refused(refusal))
        #expect(navigator.contactSupport(orderID: 1001) == .refused(refusal))
    }

    @Test func onceItsScreenHasLeftEveryMethodIsRefusedAndChangesNothing() throws {
        let root = makeRoot()
        let entry = try poppedEntry(in: root)
        let navigator = OrderDetailNavigator(root.handle(for: entry))
        let before = root.state
        let detached = NavigationOutcome.refused(.detached(.entry(entry)))
        #expect(navigator.showProduct(sku: "tea") == detached)
        #expect(
            navigator.confirmCancellation(ofOrder: 1001, isCurrent: { true }, onCancel: {}, onKeep: {})
                == detached)
        #expect(navigator.showShippingAddress() == detached)
        #expect(navigator.contactSupport(orderID: 1001) == detached)
        #expect(root.state == before)
    }
}
