import Navigation
import NavigationFlows
import NavigationModels
import NavigationSend
import NavigationTesting
import Testing

@MainActor
@Suite struct NavigationStateTests {
    @Test func aNewRootHoldsEachTabWithItsRootScreenAndTheFirstTabInFront() {
        let root = makeRoot()
        let state = root.state
        #expect(state.selectedTab == "home")
        #expect(state.tabs.map(\.name) == ["home", "orders", "settings"])
        #expect(state.tabs.map { $0.layers.count } == [1, 1, 1])
        #expect(state.allEntries.map(\.id.rawValue) == [1, 2, 3])
        #expect(state.nextEntryID == 4)
        #expect(state.restorationKey == "test.v1")
        #expect(state.locationDescription == "home: home")
    }

    @Test func aTabNamedTwiceIsKeptOnceWithAWarningAndAnUnknownSelectedTabFallsBackToTheFirst() {
        let recorder = NavigationEventRecorder()
        let root = NavigationRoot(
            tabs: [
                NavigationTab("home", root: HomeDestination.home),
                NavigationTab("orders", root: OrdersDestination.list),
                NavigationTab("home", root: SettingsDestination.main),
            ],
            selectedTab: "help", eventSink: recorder)
        #expect(root.state.tabs.map(\.name) == ["home", "orders"])
        #expect(
            root.state.tabs[0].layers[0].entries[0].destination
                == AnyNavigationDestination(HomeDestination.home))
        #expect(root.state.selectedTab == "home")
        #expect(recorder.events(atLeast: .warning).map(\.message) == ["duplicate tab 'home' ignored"])
        #expect(
            NavigationRoot(
                tabs: [
                    NavigationTab("home", root: HomeDestination.home),
                    NavigationTab("orders", root: OrdersDestination.list),
                ], selectedTab: "orders"
            ).state.selectedTab == "orders")
    }

    @Test func theWhereLineNamesEachLayerAndTheAlert() throws {
        let root = makeRoot()
        root.push(HomeDestination.detail)
        root.present(HomeDestination.editor, .managedSheet)
        root.push(HomeDestination.list)
        root.present(HomeDestination.banner, .cover)
        #expect(root.front.showAlert(NavigationAlert(id: "ask", title: "Sure?")).isApplied)
        #expect(
            root.locationDescription
                == "home: home > detail | sheet: editor > list | cover: banner | alert: ask")
    }

    @Test func anAbbreviatedWhereLineNamesALongStacksFirstAndLastScreensAndCountsTheRest() {
        let root = makeRoot()
        for _ in 0..<8 { root.push(HomeDestination.detail) }
        // Nine entries (NavigationState.longestStackShown + 1) are shown whole: hiding one
        // would save nothing.
        #expect(
            root.state.locationDescription(naming: \.routeID, abbreviated: true) == root.locationDescription)
        root.push(HomeDestination.list)
        root.present(HomeDestination.editor, .managedSheet)
        let details = Array(repeating: "detail", count: 6).joined(separator: " > ")
        #expect(
            root.state.locationDescription(naming: \.routeID, abbreviated: true)
                == "home: home > … 2 more … > \(details) > list | sheet: editor")
        #expect(root.locationDescription.components(separatedBy: " > ").count == 10)
    }

    @Test func exportingReadsTheOneValue() {
        let root = makeRoot()
        root.push(HomeDestination.detail)
        #expect(root.state == root.state)
        #expect(root.state.routeIDs(inTab: "home") == ["home", "detail"])
    }

    @Test func applyingTheExportedStateChangesNothingAndKeepsEveryAttachment() throws {
        let root = makeRoot()
        let detail = try #require(root.push(HomeDestination.detail))
        let sheet = try #require(root.present(HomeDestination.editor, .managedSheet))
        let inSheet = try #require(root.push(HomeDestination.list))
        weak var model: ScreenModel?
        model = root.models.model(for: inSheet) { ScreenModel() }
        var returned: [Int] = []
        root.handle(for: detail).establish(NavigationCheckpoint<Int>("pick")) { returned.append($0) }
        var received: [String] = []
        root.handle(for: inSheet).onReceive(String.self) { value, _ in
            received.append(value)
            return .auto
        }
        var chosen = false
        root.handle(for: inSheet).showAlert(
            NavigationAlert(id: "ask", title: "Sure?", actions: [.init("Yes") { chosen = true }]))
        let lock = try #require(root.handle(for: sheet).lockNavigation(reason: "busy"))
        let revision = root.revision

        #expect(root.apply(root.state) == .applied)

        #expect(root.revision == revision)
        #expect(model != nil)
        #expect(root.models.existingModel(for: inSheet, as: ScreenModel.self) === model)
        #expect(root.locks == [lock])
        #expect(root.alertHasHandlers(at: inSheet))
        #expect(root.chooseAlertAction(at: 0) == .applied)
        #expect(chosen)
        #expect(root.send("hello") == .delivered)
        #expect(received == ["hello"])
        #expect(root.dismissAll() == .refused(.locked(route: "editor", reason: "busy")))
        #expect(root.handle(for: sheet).unlock(lock) == .applied)
        #expect(
            root.handle(for: inSheet).returnToCheckpoint(NavigationCheckpoint<Int>("pick"), value: 7)
                == .applied)
        #expect(returned == [7])
    }

    @Test func aStateWithATabThisRootDoesNotHaveIsRefused() {
        let root = makeRoot()
        var state = root.state
        state.tabs.append(NavigationTabState(name: "cart", destinations: [HomeDestination.home]))
        let before = root.state
        #expect(root.apply(state) == .refused(.unknownTab("cart")))
        state = root.state
        state.selectedTab = "cart"
        #expect(root.apply(state) == .refused(.unknownTab("cart")))
        #expect(root.state == before)
    }

    @Test(arguments: [
        "tab twice", "no layers", "empty layer", "styled stack", "unstyled sheet", "plain sheet with two",
        "alert below the top", "huge id", "huge counter",
    ])
    func anInconsistentStateIsRefusedAsAWhole(_ problem: String) {
        let root = makeRoot()
        root.push(HomeDestination.detail)
        let before = root.state
        var state = root.state
        let home = state.tabs[0]
        switch problem {
        case "tab twice": state.tabs.append(home)
        case "no layers": state.tabs[0].layers = []
        case "empty layer": state.tabs[0].layers[0].entries = []
        case "styled stack": state.tabs[0].layers[0].style = .sheet
        case "unstyled sheet":
            state.tabs[0].layers.append(NavigationLayerState(destinations: [HomeDestination.info]))
        case "plain sheet with two":
            state.tabs[0].layers.append(
                NavigationLayerState(
                    style: .sheet, destinations: [HomeDestination.info, HomeDestination.list]))
        case "alert below the top":
            state.tabs[0].layers[0].alert = NavigationAlertState(
                id: "x", title: "X", actions: [], entry: home.layers[0].entries[0].id)
        case "huge id":
            state.tabs[0].layers[0].entries[1].id = NavigationEntryID(rawValue: 1 << 60)
        default: state.nextEntryID = 1 << 60
        }
        let outcome = root.apply(state)
        #expect(!outcome.isApplied)
        if case .refused(.invalidState(let reason)) = outcome {
            #expect(!reason.isEmpty)
        } else {
            Issue.record("expected an invalid state, got \(outcome)")
        }
        #expect(root.state == before)
    }

    @Test(arguments: [NavigationPresentationStyle.sheet, .managedSheet, .cover])
    func onceTheCounterReachesTheIDLimitNoScreenIsPushedOrPresented(
        _ style: NavigationPresentationStyle
    ) {
        let root = makeRoot()
        var state = root.state
        state.nextEntryID = 1 << 53
        #expect(root.apply(state) == .applied)
        let before = root.state
        let exhausted = NavigationOutcome.refused(.invalidState("the entry counter is exhausted"))
        #expect(root.front.push(HomeDestination.detail) == exhausted)
        #expect(root.front.present(HomeDestination.info, style: style) == exhausted)
        #expect(root.state == before)
    }

    @Test func aStateWhoseTabStartsAtAnotherScreenIsRefusedAsAWhole() {
        let root = makeRoot()
        root.push(HomeDestination.detail)
        let before = root.state
        var state = root.state
        state.tabs[0] = NavigationTabState(
            name: "home", entries: [NavigationEntry(destination: HomeDestination.detail)])
        #expect(
            root.apply(state)
                == .refused(
                    .invalidState("the stack of 'home' must start at its root screen home, not detail")))
        #expect(root.restore(state).refusal != nil)
        #expect(root.state == before)
    }

    @Test func aLinkWhoseStackStartsAtAnotherScreenIsRefusedAndChangesNothing() {
        let root = makeRoot()
        let before = root.state
        let place = NavigationPlace(tab: "home", stack: [HomeDestination.detail])
        #expect(
            root.open(place)
                == .refused(
                    .invalidState("the stack of 'home' must start at its root screen home, not detail")))
        #expect(root.state == before)
        // A stack that starts at the root is carried out; an empty one keeps the root.
        #expect(
            root.open(NavigationPlace(tab: "home", stack: [HomeDestination.home, HomeDestination.detail]))
                .isApplied)
        #expect(root.open(NavigationPlace(tab: "settings", stack: [])).isApplied)
        #expect(root.state.locationDescription == "settings: settings")
    }

    @Test func aTabMadeWithoutLayersReadsAsAnEmptyStackAndIsRefused() {
        let root = makeRoot()
        var state = root.state
        state.tabs[0] = NavigationTabState(name: "home", layers: [])
        #expect(state.tabs[0].stack.entries.isEmpty)
        #expect(state.tabs[0].frontEntry == nil)
        #expect(root.apply(state) == .refused(.invalidState("tab 'home' has no stack")))
    }

    @Test func aDuplicateIDRenumbersOnlyTheEntryThatRepeatsIt() throws {
        let recorder = NavigationEventRecorder()
        let root = makeRoot(recorder: recorder)
        root.push(HomeDestination.page(1))
        root.push(HomeDestination.page(2))
        root.push(HomeDestination.page(3))
        root.push(HomeDestination.page(4))
        var state = root.state
        let ids = state.tabs[0].layers[0].entries.map(\.id)
        state.tabs[0].layers[0].entries[3].id = ids[2]
        #expect(root.apply(state) == .applied)
        let after = root.state.tabs[0].layers[0].entries.map(\.id)
        #expect(after[0] == ids[0])
        #expect(after[1] == ids[1])
        #expect(after[2] == ids[2])
        #expect(after[3] != ids[3])
        #expect(after[3].rawValue >= state.nextEntryID)
        #expect(after[4] == ids[4])
        #expect(root.state.hasWellFormedEntryIDs)
        // Said, since whatever hung on the repeated entry is lost.
        #expect(
            recorder.events(atLeast: .warning).map(\.message) == [
                "the state repeats entry id \(ids[2]): a screen with one keeps it at most, the others get new ones"
            ])
    }

    /// A hand-edited file that repeats ids, or runs ahead of its counter, for many screens is
    /// said in one warning per reason, naming the first three ids met, rather than one per screen.
    @Test func manyIDsGivenNewOnesAreSaidOncePerReason() throws {
        let recorder = NavigationEventRecorder()
        let root = makeRoot(recorder: recorder)
        for page in 1...6 { root.push(HomeDestination.page(page)) }
        var state = root.state
        let ids = state.tabs[0].layers[0].entries.map(\.id)
        for index in 2...4 { state.tabs[0].layers[0].entries[index].id = ids[1] }
        let ahead = (0..<4).map { NavigationEntryID(rawValue: state.nextEntryID + 10 + UInt64($0)) }
        state.tabs[0].layers[0].entries[5].id = ahead[3]
        state.tabs[0].layers[0].entries[6].id = ahead[0]
        state.tabs[0].layers[0].entries.append(
            NavigationEntry(id: ahead[2], destination: HomeDestination.detail))
        state.tabs[0].layers[0].entries.append(
            NavigationEntry(id: ahead[1], destination: HomeDestination.detail))
        #expect(root.apply(state) == .applied)
        #expect(root.state.hasWellFormedEntryIDs)
        #expect(
            recorder.events(atLeast: .warning).map(\.message) == [
                "the state repeats entry id \(ids[1]): a screen with one keeps it at most, the others get new ones",
                "4 entries were given new ids (ahead of the counter: \(ahead[3]), \(ahead[0]), \(ahead[2]), …)",
            ])
    }

    /// A state that repeats an id is said, whichever screen keeps it.
    ///
    /// A stranger gave a Home screen the id of the Orders list's in a saved file: the Home
    /// screen got a new one (its id names another screen here), the list kept its id, and
    /// nothing was said.
    @Test func aRepeatedIDIsSaidWhicheverScreenKeepsIt() throws {
        let recorder = NavigationEventRecorder()
        let root = makeRoot(recorder: recorder)
        root.push(HomeDestination.page(1))
        var state = root.state
        let list = state.tabs[1].layers[0].entries[0].id
        state.tabs[0].layers[0].entries[1].id = list
        #expect(root.apply(state) == .applied)
        #expect(root.state.tabs[1].layers[0].entries[0].id == list)
        #expect(root.state.tabs[0].layers[0].entries[1].id != list)
        #expect(root.state.hasWellFormedEntryIDs)
        #expect(
            recorder.events(atLeast: .warning).map(\.message) == [
                "the state repeats entry id \(list): a screen with one keeps it at most, the others get new ones"
            ])
    }

    @Test func anIDTheWriterCouldNotHaveIssuedRenumbersOnlyThatEntry() throws {
        let recorder = NavigationEventRecorder()
        let root = makeRoot(recorder: recorder)
        root.push(HomeDestination.page(1))
        root.push(HomeDestination.page(2))
        var state = root.state
        let ids = state.tabs[0].layers[0].entries.map(\.id)
        state.tabs[0].layers[0].entries[1].id = NavigationEntryID(rawValue: state.nextEntryID + 100)
        #expect(root.apply(state) == .applied)
        let after = root.state.tabs[0].layers[0].entries.map(\.id)
        #expect(after[0] == ids[0])
        #expect(after[1].rawValue == state.nextEntryID)
        #expect(after[2] == ids[2])
        #expect(root.state.hasWellFormedEntryIDs)
        let ahead = NavigationEntryID(rawValue: state.nextEntryID + 100)
        #expect(
            recorder.events(atLeast: .warning).map(\.message)
                == ["entry id \(ahead) was given a new one (ahead of the counter)"])
    }

    @Test func unassignedEntriesAreNumberedAndTheCounterNeverGoesBack() throws {
        let root = makeRoot()
        root.push(HomeDestination.detail)
        let counter = root.state.nextEntryID
        let state = NavigationState(
            selectedTab: "orders",
            tabs: [
                NavigationTabState(
                    name: "orders", destinations: [OrdersDestination.list, OrdersDestination.detail(3)])
            ]
        )
        #expect(root.apply(state) == .applied)
        #expect(root.state.selectedTab == "orders")
        #expect(root.state.routeIDs(inTab: "orders") == ["orders", "orders/3"])
        #expect(root.state.hasWellFormedEntryIDs)
        #expect(root.state.nextEntryID > counter)
        #expect(root.state.tab(named: "orders")!.stack.entries.allSatisfy { $0.id.rawValue >= counter })
    }

    @Test func anIDKeptForAnotherScreenIsANewEntryAndWhatHungOnTheOldOneGoes() throws {
        let root = makeRoot()
        let detail = try #require(root.push(HomeDestination.detail))
        weak var model: ScreenModel?
        model = root.models.model(for: detail) { ScreenModel() }
        root.handle(for: detail).establish(NavigationCheckpoint<Int>("detail"))
        var state = root.state
        state.tabs[0].layers[0].entries[1].destination = AnyNavigationDestination(HomeDestination.list)
        #expect(root.apply(state) == .applied)
        #expect(root.locationDescription == "home: home > list")
        #expect(model == nil)
        #expect(root.checkpointNames(at: detail).isEmpty)
    }

    @Test func aTabTheStateLeavesOutGoesBackToItsRootAndKeepsItsRootEntry() throws {
        let root = makeRoot()
        root.push(HomeDestination.detail)
        let homeRoot = root.state.tabs[0].stack.entries[0].id
        let state = NavigationState(
            selectedTab: "settings",
            tabs: [NavigationTabState(name: "settings", destinations: [SettingsDestination.main])])
        #expect(root.apply(state) == .applied)
        #expect(root.state.routeIDs(inTab: "home") == ["home"])
        #expect(root.state.tabs[0].stack.entries[0].id == homeRoot)
    }

    @Test func aStateThatLeavesOutTheLastTabStillGivesTheRootEveryTab() throws {
        let root = makeRoot()
        root.selectTab("settings")
        root.push(SettingsDestination.profile)
        var state = root.state
        state.selectedTab = "home"
        state.tabs.removeLast()
        #expect(root.apply(state) == .applied)
        #expect(root.tabNames == ["home", "orders", "settings"])
        #expect(root.state.tabs.map(\.name) == ["home", "orders", "settings"])
        #expect(root.state.routeIDs(inTab: "settings") == ["settings"])
    }

    @Test func aTabTheStateLeavesOutKeepsItsRootEntryWhenTheStateClaimsItsIDForAnotherScreen() throws {
        let root = makeRoot()
        let homeRoot = root.state.tabs[0].stack.entries[0].id
        weak var model: ScreenModel?
        model = root.models.model(for: homeRoot) { ScreenModel() }
        var settings = NavigationTabState(
            name: "settings", destinations: [SettingsDestination.main, SettingsDestination.profile])
        settings.layers[0].entries[1].id = homeRoot
        let state = NavigationState(
            selectedTab: "settings", tabs: [settings], nextEntryID: root.state.nextEntryID)
        #expect(root.apply(state) == .applied)
        // An id of this root names one screen: the home root keeps it, with its model, and
        // the profile screen that claimed it is a new entry.
        #expect(root.state.tabs[0].stack.entries[0].id == homeRoot)
        #expect(root.state.tabs[2].stack.entries[1].id != homeRoot)
        #expect(root.state.hasWellFormedEntryIDs)
        #expect(model != nil)
    }

    @Test func restoringChecksTheRestorationKey() {
        let writer = makeRoot(restorationKey: "other.v1")
        writer.push(HomeDestination.detail)
        let reader = makeRoot()
        let before = reader.state
        #expect(
            reader.restore(writer.state)
                == .refused(.restorationKeyMismatch(expected: "test.v1", found: "other.v1")))
        #expect(reader.state == before)
        let sameKey = makeRoot()
        sameKey.push(HomeDestination.list)
        #expect(reader.restore(sameKey.state) == .applied)
        #expect(reader.locationDescription == "home: home > list")
    }

    @Test func idsAreNeverReusedAfterARestoreBecauseTheCounterTravelsInTheState() throws {
        let writer = makeRoot()
        writer.push(HomeDestination.detail)
        let popped = try #require(writer.push(HomeDestination.list))
        writer.front.back()
        let reader = makeRoot()
        #expect(reader.restore(writer.state) == .applied)
        let next = try #require(reader.push(HomeDestination.page(1)))
        #expect(next > popped)
        #expect(reader.state.hasWellFormedEntryIDs)
    }

    @Test func anAlertFollowsItsScreenWhenThatScreenIsRenumbered() throws {
        let root = makeRoot()
        root.push(HomeDestination.page(1))
        root.push(HomeDestination.page(2))
        root.front.showAlert(NavigationAlert(id: "ask", title: "Sure?"))
        var state = root.state
        let top = state.tabs[0].layers[0].entries[2].id
        let below = state.tabs[0].layers[0].entries[1].id
        state.tabs[0].layers[0].entries[2].id = below
        state.tabs[0].layers[0].alert?.entry = below
        #expect(root.apply(state) == .applied)
        let layer = root.state.tabs[0].layers[0]
        #expect(layer.entries[2].id != top)
        #expect(layer.alert?.entry == layer.entries[2].id)
    }

    @Test func applyingAnEarlierExportNeverBringsBackAScreenThatLeft() throws {
        let root = makeRoot()
        let detail = try #require(root.push(HomeDestination.detail))
        let handle = root.handle(for: detail)
        let earlier = root.state
        #expect(root.back() == .applied)
        root.push(HomeDestination.list)
        #expect(root.apply(earlier) == .applied)
        #expect(root.locationDescription == "home: home > detail")
        // The same screen again, but a new entry: the handle kept for the one that left stays
        // detached, and ids are never handed out twice.
        #expect(root.state.tabs[0].stack.entries[1].id != detail)
        #expect(!handle.isAttached)
        #expect(handle.push(HomeDestination.info) == .refused(.detached(handle.anchor)))
        #expect(root.state.hasWellFormedEntryIDs)
    }

    @Test func thePendingRequestFollowsItsScreenByPlaceWhenIDsAreRenumbered() throws {
        let root = makeRoot()
        // A hand-made state whose sheet has an out-of-order id, and entries without ids below
        // it: the sheet is renumbered, and the pending request must move with it.
        var state = NavigationState(
            selectedTab: "home",
            tabs: [
                NavigationTabState(
                    name: "home",
                    layers: [
                        NavigationLayerState(
                            destinations: [
                                HomeDestination.home, HomeDestination.list, HomeDestination.detail,
                            ]),
                        NavigationLayerState(
                            style: .sheet,
                            entries: [
                                NavigationEntry(
                                    id: NavigationEntryID(rawValue: 9),
                                    destination: SettingsDestination.signIn)
                            ]),
                    ])
            ],
            nextEntryID: 4)
        state.pending = NavigationPendingRequest(
            request: .selectTab("orders"), requirement: .signedIn, screen: NavigationEntryID(rawValue: 9))
        #expect(root.apply(state) == .applied)
        let sheet = try #require(root.state.tabs[0].layers.last?.entries.first)
        #expect(sheet.destination == AnyNavigationDestination(SettingsDestination.signIn))
        #expect(root.pending?.screen == sheet.id)
        #expect(root.state.hasWellFormedEntryIDs)
    }

    @Test func thePendingRequestStaysWithTheFirstScreenOfAnIDTheStateRepeats() throws {
        let root = makeRoot()
        // The sheet's id is repeated by a screen pushed inside it: the first keeps the id, the
        // second is renumbered, and the pending request stays with the first.
        let repeated = NavigationEntryID(rawValue: 5)
        var state = NavigationState(
            selectedTab: "home",
            tabs: [
                NavigationTabState(
                    name: "home",
                    layers: [
                        NavigationLayerState(destinations: [HomeDestination.home]),
                        NavigationLayerState(
                            style: .managedSheet,
                            entries: [
                                NavigationEntry(id: repeated, destination: SettingsDestination.signIn),
                                NavigationEntry(id: repeated, destination: HomeDestination.detail),
                            ]),
                    ])
            ],
            nextEntryID: 9)
        state.pending = NavigationPendingRequest(
            request: .selectTab("orders"), requirement: .signedIn, screen: repeated)
        #expect(root.apply(state) == .applied)
        let sheet = try #require(root.state.tabs[0].layers.last?.entries)
        #expect(sheet[0].id == repeated)
        #expect(sheet[1].id != repeated)
        #expect(root.pending?.screen == repeated)
        #expect(root.state.hasWellFormedEntryIDs)
    }
}
