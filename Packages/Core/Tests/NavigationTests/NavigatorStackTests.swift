import Navigation
import NavigationTesting
import Testing

@MainActor
@Suite struct NavigatorStackTests {
    @Test func aNewRootSelectsTheFirstTabAndShowsItsRootScreen() {
        let root = makeRoot()
        #expect(root.isRoot)
        #expect(root.tabs.map(\.id.rawValue) == ["home", "orders", "settings"])
        #expect(root.selectedTab?.id == "home")
        #expect(root.current === root.selectedTab)
        #expect(root.locationDescription == "home: home")
    }

    @Test func anUnknownSelectedTabFallsBackToTheFirstTab() {
        #expect(makeRoot(selectedTab: "orders").locationDescription == "orders: orders")
        #expect(makeRoot(selectedTab: "nowhere").locationDescription == "home: home")
    }

    @Test func duplicateTabNamesKeepTheFirstTabAndWarn() {
        let events = NavigationEventRecorder()
        let root = Navigator(
            tabs: [
                NavigationTab("home", root: HomeDestination.home),
                NavigationTab("home", root: HomeDestination.list),
            ],
            eventSink: events
        )
        #expect(root.tabs.count == 1)
        #expect(root.locationDescription == "home: home")
        #expect(messages(events, .tab, .warning) == ["duplicate tab 'home' ignored"])
    }

    @Test func aRootWithoutTabsUsesASingleMainStack() {
        let root = Navigator(root: HomeDestination.home)
        root.push(HomeDestination.detail)
        #expect(root.locationDescription == "main: home > detail")
    }

    @Test func pushOnTheRootGoesToTheSelectedTab() throws {
        let root = makeRoot()
        let id = try #require(root.push(HomeDestination.detail))
        let home = try #require(root.navigator(named: "home"))
        #expect(root.path.isEmpty)
        #expect(home.path.map(\.id) == [id])
        #expect(home.topEntry?.destination == AnyNavigationDestination(HomeDestination.detail))
        #expect(root.locationDescription == "home: home > detail")
    }

    @Test func navigateUsesTheMethodTheDestinationPrefers() {
        let root = makeRoot()
        #expect(root.navigate(to: HomeDestination.detail))
        #expect(root.locationDescription == "home: home > detail")
        #expect(root.navigate(to: HomeDestination.info))
        #expect(root.locationDescription == "home: home > detail | sheet: info")
        #expect(root.current.presentationMethod == .sheet)
    }

    @Test func navigateWithAnExplicitMethodOverridesThePreferredOne() {
        let root = makeRoot()
        #expect(root.navigate(to: HomeDestination.detail, method: .managedCover))
        #expect(root.locationDescription == "home: home | cover: detail")
        #expect(root.current.presentationMethod == .managedCover)
        #expect(root.navigate(to: HomeDestination.editor, method: .push))
        #expect(root.locationDescription == "home: home | cover: detail > editor")
    }

    @Test func popRemovesOnlyTheTopEntry() {
        let root = makeRoot()
        root.push(HomeDestination.detail)
        root.push(HomeDestination.list)
        #expect(root.pop())
        #expect(root.locationDescription == "home: home > detail")
    }

    @Test func popOnAnEmptyStackReturnsFalseAndChangesNothing() throws {
        let events = NavigationEventRecorder()
        let root = makeRoot(events: events)
        let before = root.exportState()
        let revision = root.revision
        #expect(!root.pop())
        let home = try #require(root.navigator(named: "home"))
        #expect(!home.pop())
        #expect(root.exportState() == before)
        #expect(root.revision == revision)
        #expect(messages(events, .pop, .warning) == ["nothing to pop", "nothing to pop"])
    }

    @Test func popToAPositionKeepsThatManyPushedEntries() {
        let root = makeRoot()
        root.push(HomeDestination.detail)
        root.push(HomeDestination.list)
        root.push(HomeDestination.page(1))
        #expect(root.pop(to: 1))
        #expect(root.locationDescription == "home: home > detail")
        #expect(root.pop(to: 0))
        #expect(root.locationDescription == "home: home")
    }

    @Test(arguments: [-1, 2, 5])
    func popToAPositionOutsideTheStackReturnsFalseAndChangesNothing(position: Int) {
        let root = makeRoot()
        root.push(HomeDestination.detail)
        root.push(HomeDestination.list)
        let before = root.exportState()
        #expect(!root.pop(to: position))
        #expect(root.exportState() == before)
    }

    @Test func popLastRemovesThatManyEntriesFromTheTop() {
        let root = makeRoot()
        root.push(HomeDestination.detail)
        root.push(HomeDestination.list)
        root.push(HomeDestination.page(1))
        #expect(root.pop(last: 2))
        #expect(root.locationDescription == "home: home > detail")
    }

    @Test(arguments: [0, -1, 3])
    func popLastWithACountTheStackCannotGiveReturnsFalseAndChangesNothing(count: Int) {
        let root = makeRoot()
        root.push(HomeDestination.detail)
        root.push(HomeDestination.list)
        let before = root.exportState()
        #expect(!root.pop(last: count))
        #expect(root.exportState() == before)
    }

