import Foundation
import Navigation
import NavigationTesting
import Testing

@MainActor
@Suite struct NavigationEntryIDTests {
    @Test func idsIncreaseWithEveryPushAndPresentation() throws {
        let root = makeRoot()
        let first = try #require(root.push(HomeDestination.detail))
        let second = try #require(root.push(HomeDestination.list))
        root.present(HomeDestination.editor, method: .managedSheet)
        let sheetRoot = try #require(root.current.rootEntry?.id)
        #expect(first < second)
        #expect(second < sheetRoot)
        #expect(root.exportState().hasWellFormedEntryIDs)
    }

    @Test func equalRoutesGetDistinctIDs() throws {
        let root = makeRoot()
        let first = try #require(root.push(HomeDestination.detail))
        let second = try #require(root.push(HomeDestination.detail))
        #expect(first != second)
        let home = try #require(root.navigator(named: "home"))
        #expect(home.path[0] != home.path[1])
        #expect(home.path[0].destination == home.path[1].destination)
    }

    @Test func idsAreNeverReusedAfterAPop() throws {
        let root = makeRoot()
        let popped = try #require(root.push(HomeDestination.detail))
        root.pop()
        let next = try #require(root.push(HomeDestination.detail))
        #expect(next > popped)
        #expect(!root.containsEntry(popped))
    }

    @Test func idsAreNeverReusedAfterARestoreBecauseTheCounterTravelsInTheState() throws {
        let writer = makeRoot()
        writer.push(HomeDestination.detail)
        let popped = try #require(writer.push(HomeDestination.list))
        writer.pop()
        let state = writer.exportState()
        #expect(state.nextEntryID == popped.rawValue + 1)

        let reader = makeRoot()
        try reader.restore(from: state)
        let next = try #require(reader.push(HomeDestination.page(1)))
        #expect(next > popped)
        #expect(!state.allEntries.map(\.id).contains(next))
        #expect(reader.exportState().hasWellFormedEntryIDs)
    }

    @Test func popToEntryLeavesThatEntryOnTop() throws {
        let root = makeRoot()
        root.push(HomeDestination.detail)
        let list = try #require(root.push(HomeDestination.list))
        root.push(HomeDestination.page(1))
        root.push(HomeDestination.page(2))
        #expect(root.pop(toEntry: list))
        #expect(root.locationDescription == "home: home > detail > list")
        #expect(root.current.topEntry?.id == list)
    }

    @Test func popToTheRootScreensEntryPopsEverything() throws {
        let root = makeRoot()
        let home = try #require(root.navigator(named: "home"))
        let rootEntry = try #require(home.rootEntry?.id)
        root.push(HomeDestination.detail)
        root.push(HomeDestination.list)
        #expect(root.pop(toEntry: rootEntry))
        #expect(root.locationDescription == "home: home")
        let before = root.exportState()
        #expect(!root.pop(toEntry: rootEntry))
        #expect(root.exportState() == before)
    }

    @Test func popToAnEntryThatIsNotOnThisStackReturnsFalseAndChangesNothing() throws {
        let root = makeRoot()
        let popped = try #require(root.push(HomeDestination.detail))
        root.pop()
        root.push(HomeDestination.list)
        let orders = try #require(root.navigator(named: "orders"))
        let elsewhere = try #require(orders.push(OrdersDestination.detail(3)))
        let before = root.exportState()
        #expect(!root.pop(toEntry: popped))
        #expect(!root.pop(toEntry: elsewhere))
        #expect(!root.pop(toEntry: .unassigned))
        #expect(root.exportState() == before)
    }

    @Test func popToTheTopEntryReturnsFalseAndChangesNothing() throws {
        let root = makeRoot()
        root.push(HomeDestination.detail)
        let top = try #require(root.push(HomeDestination.list))
        let before = root.exportState()
        #expect(!root.pop(toEntry: top))
        #expect(root.exportState() == before)
    }

    @Test func containsEntryFollowsEntriesThroughPushPopAndDismiss() throws {
        let root = makeRoot()
        let detail = try #require(root.push(HomeDestination.detail))
        root.present(HomeDestination.editor, method: .managedSheet)
        let sheetRoot = try #require(root.current.rootEntry?.id)
        let inSheet = try #require(root.push(HomeDestination.list))
        let orders = try #require(root.navigator(named: "orders"))
        let ordersRoot = try #require(orders.rootEntry?.id)
        #expect([detail, sheetRoot, inSheet, ordersRoot].allSatisfy { root.containsEntry($0) })
        #expect(orders.containsEntry(inSheet))
        root.pop()
        #expect(!root.containsEntry(inSheet))
        root.dismiss()
        #expect(!root.containsEntry(sheetRoot))
        #expect(root.containsEntry(detail))
    }

