import Navigation
import NavigationTesting
import Testing

@MainActor
@Suite struct NavigationLeavingIsGuardedTests {
    private static let discard = NavigationLeaveConfirmation(title: "Discard?", message: nil)

    @Test func everyScreenWhoseLeavingWouldTakeALockedScreenAwayIsGuarded() throws {
        let root = makeRoot()
        let sheet = try #require(root.present(HomeDestination.editor, .managedSheet))
        let list = try #require(root.push(HomeDestination.list))
        let locked = try #require(root.push(HomeDestination.page(9)))
        let lock = try #require(root.front.lockNavigation(reason: "payment in progress"))
        #expect(root.leavingIsGuarded(locked))
        #expect(root.leavingIsGuarded(list))
        #expect(root.leavingIsGuarded(sheet))
        #expect(!root.leavingIsGuarded(root.state.tabs[0].stack.entries[0].id))
        root.handle(for: locked).unlock(lock)
        #expect(!root.leavingIsGuarded(locked))
        #expect(!root.leavingIsGuarded(sheet))
    }

    @Test func aScreenQuestionGuardsItsOwnScreenAndNotTheOnesPushedOverIt() throws {
        let root = makeRoot()
        let detail = try #require(root.push(HomeDestination.detail))
        root.handle(for: detail).confirmLeaving(Self.discard, scope: .screen)
        let above = try #require(root.push(HomeDestination.list))
        #expect(!root.leavingIsGuarded(above))
        #expect(root.leavingIsGuarded(detail))
    }

    @Test func aLayerQuestionGuardsTheLayersFirstScreenAndNotAPopWithinTheLayer() throws {
        let root = makeRoot()
        let sheet = try #require(root.present(HomeDestination.editor, .managedSheet))
        root.handle(for: sheet).confirmLeaving(Self.discard, scope: .layer)
        let step = try #require(root.push(HomeDestination.list))
        #expect(root.leavingIsGuarded(sheet))
        // Going back from the second step pops it; the layer stays, so nothing asks.
        #expect(!root.leavingIsGuarded(step))
    }

    @Test func askingChangesNothingAndAnEntryNotInTheTreeIsNotGuarded() throws {
        let root = makeRoot()
        let detail = try #require(root.push(HomeDestination.detail))
        root.handle(for: detail).confirmLeaving(Self.discard, scope: .screen)
        let before = root.state
        let revision = root.revision
        #expect(root.leavingIsGuarded(detail))
        #expect(root.state == before)
        #expect(root.revision == revision)
        #expect(root.frontAlert == nil)
        #expect(!root.leavingIsGuarded(NavigationEntryID(rawValue: 999)))
    }
}
