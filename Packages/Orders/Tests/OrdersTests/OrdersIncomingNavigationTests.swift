import ConsoleUI
import Foundation
import Navigation
import NavigationLinks
import OrdersTestSupport
import Shared
import Testing

@testable import Orders

@MainActor
@Suite struct OrdersIncomingNavigationTests {
    @Test func routeIDsAreLowercasePathsUnderOrders() {
        #expect(OrdersIncomingNavigation.list.routeID == "orders")
        #expect(OrdersIncomingNavigation.detail(id: 1001).routeID == "orders/1001")
        #expect(OrdersIncomingNavigation.product(sku: "tea").routeID == "orders/products/tea")
        #expect(OrdersIncomingNavigation.newOrder(NewOrderFlow()).routeID == "orders/new/product")
        #expect(
            OrdersIncomingNavigation.newOrder(NewOrderFlow(step: .payment)).routeID == "orders/new/payment")
    }

    @Test func everythingIsPushedExceptTheWizardsFirstStep() {
        #expect(OrdersIncomingNavigation.list.method == .push)
        #expect(OrdersIncomingNavigation.detail(id: 1).method == .push)
        #expect(OrdersIncomingNavigation.product(sku: "tea").method == .push)
        #expect(OrdersIncomingNavigation.newOrder(NewOrderFlow()).method == .present(.managedSheet))
        #expect(OrdersIncomingNavigation.newOrder(NewOrderFlow(step: .quantity)).method == .push)
    }

    @Test func orderDetailsAndTheWizardRequireASignedInCustomerButBrowsingDoesNot() {
        #expect(OrdersIncomingNavigation.list.accessRequirement == nil)
        #expect(OrdersIncomingNavigation.detail(id: 1001).accessRequirement == .signedIn)
        #expect(OrdersIncomingNavigation.product(sku: "tea").accessRequirement == nil)
        for step in NewOrderFlow.Step.allCases {
            #expect(
                OrdersIncomingNavigation.newOrder(NewOrderFlow(step: step)).accessRequirement == .signedIn)
        }
    }

    @Test func theCodingNameIsAStableTag() {
        #expect(OrdersIncomingNavigation.codingName == "Orders.OrdersIncomingNavigation")
    }

    @Test(arguments: [
        OrdersIncomingNavigation.list, .detail(id: 1002), .product(sku: "honey"),
        .newOrder(
            NewOrderFlow(
                step: .review, product: Product(sku: "mug", name: "Mug", priceCents: 1400), quantity: 2)),
    ])
    func everyDestinationSurvivesAJSONRoundTrip(destination: OrdersIncomingNavigation) throws {
        let data = try JSONEncoder().encode(destination)
        #expect(try JSONDecoder().decode(OrdersIncomingNavigation.self, from: data) == destination)
    }

    @Test(arguments: [
        #"{"detail":{"id":0}}"#, #"{"detail":{"id":-5}}"#, #"{"product":{"sku":""}}"#,
        #"{"product":{"sku":"t\tab"}}"#, #"{"product":{"sku":"e\u009bf"}}"#,
        #"{"product":{"sku":""# + String(repeating: "x", count: 2048) + #""}}"#,
    ])
    func aDecodedValueMustBeOneALinkCouldOpen(json: String) {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(OrdersIncomingNavigation.self, from: Data(json.utf8))
        }
    }

    /// Found by a stranger: a saved payment step whose total no `Int` holds crashed the app
    /// each time it was drawn, so the file locked the person out of Orders.
    @Test(arguments: [
        (9_223_372_036_854_775_807, 850, "comes to a total no order can hold"),
        (2, 9_223_372_036_854_775_807, "comes to a total no order can hold"),
        (1, -850, "price -850 cents is below 0"),
    ])
    func aSavedWizardThatCouldNotBePaidForIsNotDecoded(quantity: Int, priceCents: Int, reason: String) throws
    {
        let flow = NewOrderFlow(
            step: .payment, product: Product(sku: "tea", name: "Green tea", priceCents: priceCents),
            quantity: quantity)
        let refusal = try refusal(of: flow)
        #expect(refusal?.contains(reason) == true, "\(String(describing: refusal))")
    }

    /// Why decoding the saved wizard step showing `flow` refuses it, or `nil` when it does not.
    private func refusal(of flow: NewOrderFlow) throws -> String? {
        let data = try JSONEncoder().encode(OrdersIncomingNavigation.newOrder(flow))
        do {
            _ = try JSONDecoder().decode(OrdersIncomingNavigation.self, from: data)
            return nil
        } catch DecodingError.dataCorrupted(let context) {
            return context.debugDescription
        }
    }

    /// Found by a stranger: a hand-edited stock check below zero restored silently, where a
    /// malformed one was refused.
    @Test func aSavedWizardWhoseStockCheckIsBelowZeroIsNotDecoded() throws {
        let refusal = try refusal(of: NewOrderFlow(step: .review, stockCheck: .seconds(-5)))
        #expect(refusal?.contains("a stock check of -5.0 seconds is below zero") == true)
    }

    /// Found by a stranger: a stock check of 2^63 seconds restored, and Continue went on as if
    /// there were none.
    @Test func aSavedWizardWhoseStockCheckIsLongerThanAMinuteIsNotDecoded() throws {
        #expect(try refusal(of: NewOrderFlow(step: .review, stockCheck: .seconds(60))) == nil)
        let refusal = try refusal(of: NewOrderFlow(step: .review, stockCheck: .seconds(Int64.max)))
        #expect(
            refusal?.contains("a stock check of 9.223372036854776e+18 seconds is longer than 60.0 seconds")
                == true, "\(String(describing: refusal))")
    }

    @Test func aSavedWizardWithoutAQuantityYetIsDecoded() throws {
        let flow = NewOrderFlow(
            step: .quantity, product: Product(sku: "tea", name: "Green tea", priceCents: 850))
        let data = try JSONEncoder().encode(OrdersIncomingNavigation.newOrder(flow))
        #expect(try JSONDecoder().decode(OrdersIncomingNavigation.self, from: data) == .newOrder(flow))
    }

    @Test(arguments: [
        ("a/b%c", "orders/products/a%2Fb%25c"),
        ("a > home | sheet: x", "orders/products/a%20%3E%20home%20%7C%20sheet%3A%20x"),
        ("thé-1.0_~", "orders/products/th%C3%A9-1.0_~"),
    ])
    func aSkuIsOneSegmentOfItsRouteIDThatCannotPassForMoreAndItsLinkOpensIt(sku: String, routeID: String)
        throws
    {
        let product = OrdersIncomingNavigation.product(sku: sku)
        #expect(product.routeID == routeID)
        var router = DeepLinkRouter<NavigationPlace>(address: .switchyard)
        try OrdersDeepLinkHandler.register(into: &router)
        let place = try router.route("switchyard://" + product.routeID)
        #expect(place.destination == AnyNavigationDestination(product))
    }
}
