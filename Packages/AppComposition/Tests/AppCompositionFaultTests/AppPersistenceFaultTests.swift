import AppComposition
import AppCompositionTestSupport
import Foundation
import Navigation
import NavigationSnapshots
import Testing

@testable import AppPersistence

#if canImport(Glibc)
    import Glibc
#endif

/// Persistence under faults.
///
/// A read-only state directory, a missing parent directory, a full
/// disk, a snapshot that cannot be read, and two writers at once. In every case the app reports
/// the problem in one line, keeps running, and the snapshot on disk is always a whole one.
///
/// Permission bits do not stop root (CI runs as root), so where a fault needs them the test
/// uses a real file system instead when it may mount one (a read-only or full tmpfs), and an
/// injected writer that fails at the last moment (`SnapshotFile`'s `beforeRename`)
/// otherwise.
@MainActor
@Suite struct AppPersistenceFaultTests {
    let directory = temporaryDirectory()
    var path: String { directory + "/state.json" }

    /// Saves a snapshot at `path` from a session that went to Home's second page; returns its bytes.
    private func savedSnapshot(at path: String) async throws -> Data {
        let harness = try await Harness(statePath: path, arguments: [])
        await harness.tap("Next page")
        await harness.host.finish()
        return try #require(FileManager.default.contents(atPath: path))
    }

    /// Files beside the snapshot that a torn write would leave (temporaries).
    private func leftovers(in directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter {
            $0.contains(".tmp-")
        }
    }

