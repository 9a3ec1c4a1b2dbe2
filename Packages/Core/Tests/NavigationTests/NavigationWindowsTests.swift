import Foundation
import Navigation
import NavigationSnapshots
import NavigationTesting
import Testing

/// Several windows are saved in one document, each its own tree, and come back as they were.
@MainActor
@Suite struct NavigationWindowsTests {
    private static let coder = NavigationSnapshotCoderTests.coder

    /// A coder one version on, whose step from version 1 makes a single tree a window.
    private static let windowsCoder: NavigationSnapshotCoder = {
        var registry = NavigationDestinationRegistry()
        try? registry.register(HomeDestination.self)
        try? registry.register(OrdersDestination.self)
        try? registry.register(SettingsDestination.self)
        return NavigationSnapshotCoder(
            registry: registry, version: 2, migrations: [.intoWindows(from: 1)])
    }()

    /// A coder two versions on: the windows step from version 1, then a step from version 2
    /// that renames every `page` screen `list`.
    private static let renamingCoder: NavigationSnapshotCoder = {
        let renamePage = NavigationSnapshotMigration(from: 2) { entry in
            if entry.caseName == "page" { entry.caseName = "list" }
        }
        var registry = NavigationDestinationRegistry()
        try? registry.register(HomeDestination.self)
        try? registry.register(OrdersDestination.self)
        try? registry.register(SettingsDestination.self)
        return NavigationSnapshotCoder(
            registry: registry, version: 3, migrations: [.intoWindows(from: 1), renamePage])
    }()

    private func twoWindows() -> (first: NavigationRoot, second: NavigationRoot) {
        let first = makeRoot()
        first.tabHandle("home").push(HomeDestination.page(2))
        let second = makeRoot()
        second.selectTab("orders")
        second.tabHandle("orders").push(OrdersDestination.detail(1001))
        return (first, second)
    }

    @Test func everyWindowComesBackWithTheOneInFront() throws {
        let (first, second) = twoWindows()
        let saved = NavigationWindows(states: [first.state, second.state], focused: 1)
        let (read, dropped) = try Self.windowsCoder.decodeWindowsTolerantly(
            try Self.windowsCoder.encode(saved))
        #expect(read == saved)
        #expect(dropped.isEmpty)
        #expect(read.states.map(\.selectedTab) == ["home", "orders"])
    }

