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

    @Test func aPlaceWhereNoLockFileCanBeMadeIsNotRefusedByTheLock() throws {
        // A directory where the lock file would go: no hold, and saving says why later.
        try FileManager.default.createDirectory(
            atPath: directory + "/.state.json.lock", withIntermediateDirectories: false)
        #expect(try SnapshotFile(path: directory + "/state.json").lock() == nil)
    }

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
}
