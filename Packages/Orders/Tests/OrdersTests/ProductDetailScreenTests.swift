import ConsoleUI
import NavigationTesting
import OrdersTestSupport
import Shared
import Testing

@testable import Orders

@MainActor
@Suite struct ProductDetailScreenTests {
    let mock = NavigationHandleMock()
    let dependencies = FakeOrdersDependencies()

    func makeModel(sku: String) -> ProductDetailModel {
        ProductDetailModel(
            sku: sku,
            orderBook: dependencies.orderBook,
            navigator: ProductDetailNavigator(mock),
            tracker: ProductDetailTracker(
                screen: OrdersIncomingNavigation.product(sku: sku), sink: dependencies.sink)
        )
    }

    @Test func aKnownProductShowsItsNameAndPrice() {
        let screen = ProductDetailScreen.make(model: makeModel(sku: "kettle"))
        #expect(screen.title == "Kettle")
        #expect(screen.texts == ["Kettle", "Price: 45.00"])
        #expect(screen.labels == ["Back"])
    }

    @Test func anUnknownProductShowsOneLineAndNothingToDo() {
        let screen = ProductDetailScreen.make(model: makeModel(sku: "teapot"))
        #expect(screen.texts == ["No product teapot"])
        #expect(screen.actions.isEmpty)
    }

    @Test func backGoesBackAndIsTracked() async throws {
        try await ProductDetailScreen.make(model: makeModel(sku: "tea")).tap("Back")
        #expect(mock.requests == [.back])
        #expect(dependencies.sink.lines == ["tap orders/products/tea back"])
    }

    @Test func appearingTracksTheView() async {
        await ProductDetailScreen.make(model: makeModel(sku: "honey")).appear()
        #expect(dependencies.sink.lines == ["view orders/products/honey"])
    }
}