    @Test func theKeyAndVersionAreWrittenOnceForAllWindows() throws {
        let (first, second) = twoWindows()
        let data = try Self.windowsCoder.encode(
            NavigationWindows(states: [first.state, second.state], focused: 0))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["key", "version", "focused", "windows"])
        #expect(object["key"] as? String == "test.v1")
        let windows = try #require(object["windows"] as? [[String: Any]])
        #expect(windows.count == 2)
        #expect(windows.allSatisfy { $0["key"] == nil && $0["version"] == nil })
    }

    @Test func aFieldTheWindowsDocumentHasNoneOfIsSaidAndEveryWindowStays() throws {
        let (first, second) = twoWindows()
        let saved = NavigationWindows(states: [first.state, second.state], focused: 1)
        let data = try Self.windowsCoder.encode(saved)
        let edited = String(decoding: data, as: UTF8.self).replacingOccurrences(
            of: #""focused":"#, with: #""focus":0,"focused":"#)
        let (read, dropped) = try Self.windowsCoder.decodeWindowsTolerantly(Data(edited.utf8))
        #expect(read == saved)
        #expect(
            dropped.map(\.description) == [
                "'focus' is not a field of a windows document, so what it holds is left out"
            ])
        // The last tab written is the second window's settings tab.
        var inWindow = String(decoding: data, as: UTF8.self)
        let last = try #require(inWindow.range(of: #""layers":"#, options: .backwards))
        inWindow.replaceSubrange(last, with: #""colour":7,"layers":"#)
        let (_, droppedInWindow) = try Self.windowsCoder.decodeWindowsTolerantly(Data(inWindow.utf8))
        #expect(
            droppedInWindow.map(\.description) == [
                "'colour' is not a field of a tab (at tab settings of window 2), so what it holds is left out"
            ])
    }

    @Test func aSingleTreeFromBeforeWindowsBecomesTheOneWindowInFront() throws {
        let (first, _) = twoWindows()
        let old = try Self.coder.encode(first.state)
        let (read, dropped) = try Self.windowsCoder.decodeWindowsTolerantly(old)
        #expect(read == NavigationWindows(states: [first.state], focused: 0))
        #expect(dropped.isEmpty)
    }

    @Test func aWindowsDocumentThatSaysAVersionBeforeWindowsIsRefusedForWhatItIs() throws {
        let (first, second) = twoWindows()
        let data = try Self.windowsCoder.encode(
            NavigationWindows(states: [first.state, second.state], focused: 0))
        let labelled = String(decoding: data, as: UTF8.self).replacingOccurrences(
            of: #""version":2"#, with: #""version":1"#)
        #expect(labelled.contains(#""version":1"#))
        #expect {
            try Self.windowsCoder.decodeWindowsTolerantly(Data(labelled.utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription
                == "a version 1 file holds one tree, but this one lists windows"
        }
        // Found by a stranger: a misspelled version read as version 1, and the refusal did not
        // name the field that was not one.
        let misspelled = String(decoding: data, as: UTF8.self).replacingOccurrences(
            of: #""version":2"#, with: #""verison":2"#)
        #expect {
            try Self.windowsCoder.decodeWindowsTolerantly(Data(misspelled.utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription
                == "a version 1 file holds one tree, but this one lists windows "
                + "('verison' is not a field of a windows document)"
        }
    }

    @Test func aRewritingStepAfterTheWindowsStepRewritesEveryWindow() throws {
        let coder = Self.renamingCoder
        let (read, _) = try coder.decodeWindowsTolerantly(try Self.coder.encode(twoWindows().first.state))
        #expect(read.states[0].tab(named: "home")?.layers[0].entries.map(\.routeID) == ["home", "list"])
    }

    @Test func aSingleTreeWithoutTheWindowsStepIsRefused() throws {
        let old = try Self.coder.encode(twoWindows().first.state)
        var registry = NavigationDestinationRegistry()
        try registry.register(HomeDestination.self)
        let coder = NavigationSnapshotCoder(registry: registry, version: 2)
        #expect(throws: NavigationSnapshotVersionError.noMigration(from: 1)) {
            try coder.decodeWindowsTolerantly(old)
        }
        // At the coder's own version, a single tree is not a windows document.
        #expect(throws: DecodingError.self) { try Self.coder.decodeWindowsTolerantly(old) }
    }

    /// A window in front that is not there, or not a number, puts the first in front, and that
    /// is said.
    ///
    /// Found by strangers: a hand-edited `"focused": 5`, then one too large for an `Int`,
    /// threw the whole file away, every window with it.
    @Test(arguments: [
        (
            "5",
            #""focused": 5, which names none of the file's windows (numbered 0 to 1), so window 1 is in front"#
        ),
        ("9223372036854775808", #""focused", which is not a window's number, so window 1 is in front"#),
        ("1.5", #""focused", which is not a window's number, so window 1 is in front"#),
        (#""1""#, #""focused", which is not a window's number, so window 1 is in front"#),
        ("null", #""focused", which is not a window's number, so window 1 is in front"#),
        ("", #""focused", which is missing, so window 1 is in front"#),
    ])
    func aWindowInFrontThatIsNotThereGivesWayToTheFirstAndIsSaid(focused: String, notice: String) throws {
        let (first, second) = twoWindows()
        let data = try Self.windowsCoder.encode(
            NavigationWindows(states: [first.state, second.state], focused: 1))
        // An empty value stands for a file without the field.
        let edited = String(decoding: data, as: UTF8.self).replacingOccurrences(
            of: "\"focused\":1,", with: focused.isEmpty ? "" : "\"focused\":\(focused),")
        #expect(edited != String(decoding: data, as: UTF8.self))
        let (windows, dropped) = try Self.windowsCoder.decodeWindowsTolerantly(Data(edited.utf8))
        #expect(windows.states == [first.state, second.state])
        #expect(windows.focused == 0)
        #expect(dropped.map(\.description) == [notice])
    }

    @Test func windowsThatCouldNotBeReadBackAreNotWritten() throws {
        let (first, _) = twoWindows()
        for windows in [
            NavigationWindows(states: [], focused: 0), NavigationWindows(states: [first.state], focused: 1),
        ] {
            #expect(throws: EncodingError.self) { try Self.windowsCoder.encode(windows) }
        }
    }

    @Test func aDocumentWithoutWindowsIsRefused() throws {
        let (first, _) = twoWindows()
        let data = try Self.windowsCoder.encode(NavigationWindows(states: [first.state], focused: 0))
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        object["windows"] = [Any]()
        let edited = try JSONSerialization.data(withJSONObject: object)
        #expect {
            try Self.windowsCoder.decodeWindowsTolerantly(edited)
        } throws: { error in
            "\(error)".contains("the list of windows is empty")
        }
    }

    /// A window whose own fields cannot be read (its list of tabs misspelled by hand, or not
    /// an object at all) goes alone with its screens, named by its place in the file; the other
    /// windows stay, numbered as they are read, and the first comes to the front when the one
    /// in front went.
    ///
    /// Found by a stranger: a misspelled `"tabs"` in one window set the whole file aside.
    @Test func aWindowThatCannotBeReadGoesAloneAndTheOthersStay() throws {
        let (first, second) = twoWindows()
        let data = try Self.windowsCoder.encode(
            NavigationWindows(states: [first.state, second.state], focused: 1))
        var misspelled = String(decoding: data, as: UTF8.self)
        // The last list of tabs written is the second window's.
        let last = try #require(misspelled.range(of: #""tabs":"#, options: .backwards))
        misspelled.replaceSubrange(last, with: #""tabz":"#)
        let (read, dropped) = try Self.windowsCoder.decodeWindowsTolerantly(Data(misspelled.utf8))
        #expect(read == NavigationWindows(states: [first.state], focused: 0))
        #expect(
            dropped.map(\.description) == [
                "'tabz' is not a field of a window (at windows[1]), so what it holds is left out",
                "the window at windows[1], with all its screens: no 'tabs' field, so window 1 is in front",
            ])

        // The windows read are numbered as the app shows them: the stand-in is window 1's.
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var windows = try #require(object["windows"] as? [[String: Any]])
        windows[0]["tab"] = nil
        object["windows"] = [5] + windows
        object["focused"] = 2
        let (rest, restDropped) = try Self.windowsCoder.decodeWindowsTolerantly(
            try JSONSerialization.data(withJSONObject: object))
        var unselected = first.state
        unselected.selectedTab = ""
        #expect(rest == NavigationWindows(states: [unselected, second.state], focused: 1))
        #expect(
            restDropped.map(\.description) == [
                "the window at windows[0], with all its screens: not an object",
                #""tab", which cannot be read (no 'tab' field) (in window 1)"#,
            ])

        object["windows"] = [5, NSNull()]
        #expect {
            try Self.windowsCoder.decodeWindowsTolerantly(try JSONSerialization.data(withJSONObject: object))
        } throws: { error in
            "\(error)".contains(
                "none of its windows can be read (windows[0]: not an object; windows[1]: not an object)")
        }
    }

    /// A window that is not an object goes alone from a file of an earlier version too.
    ///
    /// Found by a reviewer: the migration refused the whole file.
    @Test func aWindowThatCannotBeReadGoesAloneFromAFileOfAnEarlierVersion() throws {
        let (first, second) = twoWindows()
        let data = try Self.windowsCoder.encode(
            NavigationWindows(states: [first.state, second.state], focused: 0))
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var windows = try #require(object["windows"] as? [Any])
        windows[0] = 5
        object["windows"] = windows
        let coder = Self.renamingCoder
        let (read, dropped) = try coder.decodeWindowsTolerantly(
            try JSONSerialization.data(withJSONObject: object))
        #expect(read == NavigationWindows(states: [second.state], focused: 0))
        #expect(
            dropped.map(\.description) == [
                "the window at windows[0], with all its screens: not an object, so window 1 is in front"
            ])
    }

    @Test func aScreenThatCannotBeReadIsSaidWithItsWindow() throws {
        let (first, second) = twoWindows()
        let data = try Self.windowsCoder.encode(
            NavigationWindows(states: [first.state, second.state], focused: 0))
        let edited = String(decoding: data, as: UTF8.self).replacingOccurrences(
            of: "{\"detail\":{\"_0\":1001}}", with: "{\"gone\":{}}")
        #expect(edited != String(decoding: data, as: UTF8.self))
        let (read, dropped) = try Self.windowsCoder.decodeWindowsTolerantly(Data(edited.utf8))
        #expect(read.states[0] == first.state)
        #expect(read.states[1].tab(named: "orders")?.layers[0].entries.map(\.routeID) == ["orders"])
        #expect(dropped.map(\.description).count == 1)
        #expect(dropped.first?.description.contains("in tab orders of window 2") == true)
    }
}
