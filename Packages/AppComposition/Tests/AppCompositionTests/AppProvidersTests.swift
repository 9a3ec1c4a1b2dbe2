import AppComposition
import Navigation
import Orders
import Shared
import Testing

@MainActor
@Suite struct AppProvidersTests {
    let root: NavigationRoot = {
        let root = NavigationRoot(root: OrdersIncomingNavigation.list)
        AppProviders.register(on: root)
        return root
    }()

    @Test func theNewOrderWizardIsProvidedByOrders() {
        let resolved = AnyNavigationDestination(root.resolveProvided(SharedDestinations.newOrder))
        #expect(resolved == AnyNavigationDestination(OrdersIncomingNavigation.newOrder(NewOrderFlow())))
    }

    @Test func orderAndProductDetailsAreProvidedByOrders() throws {
        let book = OrderBook.demo()
        let order = try #require(book.order(id: 1001))
        let product = try #require(book.product(sku: "mug"))
        #expect(
            AnyNavigationDestination(root.resolveProvided(SharedDestinations.orderDetails(order)))
                == AnyNavigationDestination(OrdersIncomingNavigation.detail(id: 1001)))
        #expect(
            AnyNavigationDestination(root.resolveProvided(SharedDestinations.productDetails(product)))
                == AnyNavigationDestination(OrdersIncomingNavigation.product(sku: "mug")))
    }

    @Test func theLoyaltyProgrammeIsDeliberatelyLeftWithoutAProvider() {
        let resolved = root.resolveProvided(SharedDestinations.loyaltyProgram)
        #expect(resolved.routeID == "unprovided/shared/loyalty")
        #expect(root.missingProviders(among: AppProviders.providedTypes).isEmpty)
    }

    @Test func withoutRegistrationEveryProvidedCaseIsReportedMissing() {
        let bare = NavigationRoot(root: OrdersIncomingNavigation.list)
        let missing = bare.missingProviders(among: AppProviders.providedTypes).map(\.routeID)
        #expect(missing == ["shared/new-order", "shared/orders/1", "shared/products/sample"])
    }
}