    @Test func popAllLeavesOnlyTheRootScreen() {
        let root = makeRoot()
        root.push(HomeDestination.detail)
        root.push(HomeDestination.list)
        #expect(root.popAll())
        #expect(root.locationDescription == "home: home")
    }

    @Test func popAllOnAnEmptyStackReturnsFalseAndChangesNothing() {
        let root = makeRoot()
        let before = root.exportState()
        #expect(!root.popAll())
        #expect(root.exportState() == before)
    }

    @Test func backPopsWhenThereIsSomethingToPop() {
        let root = makeRoot()
        root.present(HomeDestination.editor, method: .managedSheet)
        root.push(HomeDestination.detail)
        #expect(root.back())
        #expect(root.locationDescription == "home: home | sheet: editor")
    }

    @Test func backDismissesWhenTheStackHasNothingToPop() {
        let root = makeRoot()
        root.present(HomeDestination.editor, method: .managedSheet)
        #expect(root.back())
        #expect(root.locationDescription == "home: home")
    }

    @Test func backWithNothingToPopOrDismissReturnsFalseAndChangesNothing() {
        let root = makeRoot()
        let before = root.exportState()
        #expect(!root.back())
        #expect(root.exportState() == before)
    }

    @Test func eachTabKeepsItsOwnStack() {
        let root = makeRoot()
        root.push(HomeDestination.detail)
        #expect(root.selectTab("orders"))
        root.push(OrdersDestination.detail(1001))
        #expect(root.locationDescription == "orders: orders > orders/1001")
        #expect(root.selectTab("home"))
        #expect(root.locationDescription == "home: home > detail")
        #expect(
            root.routeIDsByNavigator == [
                "home": ["home", "detail"],
                "orders": ["orders", "orders/1001"],
                "settings": ["settings"],
            ])
    }

    @Test func selectingAnUnknownTabReturnsFalseAndChangesNothing() {
        let root = makeRoot()
        let before = root.exportState()
        #expect(!root.selectTab("profile"))
        #expect(root.exportState() == before)
    }

    @Test func selectingTheSelectedTabSucceedsWithoutAChange() {
        let root = makeRoot()
        let revision = root.revision
        #expect(root.selectTab("home"))
        #expect(root.revision == revision)
    }

    @Test func theTreeKnowsParentsChildrenAndLookupByName() throws {
        let root = makeRoot()
        root.present(HomeDestination.editor, method: .managedSheet)
        root.present(HomeDestination.banner, method: .cover)
        let home = try #require(root.navigator(named: "home"))
        let sheet = try #require(root.navigator(named: "home/sheet"))
        let cover = try #require(root.navigator(withID: "home/sheet/cover"))
        #expect(home.parent === root)
        #expect(sheet.parent === home)
        #expect(cover.parent === sheet)
        #expect(cover.root === root)
        #expect(home.children.map(\.id) == ["home/sheet"])
        #expect(root.children.map(\.id) == ["home", "orders", "settings"])
        #expect(root.current === cover)
        #expect(root.visibleNavigators.map(\.id) == ["home", "home/sheet", "home/sheet/cover"])
        #expect(root.navigator(named: "orders/sheet") == nil)
    }

    @Test func onlyTabsAndManagedPresentationsHaveStacks() throws {
        let root = makeRoot()
        root.present(HomeDestination.info, method: .sheet)
        let home = try #require(root.navigator(named: "home"))
        root.present(HomeDestination.player, method: .managedCover)
        #expect(!root.hasStack)
        #expect(home.hasStack)
        #expect(home.sheet?.hasStack == false)
        #expect(home.sheet?.cover?.hasStack == true)
    }

    @Test func aRootWithoutTabsRefusesStackOperations() {
        let root = Navigator(tabs: [])
        let before = root.exportState()
        #expect(root.push(HomeDestination.detail) == nil)
        #expect(!root.pop())
        #expect(!root.present(HomeDestination.info, method: .sheet))
        #expect(!root.back())
        #expect(root.exportState() == before)
        #expect(root.locationDescription == "")
    }

    @Test func aNavigatorThatLeftTheTreeRefusesEveryChange() throws {
        let events = NavigationEventRecorder()
        let root = makeRoot(events: events)
        root.present(HomeDestination.editor, method: .managedSheet)
        root.push(HomeDestination.detail)
        root.present(HomeDestination.banner, method: .cover)
        let sheet = try #require(root.navigator(named: "home/sheet"))
        let cover = try #require(root.navigator(named: "home/sheet/cover"))
        #expect(try #require(root.navigator(named: "home")).dismissPresentedViews())
        let before = root.exportState()
        let revision = root.revision
        events.reset()
        #expect(!sheet.isAttached)
        #expect(!cover.isAttached)
        #expect(sheet.push(HomeDestination.detail) == nil)
        #expect(!sheet.present(HomeDestination.info, method: .sheet))
        #expect(!sheet.pop())
        #expect(!sheet.popAll())
        #expect(!cover.dismiss())
        #expect(!cover.back())
        #expect(!sheet.showAlert(NavigationAlert(id: "late", title: "Late")))
        #expect(!sheet.establish(pickCheckpoint))
        #expect(root.exportState() == before)
        #expect(root.revision == revision)
        #expect(events.events.allSatisfy { $0.level == .warning })
        #expect(events.events.count == 8)
    }
}
