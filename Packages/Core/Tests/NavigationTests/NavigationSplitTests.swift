import Foundation
import Navigation
import NavigationFlows
import NavigationSnapshots
import Testing

/// A tab declared with columns: one stack read as a list, an order and a product's stack.
@MainActor
@Suite struct NavigationSplitTests {
    /// A root whose `shop` tab is a three-column split and whose `home` tab is a plain stack.
    func makeShop() -> NavigationRoot {
        NavigationRoot(tabs: [
            NavigationTab("shop", root: Shop.list, columns: 3), NavigationTab("home", root: Shop.home),
        ])
    }

    /// The shop showing order 1 and two products: `list ‖ order ‖ tea > cake`.
    func shopWithTwoProducts() throws -> NavigationRoot {
        let root = makeShop()
        let shop = root.tabHandle("shop")
        #expect(shop.push(Shop.order(1)) == .applied)
        #expect(shop.push(Shop.product("tea")) == .applied)
        #expect(shop.push(Shop.product("cake")) == .applied)
        return root
    }

    /// A snapshot coder that knows the shop's screens.
    func makeCoder() throws -> NavigationSnapshotCoder {
        var registry = NavigationDestinationRegistry()
        try registry.register(Shop.self)
        return NavigationSnapshotCoder(registry: registry)
    }

    /// The handle of the shop's screen at `index` of its stack.
    func screen(_ index: Int, of root: NavigationRoot) -> NavigationHandle {
        root.handle(for: root.state.tabs[0].layers[0].entries[index].id)
    }

    @Test func aSplitTabIsOneStackWhoseFirstScreensEachFillAColumn() throws {
        let root = try shopWithTwoProducts()
        #expect(root.state.tabs.map(\.columns) == [3, 1])
        #expect(root.locationDescription == "shop: list ‖ order/1 ‖ product/tea > product/cake")
        #expect((0..<4).map(root.state.tabs[0].column(of:)) == [0, 1, 2, 2])
    }

