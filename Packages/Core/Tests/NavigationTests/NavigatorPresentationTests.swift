import Navigation
import NavigationTesting
import Testing

@MainActor
@Suite struct NavigatorPresentationTests {
    @Test func presentingASheetAddsALayerInFrontOfTheCurrentStack() throws {
        let root = makeRoot()
        root.push(HomeDestination.detail)
        #expect(root.present(HomeDestination.info, method: .sheet))
        #expect(root.locationDescription == "home: home > detail | sheet: info")
        let sheet = try #require(root.navigator(named: "home/sheet"))
        #expect(root.current === sheet)
        #expect(sheet.presentationMethod == .sheet)
        #expect(sheet.kind == .presented(.sheet))
    }

    @Test func presentingIntoAnOccupiedSlotReturnsFalseAndChangesNothing() throws {
        let root = makeRoot()
        let home = try #require(root.navigator(named: "home"))
        #expect(home.present(HomeDestination.info, method: .sheet))
        #expect(home.present(HomeDestination.banner, method: .cover))
        let before = root.exportState()
        #expect(!home.present(HomeDestination.editor, method: .managedSheet))
        #expect(!home.present(HomeDestination.player, method: .managedCover))
        #expect(root.exportState() == before)
        #expect(root.locationDescription == "home: home | sheet: info | cover: banner")
    }

    @Test func currentPrefersTheCoverOverTheSheet() throws {
        let root = makeRoot()
        let home = try #require(root.navigator(named: "home"))
        home.present(HomeDestination.banner, method: .cover)
        home.present(HomeDestination.info, method: .sheet)
        #expect(root.current === home.cover)
        #expect(root.current.id == "home/cover")
    }

    @Test func dismissOnTheRootRemovesTheCoverBeforeTheSheet() throws {
        let root = makeRoot()
        let home = try #require(root.navigator(named: "home"))
        home.present(HomeDestination.info, method: .sheet)
        home.present(HomeDestination.banner, method: .cover)
        #expect(root.dismiss())
        #expect(root.locationDescription == "home: home | sheet: info")
        #expect(root.dismiss())
        #expect(root.locationDescription == "home: home")
    }

    @Test func backOnTheRootAlsoRemovesTheCoverBeforeTheSheet() throws {
        let root = makeRoot()
        let home = try #require(root.navigator(named: "home"))
        home.present(HomeDestination.info, method: .sheet)
        home.present(HomeDestination.banner, method: .cover)
        #expect(root.back())
        #expect(root.locationDescription == "home: home | sheet: info")
    }

    @Test func dismissWithNothingPresentedReturnsFalseAndChangesNothing() throws {
        let events = NavigationEventRecorder()
        let root = makeRoot(events: events)
        root.push(HomeDestination.detail)
        let before = root.exportState()
        #expect(!root.dismiss())
        #expect(try #require(root.navigator(named: "home")).dismiss() == false)
        #expect(root.exportState() == before)
        #expect(messages(events, .dismiss, .warning).count == 2)
    }

    @Test func dismissOnATabThatLivesInNoPresentationReturnsFalseEvenWhenItPresents() throws {
        let root = makeRoot()
        let home = try #require(root.navigator(named: "home"))
        home.present(HomeDestination.info, method: .sheet)
        let before = root.exportState()
        #expect(!home.dismiss())
        #expect(root.exportState() == before)
    }

    @Test func dismissFromAPushedScreenRemovesTheWholePresentationItLivesIn() throws {
        let root = makeRoot()
        root.present(HomeDestination.editor, method: .managedSheet)
        root.push(HomeDestination.detail)
        root.present(HomeDestination.info, method: .sheet)
        let sheet = try #require(root.navigator(named: "home/sheet"))
        #expect(sheet.dismiss())
        #expect(root.locationDescription == "home: home")
    }

    @Test func dismissFromANestedLayerRemovesOnlyThatLayer() throws {
        let root = makeRoot()
        root.present(HomeDestination.editor, method: .managedSheet)
        root.present(HomeDestination.banner, method: .cover)
        let cover = try #require(root.navigator(named: "home/sheet/cover"))
        #expect(cover.dismiss())
        #expect(root.locationDescription == "home: home | sheet: editor")
    }

    @Test func anUnmanagedPresentationCannotPush() throws {
        let root = makeRoot()
        root.present(HomeDestination.info, method: .sheet)
        let before = root.exportState()
        #expect(root.push(HomeDestination.detail) == nil)
        #expect(try #require(root.navigator(named: "home/sheet")).push(HomeDestination.detail) == nil)
        #expect(!root.navigate(to: HomeDestination.detail))
        #expect(root.exportState() == before)
    }

