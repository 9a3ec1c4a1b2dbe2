import Foundation
import Navigation
import NavigationTesting
import Testing

/// States a root must refuse, each with the error it must throw.
enum InvalidStateCase: String, CaseIterable, Sendable {
    case unnamedTabStack
    case unknownTab
    case repeatedTab
    case emptyStack
    case emptyPresentedStack
    case pushAsPresentation
    case twoSheets
    case pushesInAnUnmanagedSheet
    case unknownSelectedTab

    var state: NavigationState {
        let home = [HomeDestination.home] as [any NavigationDestination]
        func layer(_ method: NavigationMethod, _ destinations: [any NavigationDestination])
            -> NavigationPresentationState
        {
            NavigationPresentationState(
                method: method, stack: NavigationStackState(destinations: destinations))
        }
        let stacks: [NavigationStackState]
        var selected = "home"
        switch self {
        case .unnamedTabStack:
            stacks = [NavigationStackState(destinations: home)]
        case .unknownTab:
            stacks = [NavigationStackState(name: "profile", destinations: home)]
        case .repeatedTab:
            stacks = [
                NavigationStackState(name: "home", destinations: home),
                NavigationStackState(name: "home", destinations: home),
            ]
        case .emptyStack:
            stacks = [NavigationStackState(name: "home", destinations: [])]
        case .emptyPresentedStack:
            stacks = [
                NavigationStackState(name: "home", destinations: home, presentations: [layer(.sheet, [])])
            ]
        case .pushAsPresentation:
            stacks = [
                NavigationStackState(name: "home", destinations: home, presentations: [layer(.push, home)])
            ]
        case .twoSheets:
            stacks = [
                NavigationStackState(
                    name: "home", destinations: home,
                    presentations: [layer(.sheet, home), layer(.managedSheet, home)])
            ]
        case .pushesInAnUnmanagedSheet:
            stacks = [
                NavigationStackState(
                    name: "home", destinations: home,
                    presentations: [layer(.cover, [HomeDestination.banner, HomeDestination.detail])])
            ]
        case .unknownSelectedTab:
            stacks = [NavigationStackState(name: "home", destinations: home)]
            selected = "profile"
        }
        return NavigationState(selectedTab: selected, stacks: stacks)
    }

    var error: NavigationError {
        switch self {
        case .unnamedTabStack: .invalidState("a tab stack has no name")
        case .unknownTab: .unknownTab("profile")
        case .repeatedTab: .invalidState("tab 'home' appears twice")
        case .emptyStack: .invalidState("stack 'home' has no root screen")
        case .emptyPresentedStack: .invalidState("stack 'home/sheet' has no root screen")
        case .pushAsPresentation: .invalidState("'push' is not a presentation method (in home)")
        case .twoSheets: .invalidState("'home' presents two layers in one slot")
        case .pushesInAnUnmanagedSheet:
            .invalidState("unmanaged cover over 'home' cannot hold pushed screens")
        case .unknownSelectedTab: .unknownTab("profile")
        }
    }
}

/// A destination type that claims another type's coding name.
private struct Impostor: NavigationDestination {
    var routeID: String { "impostor" }
    static var codingName: String { HomeDestination.codingName }
}

@MainActor
@Suite struct NavigationStateTests {
    /// Home: `home > detail` with a managed sheet `editor > list` that presents a cover
    /// `banner` with an alert; Orders: `orders > orders/1001`; Home selected.
    private func busyRoot(configuration: NavigationConfiguration = NavigationConfiguration()) -> Navigator {
        let root = makeRoot(configuration: configuration)
        root.selectTab("orders")
        root.push(OrdersDestination.detail(1001))
        root.selectTab("home")
        root.push(HomeDestination.detail)
        root.present(HomeDestination.editor, method: .managedSheet)
        root.push(HomeDestination.list)
        root.present(HomeDestination.banner, method: .cover)
        root.showAlert(NavigationAlert(id: "home/alert", title: "Hi"))
        return root
    }

    private let busyLocation =
        "home: home > detail | sheet: editor > list | cover: banner | alert: home/alert"

