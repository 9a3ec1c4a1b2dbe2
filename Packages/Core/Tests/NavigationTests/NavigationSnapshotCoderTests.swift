import Foundation
import Navigation
import NavigationSnapshots
import NavigationTesting
import Testing

@MainActor
@Suite struct NavigationSnapshotCoderTests {
    static let coder: NavigationSnapshotCoder = {
        var registry = NavigationDestinationRegistry()
        try? registry.register(HomeDestination.self)
        try? registry.register(OrdersDestination.self)
        try? registry.register(SettingsDestination.self)
        try? registry.register(PickStep.self)
        return NavigationSnapshotCoder(registry: registry)
    }()

    private func busyRoot() -> NavigationRoot {
        let root = makeRoot()
        root.push(HomeDestination.detail)
        root.present(HomeDestination.editor, .managedSheet)
        root.push(PickStep.step(PickFlow()))
        root.front.showAlert(
            NavigationAlert(
                id: "ask", title: "Sure?", message: "Really.", actions: [.init("Yes", role: .destructive)]))
        root.tabHandle("orders").push(OrdersDestination.detail(3))
        return root
    }

    @Test func aStateRoundTripsThroughJSONExactly() throws {
        let state = busyRoot().state
        #expect(try Self.coder.decode(Self.coder.encode(state)) == state)
        #expect(try Self.coder.decode(Self.coder.encode(state, pretty: true)) == state)
    }

    @Test func theDocumentListsEachTypeOnceAndALayersEntriesAreOneFlatArray() throws {
        let root = makeRoot()
        root.push(HomeDestination.page(2))
        let text = String(decoding: try Self.coder.encode(root.state), as: UTF8.self)
        #expect(text.contains(#""types":["Test.Home","Test.Orders","Test.Settings"]"#))
        #expect(text.contains(#",4,0,{"page":{"_0":2}}"#))
        #expect(text.components(separatedBy: "Test.Home").count == 2)
    }

    @Test func prettyOutputGivesTheSameBytesForTheSameStateWithItsKeysSorted() throws {
        let state = busyRoot().state
        #expect(try Self.coder.encode(state, pretty: true) == Self.coder.encode(state, pretty: true))
        let pretty = String(decoding: try Self.coder.encode(state, pretty: true), as: UTF8.self)
        let keys = ["\"next\"", "\"tab\"", "\"tabs\"", "\"types\""]
        let positions = keys.compactMap { pretty.range(of: $0)?.lowerBound }
        #expect(positions.count == keys.count && positions == positions.sorted())
        #expect(try Self.coder.decode(Self.coder.encode(state)) == state)
    }

    @Test func everyKindOfPendingRequestRoundTrips() throws {
        let root = makeRoot()
        let screen = try #require(root.present(SettingsDestination.signIn, .sheet))
        let requests: [NavigationRequest] = [
            .show(
                AnyNavigationDestination(OrdersDestination.detail(1)), method: .push,
                from: .entry(NavigationEntryID(rawValue: 1))),
            .show(
                AnyNavigationDestination(HomeDestination.info), method: .present(.sheet), from: .tab("orders")
            ),
            .selectTab("orders"),
            .link(
                NavigationPlace(
                    tab: "orders", stack: [OrdersDestination.list],
                    presentation: .init(style: .managedSheet, stack: [HomeDestination.player]))),
            .link(NavigationPlace(tab: "home", stack: [])),
            .restoreTab(busyRoot().state.tabs[0]),
        ]
        for request in requests {
            var state = root.state
            state.pending = NavigationPendingRequest(request: request, requirement: .signedIn, screen: screen)
            #expect(try Self.coder.decode(Self.coder.encode(state)) == state, "\(request)")
        }
    }

    @Test func aPendingRequestWithAnUnknownMethodIsRefusedNamingItWithItsControlsSpelledOut() throws {
        let root = makeRoot()
        let screen = try #require(root.present(SettingsDestination.signIn, .sheet))
        var state = root.state
        state.pending = NavigationPendingRequest(
            request: .show(
                AnyNavigationDestination(OrdersDestination.detail(1)), method: .present(.managedSheet),
                from: .tab("home")),
            requirement: .signedIn, screen: screen)
        let json = String(decoding: try Self.coder.encode(state), as: UTF8.self)
        #expect(json.contains(#""method":"managedSheet""#))
        let tampered = json.replacingOccurrences(of: #""managedSheet""#, with: #""\u001b[31mX\n""#)
        do {
            _ = try Self.coder.decode(Data(tampered.utf8))
            Issue.record("a snapshot with an unknown method was read")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription == #"no navigation method is called "\u{1B}[31mX\n""#)
        }
    }

    @Test(arguments: [
        (
            "unknown type",
            #"{"next":4,"tab":"home","types":["Nobody"],"tabs":[["home",[null,[1,0,{"home":{}}]]]]}"#
        ),
        (
            "type index out of the table",
            #"{"next":4,"tab":"home","types":[],"tabs":[["home",[null,[1,0,{"home":{}}]]]]}"#
        ),
        (
            "an entry without its type and value",
            #"{"next":4,"tab":"home","types":["Test.Home"],"tabs":[["home",[null,[1,0,{"home":{}},9]]]]}"#
        ),
        (
            "unknown style",
            #"{"next":4,"tab":"home","types":["Test.Home"],"tabs":[["home",["popover",[1,0,{"home":{}}]]]]}"#
        ),
        (
            "negative id",
            #"{"next":4,"tab":"home","types":["Test.Home"],"tabs":[["home",[null,[-1,0,{"home":{}}]]]]}"#
        ),
        ("no counter", #"{"tab":"home","types":["Test.Home"],"tabs":[]}"#),
        ("not JSON", "{"),
    ])
    func aDocumentThatIsNotASnapshotFailsWithADecodingError(_ label: String, _ json: String) {
        #expect(throws: DecodingError.self, "\(label)") { try Self.coder.decode(Data(json.utf8)) }
    }

    @Test func theRegistryRefusesTwoTypesUnderOneCodingName() {
        struct Impostor: NavigationDestination {
            var routeID: String { "impostor" }
            static var codingName: String { "Test.Home" }
        }
        var registry = NavigationDestinationRegistry()
        #expect(throws: Never.self) { try registry.register(HomeDestination.self) }
        let conflict = #expect(throws: NavigationDestinationRegistry.ConflictError.self) {
            try registry.register(Impostor.self)
        }
        #expect(conflict?.codingName == "Test.Home")
        #expect(registry.codingNames == ["Navigation.NotFound", "Navigation.Unprovided", "Test.Home"])
    }

    @Test func aDecodedSnapshotRestoresToTheSameTree() throws {
        let writer = busyRoot()
        let reader = makeRoot()
        #expect(reader.restore(try Self.coder.decode(Self.coder.encode(writer.state))) == .applied)
        #expect(reader.state == writer.state)
    }
}
