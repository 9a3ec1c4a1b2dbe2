import AppCompositionTestSupport
import AppLaunch
import AppPersistence
import ConsoleUI
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One session per state file: a second one is refused, names the first, and writes nothing.
@Suite struct SnapshotLockTests {
    let directory = temporaryDirectory()

    @Test func aSecondHoldOnOneFileIsRefusedNamingTheProcessThatHasIt() throws {
        let file = SnapshotFile(path: directory + "/state.json")
        let first = try #require(try file.lock())
        #expect(throws: SnapshotFileError.inUse(path: file.path, process: getpid())) { try file.lock() }
        first.release()
        let second = try file.lock()
        #expect(second != nil)
    }

    @Test func aLockFileThatHoldsAnotherProgramsBytesIsRefusedAndLeftAsItWas() throws {
        let file = SnapshotFile(path: directory + "/state.json")
        let lockPath = directory + "/.state.json.lock"
        let bytes = Data((0..<10_000).map { UInt8(truncatingIfNeeded: $0 * 7) })
        try bytes.write(to: URL(fileURLWithPath: lockPath))
        #expect(throws: SnapshotFileError.self) { try file.lock() }
        #expect(try Data(contentsOf: URL(fileURLWithPath: lockPath)) == bytes)
        // Not as a session writes an id (a stranger's find: these were taken for one).
        for text in ["notes\n", "-5\n", " 42 \n", "0\n"] {
            try text.write(toFile: lockPath, atomically: false, encoding: .utf8)
            #expect(throws: SnapshotFileError.self, "\(text)") { try file.lock() }
        }
        // What a session leaves: an id, or nothing when it was killed before writing one.
        try "12\n".write(toFile: lockPath, atomically: false, encoding: .utf8)
        #expect(try file.lock() != nil)
    }

