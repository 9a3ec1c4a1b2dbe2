import AppComposition
import AppCompositionTestSupport
import AppPersistence
import ConsoleUI
import Foundation
import Navigation
import NavigationSnapshots
import Testing

@MainActor
@Suite struct AppPersistenceTests {
    let directory = temporaryDirectory()
    var path: String { directory + "/state.json" }

    func rejectedFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.contains(".rejected-") }
    }

    /// Ends `session`, edits its state file's text with `edit` (which must change it), and
    /// starts the app again on the edited file.
    private func restart(
        _ session: Harness, signedIn: Bool = false, editing edit: (String) -> String
    ) async throws -> Harness {
        await session.host.finish()
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        let edited = edit(saved)
        #expect(edited != saved)
        try edited.write(toFile: path, atomically: true, encoding: .utf8)
        return try await Harness(statePath: path, arguments: [], signedIn: signedIn)
    }

    /// Edits the saved file's entries of one layer (of the first window's first tab unless
    /// said) and, with them, that window's own object, and writes the file back.
    private func editSavedEntries(
        tab: Int = 0, layer: Int,
        _ edit: (inout [[String: Any]], inout [String: Any]) throws -> Void
    ) throws {
        var document = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
                as? [String: Any])
        var windows = try #require(document["windows"] as? [[String: Any]])
        var tabs = try #require(windows[0]["tabs"] as? [[String: Any]])
        var layers = try #require(tabs[tab]["layers"] as? [[String: Any]])
        var entries = try #require(layers[layer]["entries"] as? [[String: Any]])
        try edit(&entries, &windows[0])
        layers[layer]["entries"] = entries
        tabs[tab]["layers"] = layers
        windows[0]["tabs"] = tabs
        document["windows"] = windows
        try JSONSerialization.data(withJSONObject: document).write(to: URL(fileURLWithPath: path))
    }

    @Test func quittingSavesAndTheNextStartComesBackWhereItWas() async throws {
        let first = try await Harness(statePath: path, arguments: [])
        await first.tap("Next page")
        await first.run("tab settings")
        await first.tap("Profile")
        await first.host.finish()
        let second = try await Harness(statePath: path, arguments: [])
        #expect(second.location == "settings: settings > settings/profile")
        #expect(
            second.app.root.state.tab(named: "home")?.stack.entries.map(\.routeID) == ["home", "home/page/2"])
        #expect(second.transcript.standardError.isEmpty)
    }

    /// Found by a stranger: Home's number picker, restored after a restart, offered numbers
    /// that all failed (`no checkpoint 'home.picked-number' below this screen`): Home sets its
    /// checkpoint when it shows, and it had not shown since the start.
    @Test func aPickerRestoredWithoutItsCallerSaysSoAndCloses() async throws {
        let first = try await Harness(statePath: path, arguments: [])
        await first.tap("Pick a number")
        #expect(first.location == "home: home | sheet: settings/picker")
        await first.host.finish()
        let second = try await Harness(statePath: path, arguments: [])
        #expect(second.location == "home: home | sheet: settings/picker")
        #expect(second.labels == ["Close"])
        #expect(second.screenText.contains("Nobody is waiting for a number any more."))
        await second.tap("Close")
        #expect(second.location == "home: home")
        #expect(second.transcript.errorLines.isEmpty)
        // Home has shown again, so its picker works as before.
        await second.tap("Pick a number")
        await second.tap("42")
        #expect(second.screenText.contains("Last number picked: 42"))
    }

    @Test func freshIgnoresTheSavedState() async throws {
        let first = try await Harness(statePath: path, arguments: [])
        await first.tap("Next page")
        await first.host.finish()
        let second = try await Harness(statePath: path, arguments: ["--fresh"])
        #expect(second.location == "home: home")
    }

    @Test func aFreshSessionLeavesTheSavedStateAloneUnlessThePersonSaves() async throws {
        let first = try await Harness(statePath: path, arguments: [])
        await first.tap("Next page")
        await first.host.finish()
        let saved = try Data(contentsOf: URL(fileURLWithPath: path))

        let fresh = try await Harness(statePath: path, arguments: ["--fresh"])
        await fresh.run("tab settings")
        await fresh.host.finish()
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == saved)

        let saving = try await Harness(statePath: path, arguments: ["--fresh"])
        await saving.run("tab settings")
        #expect(await saving.run("save") == .completed)
        await saving.tap("Profile")
        await saving.host.finish()
        let next = try await Harness(statePath: path, arguments: [])
        // Once saved, the session is the person's: its end saves it too.
        #expect(next.location == "settings: settings > settings/profile")
    }

    @Test func aFreshSessionSetsAsideAFileItCannotReadBeforeItsFirstSaveWritesOverIt() async throws {
        let first = try await Harness(statePath: path, arguments: [])
        await first.tap("Next page")
        await first.host.finish()
        let damaged = try Data(contentsOf: URL(fileURLWithPath: path)).prefix(100)
        try damaged.write(to: URL(fileURLWithPath: path))

        let fresh = try await Harness(statePath: path, arguments: ["--fresh"])
        #expect(fresh.transcript.errorLines.isEmpty)
        #expect(await fresh.run("save") == .completed)
        let notice = try #require(fresh.transcript.errorLines.first)
        #expect(notice.hasPrefix("notice: state file \(path) cannot be decoded (not valid JSON"))
        #expect(notice.hasSuffix("; this session saves in its place"))
        let rejected = try rejectedFiles()
        #expect(rejected.count == 1)
        #expect(
            try rejected.map { try Data(contentsOf: URL(fileURLWithPath: directory + "/" + $0)) } == [damaged]
        )
        // The save went through, and the next one writes over the session's own file.
        let saved = try fresh.app.snapshotCoder.decodeWindowsTolerantly(
            Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(saved.dropped.isEmpty && saved.windows.states.count == 1)
        #expect(await fresh.run("save") == .completed)
        #expect(try rejectedFiles().count == 1 && fresh.transcript.errorLines.count == 1)
    }

    @Test func aFreshSessionKeepsAsideAFileWithScreensItCannotRestoreBeforeSavingOverIt() async throws {
        let first = try await Harness(statePath: path, arguments: [])
        await first.tap("Next page")
        // A screen that restores, which the check must not bring into the session.
        await first.run("tab settings")
        await first.tap("Profile")
        await first.host.finish()
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        let edited = saved.replacingOccurrences(of: #"{"_0":2}"#, with: #"{"_0":1000}"#)
        #expect(edited != saved)
        try edited.write(toFile: path, atomically: false, encoding: .utf8)

        let fresh = try await Harness(statePath: path, arguments: ["--fresh"])
        #expect(await fresh.run("save") == .completed)
        let notice = try #require(fresh.transcript.errorLines.first)
        #expect(
            notice.hasPrefix(
                "notice: state file \(path) held what this app cannot restore; dropped "
                    + "Home.HomeIncomingNavigation.page in tab home: page 1000 is outside 2...999; "
                    + "the original is kept at \(path).rejected-"))
        #expect(notice.hasSuffix("; this session saves in its place"))
        let rejected = try rejectedFiles()
        #expect(
            try rejected.map { try String(contentsOfFile: directory + "/" + $0, encoding: .utf8) } == [edited]
        )
        // The session itself is untouched by the check: it is where it started, in one window.
        #expect(fresh.location == "home: home")
        #expect(fresh.host.windows.count == 1)
    }

    @Test func aFreshSessionNeverMovesAFileAnotherProgramPutThereWhileItRan() async throws {
        let fresh = try await Harness(statePath: path, arguments: ["--fresh"])
        let foreign = Data(#"{"name":"my-other-tool","settings":[1,2]}"#.utf8)
        try foreign.write(to: URL(fileURLWithPath: path))
        #expect(await fresh.run("save") != .completed)
        #expect(fresh.transcript.errorLines.count == 1)
        #expect(fresh.transcript.errorLines.first?.contains("something this app did not write") == true)
        #expect(try rejectedFiles().isEmpty)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == foreign)
    }

    @Test func aFreshSessionSavesOverAFileItCouldRestoreAndSetsNothingAside() async throws {
        let first = try await Harness(statePath: path, arguments: [])
        await first.tap("Next page")
        await first.host.finish()

        let fresh = try await Harness(statePath: path, arguments: ["--fresh"])
        #expect(await fresh.run("save") == .completed)
        #expect(fresh.transcript.errorLines.isEmpty)
        #expect(try rejectedFiles().isEmpty)
        await fresh.host.finish()
        let next = try await Harness(statePath: path, arguments: [])
        #expect(next.location == "home: home")
    }

    @Test func aRejectedFileThatCannotBeSetAsideIsNeverWrittenOver() async throws {
        // `.rejected-TIMESTAMP` takes a 240-byte name past the file system's 255.
        let long = directory + "/" + String(repeating: "x", count: 240)
        let torn = #"{"key":"switchyard.demo.v1","version":2,"tabs":["#
        try Data(torn.utf8).write(to: URL(fileURLWithPath: long))
        let harness = try await Harness(statePath: long, arguments: [])
        #expect(
            harness.transcript.errorLines.first?.hasSuffix("starting clean, and it will not be written over")
                == true)
        #expect(await harness.run("save") == .failed)
        #expect(await harness.host.finish() == false)
        #expect(try String(contentsOfFile: long, encoding: .utf8) == torn)
    }

    @Test func onceTheKeptFileIsMovedAwayTheSessionSavesThereAgain() async throws {
        let long = directory + "/" + String(repeating: "x", count: 240)
        let torn = #"{"key":"switchyard.demo.v1","version":2,"tabs":["#
        try Data(torn.utf8).write(to: URL(fileURLWithPath: long))
        let harness = try await Harness(statePath: long, arguments: [])
        #expect(await harness.run("save") == .failed)
        // What the refusal asks: the person moves the file away.
        try FileManager.default.moveItem(atPath: long, toPath: directory + "/kept.json")
        #expect(await harness.run("save") == .completed)
        #expect(try String(contentsOfFile: directory + "/kept.json", encoding: .utf8) == torn)
        #expect(try String(contentsOfFile: long, encoding: .utf8).contains(#""windows""#))
    }

    @Test(arguments: [250, 255])
    func aStateFileWithTheLongestNamesIsSavedAndRestored(length: Int) async throws {
        // Multi-byte letters, so a temporary name cut to fit must be cut at a letter.
        let long =
            directory + "/" + String(repeating: "é", count: length / 2)
            + String(repeating: "x", count: length % 2)
        #expect(long.utf8.count - directory.utf8.count - 1 == length)
        let first = try await Harness(statePath: long, arguments: [])
        await first.tap("Next page")
        #expect(await first.run("save") == .completed)
        #expect(await first.host.finish() == true)
        #expect(first.transcript.errorLines.isEmpty)
        let second = try await Harness(statePath: long, arguments: [])
        #expect(second.location == "home: home > home/page/2")
        // The snapshot and its session lock, no temporary file left behind.
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(names.filter { !$0.hasSuffix(".lock") } == [String(long.split(separator: "/").last!)])
        #expect(names.filter { $0.hasSuffix(".lock") }.count == 1)
    }

    @Test(arguments: [
        ("text", Data("my notes: buy tea\n".utf8)),
        ("another program's JSON", Data(#"{"name":"notes","items":[1,2]}"#.utf8)),
        ("binary", Data([0x7F, 0x45, 0x4C, 0x46, 0x00, 0xFF])),
        // They start as the app's files do, but are not one object cut short.
        (
            "JSON lines",
            Data("{\"focused\":true,\"app\":\"editor\"}\n{\"focused\":false,\"app\":\"editor\"}\n".utf8)
        ),
        ("JSON with a comment", Data(#"{"focused": true, "title": "x"} // comment"#.utf8)),
        ("a key without quotes", Data(#"{"focused": true, title: "x"}"#.utf8)),
        // Cut short, but what is there is not the app's: a string where a count goes, a key it never writes.
        (
            "a cut-off file of an editor",
            Data(#"{"focused":"editor","tabs":["a.txt","b.txt"],"cursor":{"line":3"#.utf8)
        ),
        ("a cut-off file with a foreign key", Data(#"{"focused":0,"zebra":1,"key":""#.utf8)),
    ])
    func aStatePathThatHoldsSomeoneElsesFileIsRefusedAndTheFileLeftUntouched(kind: String, contents: Data)
        async throws
    {
        let notes = directory + "/notes.txt"
        try contents.write(to: URL(fileURLWithPath: notes))
        for arguments in [[], ["--fresh"]] {
            await #expect(throws: ConsoleArgumentsError.self) {
                _ = try await Harness(statePath: notes, arguments: arguments)
            }
        }
        #expect(FileManager.default.contents(atPath: notes) == contents)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["notes.txt"])
    }

    @Test func aFreshSessionWhoseSaveFailedStillSaysItsEndWasNotSaved() async throws {
        let harness = try await Harness(
            statePath: "/proc/switchyard-\(UUID().uuidString)/s.json", arguments: ["--fresh"])
        #expect(await harness.run("save") == .failed)
        #expect(await harness.host.finish() == false)
    }

    @Test func aSnapshotFromANewerVersionIsSetAsideWholeWithANotice() async throws {
        let first = try await Harness(statePath: path, arguments: [])
        await first.tap("Next page")
        await first.host.finish()
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        #expect(saved.contains(#""version":3"#))
        try saved.replacingOccurrences(of: #""version":3"#, with: #""version":4"#)
            .write(toFile: path, atomically: false, encoding: .utf8)
        let second = try await Harness(statePath: path, arguments: [])
        #expect(second.location == "home: home")
        #expect(
            second.transcript.errorLines.first?.hasPrefix(
                "notice: state file \(path) cannot be decoded (it was written by a newer version "
                    + "(snapshot version 4; this app reads up to 3))") == true)
        #expect(try rejectedFiles().count == 1)
    }

    @Test func aScreenWhoseValueNoLongerDecodesIsDroppedTheRestRestoredAndTheOriginalKept() async throws {
        let first = try await Harness(statePath: path, arguments: [])
        await first.tap("Next page")
        await first.host.finish()
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        #expect(saved.contains(#"{"_0":2}"#))
        try saved.replacingOccurrences(of: #"{"_0":2}"#, with: #"{"_0":1000}"#)
            .write(toFile: path, atomically: false, encoding: .utf8)

        let second = try await Harness(statePath: path, arguments: [])
        #expect(second.location == "home: home")
        let notice = try #require(second.transcript.errorLines.first)
        #expect(
            notice.hasPrefix(
                "notice: state file \(path) held what this app cannot restore; dropped "
                    + "Home.HomeIncomingNavigation.page in tab home: page 1000 is outside 2...999"))
        #expect(notice.contains("; restored the rest; the original is kept at \(path).rejected-"))
        #expect(try rejectedFiles().count == 1)
        // What was restored is saved at once: a session killed before it saves starts there again.
        let repaired = try String(contentsOfFile: path, encoding: .utf8)
        #expect(repaired.contains(#""windows""#) && !repaired.contains("1000"))
        let restarted = try second.app.snapshotCoder.decodeWindowsTolerantly(Data(repaired.utf8))
        #expect(restarted.dropped.isEmpty && restarted.windows.states.count == 1)
    }

    @Test func aTabWhoseStackStartsAtAnotherScreenStartsAtItsRootAndTheRestIsRestored() async throws {
        let first = try await Harness(statePath: path, arguments: [])
        await first.tap("Next page")
        await first.host.finish()
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        // Home's stack without its root: page 2 at the bottom, where no link could put it.
        let root = #"{"id":1,"type":"Home.HomeIncomingNavigation","value":{"home":{}}},"#
        #expect(saved.contains(root))
        try saved.replacingOccurrences(of: root, with: "")
            .write(toFile: path, atomically: false, encoding: .utf8)

        let second = try await Harness(statePath: path, arguments: [])
        #expect(second.location == "home: home")
        let notice = try #require(second.transcript.errorLines.first)
        #expect(
            notice.contains(
                "dropped tab home: invalid navigation state: the stack of 'home' must start at its root screen home, not home/page/2; "
                    + "restored the rest"))
        #expect(try rejectedFiles().count == 1)
    }

    @Test func theSnapshotFileIsOwnerOnly() async throws {
        let harness = try await Harness(statePath: path, arguments: [])
        await harness.host.finish()
        let permissions =
            try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber
        #expect(permissions?.intValue == 0o600)
    }

    @Test(arguments: [
        (
            "cut inside its tabs", Data(#"{"key":"switchyard.demo.v1","version":2,"tabs":[1,"#.utf8),
            "not valid JSON: Unexpected end of file"
        ),
        ("empty", Data(), "not valid JSON: Unexpected end of file"),
        // Found by a stranger: a file of one tree was said to lack a field "at windows[0]".
        ("one tree without its tabs", Data(#"{"key":"switchyard.demo.v1"}"#.utf8), "no 'tabs' field)"),
        (
            "cut off after its key",
            Data(
                #"{"tabs":[["home",[null,[1,0,{"home":{}}]]]],"key":"switchyard.demo.v1","types":["Home.HomeIncom"#
                    .utf8),
            "not valid JSON: Unexpected end of file"
        ),
    ])
    func anUnreadableSnapshotIsSetAsideWithANotice(kind: String, contents: Data, reason: String) async throws
    {
        try contents.write(to: URL(fileURLWithPath: path))
        let harness = try await Harness(statePath: path, arguments: [])
        #expect(harness.location == "home: home")
        let notice = harness.transcript.errorLines
        #expect(notice.count == 1)
        #expect(
            notice.first?.hasPrefix("notice: state file \(path) cannot be decoded (\(reason)") == true,
            "\(notice)")
        #expect(try rejectedFiles().count == 1)
    }

    /// A session that taps `taps` and saves, its file edited by hand (`original` made
    /// `edited`), then the session that starts from it.
    private func restarted(editing original: String, to edited: String, after taps: String...) async throws
        -> Harness
    {
        let first = try await Harness(statePath: path, arguments: [])
        for label in taps { await first.tap(label) }
        await first.host.finish()
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        #expect(saved.contains(original))
        try saved.replacingOccurrences(of: original, with: edited).write(
            toFile: path, atomically: false, encoding: .utf8)
        return try await Harness(statePath: path, arguments: [])
    }

    @Test(arguments: [
        (#""version":3"#, #""version":3.5"#, "the number 3.5 at version is not a whole number"),
        // A stranger's find: quoted, it read `1e+20`, which is not in the file.
        (#""version":3"#, #""version":99999999999999999999"#, "the number at version is too large"),
        (
            #""tabs":["#, #""tabs":5,"tabz":["#,
            "Expected to decode Array<Any> but found number instead, at windows[0].tabs"
        ),
        (
            #""tabs":["#,
            #""tabs":["# + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + ",",
            "nested deeper than the JSON reader goes: Too many nested arrays or dictionaries around character"
        ),
    ])
    func aSnapshotThatCannotBeDecodedIsSetAsideNamingTheRealFault(
        original: String, edited: String, reason: String
    )
        async throws
    {
        let second = try await restarted(editing: original, to: edited)
        #expect(second.location == "home: home")
        let notice = try #require(second.transcript.errorLines.first)
        #expect(notice.hasPrefix("notice: state file \(path) cannot be decoded (\(reason)"), "\(notice)")
        #expect(try rejectedFiles().count == 1)
    }

    /// The selected tab and the entry counter each have a stand-in: a file whose window cannot
    /// read them restores, says what stood in, and is kept aside.
    @Test(arguments: [
        (
            #""tab":"home""#, #""tab":null"#,
            #""tab", which cannot be read (null where 'tab' belongs); selected tab '': an empty name, so home is selected"#
        ),
        (
            #""next":5"#, #""next":-5"#,
            #""next", which cannot be read (the number -5 is out of range), so new screens are numbered on past the largest id"#
        ),
    ])
    func aSelectedTabOrCounterThatCannotBeReadHasAStandIn(original: String, edited: String, standIn: String)
        async throws
    {
        let second = try await restarted(editing: original, to: edited, after: "Next page")
        #expect(second.location == "home: home > home/page/2")
        let notice = try #require(second.transcript.errorLines.first)
        #expect(
            notice.hasPrefix(
                "notice: state file \(path) held what this app cannot restore; dropped \(standIn); restored the rest; "
            ),
            "\(notice)")
        #expect(try rejectedFiles().count == 1)
    }

    /// A window that cannot be read goes alone, named by its place in the file; every other
    /// part of the notice numbers the windows as the session shows them.
    ///
    /// Found by a stranger: with the first window gone, "window 1's pending push" named the
    /// window shown as 1, right after "window 1" had named the one dropped.
    @Test func aWindowThatCannotBeReadGoesAloneAndTheNoticeNumbersTheRestAsShown() async throws {
        let first = try await Harness(statePath: path, arguments: [])
        await first.run("window new")
        await first.run("window new")
        await first.run("tab orders")
        await first.host.finish()
        var object = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
                as? [String: Any])
        var windows = try #require(object["windows"] as? [Any])
        windows[0] = 5
        object["windows"] = windows
        // The third window's orders tab is a screen this version has no case of.
        let edited = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        let tampered = try #require(edited.range(of: #"{"list":{}}"#, options: .backwards))
        try edited.replacingCharacters(in: tampered, with: #"{"gone":{}}"#).write(
            toFile: path, atomically: false, encoding: .utf8)
        let second = try await Harness(statePath: path, arguments: [])
        #expect(second.host.windows.count == 2)
        #expect(second.location == "orders: orders")
        let notice = try #require(second.transcript.errorLines.first)
        #expect(
            notice.hasPrefix(
                "notice: state file \(path) held what this app cannot restore; dropped "
                    + "the window at windows[0], with all its screens: not an object; "
                    + "Orders.OrdersIncomingNavigation.gone in tab orders of window 2: this version has no case 'gone'; "
                    + "window 2's tab orders: the saved state holds none of its screens, so it starts at its root; "
                    + "restored the rest; "), "\(notice)")
    }

    /// What the restore of a window after the first says reaches the log too.
    ///
    /// Found by a stranger: a renumbering warning in window 2 of a hand-edited file, and the
    /// state it applied, were never in `log`; window 1's were.
    @Test func aLaterWindowsRestoreIsInTheLog() async throws {
        let first = try await Harness(statePath: path, arguments: [])
        await first.run("window new")
        await first.host.finish()
        var object = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
                as? [String: Any])
        var windows = try #require(object["windows"] as? [[String: Any]])
        // Window 2's second tab repeats the first's id: one of the two is numbered anew.
        var tabs = try #require(windows[1]["tabs"] as? [[String: Any]])
        var layers = try #require(tabs[1]["layers"] as? [[String: Any]])
        var entries = try #require(layers[0]["entries"] as? [[String: Any]])
        let home = try #require((tabs[0]["layers"] as? [[String: Any]])?[0]["entries"] as? [[String: Any]])
        entries[0]["id"] = home[0]["id"]
        layers[0]["entries"] = entries
        tabs[1]["layers"] = layers
        windows[1]["tabs"] = tabs
        object["windows"] = windows
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
        let second = try await Harness(statePath: path, arguments: [])
        // Said at the start as well, as an edited counter is (a stranger found it only in `log`).
        let notice = try #require(second.transcript.errorLines.first)
        let id = try #require(home[0]["id"] as? Int)
        #expect(
            notice.contains(
                "dropped window 2's entry id #\(id), which 2 screens hold (home, \(tabs[1]["name"] ?? "")): "
                    + "a screen with one keeps it at most, the others get new ones; restored the rest; "),
            "\(notice)")
        await second.run("log")
        let log = second.transcript.outputLines.filter { $0.hasPrefix("[warning] state root:") }
        #expect(log.count == 1, "\(second.transcript.outputLines)")
        #expect(log.first?.hasSuffix("[window 2 of 2]") == true, "\(log)")
    }

    @Test func aByteThatIsNotUTF8TextIsNamedByItsOffset() async throws {
        let first = try await Harness(statePath: path, arguments: [])
        await first.host.finish()
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let key = try #require(bytes.range(of: Data("switchyard.demo".utf8)))
        let offset = key.lowerBound + "switchyard.".utf8.count
        bytes[offset] = 0xFF
        try bytes.write(to: URL(fileURLWithPath: path))
        let second = try await Harness(statePath: path, arguments: [])
        #expect(second.location == "home: home")
        let notice = try #require(second.transcript.errorLines.first)
        #expect(
            notice.hasPrefix(
                "notice: state file \(path) cannot be decoded (not valid JSON: the byte at offset \(offset) (0xFF) is not UTF-8 text)"
            ), "\(notice)")
    }

    @Test func aMissingFieldIsNamedPlainly() async throws {
        let first = try await Harness(statePath: path, arguments: [])
        await first.host.finish()
        // Compact files keep no key order, so the field is taken out of the parsed object.
        var object = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
                as? [String: Any])
        #expect(object.removeValue(forKey: "windows") != nil)
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
        let second = try await Harness(statePath: path, arguments: [])
        #expect(second.location == "home: home")
        let notice = try #require(second.transcript.errorLines.first)
        #expect(
            notice.hasPrefix("notice: state file \(path) cannot be decoded (no 'windows' field)"), "\(notice)"
        )
        #expect(try rejectedFiles().count == 1)
    }

    /// Found by a stranger: a hand-edited window in front that is not there set the whole
    /// file aside, every window with it.
    @Test(arguments: [
        (
            "5",
            #"dropped "focused": 5, which names none of the file's windows (numbered 0 to 1), so window 1 is in front"#
        ),
        (
            "9223372036854775808",
            #"dropped "focused", which is not a window's number, so window 1 is in front"#
        ),
    ])
    func aWindowInFrontThatIsNotThereKeepsEveryWindow(focused: String, notice expected: String) async throws {
        let first = try await Harness(statePath: path, arguments: [])
        await first.run("window new")
        await first.run("tab orders")
        let second = try await restart(first) {
            $0.replacingOccurrences(of: #""focused":1"#, with: #""focused":"# + focused)
        }
        #expect(second.host.windows.count == 2)
        #expect(second.host.windows[1].locationDescription == "orders: orders")
        #expect(second.host.focusedWindow == 0)
        let notice = try #require(second.transcript.errorLines.first)
        #expect(notice.contains(expected), "\(notice)")
    }

    /// A screen saved without an id (0) is numbered anew, as State.md says; a request that
    /// names the screen it waits behind by 0 waits behind none, and says so.
    ///
    /// Found by a stranger: with the sign-in sheet's id edited to 0, the request was said to
    /// wait behind a screen "not in the state", though the sheet was there.
    @Test func aRequestThatNamesTheScreenItWaitsBehindBy0IsDroppedAndSaidPlainly() async throws {
        let first = try await Harness(statePath: path, arguments: [])
        await first.run("open switchyard://orders/1001")
        #expect(first.location == "home: home | sheet: settings/signin | pending: orders/1001")
        await first.host.finish()
        try editSavedEntries(layer: 1) { sheet, window in
            sheet[0]["id"] = 0
            var pending = try #require(window["pending"] as? [String: Any])
            pending["screen"] = 0
            window["pending"] = pending
        }
        let second = try await Harness(statePath: path, arguments: [])
        #expect(second.location == "home: home | sheet: settings/signin")
        let notice = try #require(second.transcript.errorLines.first)
        #expect(
            notice.contains(
                "dropped pending link orders/1001: it names the screen it waits behind by id 0, "
                    + "which names no screen; restored the rest; "), "\(notice)")
    }

    /// Found by a stranger: a shared screen edited to an order no link could open
    /// (`shared/orders/-5`) restored without a word, where Orders' own screen is refused.
    @Test func aSharedScreenHoldingAnOrderTheShopCouldNotHoldIsLeftOutAndSaid() async throws {
        let first = try await Harness(statePath: path, arguments: [])
        await first.host.finish()
        try editSavedEntries(layer: 0) { stack, window in
            let order: [String: Any] = ["id": -5, "items": [], "status": "placed"]
            stack.append([
                "id": 50, "type": "Shared.SharedDestinations", "value": ["orderDetails": ["_0": order]],
            ])
            window["next"] = 51
        }
        let second = try await Harness(statePath: path, arguments: [])
        #expect(second.location == "home: home")
        let notice = try #require(second.transcript.errorLines.first)
        #expect(
            notice.contains(
                "dropped Shared.SharedDestinations.orderDetails in tab home: order id -5 is below 1; "),
            "\(notice)")
    }

    /// An open alert is not saved: a save says so, and so does the session's end, since the
    /// next start shows its screen without it (nothing said so before).
    @Test func anOpenAlertASaveLeavesOutIsSaid() async throws {
        let first = try await Harness(statePath: path, arguments: [], signedIn: true)
        await first.run("tab orders")
        await first.tap("Order 1001")
        await first.tap("Cancel order")
        #expect(first.location.hasSuffix("| alert: orders/1001/cancel"), "\(first.location)")
        await first.run("save")
        #expect(
            first.transcript.outputLines.last
                == "saved navigation state to \(path) (the open alert 'Cancel order 1001?' in tab orders "
                + "is not saved: alerts are not restored)")
        await first.run("window new")
        await first.host.finish()
        #expect(
            first.transcript.errorLines.last
                == "notice: the open alert 'Cancel order 1001?' in tab orders of window 1 is not saved: "
                + "alerts are not restored, so the next start shows no alert")
        let second = try await Harness(statePath: path, arguments: [], signedIn: true)
        await second.run("window 1")
        #expect(second.location == "orders: orders ‖ orders/1001")
        await second.host.finish()
        #expect(second.transcript.errorLines.isEmpty, "\(second.transcript.errorLines)")
    }

    /// Every window can hold an open alert: the line names five, as a notice lists five parts.
    @Test func openAlertsAreNamedFiveAtMost() throws {
        let app = try SwitchyardApp()
        let windows = [app.root] + (2...7).map { _ in app.makeWindow() }
        for (index, window) in windows.enumerated() {
            #expect(
                window.frontHandle?.showAlert(NavigationAlert(id: "a\(index + 1)", title: "A\(index + 1)?"))
                    == .applied)
        }
        let named = (1...5).map { "'A\($0)?' in tab home of window \($0)" }.joined(separator: ", ")
        #expect(
            AppPersistence.unsavedAlerts(in: windows) == "the open alerts \(named) and 2 more are not saved")
        #expect(
            AppPersistence.unsavedAlerts(in: [app.root]) == "the open alert 'A1?' in tab home is not saved")
    }

    /// Found by a stranger: a payment step whose total no `Int` holds crashed the app when it
    /// was drawn, at every start, so the file locked the person out of Orders.
    @Test func aSavedPaymentStepWhoseTotalNoIntHoldsIsLeftOutAndSaid() async throws {
        let first = try await Harness(statePath: path, arguments: [], signedIn: true)
        await first.walkToPayment()
        #expect(first.location.hasSuffix("orders/new/review > orders/new/payment"), "\(first.location)")
        let second = try await restart(first, signedIn: true) {
            $0.replacingOccurrences(
                of: #""quantity":1,"step":"payment""#,
                with: #""quantity":9223372036854775807,"step":"payment""#)
        }
        #expect(second.location.hasSuffix("orders/new/review"), "\(second.location)")
        let notice = try #require(second.transcript.errorLines.first)
        #expect(notice.contains("comes to a total no order can hold"), "\(notice)")
    }

    /// Found by a stranger: the wizard's steps edited onto the Orders stack restored, and its
    /// question was never asked there (a stack never leaves); it is asked when they leave.
    @Test func aWizardEditedOntoTheOrdersStackStillAsksBeforeItsStepsLeave() async throws {
        let first = try await Harness(statePath: path, arguments: [], signedIn: true)
        await first.run("tab orders")
        await first.tap("New order")
        await first.tap("Kettle")
        await first.host.finish()
        var document = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
                as? [String: Any])
        var windows = try #require(document["windows"] as? [[String: Any]])
        var tabs = try #require(windows[0]["tabs"] as? [[String: Any]])
        let orders = try #require(tabs.firstIndex { $0["name"] as? String == "orders" })
        var layers = try #require(tabs[orders]["layers"] as? [[String: Any]])
        #expect(layers.count == 2)
        let stack = try #require(layers[0]["entries"] as? [Any])
        let wizard = try #require(layers[1]["entries"] as? [Any])
        layers = [["entries": stack + wizard]]
        tabs[orders]["layers"] = layers
        windows[0]["tabs"] = tabs
        document["windows"] = windows
        try JSONSerialization.data(withJSONObject: document).write(to: URL(fileURLWithPath: path))
        let second = try await Harness(statePath: path, arguments: [], signedIn: true)
        #expect(second.location == "orders: orders ‖ orders/new/product ‖ orders/new/quantity")
        #expect(await second.run("tab orders") == .completed)
        #expect(second.location.hasSuffix("| alert: orders/new/product/leave"), "\(second.location)")
        await second.tap("Leave")
        #expect(second.location == "orders: orders")
    }

    /// Found by a stranger: with the wizard pushed onto the Orders split (its waiting request
    /// edited to a push), Pay asked "Discard this order?" after placing the order, since its
    /// first step sat in another column; the wizard's own steps end it without a question.
    @Test func aWizardPushedOntoTheOrdersSplitEndsWithPayWithoutAQuestion() async throws {
        let first = try await Harness(statePath: path, arguments: [])
        await first.run("tab orders")
        await first.tap("New order")
        #expect(first.host.root.pending != nil)
        let second = try await restart(first) {
            $0.replacingOccurrences(of: #""method":"managedSheet""#, with: #""method":"push""#)
        }
        await second.tap("Sign in")
        await second.tap("Kettle")
        await second.tap("1")
        await second.tap("Continue to payment")
        #expect(second.location.hasPrefix("orders: orders ‖ orders/new/product ‖ "), "\(second.location)")
        #expect(second.location.hasSuffix("orders/new/payment"), "\(second.location)")
        await second.tap("Pay 45.00")
        #expect(!second.location.contains("orders/new/"), "\(second.location)")
        #expect(!second.location.contains("alert"), "\(second.location)")
    }

    /// Found by a stranger: a wizard step whose stock check is a list too short was dropped
    /// with Foundation's own words ("Unkeyed container is at end.").
    @Test func aWizardStepWhoseListEndsTooSoonIsLeftOutInPlainWords() async throws {
        let first = try await Harness(statePath: path, arguments: [], signedIn: true)
        await first.run("tab orders")
        await first.tap("New order")
        let second = try await restart(first, signedIn: true) {
            $0.replacingOccurrences(of: #""stockCheck":[0,0]"#, with: #""stockCheck":[1]"#)
        }
        #expect(second.location == "orders: orders")
        let notice = try #require(second.transcript.errorLines.first)
        #expect(notice.contains("in tab orders: a list ends before its last value"), "\(notice)")
    }

    @Test func aFileAnotherProgramPutThereDuringTheSessionIsNeverWrittenOver() async throws {
        let first = try await Harness(statePath: path, arguments: [])
        await first.host.finish()
        let session = try await Harness(statePath: path, arguments: [])
        await session.run("tab orders")
        let theirs = Data(#"{"settings":{"important":"user data"},"version":3}"#.utf8)
        try theirs.write(to: URL(fileURLWithPath: path))
        #expect(await session.run("save") == .failed)
        #expect(await session.host.finish() == false)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == theirs)
        let refusal =
            "error: cannot save \(path): something this app did not write has been put there since the "
            + "session began; it is left untouched: move it away and save again"
        #expect(session.transcript.errorLines == [refusal, refusal])

    }

    @Test func aFileAnotherProgramPutThereIsMovedAwayAsTheRefusalSaysAndTheSessionSavesAgain() async throws {
        let session = try await Harness(statePath: path, arguments: [])
        await session.run("tab orders")
        let theirs = Data(#"{"settings":{"important":"user data"},"version":3}"#.utf8)
        try theirs.write(to: URL(fileURLWithPath: path))
        #expect(await session.run("save") == .failed)
        #expect(session.transcript.errorLines.last?.hasSuffix("move it away and save again") == true)
        try FileManager.default.moveItem(atPath: path, toPath: path + ".theirs")
        #expect(await session.run("save") == .completed)
        #expect(await session.host.finish())
        #expect(try Data(contentsOf: URL(fileURLWithPath: path + ".theirs")) == theirs)
        let restarted = try await Harness(statePath: path, arguments: [])
        #expect(restarted.location == "orders: orders")
    }

    @Test func aSnapshotFromAnotherRestorationKeyIsSetAsideNeverDeleted() async throws {
        let first = try await Harness(statePath: path, arguments: [])
        await first.tap("Next page")
        await first.host.finish()
        var text = try String(contentsOfFile: path, encoding: .utf8)
        text = text.replacingOccurrences(of: SwitchyardApp.restorationKey, with: "someone.else")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let second = try await Harness(statePath: path, arguments: [])
        #expect(second.location == "home: home")
        #expect(second.transcript.errorLines.first?.contains("restoration key 'someone.else'") == true)
        let rejected = try rejectedFiles()
        #expect(rejected.count == 1)
        #expect(try String(contentsOfFile: directory + "/" + rejected[0], encoding: .utf8) == text)
    }

    @Test func aRestoredOrderWhileSignedOutShowsSignInAndResumesAfterSigningIn() async throws {
        let first = try await Harness(statePath: path, arguments: [], signedIn: true)
        await first.run("tab orders")
        await first.tap("Order 1002")
        #expect(first.location == "orders: orders ‖ orders/1002")
        await first.host.finish()
        let second = try await Harness(statePath: path, arguments: [])
        // The whole state comes back, on Home: Orders waits for the sign-in.
        #expect(second.location == "home: home | sheet: settings/signin | pending: orders")
        await second.tap("Sign in as")
        #expect(second.location == "orders: orders ‖ orders/1002")
    }

    @Test func cancellingTheSignInAfterARestartKeepsTheRestoredOrder() async throws {
        let first = try await Harness(statePath: path, arguments: [], signedIn: true)
        await first.run("tab orders")
        await first.tap("Order 1002")
        await first.host.finish()
        let second = try await Harness(statePath: path, arguments: [])
        await second.tap("Cancel")
        #expect(second.location == "home: home")
        await second.run("tab orders")
        #expect(second.location == "home: home | sheet: settings/signin | pending: orders")
        await second.tap("Sign in as")
        #expect(second.location == "orders: orders ‖ orders/1002")
    }

    /// A later version's words in a file (a presentation style, a link's policy) cost what
    /// holds them, not the whole file, and the notice names each.
    @Test func aStyleAndAPolicyThisVersionDoesNotHaveCostOnlyWhatHoldsThem() async throws {
        let first = try await Harness(statePath: path, arguments: [])
        await first.tap("Next page")
        await first.run("open switchyard://orders/1001")
        let second = try await restart(first) {
            $0.replacingOccurrences(of: #""style":"sheet""#, with: #""style":"popover""#)
                .replacingOccurrences(of: #""policy":"focus""#, with: #""policy":"teleport""#)
        }
        #expect(second.location == "home: home > home/page/2")
        let notice = try #require(second.transcript.errorLines.first)
        #expect(notice.contains("a layer of 1 screen in tab home: this version has no style 'popover'"))
        #expect(notice.contains("the pending request: this version has no policy 'teleport'"), "\(notice)")
        #expect(notice.contains("restored the rest"))
    }

    /// A request waiting behind an id two screens share is dropped at the first start.
    ///
    /// Found by a stranger: with Home's root edited to the sign-in sheet's id, the request
    /// waited at the first start, behind one of the two, and the next start dropped it from a
    /// file the app had written itself.
    @Test func aRequestWaitingBehindAnIdTwoScreensShareIsDroppedAtTheFirstStart() async throws {
        let first = try await Harness(statePath: path, arguments: [])
        await first.run("open switchyard://orders/1001")
        #expect(first.location == "home: home | sheet: settings/signin | pending: orders/1001")
        let second = try await restart(first) { saved in
            let screen = saved.firstMatch(of: /"screen":(\d+)/).map { String($0.1) } ?? ""
            return saved.replacingOccurrences(
                of: #""id":1,"type":"Home"#, with: #""id":\#(screen),"type":"Home"#)
        }
        #expect(second.location == "home: home | sheet: settings/signin")
        let notice = try #require(second.transcript.errorLines.first)
        #expect(notice.contains("two screens share the id of the screen it waits behind"), "\(notice)")
        await second.host.finish()
        let third = try await Harness(statePath: path, arguments: [])
        #expect(third.location == "home: home | sheet: settings/signin")
        #expect(third.transcript.errorLines.isEmpty)
    }

    /// A waiting link whose place leaves out its tab's first screen could never be made once
    /// the sign-in sheet closes (Orders, a split, takes the whole place): it is dropped with the
    /// rest restored, and signing in says nothing untrue.
    ///
    /// Found by a stranger: it restored without a word, and signing in said `invalid
    /// navigation state: the stack of 'orders' must start at its root screen orders`.
    @Test func aWaitingLinkWhosePlaceCouldNeverBeMadeIsDroppedAtTheStart() async throws {
        let first = try await Harness(statePath: path, arguments: [])
        await first.run("open switchyard://orders/1001")
        #expect(first.location == "home: home | sheet: settings/signin | pending: orders/1001")
        let second = try await restart(first) {
            $0.replacingOccurrences(
                of: #""stack":[{"id":0,"type":"Orders.OrdersIncomingNavigation","value":{"list":{}}},"#,
                with: #""stack":["#)
        }
        #expect(second.location == "home: home | sheet: settings/signin")
        let notice = try #require(second.transcript.errorLines.first)
        #expect(
            notice.contains("the stack of 'orders' must start at its root screen orders, not orders/1001"),
            "\(notice)")
        second.transcript.reset()
        await second.tap("Sign in as")
        #expect(second.transcript.errorLines.isEmpty)
        #expect(second.location == "home: home")
    }

    /// A sign-in screen a hand-edited file put on Home's stack still lets the request waiting
    /// behind it go on once the person signs in there.
    ///
    /// Found by a stranger: signing in said `nothing to dismiss`, and the request went on only
    /// after a `back` nobody would think to type.
    @Test func aSignInScreenOnAStackClosesAndTheRequestBehindItGoesOn() async throws {
        let first = try await Harness(statePath: path, arguments: [])
        await first.run("open switchyard://orders/1001")
        let second = try await restart(first) { saved in
            // The sheet's layer becomes the top of Home's own stack.
            saved.replacing(
                /\]\},\{"entries":\[(\{"id":\d+,"type":"Settings\.SettingsIncomingNavigation","value":\{"signIn":\{\}\}\})\],"style":"sheet"\}\]/
            ) { match in ",\(match.1)]}]" }
        }
        #expect(second.location == "home: home > settings/signin | pending: orders/1001")
        second.transcript.reset()
        await second.tap("Sign in as")
        #expect(second.transcript.errorLines.isEmpty)
        #expect(second.location == "orders: orders ‖ orders/1001")
    }

    @Test func aRequestWaitingForSignInWhenTheAppQuitWaitsAgainAfterTheRestart() async throws {
        let first = try await Harness(statePath: path, arguments: [])
        await first.tap("Next page")
        await first.run("open switchyard://orders/1001")
        #expect(first.location == "home: home > home/page/2 | sheet: settings/signin | pending: orders/1001")
        await first.host.finish()
        let second = try await Harness(statePath: path, arguments: [])
        #expect(second.location == "home: home > home/page/2 | sheet: settings/signin | pending: orders/1001")
        #expect(second.app.root.pending?.request.routeID == "orders/1001")
        await second.tap("Sign in as")
        #expect(second.location == "orders: orders ‖ orders/1001")
        #expect(
            second.app.root.state.tab(named: "home")?.stack.entries.map(\.routeID) == ["home", "home/page/2"])
    }

    @Test func alertsAreNotSavedBecauseTheirActionsCannotBe() async throws {
        let first = try await Harness(statePath: path, arguments: [], signedIn: true)
        await first.run("tab orders")
        await first.tap("Order 1001")
        await first.tap("Cancel order")
        await first.host.finish()
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!text.contains("orders/1001/cancel"))
    }

    @Test func anAlertPutInTheFileByHandIsDroppedAndTheNoticeSaysSo() async throws {
        let first = try await Harness(statePath: path, arguments: [], signedIn: true)
        await first.run("tab orders")
        await first.tap("Order 1001")
        await first.tap("Cancel order")
        let withAlert = first.app.root.state
        #expect(withAlert.tab(named: "orders")?.layers.last?.alert?.id == "orders/1001/cancel")
        await first.host.finish()
        // What the app never writes: the alert, as a hand would put it in the file.
        try first.app.snapshotCoder.encode(NavigationWindows(states: [withAlert], focused: 0))
            .write(to: URL(fileURLWithPath: path))

        let second = try await Harness(statePath: path, arguments: [], signedIn: true)
        #expect(second.location == "orders: orders ‖ orders/1001")
        #expect(second.app.root.state.tab(named: "orders")?.layers.allSatisfy { $0.alert == nil } == true)
        let notice = try #require(second.transcript.errorLines.first)
        #expect(
            notice.contains(
                "; dropped alert 'orders/1001/cancel' in tab orders: alerts are not restored; restored the rest"
            ))
        #expect(try rejectedFiles().count == 1)
    }

    /// Long in characters, or in the marks one character holds (`X` with 100,000 accents).
    @Test(arguments: [
        String(repeating: "X", count: 100_000), "X" + String(repeating: "\u{301}", count: 100_000),
    ])
    func aNameInTheFileLongerThanALineIsShortenedInTheMiddleOfTheNotice(name: String) async throws {
        let first = try await Harness(statePath: path, arguments: [])
        await first.tap("Next page")
        await first.host.finish()
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        let page = #""type":"Home.HomeIncomingNavigation","value":{"page""#
        #expect(saved.contains(page))
        try saved.replacingOccurrences(of: page, with: #""type":"Home.\#(name)","value":{"page""#)
            .write(toFile: path, atomically: false, encoding: .utf8)

        let second = try await Harness(statePath: path, arguments: [])
        #expect(second.location == "home: home")
        let said = try #require(second.transcript.errorLines.first)
        #expect(said.utf8.count < 2_000)
        // Read without the accents, which would join the letters around them.
        let notice = String(String.UnicodeScalarView(said.unicodeScalars.filter { $0 != "\u{301}" }))
        #expect(notice.contains("; dropped Home.X"))
        #expect(notice.contains(" characters)…"))
        #expect(notice.contains(".page in tab home: unknown destination type; restored the rest"))
    }

    @Test func aNameAPartQuotesTwiceIsShortenedEachTimeAndTheReasonBetweenStays() async throws {
        let first = try await Harness(statePath: path, arguments: [])
        await first.host.finish()
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        let long = String(repeating: "X", count: 100_000)
        // A tab this app does not have, named twice in what is said of it.
        try saved.replacingOccurrences(of: #""name":"settings""#, with: #""name":"\#(long)""#)
            .write(toFile: path, atomically: false, encoding: .utf8)

        let second = try await Harness(statePath: path, arguments: [])
        let notice = try #require(second.transcript.errorLines.first)
        #expect(notice.count < 1_000)
        #expect(notice.contains("XXXX: no tab named 'XXXX"))
        #expect(notice.components(separatedBy: " characters)…").count == 3)
    }

    @Test func aNoticeListsAFewOfWhatItDroppedAndCountsTheRest() async throws {
        let first = try await Harness(statePath: path, arguments: [])
        await first.host.finish()
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        // Twelve tabs this app does not have, each said as it is dropped.
        let extra = (1...12).map {
            #"{"layers":[{"entries":[{"id":\#(100 + $0),"type":"Home.HomeIncomingNavigation","value":{"home":{}}}]}],"name":"extra\#($0)"}"#
        }
        let tabs = #""tabs":["#
        #expect(saved.contains(tabs))
        // The counter goes past their ids, or it would be one more thing to say.
        try saved.replacingOccurrences(of: tabs, with: tabs + extra.joined(separator: ",") + ",")
            .replacingOccurrences(of: #""next":\d+"#, with: #""next":200"#, options: .regularExpression)
            .write(toFile: path, atomically: false, encoding: .utf8)

        let second = try await Harness(statePath: path, arguments: [])
        let notice = try #require(second.transcript.errorLines.first)
        #expect(notice.contains("dropped tab extra1: "))
        #expect(notice.contains("tab extra5: "))
        #expect(!notice.contains("tab extra6: "))
        #expect(notice.contains("; and 7 more; restored the rest; "))
    }

    /// Named for the key twice, not for what the decoder made of the first of its values (a
    /// version that needs a migration the file does not fit).
    @Test(arguments: [
        (#""tab":"#, #""tab":"home","tab":"#, "'tab' twice in one object, at windows[0]"),
        (#""version":3"#, #""version":2,"version":3"#, "'version' twice in one object, at the top level"),
    ])
    func aKeyTwiceInOneObjectIsNamedWithWhereItIs(saved part: String, edited: String, said: String)
        async throws
    {
        let first = try await Harness(statePath: path, arguments: [])
        await first.host.finish()
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        #expect(saved.contains(part))
        try saved.replacingOccurrences(of: part, with: edited)
            .write(toFile: path, atomically: false, encoding: .utf8)

        let second = try await Harness(statePath: path, arguments: [])
        let notice = try #require(second.transcript.errorLines.first)
        #expect(
            notice.hasPrefix(
                "notice: state file \(path) has the key \(said): "
                    + "one of the two would be lost; moved to \(path).rejected-"))
        #expect(try rejectedFiles().count == 1)
    }

    @Test func aRestorationKeyLongerThanALineIsShortenedInTheMiddleOfTheNotice() async throws {
        let first = try await Harness(statePath: path, arguments: [])
        await first.host.finish()
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        let key = #""key":"switchyard.demo.v1""#
        #expect(saved.contains(key))
        try saved.replacingOccurrences(
            of: key, with: #""key":"\#(String(repeating: "k", count: 100_000))""#
        ).write(toFile: path, atomically: false, encoding: .utf8)

        let second = try await Harness(statePath: path, arguments: [])
        let notice = try #require(second.transcript.errorLines.first)
        #expect(notice.count < 1_000)
        #expect(notice.contains("has restoration key 'kkkk"))
        #expect(notice.contains("kkkk', not 'switchyard.demo.v1'; moved to \(path).rejected-"))
        #expect(try rejectedFiles().count == 1)
    }

    @Test func aStatePathUnderAFileIsRefusedBeforeTheAppStarts() async throws {
        let blocker = directory + "/file"
        try Data().write(to: URL(fileURLWithPath: blocker))
        await #expect(
            throws: ConsoleArgumentsError.unusableValue(
                option: "--state",
                reason:
                    "cannot keep the state in '\(blocker)/state.json': '\(blocker)' is a file, not a folder"
            )
        ) {
            _ = try await Harness(statePath: blocker + "/state.json", arguments: [])
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: blocker)).isEmpty)
    }

    @Test func aSaveThatCannotBeWrittenIsOneErrorLineAndTheSessionGoesOn() async throws {
        let stateDirectory = directory + "/state"
        let harness = try await Harness(statePath: stateDirectory + "/state.json", arguments: [])
        #expect(harness.transcript.errorLines.isEmpty)
        // The directory the state goes in (made at the start) turns into a file while the app runs.
        try FileManager.default.removeItem(atPath: stateDirectory)
        try Data().write(to: URL(fileURLWithPath: stateDirectory))
        #expect(await harness.run("save") == .failed)
        #expect(harness.transcript.errorLines.count == 1)
        #expect(
            harness.transcript.errorLines.last
                == "error: cannot save \(stateDirectory)/state.json: what is there cannot be read "
                + "(Not a directory), so it is left untouched")
        #expect(await harness.run("where") == .completed)
        // The end of the session fails the same way, and says so in its exit status.
        #expect(await harness.host.finish() == false)
        #expect(harness.transcript.errorLines.count == 2)
    }
}