    private func expectWhole(_ data: Data, at path: String, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        #expect(FileManager.default.contents(atPath: path) == data, sourceLocation: sourceLocation)
        let app = try SwitchyardApp()
        #expect(throws: Never.self, sourceLocation: sourceLocation) {
            try app.snapshotCoder.firstWindow(data)
        }
    }

    // MARK: - Read-only directory

    @Test func aReadOnlyStateDirectoryFailsEachSaveInOneLineAndKeepsTheOldSnapshot() async throws {
        var stateDirectory = directory
        var mounted: String?
        if FaultFileSystem.isRoot {
            guard let mount = FaultFileSystem.mountTmpfs(size: "256k") else {
                // Neither permission bits nor a mount can make a directory read-only here; the
                // injected-writer test below covers the failure path.
                return
            }
            mounted = mount
            stateDirectory = mount
        }
        defer { mounted.map(FaultFileSystem.unmount) }
        let path = stateDirectory + "/state.json"
        let old = try await savedSnapshot(at: path)
        if let mounted {
            try #require(FaultFileSystem.remountReadOnly(mounted))
        } else {
            chmod(stateDirectory, 0o500)
        }
        defer { chmod(stateDirectory, 0o700) }

        let harness = try await Harness(statePath: path, arguments: [])
        #expect(harness.location == "home: home > home/page/2")
        #expect(await harness.run("save") == .failed)
        #expect(await harness.run("tab settings") == .completed)
        #expect(await harness.host.finish() == false)
        let lines = harness.transcript.errorLines
        // Said at the start, then once for each save.
        #expect(lines.count == 3)
        #expect(
            lines.first?.hasPrefix("notice: state file \(path) cannot be saved (cannot save \(path): ")
                == true)
        let errors = lines.dropFirst()
        #expect(errors.count == 2)
        #expect(errors.allSatisfy { $0.hasPrefix("error: cannot save \(path): ") })
        try expectWhole(old, at: path)
        #expect(leftovers(in: stateDirectory).isEmpty)
    }

    @Test func aStateFileMadeReadOnlyIsKeptAndEachSaveSaysWhy() async throws {
        // Found by a stranger: a state file made read-only to keep it was replaced by the next
        // save (a rename needs only the folder's permission) and came back writable.
        let path = directory + "/state.json"
        let old = try await savedSnapshot(at: path)
        chmod(path, 0o444)
        defer { chmod(path, 0o600) }
        let harness = try await Harness(statePath: path, arguments: [])
        #expect(harness.location == "home: home > home/page/2")
        #expect(await harness.run("tab settings") == .completed)
        #expect(await harness.run("save") == .failed)
        #expect(await harness.host.finish() == false)
        let reason = "the file is read-only, so it is kept as it is: make it writable to save here"
        let lines = harness.transcript.errorLines
        #expect(lines.count == 3, "said at the start, then once for each save")
        #expect(lines.allSatisfy { $0.contains(reason) }, "\(lines)")
        try expectWhole(old, at: path)
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o444)
        // Made writable again, it is saved.
        chmod(path, 0o600)
        let writable = try await Harness(statePath: path, arguments: [])
        #expect(await writable.run("tab settings") == .completed)
        #expect(await writable.host.finish())
    }

    @Test func aDamagedStateFileMadeReadOnlyIsNeitherMovedNorReplaced() async throws {
        // Found by a stranger: read-only, but damaged, the file was moved aside at the start
        // and a writable one saved in its place.
        let path = directory + "/state.json"
        let damaged = Data(#"{"focused":1,"key":"switchyard.demo.v1",,,"#.utf8)
        try damaged.write(to: URL(fileURLWithPath: path))
        chmod(path, 0o444)
        defer { chmod(path, 0o600) }
        let harness = try await Harness(statePath: path, arguments: [])
        #expect(harness.location == "home: home")
        #expect(
            harness.transcript.errorLines.first?.contains(
                "could not be moved aside (cannot set aside \(path): the file is read-only") == true,
            "\(harness.transcript.errorLines)")
        #expect(await harness.run("save") == .failed)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == damaged)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.contains("rejected") }
                .isEmpty)
        // Replaced meanwhile by a file this session never saw, what is there is not moved:
        // found by a reviewer.
        chmod(path, 0o600)
        let other = Data(#"{"focused":0,"key":"switchyard.demo.v1","windows":[]}"#.utf8)
        try other.write(to: URL(fileURLWithPath: path))
        #expect(await harness.run("save") == .failed)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == other)
        // Found by a stranger: made writable again during the session, as the notice says to,
        // it was still refused as read-only. Now it is moved aside, and the session saves.
        try damaged.write(to: URL(fileURLWithPath: path))
        #expect(await harness.run("save") == .completed)
        let rejected = try FileManager.default.contentsOfDirectory(atPath: directory).filter {
            $0.contains("rejected")
        }
        #expect(rejected.count == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: directory + "/" + rejected[0])) == damaged)
        #expect(
            harness.transcript.standardOutput.contains(
                "saved navigation state to \(path) (the file kept there is moved to \(directory)/\(rejected[0]))"
            ),
            "\(harness.transcript.standardOutput)")
        #expect(await harness.host.finish())
    }

    @Test func aWriteThatFailsAtTheLastMomentLeavesTheOldSnapshotAndNoTemporaryFile() async throws {
        struct ReadOnlyFileSystem: Error, CustomStringConvertible {
            var description: String { "Read-only file system" }
        }
        let old = try await savedSnapshot(at: path)
        let app = try SwitchyardApp()
        app.root.selectTab("settings")
        let failing = AppPersistence(
            file: SnapshotFile(path: path, beforeRename: { throw ReadOnlyFileSystem() }))
        #expect {
            try failing.save(app, windows: [app.root], focused: 0)
        } throws: { error in
            "\(error)" == "cannot save \(path): Read-only file system"
        }
        try expectWhole(old, at: path)
        #expect(leftovers(in: directory).isEmpty)
    }

    // MARK: - Missing parent directory

    @Test func aMissingParentDirectoryIsCreatedOwnerOnly() async throws {
        let nested = directory + "/not/there/yet"
        let path = nested + "/state.json"
        let first = try await Harness(statePath: path, arguments: [])
        await first.tap("Next page")
        await first.host.finish()
        #expect(first.transcript.standardError.isEmpty)
        let permissions =
            try FileManager.default.attributesOfItem(atPath: nested)[.posixPermissions] as? NSNumber
        #expect(permissions?.intValue == 0o700)
        let second = try await Harness(statePath: path, arguments: [])
        #expect(second.location == "home: home > home/page/2")
    }

    // MARK: - Full disk

    @Test func aFullDiskFailsTheSaveInOneLineWithoutATornSnapshot() async throws {
        guard let mount = FaultFileSystem.mountTmpfs(size: "64k") else {
            // No small file system to fill: fail the write the way a full disk does instead.
            let old = try await savedSnapshot(at: path)
            let app = try SwitchyardApp()
            app.root.selectTab("orders")
            let full = AppPersistence(
                file: SnapshotFile(path: path, beforeRename: { throw POSIXError(.ENOSPC) }))
            #expect(throws: SnapshotFileError.self) { try full.save(app, windows: [app.root], focused: 0) }
            try expectWhole(old, at: path)
            #expect(leftovers(in: directory).isEmpty)
            return
        }
        defer { FaultFileSystem.unmount(mount) }
        let path = mount + "/state.json"
        let old = try await savedSnapshot(at: path)
        FaultFileSystem.fill(mount)

        let harness = try await Harness(statePath: path, arguments: [])
        await harness.run("tab settings")
        #expect(await harness.run("save") == .failed)
        #expect(await harness.run("where") == .completed)
        let lines = harness.transcript.errorLines
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("notice: state file \(path) cannot be saved") == true)
        #expect(lines.first?.contains("No space left on device") == true)
        #expect(lines.last?.hasPrefix("error: cannot save \(path): No space left on device") == true)
        try expectWhole(old, at: path)
        #expect(leftovers(in: mount).isEmpty)
    }

    /// Found by a stranger on a full disk: a file restored in part was moved aside, the save
    /// of what was restored failed, and the next start found nothing there and began clean.
    @Test func aPartlyRestoredFileStaysWhereItWasWhenWhatWasRestoredCannotBeSaved() async throws {
        let saved = try await savedSnapshot(at: path)
        let text = String(decoding: saved, as: UTF8.self)
        let edited = Data(text.replacingOccurrences(of: #""tab":"home""#, with: #""tab":"nope""#).utf8)
        #expect(edited != saved)
        try edited.write(to: URL(fileURLWithPath: path))
        let full = AppPersistence(file: SnapshotFile(path: path, beforeRename: { throw POSIXError(.ENOSPC) }))
        let restored = full.restore(into: try SwitchyardApp())
        let notice = try #require(restored.notice)
        #expect(
            notice.contains(
                "restored the rest; the original stays at \(path), since what was restored could not be saved in "
                    + "its place ("),
            "\(notice)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == edited)
        #expect(try rejectedFiles().isEmpty)
        // The session's save moves it aside first, and puts it back when the disk is still full.
        let app = try SwitchyardApp()
        #expect(throws: SnapshotFileError.self) { try full.save(app, windows: [app.root], focused: 0) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == edited)
        #expect(try rejectedFiles().isEmpty)
        // With room again, it is kept aside and the session's state takes its place.
        let room = AppPersistence(file: SnapshotFile(path: path))
        _ = room.restore(into: try SwitchyardApp())
        let moved = try #require(try rejectedFiles().first)
        #expect(try Data(contentsOf: URL(fileURLWithPath: directory + "/" + moved)) == edited)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) != edited)
    }

    /// The same for a fresh session, whose first save sets a file it would restore only in part
    /// aside just before it writes (a stranger found the path empty after that save failed).
    @Test func aFreshSessionsFirstSavePutsTheFileItSetAsideBackWhenItCannotWrite() async throws {
        let saved = try await savedSnapshot(at: path)
        let text = String(decoding: saved, as: UTF8.self)
        let edited = Data(text.replacingOccurrences(of: #""tab":"home""#, with: #""tab":"nope""#).utf8)
        try edited.write(to: URL(fileURLWithPath: path))
        let full = AppPersistence(file: SnapshotFile(path: path, beforeRename: { throw POSIXError(.ENOSPC) }))
        let app = try SwitchyardApp()
        let notice = try #require(full.setAsideUnlessRestorable(by: app))
        #expect(notice.hasSuffix("; this session saves in its place"), "\(notice)")
        #expect(try rejectedFiles().count == 1)
        // The notice named where it was set aside: the error says it is back.
        #expect {
            try full.save(app, windows: [app.root], focused: 0)
        } throws: { error in
            "\(error)".hasSuffix(
                "; the file set aside for this save is back in its place, and the next save sets it aside first"
            )
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == edited)
        #expect(try rejectedFiles().isEmpty)
    }

    private func rejectedFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.contains(".rejected-") }
    }

    // MARK: - Unreadable snapshot

    @Test func aSnapshotThatCannotBeReadIsSetAsideInOneLineAndTheAppStartsClean() async throws {
        _ = try await savedSnapshot(at: path)
        let expectedReason: String
        if FaultFileSystem.isRoot {
            // Root reads through mode 000, so make the snapshot unreadable another way: a
            // snapshot grown past the size limit (sparse, so it costs no disk).
            let handle = open(path, O_WRONLY)
            try #require(handle >= 0)
            try #require(ftruncate(handle, 65 * 1024 * 1024) == 0)
            close(handle)
            expectedReason = "larger than 64 MiB"
        } else {
            chmod(path, 0o000)
            expectedReason = "Permission denied"
        }
        let harness = try await Harness(statePath: path, arguments: [])
        #expect(harness.location == "home: home")
        #expect(await harness.run("where") == .completed)
        let notices = harness.transcript.errorLines
        #expect(notices.count == 1)
        #expect(notices.first?.hasPrefix("notice: state file \(path) cannot be read (") == true)
        #expect(notices.first?.contains(expectedReason) == true)
        let rejected = try FileManager.default.contentsOfDirectory(atPath: directory).filter {
            $0.hasPrefix("state.json.rejected-")
        }
        #expect(rejected.count == 1)
    }

    // MARK: - Two writers

    /// The snapshots of two apps that went to different places.
    private func twoSnapshots() throws -> (Data, Data) {
        let first = try SwitchyardApp()
        first.root.frontHandle?.push(WriterProbe.page)
        let second = try SwitchyardApp()
        second.root.selectTab("settings")
        return (
            try first.snapshotCoder.encode(NavigationWindows(states: [first.root.state], focused: 0)),
            try second.snapshotCoder.encode(NavigationWindows(states: [second.root.state], focused: 0))
        )
    }

    @Test func twoWritersRacingInOneProcessAlwaysLeaveOneWholeSnapshot() async throws {
        let (first, second) = try twoSnapshots()
        let file = SnapshotFile(path: path)
        let torn = SharedFlag()
        let done = SharedFlag()
        let reader = Thread {
            while !done.isSet {
                guard let data = try? file.read() else { continue }
                if data != first, data != second { torn.set() }
            }
        }
        reader.start()
        DispatchQueue.concurrentPerform(iterations: 8) { writer in
            for _ in 0..<40 { try? file.write(writer.isMultiple(of: 2) ? first : second) }
        }
        done.set()
        while !reader.isFinished { try await Task.sleep(for: .milliseconds(1)) }
        #expect(!torn.isSet, "a reader saw a snapshot that was neither writer's")
        let last = try #require(try file.read())
        #expect(last == first || last == second)
        #expect(leftovers(in: directory).isEmpty)
    }

    @Test func twoSwitchyardProcessesSavingAtOnceAlwaysLeaveOneWholeSnapshot() async throws {
        // Key order in the JSON depends on each process's hash seed, so compare decoded states.
        let (first, second) = try twoSnapshots()
        let coder = try SwitchyardApp().snapshotCoder
        let expected = [try coder.firstWindow(first), try coder.firstWindow(second)]
        let file = SnapshotFile(path: path)
        let children = try ["first", "second"].map { role in
            try FaultProcess.spawnWriter(path: path, role: role, count: 60)
        }
        var reads = 0
        var torn = 0
        while children.contains(where: \.isRunning) {
            guard let data = try file.read() else { continue }
            reads += 1
            if !expected.contains(where: { (try? coder.firstWindow(data)) == $0 }) { torn += 1 }
        }
        for child in children {
            // Waiting also lets Foundation break its reference cycle with the running process.
            child.waitUntilExit()
            #expect(child.terminationStatus == 0)
        }
        #expect(reads > 0)
        #expect(torn == 0, "\(torn) of \(reads) reads saw a snapshot that was neither writer's")
        let last = try coder.firstWindow(try #require(try file.read()))
        #expect(expected.contains(last))
        #expect(leftovers(in: directory).isEmpty)
    }

    /// Runs only as a child of the test above: saves this writer's snapshot again and again
    /// through `AppPersistence`, the app's own saving code, as a new session each time.
    @Test func writerChildProcess() async throws {
        let environment = ProcessInfo.processInfo.environment
        guard let path = environment[FaultProcess.pathKey], let role = environment[FaultProcess.roleKey],
            let count = environment[FaultProcess.countKey].flatMap(Int.init)
        else { return }
        let app = try SwitchyardApp()
        if role == "first" {
            app.root.frontHandle?.push(WriterProbe.page)
        } else {
            app.root.selectTab("settings")
        }
        // A session never writes over a save it has not seen, so each save is a new one's:
        // one that finds the other's save landed in between is refused, and the next goes on.
        var saved = 0
        for _ in 0..<count
        where (try? AppPersistence(path: path).save(app, windows: [app.root], focused: 0)) != nil {
            saved += 1
        }
        #expect(saved > 0)
    }
}

/// What the first writer pushes, so its snapshot differs from the second's: the engine's own
/// dead end, which every registry decodes, keeps the writers independent of the features.
private enum WriterProbe {
    static let page = NotFoundDestination(requested: "probe")
}

/// A flag shared between threads.
private final class SharedFlag: @unchecked Sendable {
    // `flag` is only touched while holding `lock`.
    private let lock = NSLock()
    private var flag = false

    var isSet: Bool { lock.withLock { flag } }

    func set() { lock.withLock { flag = true } }
}

/// Child processes of this test binary that run ``AppPersistenceFaultTests/writerChildProcess()``.
enum FaultProcess {
    static let pathKey = "SWITCHYARD_FAULT_WRITER_PATH"
    static let roleKey = "SWITCHYARD_FAULT_WRITER_ROLE"
    static let countKey = "SWITCHYARD_FAULT_WRITER_COUNT"

    static func spawnWriter(path: String, role: String, count: Int) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--testing-library", "swift-testing", "--filter", "writerChildProcess"]
        var environment = ProcessInfo.processInfo.environment
        environment[pathKey] = path
        environment[roleKey] = role
        environment[countKey] = String(count)
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }
}

/// Small file systems for fault tests, when the process may mount them.
enum FaultFileSystem {
    static var isRoot: Bool { geteuid() == 0 }

    /// Mounts a tmpfs of the given size on a new directory; `nil` when mounting is not permitted.
    static func mountTmpfs(size: String) -> String? {
        let point = temporaryDirectory()
        guard run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(size),mode=0700", "tmpfs", point]) == 0 else {
            try? FileManager.default.removeItem(atPath: point)
            return nil
        }
        return point
    }

    static func remountReadOnly(_ point: String) -> Bool {
        run("/bin/mount", ["-o", "remount,ro", point]) == 0
    }

    static func unmount(_ point: String) {
        _ = run("/bin/umount", [point])
        try? FileManager.default.removeItem(atPath: point)
    }

    /// Writes a filler file until the file system is full.
    static func fill(_ point: String) {
        let descriptor = open(point + "/filler", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        let block = [UInt8](repeating: 0, count: 4096)
        while block.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) > 0 {}
    }

    private static func run(_ executable: String, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
