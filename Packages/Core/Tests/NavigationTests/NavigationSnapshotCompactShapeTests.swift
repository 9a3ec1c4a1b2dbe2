import Foundation
import Navigation
import NavigationSnapshots
import Testing

/// A file saved in the compact shape snapshots had before today's still restores: every part
/// of a state (layers, alerts, splits, each kind of pending request and its sender, windows)
/// comes back as it was saved.
@MainActor
@Suite struct NavigationSnapshotCompactShapeTests {
    @Test(arguments: CompactShapeStates.labels)
    func aStateSavedInTheCompactShapeReadsBackAsItWas(_ label: String) throws {
        let coder = CompactShapeStates.coder
        let saved = try #require(CompactShapeStates.compact[label])
        let state = try #require(CompactShapeStates.states.first { $0.0 == label }?.1)
        #expect(try coder.decode(Data(saved.utf8)) == state)
        let tolerant = try coder.decodeTolerantly(Data(saved.utf8))
        #expect(tolerant.state == state && tolerant.dropped.isEmpty)
        // Written again, it is in today's shape and reads back the same.
        let written = try coder.encode(state)
        #expect(!String(decoding: written, as: UTF8.self).contains(#""types""#))
        #expect(try coder.decode(written) == state)
    }

    @Test func aCompactFileLargerThanTheMigrationLimitIsRefusedBeforeItIsRead() throws {
        // Reading an earlier shape costs hundreds of bytes of memory per byte: a 27 MB file
        // took 7.4 GB, so a large one is refused whole rather than read.
        let pages = (0..<80_000).map { "\($0 + 10),0,{\"page\":{\"_0\":\($0 % 900)}}" }
        let saved =
            #"{"next":90000,"tab":"home","types":["Test.Home"],"tabs":[["home",[null,[1,0,{"home":{}},"#
            + pages.joined(separator: ",") + "]]]]}"
        let data = Data(saved.utf8)
        #expect(data.count > NavigationSnapshotCoder.largestMigrated)
        #expect {
            try CompactShapeStates.coder.decodeTolerantly(data)
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription.hasPrefix(
                "a file of an earlier shape or version larger than 1 MiB")
        }
    }

    @Test func aSmallCompactFileWhoseTypeNamesWouldBeWrittenOutToGigabytesIsRefused() throws {
        // One 200,000-byte name shared by 10,000 entries: 0.2 MB read, 2 GB written out.
        let entries = (0..<10_000).map { "\($0 + 10),0,{}" }.joined(separator: ",")
        let name = "Test.Home" + String(repeating: "X", count: 200_000)
        let saved =
            #"{"next":10010,"tab":"home","types":[""# + name
            + #"","Test.Home"],"tabs":[["home",[null,[1,1,{"home":{}},"# + entries + "]]]]}"
        let data = Data(saved.utf8)
        #expect(data.count < NavigationSnapshotCoder.largestMigrated)
        #expect {
            try CompactShapeStates.coder.decodeTolerantly(data)
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription.hasPrefix("its type names, written out for each entry")
        }
    }

    /// Found by a stranger: a type index written as the string `"0"` was said to be "not in
    /// the table", as if the number 0 were missing from it.
    @Test(arguments: [
        (#""0""#, #"type index "0" is not a whole number"#), ("7", "type index 7 is not in the table"),
    ])
    func aTypeIndexThatIsNotOneOfTheTablesIsSaidAsWritten(index: String, said: String) {
        let saved =
            #"{"next":3,"tab":"home","types":["Test.Home"],"tabs":[["home",[null,[1,"# + index
            + #",{"home":{}}]]]]}"#
        #expect {
            try CompactShapeStates.coder.decodeTolerantly(Data(saved.utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription == said
        }
    }

    @Test func windowsSavedInTheCompactShapeReadBackAsTheyWere() throws {
        let saved = try #require(CompactShapeStates.compact["windows"])
        let read = try CompactShapeStates.coder.decodeWindowsTolerantly(Data(saved.utf8))
        #expect(read.windows == CompactShapeStates.windows && read.dropped.isEmpty)
    }

    @Test func aCompactFileOfAnEarlierVersionIsBroughtToTodaysShapeBeforeTheAppsMigrations() throws {
        var registry = NavigationDestinationRegistry()
        for type in [HomeDestination.self, OrdersDestination.self, SettingsDestination.self]
            as [any NavigationDestination.Type]
        {
            try registry.register(type)
        }
        try registry.register(PickStep.self)
        let coder = NavigationSnapshotCoder(
            registry: registry, version: 2,
            migrations: [
                NavigationSnapshotMigration(from: 1) { entry in
                    if entry.codingName == "Test.PickStep" { entry.drop() }
                    if entry.caseName == "detail", entry[value: "_0"] as? Int == 3 { entry[value: "_0"] = 30 }
                }
            ])
        let saved = try #require(CompactShapeStates.compact["busy"])
        let (state, dropped) = try coder.decodeTolerantly(Data(saved.utf8))
        #expect(dropped.map(\.description) == ["Test.PickStep.step in tab home: dropped by a migration"])
        #expect(
            state.tabs[0].layers[1].entries.map(\.destination) == [
                AnyNavigationDestination(HomeDestination.editor)
            ])
        #expect(
            state.tabs[1].layers[0].entries.last?.destination
                == AnyNavigationDestination(OrdersDestination.detail(30)))
    }
}