    @Test func exportCapturesTabsStacksNestedPresentationsAndAlerts() throws {
        let root = busyRoot(configuration: NavigationConfiguration(restorationKey: "app.v1"))
        let state = root.exportState()
        #expect(state.restorationKey == "app.v1")
        #expect(state.selectedTab == "home")
        #expect(state.stacks.map(\.name) == ["home", "orders", "settings"])
        #expect(state.routeIDs(inTab: "home") == ["home", "detail"])
        #expect(state.routeIDs(inTab: "orders") == ["orders", "orders/1001"])
        let sheet = try #require(state.stack(named: "home")?.presentations.first)
        #expect(sheet.method == .managedSheet)
        #expect(sheet.stack.entries.map(\.routeID) == ["editor", "list"])
        let cover = try #require(sheet.stack.presentations.first)
        #expect(cover.method == .cover)
        #expect(cover.stack.alert?.id == "home/alert")
        #expect(state.locationDescription == busyLocation)
        #expect(state.hasWellFormedEntryIDs)
        #expect(state.allEntries.count == 8)
    }

    @Test func restoringAnExportedStateRebuildsTheSameTree() throws {
        let root = busyRoot()
        let state = root.exportState()
        try root.reset()
        root.push(HomeDestination.page(3))
        try root.restore(from: state)
        #expect(root.locationDescription == busyLocation)
        var expected = state
        expected.nextEntryID = root.exportState().nextEntryID
        #expect(root.exportState() == expected)
    }

    @Test func restoringIntoAFreshRootRebuildsTheSameTree() throws {
        let state = busyRoot().exportState()
        let fresh = makeRoot()
        try fresh.restore(from: state)
        #expect(fresh.exportState() == state)
        #expect(fresh.locationDescription == busyLocation)
        #expect(fresh.current.id == "home/sheet/cover")
    }

    @Test func applyingAStateBumpsTheRevisionExactlyOnce() throws {
        let state = busyRoot().exportState()
        let root = makeRoot()
        let revision = root.revision
        try root.apply(state)
        #expect(root.revision == revision + 1)
    }

    @Test func aTransactionOfManyChangesBumpsTheRevisionExactlyOnce() {
        let root = makeRoot()
        let revision = root.revision
        root.transaction {
            root.push(HomeDestination.detail)
            root.push(HomeDestination.list)
            root.present(HomeDestination.info, method: .sheet)
            root.selectTab("orders")
        }
        #expect(root.revision == revision + 1)
        root.push(OrdersDestination.detail(1))
        #expect(root.revision == revision + 2)
    }