    @Test func aManagedPresentationHasItsOwnStack() throws {
        let root = makeRoot()
        root.present(HomeDestination.editor, method: .managedSheet)
        root.push(HomeDestination.detail)
        root.push(HomeDestination.list)
        #expect(root.locationDescription == "home: home | sheet: editor > detail > list")
        #expect(try #require(root.navigator(named: "home")).path.isEmpty)
        #expect(root.current.path.count == 2)
    }

    @Test func backInsideAnUnmanagedSheetDismissesIt() {
        let root = makeRoot()
        root.present(HomeDestination.info, method: .sheet)
        #expect(root.current.back())
        #expect(root.locationDescription == "home: home")
    }

    @Test func aPushMethodPassedToPresentPushesInstead() {
        let root = makeRoot()
        #expect(root.present(HomeDestination.detail, method: .push))
        #expect(root.locationDescription == "home: home > detail")
    }

    @Test func dismissPresentedViewsRemovesBothSlotsOfOneNavigator() throws {
        let root = makeRoot()
        let home = try #require(root.navigator(named: "home"))
        home.present(HomeDestination.info, method: .sheet)
        home.present(HomeDestination.banner, method: .cover)
        #expect(home.dismissPresentedViews())
        #expect(root.locationDescription == "home: home")
        let before = root.exportState()
        #expect(!home.dismissPresentedViews())
        #expect(root.exportState() == before)
    }

    @Test func dismissAnyChildrenOfANavigatorLeavesItsParentsLayersAlone() throws {
        let root = makeRoot()
        root.present(HomeDestination.editor, method: .managedSheet)
        root.present(HomeDestination.player, method: .managedCover)
        root.present(HomeDestination.info, method: .sheet)
        let sheet = try #require(root.navigator(named: "home/sheet"))
        let cover = try #require(root.navigator(named: "home/sheet/cover"))
        #expect(cover.dismissAnyChildren())
        #expect(root.locationDescription == "home: home | sheet: editor | cover: player")
        #expect(sheet.dismissAnyChildren())
        #expect(root.locationDescription == "home: home | sheet: editor")
    }

    @Test func dismissAnyRemovesEveryPresentationInEveryTab() throws {
        let root = makeRoot()
        root.present(HomeDestination.editor, method: .managedSheet)
        root.present(HomeDestination.banner, method: .cover)
        root.selectTab("orders")
        root.present(OrdersDestination.detail(1), method: .sheet)
        #expect(try root.dismissAny())
        #expect(root.allNavigators.map(\.id) == ["root", "home", "orders", "settings"])
        #expect(root.locationDescription == "orders: orders")
        #expect(try root.dismissAny() == false)
    }

    @Test func popAnyPopsTheFrontMostStackToItsRootScreen() throws {
        let root = makeRoot()
        root.push(HomeDestination.detail)
        root.present(HomeDestination.editor, method: .managedSheet)
        root.push(HomeDestination.list)
        root.push(HomeDestination.page(2))
        #expect(try root.popAny())
        #expect(root.locationDescription == "home: home > detail | sheet: editor")
        let before = root.exportState()
        #expect(try root.popAny() == false)
        #expect(root.exportState() == before)
    }

    @Test func resetDismissesEverythingAndPopsEveryTab() throws {
        let root = makeRoot()
        root.push(HomeDestination.detail)
        root.present(HomeDestination.info, method: .sheet)
        root.selectTab("orders")
        root.push(OrdersDestination.detail(7))
        try root.reset()
        #expect(
            root.routeIDsByNavigator == [
                "home": ["home"], "orders": ["orders"], "settings": ["settings"],
            ])
        #expect(root.locationDescription == "orders: orders")
    }

    @Test func dismissingALayerDetachesItAndEverythingItPresents() throws {
        let root = makeRoot()
        root.present(HomeDestination.editor, method: .managedSheet)
        root.present(HomeDestination.banner, method: .cover)
        let sheet = try #require(root.navigator(named: "home/sheet"))
        let cover = try #require(root.navigator(named: "home/sheet/cover"))
        let home = try #require(root.navigator(named: "home"))
        #expect(home.dismissPresentedViews())
        #expect(!sheet.isAttached)
        #expect(!cover.isAttached)
        #expect(sheet.parent == nil)
        #expect(home.isAttached)
    }

    @Test func presentationsInOneTabDoNotShowInAnother() {
        let root = makeRoot()
        root.present(HomeDestination.info, method: .sheet)
        root.selectTab("settings")
        #expect(root.locationDescription == "settings: settings")
        root.selectTab("home")
        #expect(root.locationDescription == "home: home | sheet: info")
    }
}