    @Test func aSessionWhoseLockFileWasRemovedMayNotSaveOverTheSessionThatTookTheFile() throws {
        let file = SnapshotFile(path: directory + "/state.json")
        let first = try #require(try file.lock())
        #expect(try file.relock(first) === first, "still the lock file: nothing changes")
        try FileManager.default.removeItem(atPath: directory + "/.state.json.lock")
        let second = try #require(try file.lock(), "a second session takes the file")
        #expect(throws: SnapshotFileError.inUse(path: file.path, process: getpid())) {
            try file.relock(first)
        }
        second.release()
        let retaken = try #require(try file.relock(first), "once it is free, the first takes it again")
        #expect(retaken !== first)
    }

    @Test func aSessionThatStartedWithoutTheLockTakesItBeforeItSaves() throws {
        let file = SnapshotFile(path: directory + "/state.json")
        let other = try #require(try file.lock())
        #expect(throws: SnapshotFileError.inUse(path: file.path, process: getpid())) { try file.relock(nil) }
        other.release()
        #expect(try file.relock(nil) != nil)
    }

    @Test func aHoldThatIsFreedWithoutReleaseLetsTheFileGo() throws {
        let file = SnapshotFile(path: directory + "/state.json")
        do {
            let held = try file.lock()
            #expect(held != nil)
        }
        #expect(try file.lock() != nil)
    }

    @Test func theLockFileSitsBesideTheSnapshotAndHoldsTheProcessID() throws {
        let file = SnapshotFile(path: directory + "/state.json")
        let held = try #require(try file.lock())
        let text = try String(contentsOfFile: directory + "/.state.json.lock", encoding: .utf8)
        #expect(text == "\(getpid())\n")
        held.release()
    }

    @Test func aLongNameIsLockedByANameThatFits() throws {
        let name = String(repeating: "é", count: 125)  // 250 bytes
        let file = SnapshotFile(path: directory + "/" + name)
        let held = try #require(try file.lock())
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(names.count == 1)
        #expect(names.allSatisfy { $0.hasPrefix(".") && $0.hasSuffix(".lock") && $0.utf8.count <= 255 })
        #expect(throws: SnapshotFileError.inUse(path: file.path, process: getpid())) { try file.lock() }
        held.release()
    }

    @Test func twoLongNamesThatShareTheirStartHaveLockFilesOfTheirOwn() throws {
        let start = String(repeating: "a", count: 249)
        let one = SnapshotFile(path: directory + "/" + start + "1.json")
        let other = SnapshotFile(path: directory + "/" + start + "2.json")
        let held = try #require(try one.lock())
        let second = try other.lock()
        #expect(second != nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).count == 2)
        held.release()
        second?.release()
    }

    /// Something in the lock file's place that cannot be opened would let every session in
    /// unlocked while saving still works, so nothing would say it: the file is refused.
    @Test(arguments: ["directory", "symbolic link"])
    func somethingInTheLockFilesPlaceIsRefusedNamingIt(kind: String) throws {
        let lockPath = directory + "/.state.json.lock"
        if kind == "directory" {
            try FileManager.default.createDirectory(atPath: lockPath, withIntermediateDirectories: false)
        } else {
            try FileManager.default.createSymbolicLink(
                atPath: lockPath, withDestinationPath: directory + "/elsewhere")
        }
        let file = SnapshotFile(path: directory + "/state.json")
        let what = kind == "directory" ? "is a directory" : "is a symbolic link"
        #expect(
            throws: SnapshotFileError.unusable(
                path: file.path,
                reason: "its lock file \(lockPath) \(what); remove it, or give another --state file")
        ) { try file.lock() }
    }

    #if os(Linux)
        /// Where no lock file can be made at all, saving cannot work either, and the session
        /// says so at its start: the lock does not refuse it.
        @Test func aPlaceWhereNoLockFileCanBeMadeIsNotRefusedByTheLock() throws {
            #expect(try SnapshotFile(path: "/proc/state.json").lock() == nil)
        }
    #endif

    @MainActor @Test func aSecondSessionOnOneStateFileIsRefusedAndTheFirstKeepsItsSaves() async throws {
        let path = directory + "/state.json"
        let first = try await Harness(statePath: path, arguments: [])
        await first.run("tab orders")
        let reason =
            "cannot keep the state in '\(path)': another switchyard (process \(getpid())) is using it; "
            + "quit that one, or give this one another --state file"
        await #expect(throws: ConsoleArgumentsError.unusableValue(option: "--state", reason: reason)) {
            _ = try await Harness(statePath: path, arguments: [])
        }
        // A fresh session would write over it on `save`, so it is refused too.
        await #expect(throws: ConsoleArgumentsError.unusableValue(option: "--state", reason: reason)) {
            _ = try await Harness(statePath: path, arguments: ["--fresh"])
        }
        #expect(await first.host.finish())
        let restarted = try await Harness(statePath: path, arguments: [])
        #expect(restarted.location == "orders: orders")
        #expect(await restarted.host.finish())
    }

    @MainActor @Test(arguments: ["a file where the folder goes", "a folder where the file goes"])
    func somethingInTheWayOfTheDefaultPathIsANoticeAndTheSessionRuns(_ obstacle: String) async throws {
        let state = directory + "/xdg"
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
        let inTheWay = obstacle.hasPrefix("a file") ? state + "/switchyard" : state + "/switchyard/state.json"
        if obstacle.hasPrefix("a file") {
            try Data("oops\n".utf8).write(to: URL(fileURLWithPath: inTheWay))
        } else {
            try FileManager.default.createDirectory(atPath: inTheWay, withIntermediateDirectories: true)
        }
        let transcript = ConsoleTranscript()
        let (_, host) = try SwitchyardMain.makeHost(
            arguments: try ConsoleArguments.parse([]), output: transcript.output,
            environment: ["XDG_STATE_HOME": state], renderer: ConsoleRenderer(width: 100, usesANSI: false))
        await host.start()
        let reason =
            obstacle.hasPrefix("a file")
            ? "'\(inTheWay)' is a file, not a folder" : "it is a directory, not a file"
        #expect(transcript.standardError.hasPrefix("notice: "), "\(transcript.standardError)")
        #expect(transcript.standardError.contains(reason), "\(transcript.standardError)")
        #expect(await host.execute("tab orders") == .completed)
        #expect(await host.execute("save") == .failed)
        #expect(await host.finish() == false, "its end says it could not be saved")
        if obstacle.hasPrefix("a file") {
            #expect(FileManager.default.contents(atPath: inTheWay) == Data("oops\n".utf8))
        }
    }

    @MainActor @Test func aSecondSessionAtTheDefaultPathIsRefusedNotRunUnkept() async throws {
        let environment = ["XDG_STATE_HOME": directory]
        let arguments = try ConsoleArguments.parse([])
        let renderer = ConsoleRenderer(width: 100, usesANSI: false)
        let (_, first) = try SwitchyardMain.makeHost(
            arguments: arguments, output: ConsoleTranscript().output, environment: environment,
            renderer: renderer)
        await first.start()
        #expect(throws: ConsoleArgumentsError.self) {
            _ = try SwitchyardMain.makeHost(
                arguments: arguments, output: ConsoleTranscript().output, environment: environment,
                renderer: renderer)
        }
        #expect(await first.finish())
    }

    @MainActor @Test func aSessionWhoseLockFileWasRemovedDoesNotSaveOverTheOneThatTookTheFile() async throws {
        let path = directory + "/state.json"
        let first = try await Harness(statePath: path, arguments: [])
        await first.run("tab orders")
        // Someone tidies up the lock file while the session runs; a second session starts.
        try FileManager.default.removeItem(atPath: directory + "/.state.json.lock")
        let second = try await Harness(statePath: path, arguments: [])
        await second.run("tab settings")
        #expect(await second.run("save") == .completed)
        #expect(await first.run("save") == .failed)
        #expect(
            first.transcript.standardError.contains("another switchyard (process \(getpid())) is using it"))
        // Found by a stranger: once the second had quit, the first took the lock again and
        // wrote over the second's save without a word.
        #expect(await second.host.finish())
        #expect(await first.run("save") == .failed)
        #expect(
            first.transcript.standardError.contains(
                "it has changed since this session began or last saved it"))
        #expect(await !first.host.finish(), "its end cannot save either")
        let restarted = try await Harness(statePath: path, arguments: [])
        #expect(restarted.location == "settings: settings", "the second session's save stands")
        #expect(await restarted.host.finish())
    }

    @MainActor @Test func aFreshSessionDoesNotSaveOverASaveMadeSinceItBegan() async throws {
        // Found by a stranger: a fresh session's first save read the file anew, took it as
        // seen, and wrote over another session's save made while it ran.
        let path = directory + "/state.json"
        let earlier = try await Harness(statePath: path, arguments: [])
        #expect(await earlier.host.finish())
        let fresh = try await Harness(statePath: path, arguments: ["--fresh"])
        try FileManager.default.removeItem(atPath: directory + "/.state.json.lock")
        let other = try await Harness(statePath: path, arguments: [])
        await other.run("tab settings")
        #expect(await other.host.finish())
        await fresh.run("tab orders")
        #expect(await fresh.run("save") == .failed)
        #expect(
            fresh.transcript.standardError.contains(
                "it has changed since this session began or last saved it"))
        #expect(await !fresh.host.finish())
        let restarted = try await Harness(statePath: path, arguments: [])
        #expect(restarted.location == "settings: settings", "the other session's save stands")
        #expect(await restarted.host.finish())
    }

    @MainActor @Test func aFreshSessionNeitherMovesNorWritesOverADamagedEditMadeSinceItBegan() async throws {
        // Found by a stranger: the first save of a fresh session set aside a file cut short
        // by hand while it ran, and saved in its place.
        let path = directory + "/state.json"
        let earlier = try await Harness(statePath: path, arguments: [])
        #expect(await earlier.host.finish())
        let fresh = try await Harness(statePath: path, arguments: ["--fresh"])
        let cut = try Data(contentsOf: URL(fileURLWithPath: path)).prefix(120)
        try cut.write(to: URL(fileURLWithPath: path))
        #expect(await fresh.run("save") == .failed)
        #expect(
            fresh.transcript.standardError.contains(
                "it has changed since this session began or last saved it"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == cut)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.contains("rejected") }
                .isEmpty)
        #expect(await !fresh.host.finish())
    }

    @MainActor @Test func theBytesTellAnEditNotTheFilesTimes() async throws {
        // Found by a stranger: `touch`, or the same bytes copied over, refused every later
        // save as "changed", while an edit whose time was put back was written over.
        let path = directory + "/state.json"
        let session = try await Harness(statePath: path, arguments: [])
        await session.run("tab orders")
        #expect(await session.run("save") == .completed)
        let saved = try Data(contentsOf: URL(fileURLWithPath: path))
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: 3600)], ofItemAtPath: path)
        #expect(await session.run("save") == .completed, "touched")
        try saved.write(to: URL(fileURLWithPath: path), options: .atomic)
        #expect(await session.run("save") == .completed, "the same bytes, a new file")
        let edited = String(decoding: saved, as: UTF8.self).replacingOccurrences(
            of: #""tab":"orders""#, with: #""tab":"ordexs""#)
        try Data(edited.utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes(
            [.modificationDate: attributes[.modificationDate] as Any], ofItemAtPath: path)
        #expect(await session.run("save") == .failed, "an edit of the same size, its time put back")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(edited.utf8))
        #expect(await !session.host.finish())
    }
}
