import Navigation
import Testing

enum Place: String, NavigationDestination {
    case home, orders, order, signin, settings
    var routeID: String { rawValue }
}

@MainActor
final class SignInGate: NavigationInterceptor {
    var signedIn = false
    var cancelNext = false

    func intercept(_ state: NavigationState) async -> NavigationInterceptDecision {
        if cancelNext { return .cancel }
        let protected = state.allEntries.contains { $0.destination == AnyNavigationDestination(Place.order) }
        guard protected, !signedIn else { return .proceed }
        var safe = state
        for index in safe.stacks.indices {
            safe.stacks[index].entries = [safe.stacks[index].entries[0]]
        }
        if let selected = safe.selectedTab, let index = safe.stacks.firstIndex(where: { $0.name == selected })
        {
            safe.stacks[index].presentations = [
                NavigationPresentationState(
                    method: .sheet, stack: NavigationStackState(destinations: [Place.signin]))
            ]
        }
        return .redirect(safe)
    }
}

@MainActor
@Suite struct NavigationGateTests {
    let root = Navigator(tabs: [
        NavigationTab("home", root: Place.home), NavigationTab("orders", root: Place.orders),
    ])
    let interceptor = SignInGate()

    func target(_ destinations: [Place], tab: String = "orders") -> NavigationState {
        DeepLinkTarget(tab: tab, stack: destinations).state(over: root.exportState())
    }

    @Test func anUnprotectedTargetIsAppliedAtOnce() async throws {
        let gate = NavigationGate(root: root, interceptor: interceptor)
        let outcome = try await gate.open(target([.home, .settings], tab: "home"))
        #expect(outcome == .applied)
        #expect(root.locationDescription == "home: home > settings")
        #expect(gate.pending == nil)
    }

    @Test func aProtectedTargetWhileSignedOutShowsSignInAndStaysPending() async throws {
        let gate = NavigationGate(root: root, interceptor: interceptor)
        #expect(try await gate.open(target([.orders, .order])) == .redirected)
        #expect(root.locationDescription == "orders: orders | sheet: signin")
        #expect(gate.pending != nil)
        interceptor.signedIn = true
        #expect(try await gate.resumePending() == .applied)
        #expect(root.locationDescription == "orders: orders > order")
        #expect(gate.pending == nil)
    }

    @Test func droppingThePendingTargetLeavesNothingToResume() async throws {
        let gate = NavigationGate(root: root, interceptor: interceptor)
        try await gate.open(target([.orders, .order]))
        gate.dropPending()
        interceptor.signedIn = true
        #expect(try await gate.resumePending() == .nothingPending)
        #expect(root.locationDescription == "orders: orders | sheet: signin")
    }

    @Test func aNewerProtectedTargetReplacesThePendingOne() async throws {
        let gate = NavigationGate(root: root, interceptor: interceptor)
        try await gate.open(target([.orders, .order]))
        try await gate.open(target([.orders, .order, .settings]))
        interceptor.signedIn = true
        try await gate.resumePending()
        #expect(root.locationDescription == "orders: orders > order > settings")
    }

    @Test func aCancelledTargetChangesNothing() async throws {
        let gate = NavigationGate(root: root, interceptor: interceptor)
        let before = root.exportState()
        interceptor.cancelNext = true
        #expect(try await gate.open(target([.orders, .order])) == .cancelled)
        #expect(root.exportState() == before)
    }

    @Test func aLockedTreeRefusesTheTargetAndChangesNothing() async throws {
        let gate = NavigationGate(root: root, interceptor: interceptor)
        root.present(Place.settings, method: .sheet)
        root.current.lockNavigation(reason: "payment")
        let before = root.exportState()
        await #expect(throws: NavigationError.navigationLocked(heldBy: ["payment"])) {
            try await gate.open(target([.home], tab: "home"))
        }
        #expect(root.exportState() == before)
    }
}

@MainActor
@Suite struct DeepLinkTargetTests {
    @Test func aTargetDismissesEverythingSelectsItsTabAndKeepsOtherTabs() throws {
        let root = Navigator(tabs: [
            NavigationTab("home", root: Place.home), NavigationTab("orders", root: Place.orders),
        ])
        root.push(Place.settings)
        root.present(Place.signin, method: .sheet)
        root.showAlert(NavigationAlert(id: "x", title: "X"))
        let rootEntry = try #require(root.navigator(named: "orders")?.rootEntry)
        try root.apply(
            DeepLinkTarget(tab: "orders", stack: [Place.orders, Place.order]).state(over: root.exportState()))
        #expect(root.locationDescription == "orders: orders > order")
        #expect(root.navigator(named: "home")?.entries.map(\.routeID) == ["home", "settings"])
        #expect(root.navigator(named: "home")?.sheet == nil)
        #expect(root.navigator(named: "orders")?.rootEntry?.id == rootEntry.id)
    }

    @Test func aTargetCanEndInAPresentedLayer() throws {
        let root = Navigator(tabs: [NavigationTab("home", root: Place.home)])
        let target = DeepLinkTarget(
            tab: "home",
            stack: [Place.home],
            presentation: .init(method: .cover, stack: [Place.settings])
        )
        try root.apply(target.state(over: root.exportState()))
        #expect(root.locationDescription == "home: home | cover: settings")
        #expect(target.destination == AnyNavigationDestination(Place.settings))
    }

    @Test func aTargetWithoutAStackPresentsOverTheTabsCurrentRoot() throws {
        let root = Navigator(tabs: [NavigationTab("home", root: Place.home)])
        root.push(Place.settings)
        let rootEntry = try #require(root.navigator(named: "home")?.rootEntry)
        let target = DeepLinkTarget(
            tab: "home", stack: [], presentation: .init(method: .sheet, stack: [Place.signin]))
        try root.apply(target.state(over: root.exportState()))
        #expect(root.locationDescription == "home: home | sheet: signin")
        #expect(root.navigator(named: "home")?.rootEntry?.id == rootEntry.id)
    }
}
