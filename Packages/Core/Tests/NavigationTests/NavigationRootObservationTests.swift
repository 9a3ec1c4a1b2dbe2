import Navigation
import NavigationTesting
import Observation
import Testing

/// Counts how often an observation fired.
@MainActor
private final class Changes {
    var count = 0
}

/// What an observer's own request came to.
@MainActor
private final class Nested {
    var outcome: NavigationOutcome?
}

@MainActor
@Suite struct NavigationRootObservationTests {
    /// Observes the root's state once and reports whether `body` changed it.
    private func observesChange(of root: NavigationRoot, _ body: () -> Void) -> Bool {
        let changes = Changes()
        withObservationTracking {
            _ = root.state
        } onChange: {
            MainActor.assumeIsolated { changes.count += 1 }
        }
        body()
        return changes.count > 0
    }

    @Test func everyCommittedChangeIsObservedThroughTheOneValue() {
        let root = makeRoot()
        #expect(observesChange(of: root) { root.push(HomeDestination.detail) })
        #expect(observesChange(of: root) { root.selectTab("orders") })
        #expect(observesChange(of: root) { root.front.showAlert(NavigationAlert(id: "a", title: "A")) })
        #expect(observesChange(of: root) { root.dismissAlert() })
    }

    @Test func applyingTheExportedStateIsNotObservedAndKeepsTheRevision() {
        let root = makeRoot()
        root.push(HomeDestination.detail)
        root.present(HomeDestination.editor, .managedSheet)
        let revision = root.revision
        var outcome: NavigationOutcome?
        #expect(!observesChange(of: root) { outcome = root.apply(root.state) })
        #expect(outcome == .applied)
        #expect(root.revision == revision)
        // A state that differs is still applied and observed.
        var other = root.state
        other.selectedTab = "orders"
        #expect(observesChange(of: root) { root.apply(other) })
    }

    @Test func aRefusedChangeIsNotObserved() {
        let root = makeRoot()
        #expect(!observesChange(of: root) { root.front.pop(last: 1) })
        #expect(!observesChange(of: root) { root.selectTab("cart") })
        #expect(!observesChange(of: root) { root.selectTab("home") })
    }

    @Test func aLinkThatSwitchesTabPushesAndPresentsIsOneChangeAndOneRevision() {
        let root = makeRoot()
        let revision = root.revision
        let changes = Changes()
        withObservationTracking {
            _ = root.state
        } onChange: {
            MainActor.assumeIsolated { changes.count += 1 }
        }
        let place = NavigationPlace(
            tab: "home", stack: [HomeDestination.home, HomeDestination.detail, HomeDestination.list],
            presentation: .init(style: .sheet, stack: [HomeDestination.info]))
        #expect(root.open(place) == .applied)
        #expect(changes.count == 1)
        #expect(root.revision == revision + 1)
        #expect(root.locationDescription == "home: home > detail > list | sheet: info")
    }

    @Test func aHeldRequestIsOneChange() {
        let session = TestSession()
        let root = makeGatedRoot(session: session)
        let revision = root.revision
        root.front.push(OrdersDestination.detail(1))
        #expect(root.revision == revision + 1)
    }

    @Test func aChangeAnObserverAsksForWhileAChangeIsCommittedIsRefused() {
        let root = makeRoot()
        let nested = Nested()
        withObservationTracking {
            _ = root.state
        } onChange: {
            MainActor.assumeIsolated { nested.outcome = root.front.push(HomeDestination.list) }
        }
        #expect(root.push(HomeDestination.detail) != nil)
        // The observer ran inside the push, before the value changed: its push would have been
        // planned on a tree about to change, so it is refused and the push lands whole.
        #expect(nested.outcome == .refused(.changeInProgress))
        #expect(root.locationDescription == "home: home > detail")
    }
}
