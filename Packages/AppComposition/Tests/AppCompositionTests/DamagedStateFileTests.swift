import AppComposition
import AppCompositionTestSupport
import AppLaunch
import AppPersistence
import ConsoleUI
import Foundation
import Navigation
import NavigationSnapshots
import Testing

/// A damaged state file never locks the app out: at the default path whatever the app cannot
/// read is set aside and it starts clean; at a `--state` path a file the app wrote is known
/// however much of it was lost, and anything else is left untouched.
@MainActor
@Suite struct DamagedStateFileTests {
    /// The bytes the app saves for two windows, one of them deep in Orders.
    private func savedBytes() async throws -> Data {
        let directory = temporaryDirectory()
        let path = directory + "/state.json"
        let first = try await Harness(statePath: path, arguments: [], signedIn: true)
        await first.run("open switchyard://orders/1001")
        await first.run("window new")
        await first.run("tab settings")
        await first.host.finish()
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// Starts the app on `bytes` at the default path (or at `--state` when `chosen`), through
    /// its start-up work (the restore); returns whether it started and the files set aside.
    private func startAndRestore(on bytes: Data, chosen: Bool = false) async throws -> (
        started: Bool, setAside: [Data], folder: String
    ) {
        let home = temporaryDirectory()
        let folder = home + "/.local/state/switchyard"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/state.json"
        try bytes.write(to: URL(fileURLWithPath: path))
        let transcript = ConsoleTranscript()
        let arguments = try ConsoleArguments.parse(chosen ? ["--state", path] : [])
        do {
            let (_, host) = try SwitchyardMain.makeHost(
                arguments: arguments, output: transcript.output, environment: ["HOME": home, "NO_COLOR": "1"])
            await host.configuration.startup?()
        } catch {
            return (false, [], folder)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
            $0.contains(".rejected-")
        }
        return (true, try names.map { try Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0)) }, folder)
    }

    @Test func everyPrefixOfASavedFileAtTheDefaultPathStartsCleanWithItsBytesSetAside() async throws {
        let saved = try await savedBytes()
        #expect(saved.starts(with: Data(#"{"focused":"#.utf8)) && saved.count > 300)
        for length in 0..<saved.count {
            let prefix = saved.prefix(length)
            let (started, setAside, _) = try await startAndRestore(on: prefix)
            #expect(started, "a prefix of \(length) bytes locked the app out")
            // An empty file is no saved state at all; anything else it cannot read is kept aside.
            if length > 0 {
                #expect(setAside == [prefix], "a prefix of \(length) bytes was not set aside whole")
            }
            if !started || (length > 0 && setAside != [prefix]) { return }
        }
        // The whole file restores, and nothing is set aside.
        let (started, setAside, _) = try await startAndRestore(on: saved)
        #expect(started && setAside.isEmpty)
    }

    @Test func zerosAndRandomBytesAtTheDefaultPathAreSetAside() async throws {
        var generator = SystemRandomNumberGenerator()
        let random = Data((0..<700).map { _ in UInt8.random(in: 0...255, using: &generator) })
        for bytes in [Data(count: 500), random, Data("{\"settings\": 1}".utf8)] {
            let (started, setAside, _) = try await startAndRestore(on: bytes)
            #expect(started)
            #expect(setAside == [bytes])
        }
    }

    @Test func atAChosenPathAFileTheAppWroteIsKnownHoweverItWasCut() async throws {
        let saved = try await savedBytes()
        // Cut at every place, even inside its first field.
        for length in [1, 5, 11, 12, saved.count / 3, saved.count / 2, saved.count - 1] {
            let prefix = saved.prefix(length)
            let (started, setAside, _) = try await startAndRestore(on: prefix, chosen: true)
            #expect(started, "a file cut to \(length) bytes was refused")
            #expect(setAside == [prefix])
        }
    }

    @Test func atAChosenPathAFileTheAppWroteIsKnownWhateverIsDamagedAfterItsKey() async throws {
        // Found by a stranger: one `{` turned to `X` inside a window was refused as another
        // program's file (a lockout at that path), where a digit damaged beside it was set aside.
        let saved = try await savedBytes()
        let keyEnd = try #require(saved.range(of: Data(#""key":"switchyard.demo.v1""#.utf8))).upperBound
        let brackets = Set("{}[]".utf8)
        let places = saved.indices.filter { $0 >= keyEnd && brackets.contains(saved[$0]) }
        #expect(places.count > 20)
        for place in places {
            var damaged = saved
            damaged[place] = UInt8(ascii: "X")
            let (started, setAside, _) = try await startAndRestore(on: damaged, chosen: true)
            #expect(started, "a bracket turned to X at byte \(place) was refused")
            #expect(setAside == [damaged])
        }
        // A top-level field misspelled after the key, or another before it, is the app's file too.
        for damaged in [
            String(decoding: saved, as: UTF8.self).replacingOccurrences(
                of: #""version":"#, with: #""versoin":"#),
            String(decoding: saved, as: UTF8.self).replacingOccurrences(
                of: #"{"focused":"#, with: #"{"focused":"1","editor":"#),
        ] {
            let (started, setAside, _) = try await startAndRestore(on: Data(damaged.utf8), chosen: true)
            #expect(started && setAside.count == 1, "\(damaged.prefix(60))")
        }
    }

    @Test func atAChosenPathAnythingElseIsRefusedAndLeftUntouched() async throws {
        // Another program's JSON that starts as the app's files do is judged by its keys.
        let lookalike = Data(#"{"focused":true,"theme":"dark"}"#.utf8)
        for bytes in [
            Data(count: 500), Data("notes about my week\n".utf8), Data("{\"settings\": 1}".utf8), lookalike,
        ] {
            let (started, setAside, folder) = try await startAndRestore(on: bytes, chosen: true)
            #expect(!started)
            #expect(setAside.isEmpty)
            #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/state.json")) == bytes)
        }
    }

    /// Issue 42, item 2: a file of more windows than the app keeps open is not the app's
    /// to open; it is set aside before a single window is made.
    @Test func aFileWithMoreWindowsThanTheAppKeepsIsSetAside() async throws {
        let app = try SwitchyardApp()
        let states = Array(repeating: app.root.state, count: app.windows.limit + 1)
        let bytes = try app.snapshotCoder.encode(NavigationWindows(states: states, focused: 0))
        let (started, setAside, _) = try await startAndRestore(on: bytes)
        #expect(started)
        #expect(setAside == [bytes])
    }

    /// Foundation's readers keep one of a repeated key's values without a word: such a file is
    /// set aside whole, before the first save could lose the other.
    @Test func aFileWithAKeyTwiceInOneObjectIsSetAside() async throws {
        let saved = try await savedBytes()
        let text = String(decoding: saved, as: UTF8.self)
        #expect(text.hasSuffix("]}"))
        // A second `windows` list at the top level, and a second `tab` inside the first window.
        let twice = Data((text.dropLast() + #","windows":[]}"#).utf8)
        let inside = Data(text.replacingOccurrences(of: #""tab":"#, with: #""tab":"home","tab":"#).utf8)
        #expect(inside != saved)
        for bytes in [twice, inside] {
            let (started, setAside, _) = try await startAndRestore(on: bytes)
            #expect(started)
            #expect(setAside == [bytes])
        }
        #expect(StateFileScan(twice).repeatedKey?.key == "windows")
        #expect(StateFileScan(twice).repeatedKey?.path == "")
        #expect(StateFileScan(inside).repeatedKey?.key == "tab")
        #expect(StateFileScan(inside).repeatedKey?.path == "windows[0]")
        #expect(StateFileScan(saved).repeatedKey == nil)
        // The same key in two objects, or as a value, is no repeat.
        #expect(
            StateFileScan(Data(#"{"a":{"k":1},"b":{"k":"k"},"k":[{"k":2},{"k":3}]}"#.utf8)).repeatedKey == nil
        )
    }

    @Test func windowsAreCountedWithoutDecodingAndNothingInsideThemCounts() {
        let count = { (text: String) in StateFileScan(Data(text.utf8)).windowCount }
        #expect(count(#"{"focused":0,"key":"k","windows":[{"a":[1,{"windows":[1,2,3]}]},{"b":"x,]"}]}"#) == 2)
        #expect(count(#"{"focused":0,"windows":[]}"#) == 0)
        #expect(count(#"{"focused":0,"windows":[ {} ]}"#) == 1)
        // A file cut short: the windows so far.
        #expect(count(#"{"focused":0,"windows":[{},{},{"tab"#) == 3)
        #expect(count(#"{"focused":0,"windows":[{},{},"#) == 2)
        #expect(count(#"{"focused":0,"key":"windows","tabs":[]}"#) == nil)
        #expect(count("not json") == nil)
        // What follows the top-level value is not part of it.
        #expect(count(#"{"focused":0,"windows":[{}]}]]{"windows":[{},{},{}]}"#) == 1)
    }

    @Test func aScanStopsAtTheNestingTheDecoderRefusesSoDeepFilesCostLittle() {
        let deep = Data(#"{"windows":"#.utf8) + Data(repeating: UInt8(ascii: "["), count: 5_000_000)
        let scan = StateFileScan(deep)
        #expect(scan.windowCount == 1 && scan.repeatedKey == nil)
        // At the limit a repeated key is still seen; past it the decoder refuses the file.
        let nested = { (depth: Int) in
            StateFileScan(Data((String(repeating: "[", count: depth) + #"{"a":1,"a":2}"#).utf8)).repeatedKey
        }
        #expect(nested(StateFileScan.deepest - 1)?.key == "a")
        #expect(nested(StateFileScan.deepest) == nil)
    }
}