    @Test func isPresentingEntryLooksOnlyAtThisNavigatorsStack() throws {
        let root = makeRoot()
        let detail = try #require(root.push(HomeDestination.detail))
        let home = try #require(root.navigator(named: "home"))
        let orders = try #require(root.navigator(named: "orders"))
        #expect(home.isPresenting(entry: detail))
        #expect(home.isPresenting(entry: try #require(home.rootEntry?.id)))
        #expect(!orders.isPresenting(entry: detail))
    }

    @Test func everyEntryOfALongStackIsFoundAndCanBePoppedTo() throws {
        let root = makeRoot()
        var ids: [NavigationEntryID] = []
        for number in 1...64 {
            ids.append(try #require(root.push(HomeDestination.page(number))))
            root.selectTab(number.isMultiple(of: 2) ? "orders" : "home")
            root.push(OrdersDestination.detail(number))
            root.selectTab("home")
        }
        #expect(ids.allSatisfy { root.containsEntry($0) })
        #expect(root.pop(toEntry: ids[40]))
        #expect(root.current.topEntry?.routeID == "page/41")
        #expect(ids[..<41].allSatisfy { root.containsEntry($0) })
        #expect(!ids[41...].contains { root.containsEntry($0) })
    }

    @Test func popToLastWhereStopsAtTheLastMatch() {
        let root = makeRoot()
        root.push(HomeDestination.page(1))
        root.push(HomeDestination.detail)
        root.push(HomeDestination.page(2))
        root.push(HomeDestination.list)
        #expect(root.pop(toLastWhere: { $0.routeID.hasPrefix("page/") }))
        #expect(root.locationDescription == "home: home > page/1 > detail > page/2")
    }

    @Test func popToLastWhereWithTheMatchOnTopReturnsFalseAndChangesNothing() {
        let root = makeRoot()
        root.push(HomeDestination.detail)
        root.push(HomeDestination.page(1))
        let before = root.exportState()
        #expect(!root.pop(toLastWhere: { $0.routeID.hasPrefix("page/") }))
        #expect(root.exportState() == before)
    }

    @Test func popToLastWhereWithoutAMatchReturnsFalseAndChangesNothing() {
        let root = makeRoot()
        root.push(HomeDestination.detail)
        let before = root.exportState()
        #expect(!root.pop(toLastWhere: { $0.routeID == "list" }))
        #expect(root.exportState() == before)
    }

    @Test func popToLastWhereMatchingOnlyTheRootScreenPopsEverything() {
        let root = makeRoot()
        root.push(HomeDestination.detail)
        root.push(HomeDestination.list)
        #expect(root.pop(toLastWhere: { $0.routeID == "home" }))
        #expect(root.locationDescription == "home: home")
    }

    @Test func popToLastTypeMatchesTheDestinationsType() {
        let root = makeRoot()
        root.push(OrdersDestination.detail(1))
        root.push(OrdersDestination.detail(2))
        root.push(HomeDestination.list)
        root.push(HomeDestination.detail)
        #expect(root.pop(toLast: OrdersDestination.self))
        #expect(root.locationDescription == "home: home > orders/1 > orders/2")
        #expect(!root.pop(toLast: SettingsDestination.self))
        #expect(root.locationDescription == "home: home > orders/1 > orders/2")
    }

    @Test func anIDReadsAndEncodesAsItsBareNumber() throws {
        let id = NavigationEntryID(rawValue: 42)
        #expect(id.description == "#42")
        let data = try JSONEncoder().encode(id)
        #expect(String(decoding: data, as: UTF8.self) == "42")
        #expect(try JSONDecoder().decode(NavigationEntryID.self, from: data) == id)
        #expect(NavigationEntry(id: id, destination: HomeDestination.detail).description == "detail#42")
    }

    @Test func anEntryBuiltByHandIsUnassigned() {
        let entry = NavigationEntry(destination: HomeDestination.list)
        #expect(entry.id == .unassigned)
        #expect(NavigationEntryID.unassigned.rawValue == 0)
    }
}
