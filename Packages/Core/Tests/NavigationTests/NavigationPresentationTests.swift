import Navigation
import NavigationTesting
import Testing

@MainActor
@Suite struct NavigationPresentationTests {
    @Test(arguments: NavigationPresentationStyle.allCases)
    func eachStylePresentsOneLayerOverTheScreenThatAsks(_ style: NavigationPresentationStyle) throws {
        let root = makeRoot()
        let id = try #require(root.present(HomeDestination.detail, style))
        let layer = try #require(root.state.tabs[0].layers.last)
        #expect(layer.style == style)
        #expect(layer.entries.map(\.id) == [id])
        #expect(root.locationDescription == "home: home | \(style.slotName): detail")
    }

    @Test(arguments: NavigationPresentationStyle.allCases)
    func onlyAManagedLayerTakesAPushFromItsScreenAndBackReturnsWithinIt(_ style: NavigationPresentationStyle)
        throws
    {
        let root = makeRoot()
        let id = try #require(root.present(HomeDestination.detail, style))
        let before = root.state
        let pushed = root.handle(for: id).push(HomeDestination.list)
        guard style == .managedSheet || style == .managedCover else {
            #expect(pushed == .refused(.noStack(route: "detail")))
            #expect(root.state == before)
            return
        }
        #expect(pushed == .applied)
        #expect(root.locationDescription == "home: home | \(style.slotName): detail > list")
        #expect(root.back() == .applied)
        #expect(root.state.frontEntry?.id == id)
        #expect(root.dismiss() == .applied)
        #expect(root.locationDescription == "home: home")
    }

    @Test func aManagedCoverIsACoverWithAStackOfItsOwn() {
        #expect(NavigationPresentationStyle.managedCover.isCover)
        #expect(NavigationLayerState(style: .managedCover, destinations: [HomeDestination.detail]).hasStack)
        #expect(!NavigationLayerState(style: .cover, destinations: [HomeDestination.detail]).hasStack)
    }

    @Test func aLayerPresentsAtMostOneLayerSoASheetAndACoverNeverShowSideBySide() throws {
        let root = makeRoot()
        let home = root.front
        root.present(HomeDestination.editor, .managedSheet)
        let before = root.state
        #expect(
            home.present(HomeDestination.banner, style: .cover)
                == .refused(.alreadyPresenting(route: "home", presented: "editor")))
        #expect(
            home.present(HomeDestination.info, style: .sheet)
                == .refused(.alreadyPresenting(route: "home", presented: "editor")))
        #expect(root.state == before)
        #expect(root.front.present(HomeDestination.banner, style: .cover) == .applied)
        #expect(root.locationDescription == "home: home | sheet: editor | cover: banner")
    }

    @Test func layersNestAsDeepAsTheAppGoes() throws {
        let root = makeRoot()
        for level in 0..<5 {
            root.present(HomeDestination.editor, .managedSheet)
            root.push(HomeDestination.page(level))
        }
        #expect(root.state.tabs[0].layers.count == 6)
        #expect(root.state.hasWellFormedEntryIDs)
        #expect(root.dismiss() == .applied)
        #expect(root.state.tabs[0].layers.count == 5)
    }

    @Test func dismissFromAScreenClosesItsOwnLayerAndEverythingOverIt() throws {
        let root = makeRoot()
        let sheet = try #require(root.present(HomeDestination.editor, .managedSheet))
        root.push(HomeDestination.list)
        root.present(HomeDestination.banner, .cover)
        #expect(root.handle(for: sheet).dismiss() == .applied)
        #expect(root.locationDescription == "home: home")
        #expect(root.front.dismiss() == .refused(.nothingToDismiss))
        #expect(root.dismiss() == .refused(.nothingToDismiss))
    }

    @Test func dismissAnyClosesEveryLayerAndAlertInEveryTab() {
        let root = makeRoot()
        root.present(HomeDestination.editor, .managedSheet)
        root.selectTab("orders")
        root.present(HomeDestination.banner, .cover)
        root.selectTab("settings")
        root.front.showAlert(NavigationAlert(id: "ask", title: "Sure?"))
        #expect(root.dismissAll() == .applied)
        #expect(root.state.tabs.allSatisfy { $0.layers.count == 1 && $0.layers[0].alert == nil })
        #expect(root.dismissAll() == .refused(.nothingToDismiss))
    }

    @Test func popAnyPopsTheFrontStackAndResetEmptiesEveryTab() {
        let root = makeRoot()
        root.push(HomeDestination.detail)
        root.present(HomeDestination.editor, .managedSheet)
        root.push(HomeDestination.list)
        root.push(HomeDestination.page(1))
        #expect(root.popToRoot() == .applied)
        #expect(root.locationDescription == "home: home > detail | sheet: editor")
        #expect(root.popToRoot() == .refused(.nothingToPop(stack: "home/sheet")))
        root.tabHandle("orders").push(OrdersDestination.detail(2))
        #expect(root.reset() == .applied)
        #expect(root.state.tabs.map { $0.layers.map(\.routeLine) } == [["home"], ["orders"], ["settings"]])
        let revision = root.revision
        #expect(root.reset() == .applied)
        #expect(root.revision == revision)
    }

    @Test func aHandleBelowAPresentationSeesItsLayerAsTakenAndItsOwnStackUntouched() throws {
        let root = makeRoot()
        let home = root.front
        root.present(HomeDestination.info, .sheet)
        #expect(home.push(HomeDestination.detail) == .applied)
        #expect(root.locationDescription == "home: home > detail | sheet: info")
    }
}

extension NavigationLayerState {
    /// The route ids joined as `where` shows them.
    var routeLine: String { entries.map(\.routeID).joined(separator: " > ") }
}
