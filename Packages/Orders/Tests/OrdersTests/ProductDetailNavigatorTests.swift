import Navigation
import NavigationTesting
import Testing

@testable import Orders

@MainActor
@Suite struct ProductDetailNavigatorTests {
    let mock = NavigationHandleMock()

    @Test func closingGoesBack() {
        #expect(ProductDetailNavigator(mock).close() == .applied)
        #expect(mock.requests == [.back])
    }

    @Test func aRefusalIsPassedBackToTheCaller() {
        mock.refuseEverything(with: .nothingToDismiss)
        #expect(ProductDetailNavigator(mock).close() == .refused(.nothingToDismiss))
        #expect(mock.requests == [.back])
    }

    @Test func onceItsScreenHasLeftClosingIsRefusedAndChangesNothing() throws {
        let root = makeRoot()
        let entry = try poppedEntry(in: root)
        let navigator = ProductDetailNavigator(root.handle(for: entry))
        let before = root.state
        #expect(navigator.close() == .refused(.detached(.entry(entry))))
        #expect(root.state == before)
    }
}