    @Test func aSnapshotWithAnotherRestorationKeyIsRefusedWithATypedError() throws {
        let foreign = busyRoot(configuration: NavigationConfiguration(restorationKey: "other.app"))
            .exportState()
        let root = makeRoot(configuration: NavigationConfiguration(restorationKey: "app.v1"))
        root.push(HomeDestination.detail)
        let before = root.exportState()
        #expect(throws: NavigationError.restorationKeyMismatch(expected: "app.v1", found: "other.app")) {
            try root.restore(from: foreign)
        }
        #expect(root.exportState() == before)
    }

    @Test func aSnapshotWithoutAKeyIsRefusedByARootThatHasOne() throws {
        let unkeyed = busyRoot().exportState()
        let root = makeRoot(configuration: NavigationConfiguration(restorationKey: "app.v1"))
        let before = root.exportState()
        let error = #expect(throws: NavigationError.self) { try root.restore(from: unkeyed) }
        #expect(error == .restorationKeyMismatch(expected: "app.v1", found: nil))
        #expect(error?.description == "snapshot has restoration key none, expected 'app.v1'")
        #expect(root.exportState() == before)
    }

    @Test(arguments: InvalidStateCase.allCases)
    func anInvalidStateIsRefusedAndTheTreeIsUnchanged(invalid: InvalidStateCase) throws {
        let root = busyRoot()
        let before = root.exportState()
        let revision = root.revision
        #expect(throws: invalid.error) { try root.apply(invalid.state) }
        #expect(throws: invalid.error) { try root.restore(from: invalid.state) }
        #expect(root.exportState() == before)
        #expect(root.revision == revision)
    }

    @Test func unassignedIDsAreNumberedWhenTheStateIsApplied() throws {
        let root = makeRoot()
        let home = try #require(root.navigator(named: "home"))
        let homeRoot = try #require(home.rootEntry?.id)
        let highest = try #require(root.exportState().allEntries.map(\.id).max())
        let state = NavigationState(
            selectedTab: "orders",
            stacks: [
                NavigationStackState(
                    name: "orders",
                    destinations: [
                        OrdersDestination.list, OrdersDestination.detail(1), OrdersDestination.detail(1),
                    ],
                    presentations: [
                        NavigationPresentationState(
                            method: .managedSheet,
                            stack: NavigationStackState(destinations: [SettingsDestination.picker]))
                    ])
            ])
        try root.apply(state)
        let applied = root.exportState()
        #expect(applied.hasWellFormedEntryIDs)
        #expect(!applied.allEntries.contains { $0.id == .unassigned })
        #expect(root.locationDescription == "orders: orders > orders/1 > orders/1 | sheet: settings/picker")
        let ordersIDs = try #require(applied.stack(named: "orders")).entries.map(\.id)
        #expect(ordersIDs.dropFirst().allSatisfy { $0 > highest })
        #expect(home.rootEntry?.id == homeRoot)
    }

    @Test func duplicateAndOutOfOrderIDsAreRenumbered() throws {
        let root = makeRoot()
        func entry(_ raw: UInt64, _ destination: any NavigationDestination) -> NavigationEntry {
            NavigationEntry(id: NavigationEntryID(rawValue: raw), destination: destination)
        }
        let state = NavigationState(
            selectedTab: "home",
            stacks: [
                NavigationStackState(
                    name: "home",
                    entries: [entry(50, HomeDestination.home), entry(40, HomeDestination.detail)]),
                NavigationStackState(
                    name: "orders",
                    entries: [entry(50, OrdersDestination.list), entry(60, OrdersDestination.detail(2))]),
            ],
            nextEntryID: 10)
        try root.apply(state)
        let applied = root.exportState()
        #expect(applied.hasWellFormedEntryIDs)
        #expect(applied.stack(named: "home")?.entries.first?.id.rawValue == 50)
        #expect(applied.stack(named: "home")?.entries.last.map { $0.id.rawValue > 60 } == true)
        #expect(applied.nextEntryID > 60)
        let next = try #require(root.push(HomeDestination.list))
        #expect(!state.allEntries.map(\.id).contains(next))
        #expect(root.exportState().hasWellFormedEntryIDs)
    }

    @Test func aDeepLinkThatStartsAtATabsRootScreenKeepsThatScreensEntry() throws {
        let root = makeRoot()
        let home = try #require(root.navigator(named: "home"))
        let homeRoot = try #require(home.rootEntry?.id)
        let detail = try #require(root.push(HomeDestination.detail))
        let link = NavigationState(
            selectedTab: "home",
            stacks: [
                NavigationStackState(
                    name: "home",
                    destinations: [HomeDestination.home, HomeDestination.detail, HomeDestination.list])
            ])
        try root.apply(link)
        #expect(home.entries.map(\.id).prefix(2) == [homeRoot, detail])
        #expect(root.locationDescription == "home: home > detail > list")
    }

    @Test func tabsLeftOutOfAStateGoBackToTheirRootScreen() throws {
        let root = busyRoot()
        let state = NavigationState(
            selectedTab: "settings",
            stacks: [NavigationStackState(name: "settings", destinations: [SettingsDestination.main])])
        try root.apply(state)
        #expect(
            root.routeIDsByNavigator == ["home": ["home"], "orders": ["orders"], "settings": ["settings"]])
        #expect(root.locationDescription == "settings: settings")
    }

    @Test func aStateWithoutASelectedTabKeepsTheCurrentSelection() throws {
        let root = makeRoot(selectedTab: "orders")
        try root.apply(
            NavigationState(
                selectedTab: nil,
                stacks: [
                    NavigationStackState(
                        name: "home", destinations: [HomeDestination.home, HomeDestination.list])
                ]))
        #expect(root.locationDescription == "orders: orders")
        #expect(root.routeIDsByNavigator["home"] == ["home", "list"])
    }

    @Test func applyingDetachesTheLayersItReplaced() throws {
        let root = busyRoot()
        let sheet = try #require(root.navigator(named: "home/sheet"))
        let cover = try #require(root.navigator(named: "home/sheet/cover"))
        try root.apply(
            NavigationState(
                selectedTab: "home",
                stacks: [NavigationStackState(name: "home", destinations: [HomeDestination.home])]))
        #expect(!sheet.isAttached)
        #expect(!cover.isAttached)
        #expect(root.locationDescription == "home: home")
    }

    @Test func aStatesLocationDescriptionMatchesTheNavigators() {
        let root = busyRoot()
        #expect(root.exportState().locationDescription == root.locationDescription)
        #expect(NavigationState(selectedTab: nil, stacks: []).locationDescription == "")
    }

    @Test func aJSONRoundTripThroughTheSnapshotCoderPreservesTheState() throws {
        let root = busyRoot(configuration: NavigationConfiguration(restorationKey: "app.v1"))
        try #require(root.navigator(named: "orders")).push(SharedDestination.orderDetails(3))
        let state = root.exportState()
        let coder = NavigationSnapshotCoder(registry: try makeRegistry())
        #expect(try coder.decode(coder.encode(state)) == state)
        #expect(try coder.decode(coder.encode(state, pretty: true)) == state)

        let fresh = makeRoot(configuration: NavigationConfiguration(restorationKey: "app.v1"))
        try fresh.restore(from: coder.decode(coder.encode(state)))
        #expect(fresh.exportState() == state)
    }

    @Test func prettyJSONSortsKeysAndTagsEachEntryWithItsCodingName() throws {
        let root = makeRoot()
        root.push(NotFoundDestination(requested: "x"))
        let coder = NavigationSnapshotCoder(registry: try makeRegistry())
        let json = String(decoding: try coder.encode(root.exportState(), pretty: true), as: UTF8.self)
        #expect(json.contains("\"type\" : \"Navigation.NotFound\""))
        #expect(json.contains("\"nextEntryID\" : 5"))
        let keys = ["nextEntryID", "selectedTab", "stacks"].compactMap {
            json.range(of: "\"\($0)\"")?.lowerBound
        }
        #expect(keys.count == 3 && keys == keys.sorted())
    }

    @Test func decodingAnUnknownDestinationTypeFails() throws {
        let root = makeRoot()
        root.push(CatalogDestination.product(1))
        var partial = NavigationDestinationRegistry()
        try partial.register(HomeDestination.self)
        try partial.register(OrdersDestination.self)
        try partial.register(SettingsDestination.self)
        let data = try NavigationSnapshotCoder(registry: try makeRegistry()).encode(root.exportState())
        let error = #expect(throws: DecodingError.self) {
            try NavigationSnapshotCoder(registry: partial).decode(data)
        }
        guard case .dataCorrupted(let context)? = error else {
            Issue.record("expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(context.debugDescription == "unknown destination type '\(CatalogDestination.codingName)'")
    }

    @Test func decodingWithoutARegistryFails() throws {
        let data = try NavigationSnapshotCoder(registry: try makeRegistry()).encode(makeRoot().exportState())
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(NavigationState.self, from: data) }
    }

    @Test func anErasedDestinationCannotBeDecodedOnItsOwn() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(AnyNavigationDestination.self, from: Data("\"home\"".utf8))
        }
    }

    @Test func registeringTwoTypesUnderOneCodingNameIsAConflict() throws {
        var registry = try makeRegistry()
        let error = #expect(throws: NavigationDestinationRegistry.ConflictError.self) {
            try registry.register(Impostor.self)
        }
        #expect(error?.codingName == HomeDestination.codingName)
        let root = makeRoot()
        root.push(HomeDestination.detail)
        let coder = NavigationSnapshotCoder(registry: registry)
        #expect(try coder.decode(coder.encode(root.exportState())) == root.exportState())
    }

    @Test func registeringTheSameTypeTwiceIsHarmless() throws {
        var registry = try makeRegistry()
        let names = registry.codingNames
        try registry.register(HomeDestination.self)
        #expect(registry.codingNames == names)
    }

    @Test func aNewRegistryKnowsTheEnginesOwnDestinations() {
        #expect(
            NavigationDestinationRegistry().codingNames == ["Navigation.NotFound", "Navigation.Unprovided"])
    }

    @Test func theDefaultCodingNameIsTheModuleQualifiedTypeName() {
        #expect(HomeDestination.codingName == "NavigationTests.HomeDestination")
    }
}
