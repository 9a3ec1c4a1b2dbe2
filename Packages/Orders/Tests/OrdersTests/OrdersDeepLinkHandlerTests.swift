import Navigation
import NavigationLinks
import Shared
import Testing

@testable import Orders

@Suite struct OrdersDeepLinkHandlerTests {
    func makeRouter() throws -> DeepLinkRouter<NavigationPlace> {
        var router = DeepLinkRouter<NavigationPlace>(address: .switchyard)
        try OrdersDeepLinkHandler.register(into: &router)
        return router
    }

    @Test func registeringAddsTheFourOrdersPatterns() throws {
        #expect(
            try makeRouter().patterns == [
                "orders", "orders/:id<int:1...>", "orders/products/:sku", "orders/new/product",
            ])
    }

    @Test func ordersOpensTheListInTheOrdersTab() throws {
        let place = try makeRouter().route("switchyard://orders")
        #expect(place == NavigationPlace(tab: "orders", stack: [OrdersIncomingNavigation.list]))
    }

    @Test func anOrderNumberFocusesTheOrderOverTheList() throws {
        let place = try makeRouter().route("https://switchyard.example/orders/1003")
        #expect(
            place
                == NavigationPlace(
                    tab: "orders",
                    stack: [OrdersIncomingNavigation.list, OrdersIncomingNavigation.detail(id: 1003)],
                    policy: .focus))
    }

    @Test func aProductSKUIsPushedWhereThePersonIs() throws {
        let place = try makeRouter().route("switchyard://orders/products/kettle")
        #expect(
            place
                == NavigationPlace(
                    tab: "orders",
                    stack: [OrdersIncomingNavigation.list, OrdersIncomingNavigation.product(sku: "kettle")],
                    policy: .push))
    }

    @Test func theNewOrderLinkPresentsTheWizardsFirstStepInAManagedSheetOverTheList() throws {
        let place = try makeRouter().route("switchyard://orders/new/product")
        #expect(place.tab == "orders")
        #expect(place.stack == [AnyNavigationDestination(OrdersIncomingNavigation.list)])
        let presentation = try #require(place.presentation)
        #expect(presentation.style == .managedSheet)
        #expect(
            presentation.stack == [
                AnyNavigationDestination(OrdersIncomingNavigation.newOrder(NewOrderFlow()))
            ])
    }

    @Test func everyLinkSampleRoutesBackToItself() throws {
        let router = try makeRouter()
        #expect(OrdersDeepLinkHandler.linkSamples.count == 4)
        for sample in OrdersDeepLinkHandler.linkSamples {
            let place = try router.route("switchyard://" + sample.routeID)
            #expect(place.destination == AnyNavigationDestination(sample), "\(sample.routeID)")
            #expect(place.stack.first == AnyNavigationDestination(OrdersIncomingNavigation.list))
        }
    }

    @Test func orderZeroIsAnInvalidParameter() throws {
        let router = try makeRouter()
        #expect(throws: DeepLinkError.invalidParameter(name: "id", value: "0", reason: "is below 1")) {
            try router.route("switchyard://orders/0")
        }
    }

    @Test func aNonNumericOrderIsAnInvalidParameter() throws {
        let router = try makeRouter()
        #expect(throws: DeepLinkError.invalidParameter(name: "id", value: "abc", reason: "is not an integer"))
        {
            try router.route("switchyard://orders/abc")
        }
    }

    @Test(arguments: ["quantity", "review", "payment"])
    func theLaterWizardStepsAreNotLinks(step: String) throws {
        let router = try makeRouter()
        #expect(throws: DeepLinkError.self) {
            try router.route("switchyard://orders/new/\(step)")
        }
    }

    @Test func registeringTwiceIsRefused() throws {
        var router = try makeRouter()
        #expect(throws: DeepLinkError.duplicatePattern("orders")) {
            try OrdersDeepLinkHandler.register(into: &router)
        }
    }
}
