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

    /// A tree with a pushed screen, a managed sheet holding a flow's step under an alert, and
    /// another tab pushed.
    static func busyRoot() -> NavigationRoot {
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
        let state = Self.busyRoot().state
        #expect(try Self.coder.decode(Self.coder.encode(state)) == state)
        #expect(try Self.coder.decode(Self.coder.encode(state, pretty: true)) == state)
    }

    @Test func eachEntryIsSavedWithItsIdItsTypesCodingNameAndItsValue() throws {
        let root = makeRoot()
        root.push(HomeDestination.page(2))
        let document = try #require(
            try JSONSerialization.jsonObject(with: Self.coder.encode(root.state)) as? [String: Any])
        let tabs = try #require(document["tabs"] as? [[String: Any]])
        #expect(tabs.map { $0["name"] as? String } == ["home", "orders", "settings"])
        let layers = try #require(tabs[0]["layers"] as? [[String: Any]])
        let entries = try #require(layers[0]["entries"] as? [[String: Any]])
        #expect(entries.count == 2 && layers[0]["style"] == nil && layers[0]["alert"] == nil)
        #expect(entries[1]["id"] as? Int == 4)
        #expect(entries[1]["type"] as? String == "Test.Home")
        #expect((entries[1]["value"] as? [String: [String: Int]]) == ["page": ["_0": 2]])
    }

    @Test func prettyOutputGivesTheSameBytesForTheSameStateWithItsKeysSorted() throws {
        let state = Self.busyRoot().state
        #expect(try Self.coder.encode(state, pretty: true) == Self.coder.encode(state, pretty: true))
        let pretty = String(decoding: try Self.coder.encode(state, pretty: true), as: UTF8.self)
        let keys = ["\"key\"", "\"next\"", "\"tab\"", "\"tabs\""]
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
            .restoreTab(Self.busyRoot().state.tabs[0]),
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
        (
            "unknown type, today's shape",
            #"{"next":4,"tab":"home","tabs":[{"name":"home","layers":[{"entries":[{"id":1,"type":"Nobody","value":{"home":{}}}]}]}]}"#
        ),
        (
            "an entry without its value, today's shape",
            #"{"next":4,"tab":"home","tabs":[{"name":"home","layers":[{"entries":[{"id":1,"type":"Test.Home"}]}]}]}"#
        ),
        (
            "unknown style, today's shape",
            #"{"next":4,"tab":"home","tabs":[{"name":"home","layers":[{"style":"popover","entries":[{"id":1,"type":"Test.Home","value":{"home":{}}}]}]}]}"#
        ),
        (
            "negative id, today's shape",
            #"{"next":4,"tab":"home","tabs":[{"name":"home","layers":[{"entries":[{"id":-1,"type":"Test.Home","value":{"home":{}}}]}]}]}"#
        ),
        (
            "a tab in the compact shape beside today's",
            #"{"next":4,"tab":"home","tabs":[["home",[null,[1,0,{"home":{}}]]]]}"#
        ),
        (
            "a table of types beside tabs of today's shape",
            #"{"next":4,"tab":"home","types":["Test.Home"],"tabs":[{"name":"home","layers":[]}]}"#
        ),
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
        let writer = Self.busyRoot()
        let reader = makeRoot()
        #expect(reader.restore(try Self.coder.decode(Self.coder.encode(writer.state))) == .applied)
        #expect(reader.state == writer.state)
    }
}
