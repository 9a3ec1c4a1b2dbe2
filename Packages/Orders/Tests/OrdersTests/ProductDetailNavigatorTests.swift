import NavigationTesting
import Testing

@testable import Orders

@MainActor
@Suite struct ProductDetailNavigatorTests {
    @Test func closingGoesBack() {
        let mock = NavigatorMock()
        #expect(ProductDetailNavigator(mock).close() == .applied)
        #expect(mock.requests == [.back])
    }
}