    /// On a stack, a question for a screen's layer guards the part of the stack from that
    /// screen up: a screen pushed over it acts without being asked, even from a later column
    /// (found by a stranger: the wizard's Pay, in the column after its first step, asked
    /// "Discard this order?" after placing the order), and a change from below it asks.
    @Test func aLayerQuestionOnASplitStackLetsTheScreensAboveItAct() throws {
        let question = NavigationLeaveConfirmation(title: "Leave the order?")
        for (asker, asks) in [(3, false), (0, true)] {
            let root = try shopWithTwoProducts()
            #expect(screen(1, of: root).confirmLeaving(question, scope: .layer) == .applied)
            let outcome = screen(asker, of: root).popToRoot()
            #expect(
                outcome == (asks ? .held(.confirming(route: "order/1", alert: "order/1/leave")) : .applied))
            #expect(
                root.locationDescription
                    == (asks
                        ? "shop: list ‖ order/1 ‖ product/tea > product/cake | alert: order/1/leave"
                        : "shop: list"))
        }
    }

    /// A change asked from below the part in the same column asks too (found by a reviewer:
    /// the column's area let it through).
    @Test func aLayerQuestionOnASplitStackAsksAChangeFromBelowInItsColumn() throws {
        let root = try shopWithTwoProducts()
        #expect(
            screen(3, of: root).confirmLeaving(
                NavigationLeaveConfirmation(title: "Leave the cake?"), scope: .layer)
                == .applied)
        #expect(
            screen(2, of: root).pop(last: 1)
                == .held(.confirming(route: "product/cake", alert: "product/cake/leave")))
    }

    @Test func selectingInAnEarlierColumnReplacesTheColumnsAfterIt() throws {
        let root = try shopWithTwoProducts()
        #expect(screen(0, of: root).push(Shop.order(2)) == .applied)
        #expect(root.locationDescription == "shop: list ‖ order/2")
        #expect(screen(1, of: root).push(Shop.product("tea")) == .applied)
        #expect(screen(1, of: root).push(Shop.product("jam")) == .applied)
        #expect(root.locationDescription == "shop: list ‖ order/2 ‖ product/jam")
    }

    @Test func aLongDetailStackIsAbbreviatedAfterTheColumnsBeforeIt() throws {
        let root = try shopWithTwoProducts()
        for number in 1...12 { #expect(screen(3, of: root).push(Shop.product("p\(number)")) == .applied) }
        let line = root.state.locationDescription(naming: \.routeID, abbreviated: true)
        #expect(line.hasPrefix("shop: list ‖ order/1 ‖ product/tea > … 6 more … > product/p6 > "))
        #expect(line.hasSuffix(" > product/p12"))
        #expect(!root.locationDescription.contains("more"))
    }

    @Test func aScreenInTheLastColumnPushesOntoItsStack() throws {
        let root = try shopWithTwoProducts()
        #expect(screen(2, of: root).push(Shop.product("jam")) == .applied)
        #expect(root.locationDescription == "shop: list ‖ order/1 ‖ product/tea > product/cake > product/jam")
    }

    @Test func backPopsTheDetailStackThenClearsEachColumnFromTheRight() throws {
        let root = try shopWithTwoProducts()
        var seen: [String] = []
        while root.back() == .applied { seen.append(root.locationDescription) }
        #expect(seen == ["shop: list ‖ order/1 ‖ product/tea", "shop: list ‖ order/1", "shop: list"])
        #expect(root.back() == .refused(.nothingToGoBack))
    }

    @Test func aLockedProductStaysWhenAnotherOrderIsSelected() throws {
        let root = try shopWithTwoProducts()
        let lock = try #require(screen(3, of: root).lockNavigation(reason: "Paying"))
        let before = root.state
        #expect(
            screen(0, of: root).push(Shop.order(2))
                == .refused(.locked(route: "product/cake", reason: "Paying")))
        #expect(root.state == before)
        screen(3, of: root).unlock(lock)
        #expect(screen(0, of: root).push(Shop.order(2)) == .applied)
    }

    @Test func aProductThatAsksBeforeLeavingHoldsTheSelectionUntilAnswered() throws {
        let root = try shopWithTwoProducts()
        let question = NavigationLeaveConfirmation(title: "Discard the cart?")
        #expect(screen(3, of: root).confirmLeaving(question) == .applied)
        let outcome = screen(0, of: root).push(Shop.order(2))
        guard case .held(.confirming(let route, _)) = outcome else {
            Issue.record("the selection was \(outcome)")
            return
        }
        #expect(route == "product/cake")
        #expect(root.chooseAlertAction(at: 0) == .applied)
        #expect(root.locationDescription == "shop: list ‖ order/2")
    }

    /// A stranger tapped the order column's "Cancel order" beside a shipping address: the
    /// order shows, so it may ask, and the screen in front stays where it is.
    @Test func aScreenInAnEarlierColumnAsksWithAnAlertAndTheScreenInFrontStays() throws {
        let root = try shopWithTwoProducts()
        var cancelled = false
        let cancel = NavigationAlert(
            id: "order/1/cancel", title: "Cancel order 1?",
            actions: [
                .init("Cancel order", role: .destructive) { cancelled = true }, .init("Keep", role: .cancel),
            ])
        #expect(screen(1, of: root).showAlert(cancel) == .applied)
        #expect(
            root.locationDescription
                == "shop: list ‖ order/1 ‖ product/tea > product/cake | alert: order/1/cancel")
        #expect(root.frontAlert?.entry == root.state.tabs[0].layers[0].entries[1].id)
        #expect(root.chooseAlertAction(at: 0) == .applied)
        #expect(cancelled)
        #expect(root.locationDescription == "shop: list ‖ order/1 ‖ product/tea > product/cake")
        // The list shows too; a product under the one in front of its column does not.
        #expect(screen(0, of: root).showAlert(NavigationAlert(id: "list", title: "List")) == .applied)
        #expect(root.dismissAlert() == .applied)
        #expect(
            screen(2, of: root).showAlert(NavigationAlert(id: "tea", title: "Tea"))
                == .refused(.notOnTop(route: "product/tea")))
        #expect(root.state.tabs[0].layers[0].alert == nil)
    }

    /// The alert stays while its screen shows, in its column or in front, and goes with it.
    @Test func anEarlierColumnsAlertGoesWhenItsScreenNoLongerShows() throws {
        let ask = { (root: NavigationRoot) in
            #expect(self.screen(1, of: root).showAlert(NavigationAlert(id: "ask", title: "Ask")) == .applied)
        }
        // The columns after it going back leave the order showing, in front at last.
        var root = try shopWithTwoProducts()
        ask(root)
        #expect(screen(3, of: root).pop(last: 1) == .applied)
        #expect(screen(2, of: root).pop(last: 1) == .applied)
        #expect(root.locationDescription == "shop: list ‖ order/1 | alert: ask")
        // Another order selected in the list: the order left.
        #expect(screen(0, of: root).push(Shop.order(2)) == .applied)
        #expect(root.locationDescription == "shop: list ‖ order/2")
        // A sheet over the split covers it, and a push onto the stack takes it away as always.
        for change in [
            { (root: NavigationRoot) in root.tabHandle("shop").present(Shop.home, style: .sheet) },
            { (root: NavigationRoot) in self.screen(3, of: root).push(Shop.product("jam")) },
        ] {
            root = try shopWithTwoProducts()
            ask(root)
            #expect(change(root) == .applied)
            #expect(root.state.tabs[0].layers.allSatisfy { $0.alert == nil })
            #expect(root.frontAlert == nil)
        }
    }

    /// Applied, restored or renumbered, an alert stays with the column's screen it belongs to;
    /// one that belongs to a covered screen is refused (a plain tab's: see the next test).
    @Test func aStatesAlertMayBelongToAnEarlierColumnAndNoOtherCoveredScreen() throws {
        let root = try shopWithTwoProducts()
        #expect(screen(1, of: root).showAlert(NavigationAlert(id: "ask", title: "Ask")) == .applied)
        let coder = try makeCoder()
        let expected = "shop: list ‖ order/1 ‖ product/tea > product/cake | alert: ask"
        let restored = makeShop()
        #expect(restored.restore(try coder.decode(try coder.encode(root.state))) == .applied)
        #expect(restored.locationDescription == expected)
        #expect(restored.frontAlert?.entry == restored.state.tabs[0].layers[0].entries[1].id)
        // Every id given afresh (a counter the file lost): the alert moves with its screen.
        var afresh = root.state
        afresh.nextEntryID = 0
        let renumbered = makeShop()
        #expect(renumbered.restore(afresh) == .applied)
        #expect(renumbered.locationDescription == expected)
        #expect(renumbered.frontAlert?.entry == renumbered.state.tabs[0].layers[0].entries[1].id)
        #expect(renumbered.frontAlert?.entry != root.state.tabs[0].layers[0].entries[1].id)
        // The tea is covered by the cake in its column; the home tab is no split.
        var covered = root.state
        let tea = covered.tabs[0].layers[0].entries[2].id
        covered.tabs[0].layers[0].alert?.entry = tea
        #expect(
            makeShop().restore(covered)
                == .refused(.invalidState("alert 'ask' belongs to a screen of 'shop' that does not show")))
    }

    /// The app's declaration decides which screens show, whatever columns a state claims.
    @Test func whichScreenMayHaveAnAlertIsDecidedByTheDeclaredColumns() throws {
        // The shop tab claims one column (a state built by hand, or saved before the split):
        // the declared three make the order show.
        var state = try shopWithTwoProducts().state
        state.tabs[0].columns = 1
        state.tabs[0].layers[0].alert = NavigationAlertState(
            NavigationAlert(id: "order", title: "Order"), entry: state.tabs[0].layers[0].entries[1].id)
        let root = makeShop()
        #expect(root.apply(state) == .applied)
        #expect(
            root.locationDescription == "shop: list ‖ order/1 ‖ product/tea > product/cake | alert: order")
        // The home tab claiming three columns is still a plain stack.
        state.tabs[0].layers[0].alert = nil
        state.tabs[1].columns = 3
        state.tabs[1].layers[0].entries.append(NavigationEntry(destination: Shop.order(3)))
        state.tabs[1].layers[0].alert = NavigationAlertState(
            NavigationAlert(id: "home", title: "Home"), entry: state.tabs[1].layers[0].entries[0].id)
        #expect(
            makeShop().apply(state)
                == .refused(.invalidState("alert 'home' belongs to a screen of 'home' that does not show")))
        // In a split of two columns only the first column's screen shows beside the one in front.
        let two = NavigationRoot(tabs: [NavigationTab("shop", root: Shop.list, columns: 2)])
        #expect(two.tabHandle("shop").push(Shop.order(1)) == .applied)
        #expect(two.tabHandle("shop").push(Shop.product("tea")) == .applied)
        let entries = two.state.tabs[0].layers[0].entries
        #expect(
            two.handle(for: entries[1].id).showAlert(NavigationAlert(id: "order", title: "Order"))
                == .refused(.notOnTop(route: "order/1")))
        #expect(
            two.handle(for: entries[0].id).showAlert(NavigationAlert(id: "list", title: "List")) == .applied)
    }

    /// A saved state read tolerantly keeps an earlier column's alert when what it leaves out
    /// is above that screen, and restored into an app that no longer declares the column, the
    /// alert alone goes.
    @Test func aSavedEarlierColumnsAlertStaysWithItsScreenAndGoesAloneWithItsColumn() throws {
        let root = try shopWithTwoProducts()
        #expect(screen(1, of: root).showAlert(NavigationAlert(id: "ask", title: "Ask")) == .applied)
        let coder = try makeCoder()
        let saved = String(decoding: try coder.encode(root.state), as: UTF8.self)
        #expect(saved.contains(#"{"product":{"_0":"cake"}}"#))
        let edited = saved.replacingOccurrences(of: #"{"product":{"_0":"cake"}}"#, with: #"{"gone":{}}"#)
        let (state, dropped) = try coder.decodeTolerantly(Data(edited.utf8))
        #expect(dropped.count == 1)
        let restored = makeShop()
        #expect(restored.restore(state) == .applied)
        #expect(restored.locationDescription == "shop: list ‖ order/1 ‖ product/tea | alert: ask")
        // The shop declared as a plain stack now: the screens stay, the order's alert goes.
        let plain = NavigationRoot(tabs: [
            NavigationTab("shop", root: Shop.list), NavigationTab("home", root: Shop.home),
        ])
        let (outcome, said) = plain.restoreTolerantly(try coder.decode(Data(saved.utf8)))
        #expect(outcome == .applied)
        #expect(said == ["tab shop: alert 'ask', whose screen's column this app no longer declares"])
        #expect(plain.locationDescription == "shop: list > order/1 > product/tea > product/cake")
    }

    /// The shop with two products, a checkpoint on the list, and a managed sheet the list
    /// presented over the columns (as the new-order wizard is); the values the checkpoint got.
    func shopWithAWizardOverIt() throws -> (NavigationRoot, NavigationCheckpoint<Int>, Log<Int>) {
        let picked = NavigationCheckpoint<Int>("picked")
        let root = try shopWithTwoProducts()
        let values = Log<Int>()
        #expect(screen(0, of: root).establish(picked) { values.record($0) } == .applied)
        #expect(screen(0, of: root).present(Shop.home, style: .managedSheet) == .applied)
        return (root, picked, values)
    }

    /// A stranger cancelled the new-order wizard the list opened beside an order and its
    /// address, and lost both: a return from what is presented over the split to an earlier
    /// column's screen closes only that, and a return from the split's own stack pops to it.
    @Test func aReturnFromOverTheSplitToAnEarlierColumnKeepsTheColumnsBesideIt() throws {
        let (root, picked, values) = try shopWithAWizardOverIt()
        #expect(try #require(root.frontHandle).push(Shop.order(9)) == .applied)
        #expect(try #require(root.frontHandle).returnToCheckpoint(picked, value: 1) == .applied)
        #expect(root.locationDescription == "shop: list ‖ order/1 ‖ product/tea > product/cake")
        #expect(screen(3, of: root).returnToCheckpoint(picked, value: 2) == .applied)
        #expect(root.locationDescription == "shop: list")
        #expect(values.values == [1, 2])
    }

    /// Which return it is, is decided when it is asked: a question that holds it carries out
    /// the same return when the person leaves, whoever asks for it again.
    @Test func aReturnFromOverTheSplitHeldByAQuestionKeepsTheColumnsWhenLeft() throws {
        let (root, picked, values) = try shopWithAWizardOverIt()
        let sheet = try #require(root.frontHandle)
        #expect(sheet.present(Shop.order(9), style: .sheet) == .applied)
        let over = try #require(root.frontHandle)
        #expect(over.confirmLeaving(NavigationLeaveConfirmation(title: "Discard?")) == .applied)
        let outcome = sheet.returnToCheckpoint(picked, value: 1)
        #expect(outcome == .held(.confirming(route: "order/9", alert: "order/9/leave")))
        #expect(root.chooseAlertAction(at: 0) == .applied)
        #expect(root.locationDescription == "shop: list ‖ order/1 ‖ product/tea > product/cake")
        #expect(values.values == [1])
    }

    @Test func aLinkIntoTheSplitFillsItsColumnsFromTheLeft() throws {
        let root = makeShop()
        #expect(root.selectTab("home") == .applied)
        #expect(root.open(NavigationPlace(tab: "shop", stack: [Shop.list, Shop.order(7)])) == .applied)
        #expect(root.locationDescription == "shop: list ‖ order/7")
    }

    @Test func aFocusLinkToAScreenNotShownTakesItsPlaceInsteadOfPushingIntoAnotherColumn() throws {
        let root = try shopWithTwoProducts()
        var link = NavigationPlace(tab: "shop", stack: [Shop.list, Shop.order(2)])
        link.policy = .focus
        #expect(root.open(link) == .applied)
        #expect(root.locationDescription == "shop: list ‖ order/2")
        // A screen already shown is focused, as in any tab.
        #expect(screen(1, of: root).push(Shop.product("tea")) == .applied)
        #expect(root.open(link) == .applied)
        #expect(root.locationDescription == "shop: list ‖ order/2")
    }

    @Test func aRestoredSplitKeepsItsColumnsAndTheDeclarationDecides() throws {
        let root = try shopWithTwoProducts()
        let coder = try makeCoder()
        let data = try coder.encode(root.state)
        #expect(try coder.decode(data) == root.state)
        let restored = makeShop()
        #expect(restored.restore(try coder.decode(data)) == .applied)
        #expect(restored.locationDescription == "shop: list ‖ order/1 ‖ product/tea > product/cake")
        // A state that says otherwise (a file from before the tab was a split) is told.
        var plain = root.state
        plain.tabs[0].columns = 1
        plain.tabs[1].columns = 2
        #expect(restored.apply(plain) == .applied)
        #expect(restored.state.tabs.map(\.columns) == [3, 1])
    }

    @Test func aSplitsColumnsThatCannotBeReadAreOnlyAHintAndTheFileStillRestores() throws {
        let root = try shopWithTwoProducts()
        let coder = try makeCoder()
        let saved = String(decoding: try coder.encode(root.state), as: UTF8.self)
        #expect(saved.contains(#""columns":3"#))
        for edited in [#""columns":"three""#, #""columns":null"#, #""columns":99"#, #""columns":[3]"#] {
            let state = try coder.decode(
                Data(saved.replacingOccurrences(of: #""columns":3"#, with: edited).utf8))
            let restored = makeShop()
            #expect(restored.restore(state) == .applied, "\(edited)")
            #expect(restored.locationDescription == "shop: list ‖ order/1 ‖ product/tea > product/cake")
            // Found by a stranger: a tolerant read reset them without a word. Null is no value.
            let (_, dropped) = try coder.decodeTolerantly(
                Data(saved.replacingOccurrences(of: #""columns":3"#, with: edited).utf8))
            let said =
                "\"columns\" of tab shop, which is not 1, 2 or 3, so the app's declaration decides them"
            #expect(dropped.map(\.description) == (edited.hasSuffix("null") ? [] : [said]), "\(edited)")
        }
    }
}

/// The screens of the split: a list, an order, products, and a plain home.
private enum Shop: NavigationDestination {
    case list
    case order(Int)
    case product(String)
    case home

    var routeID: String {
        switch self {
        case .list: "list"
        case .order(let id): "order/\(id)"
        case .product(let name): "product/\(name)"
        case .home: "home"
        }
    }

    static var codingName: String { "Test.Shop" }
}
