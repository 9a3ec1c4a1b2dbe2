import Navigation
import NavigationTesting
import Testing

@testable import Template

@MainActor
@Suite struct TemplateNavigatorTests {
    let mock = NavigationHandleMock()

    @Test func showExampleNavigatesToTheOutgoingExample() {
        #expect(TemplateNavigator(mock).showExample() == .applied)
        #expect(mock.requests == [.navigateOutgoing(AnyHashable(TemplateOutgoingNavigation.example))])
    }

    @Test func closeDismissesTheSheet() {
        #expect(TemplateNavigator(mock).close() == .applied)
        #expect(mock.requests == [.dismiss])
    }

    @Test func aRefusalIsPassedBackToTheCaller() {
        mock.refuseEverything(with: .nothingToDismiss)
        let navigator = TemplateNavigator(mock)
        #expect(navigator.showExample() == .refused(.nothingToDismiss))
        #expect(navigator.close() == .refused(.nothingToDismiss))
    }

    @Test func onceItsScreenHasLeftEveryMethodIsRefusedAndChangesNothing() throws {
        let root = makeRoot()
        #expect(root.frontHandle?.navigate(to: TemplateIncomingNavigation.start) == .applied)
        let entry = try #require(root.state.frontEntry)
        let navigator = TemplateNavigator(root.handle(for: entry.id))
        #expect(root.dismiss() == .applied)
        let before = root.state
        #expect(navigator.showExample() == .refused(.detached(.entry(entry.id))))
        #expect(navigator.close() == .refused(.detached(.entry(entry.id))))
        #expect(root.state == before)
    }
}