extension CompactShapeStates {
    nonisolated static var labels: [String] { compact.keys.filter { $0 != "windows" }.sorted() }

    /// Each state above as the compact shape's coder wrote it, by label.
    nonisolated static let compact: [String: String] = [
        "busy":
            #"{"key":"test.v1","next":9,"types":["Test.Home","Test.PickStep","Test.Orders","Test.Settings"],"tab":"home","tabs":[["home",[null,[1,0,{"home":{}},4,0,{"detail":{}}]],["managedSheet",[5,0,{"editor":{}},6,1,{"step":{"_0":{"step":1,"picked":0}}}],{"entry":6,"actions":[{"label":"Yes","role":"destructive"}],"message":"Really.","id":"ask","title":"Sure?"}]],["orders",[null,[2,2,{"list":{}},7,2,{"detail":{"_0":3}}]],["sheet",[8,0,{"info":{}}]]],["settings",[null,[3,3,{"main":{}}]]]]}"#,
        "split":
            #"{"key":"test.v1","types":["Test.Home","Test.PickStep","Test.Orders","Test.Settings"],"tab":"home","next":9,"tabs":[["home",[null,[1,0,{"home":{}},4,0,{"detail":{}}]],["managedSheet",[5,0,{"editor":{}},6,1,{"step":{"_0":{"picked":0,"step":1}}}],{"id":"ask","actions":[{"label":"Yes","role":"destructive"}],"message":"Really.","entry":6,"title":"Sure?"}]],["orders",[null,[2,2,{"list":{}},7,2,{"detail":{"_0":3}}]],["sheet",[8,0,{"info":{}}]]],["settings",[null,[3,3,{"main":{}}]]]],"splits":{"orders":2}}"#,
        "show":
            #"{"key":"test.v1","types":["Test.Home","Test.Settings","Test.Orders"],"pending":{"destination":[0,2,{"detail":{"_0":1}}],"requirement":"signed-in","entry":1,"method":"push","screen":4,"kind":"show"},"tab":"home","next":5,"tabs":[["home",[null,[1,0,{"home":{}}]],["sheet",[4,1,{"signIn":{}}]]],["orders",[null,[2,2,{"list":{}}]]],["settings",[null,[3,1,{"main":{}}]]]]}"#,
        "show from a tab":
            #"{"key":"test.v1","tab":"home","pending":{"screen":4,"anchorTab":"orders","requirement":"signed-in","kind":"show","destination":[0,0,{"info":{}}],"method":"sheet"},"tabs":[["home",[null,[1,0,{"home":{}}]],["sheet",[4,1,{"signIn":{}}]]],["orders",[null,[2,2,{"list":{}}]]],["settings",[null,[3,1,{"main":{}}]]]],"next":5,"types":["Test.Home","Test.Settings","Test.Orders"]}"#,
        "tab":
            #"{"tab":"home","key":"test.v1","next":5,"types":["Test.Home","Test.Settings","Test.Orders"],"pending":{"screen":4,"kind":"tab","requirement":"signed-in","tab":"orders"},"tabs":[["home",[null,[1,0,{"home":{}}]],["sheet",[4,1,{"signIn":{}}]]],["orders",[null,[2,2,{"list":{}}]]],["settings",[null,[3,1,{"main":{}}]]]]}"#,
        "link":
            #"{"key":"test.v1","tab":"home","pending":{"style":"managedSheet","requirement":"signed-in","kind":"link","tab":"orders","screen":4,"stack":[0,2,{"list":{}},0,2,{"detail":{"_0":4}}],"presentation":[0,0,{"player":{}}]},"tabs":[["home",[null,[1,0,{"home":{}}]],["sheet",[4,1,{"signIn":{}}]]],["orders",[null,[2,2,{"list":{}}]]],["settings",[null,[3,1,{"main":{}}]]]],"next":5,"types":["Test.Home","Test.Settings","Test.Orders"]}"#,
        "link pushing":
            #"{"tab":"home","types":["Test.Home","Test.Settings","Test.Orders"],"tabs":[["home",[null,[1,0,{"home":{}}]],["sheet",[4,1,{"signIn":{}}]]],["orders",[null,[2,2,{"list":{}}]]],["settings",[null,[3,1,{"main":{}}]]]],"pending":{"stack":[0,0,{"detail":{}}],"screen":4,"kind":"link","tab":"home","requirement":"signed-in","policy":"push"},"next":5,"key":"test.v1"}"#,
        "restore":
            #"{"types":["Test.Home","Test.Settings","Test.Orders","Test.PickStep"],"key":"test.v1","tab":"home","next":5,"pending":{"tab":[["home",[null,[1,0,{"home":{}},4,0,{"detail":{}}]],["managedSheet",[5,0,{"editor":{}},6,3,{"step":{"_0":{"picked":0,"step":1}}}],{"title":"Sure?","message":"Really.","entry":6,"actions":[{"role":"destructive","label":"Yes"}],"id":"ask"}]]],"screen":4,"kind":"restore","requirement":"signed-in"},"tabs":[["home",[null,[1,0,{"home":{}}]],["sheet",[4,1,{"signIn":{}}]]],["orders",[null,[2,2,{"list":{}}]]],["settings",[null,[3,1,{"main":{}}]]]]}"#,
        "sent by the person":
            #"{"key":"test.v1","pending":{"requirement":"signed-in","entry":1,"kind":"show","destination":[0,2,{"detail":{"_0":1}}],"method":"push","screen":4,"sender":{}},"next":5,"tabs":[["home",[null,[1,0,{"home":{}}]],["sheet",[4,1,{"signIn":{}}]]],["orders",[null,[2,2,{"list":{}}]]],["settings",[null,[3,1,{"main":{}}]]]],"tab":"home","types":["Test.Home","Test.Settings","Test.Orders"]}"#,
        "sent from a screen":
            #"{"tab":"home","pending":{"requirement":"signed-in","kind":"show","method":"push","sender":{"entry":2},"screen":4,"entry":1,"destination":[0,2,{"detail":{"_0":1}}]},"next":5,"types":["Test.Home","Test.Settings","Test.Orders"],"tabs":[["home",[null,[1,0,{"home":{}}]],["sheet",[4,1,{"signIn":{}}]]],["orders",[null,[2,2,{"list":{}}]]],["settings",[null,[3,1,{"main":{}}]]]],"key":"test.v1"}"#,
        "sent from a tab":
            #"{"key":"test.v1","pending":{"requirement":"signed-in","entry":1,"destination":[0,2,{"detail":{"_0":1}}],"method":"push","kind":"show","screen":4,"sender":{"tab":"orders"}},"next":5,"tabs":[["home",[null,[1,0,{"home":{}}]],["sheet",[4,1,{"signIn":{}}]]],["orders",[null,[2,2,{"list":{}}]]],["settings",[null,[3,1,{"main":{}}]]]],"tab":"home","types":["Test.Home","Test.Settings","Test.Orders"]}"#,
        "windows":
            #"{"focused":1,"key":"test.v1","windows":[{"next":9,"tab":"home","tabs":[["home",[null,[1,0,{"home":{}},4,0,{"detail":{}}]],["managedSheet",[5,0,{"editor":{}},6,1,{"step":{"_0":{"picked":0,"step":1}}}],{"actions":[{"label":"Yes","role":"destructive"}],"entry":6,"id":"ask","message":"Really.","title":"Sure?"}]],["orders",[null,[2,2,{"list":{}},7,2,{"detail":{"_0":3}}]],["sheet",[8,0,{"info":{}}]]],["settings",[null,[3,3,{"main":{}}]]]],"types":["Test.Home","Test.PickStep","Test.Orders","Test.Settings"]},{"next":5,"pending":{"kind":"tab","requirement":"signed-in","screen":4,"tab":"orders"},"tab":"home","tabs":[["home",[null,[1,0,{"home":{}}]],["sheet",[4,1,{"signIn":{}}]]],["orders",[null,[2,2,{"list":{}}]]],["settings",[null,[3,1,{"main":{}}]]]],"types":["Test.Home","Test.Settings","Test.Orders"]}]}"#,
    ]
}

/// States of every shape a snapshot holds; the fixtures (`compact`) are these states as the
/// coder wrote them in the compact shape, before snapshots took the state's own shape.
@MainActor
enum CompactShapeStates {
    /// The coder of the coder tests, which wrote the fixtures in its compact days.
    static var coder: NavigationSnapshotCoder { NavigationSnapshotCoderTests.coder }

    static func busy() -> NavigationState {
        let root = NavigationSnapshotCoderTests.busyRoot()
        root.tabHandle("orders").present(HomeDestination.info, style: .sheet)
        return root.state
    }

    static func waiting(_ request: NavigationRequest, sender: NavigationSender? = nil) -> NavigationState {
        let root = makeRoot()
        let screen = root.present(SettingsDestination.signIn, .sheet)!
        var state = root.state
        state.pending = NavigationPendingRequest(request: request, requirement: .signedIn, screen: screen)
        state.pending?.sender = sender
        return state
    }

    static var states: [(String, NavigationState)] {
        var split = busy()
        split.tabs[1].columns = 2
        let show = NavigationRequest.show(
            AnyNavigationDestination(OrdersDestination.detail(1)), method: .push,
            from: .entry(NavigationEntryID(rawValue: 1)))
        return [
            ("busy", busy()),
            ("split", split),
            ("show", waiting(show)),
            (
                "show from a tab",
                waiting(
                    .show(
                        AnyNavigationDestination(HomeDestination.info), method: .present(.sheet),
                        from: .tab("orders")))
            ),
            ("tab", waiting(.selectTab("orders"))),
            (
                "link",
                waiting(
                    .link(
                        NavigationPlace(
                            tab: "orders", stack: [OrdersDestination.list, OrdersDestination.detail(4)],
                            presentation: .init(style: .managedSheet, stack: [HomeDestination.player]))))
            ),
            (
                "link pushing",
                waiting(.link(NavigationPlace(tab: "home", stack: [HomeDestination.detail], policy: .push)))
            ),
            ("restore", waiting(.restoreTab(busy().tabs[0]))),
            ("sent by the person", waiting(show, sender: .person)),
            ("sent from a screen", waiting(show, sender: .anchor(.entry(NavigationEntryID(rawValue: 2))))),
            ("sent from a tab", waiting(show, sender: .anchor(.tab("orders")))),
        ]
    }

    static var windows: NavigationWindows {
        NavigationWindows(states: [busy(), waiting(.selectTab("orders"))], focused: 1)
    }
}
