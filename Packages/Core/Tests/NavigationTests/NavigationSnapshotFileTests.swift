import Foundation
import Testing

@testable import Navigation

@Suite struct NavigationSnapshotFileTests {
    let directory: String = {
        let path = NSTemporaryDirectory() + "switchyard-file-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    @Test func aMissingFileReadsAsNil() throws {
        #expect(try NavigationSnapshotFile(path: directory + "/none.json").read() == nil)
    }

    @Test func writingCreatesTheDirectoryAndAnOwnerOnlyFile() throws {
        let file = NavigationSnapshotFile(path: directory + "/nested/deeper/state.json")
        try file.write(Data("one".utf8))
        #expect(try file.read() == Data("one".utf8))
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        try file.write(Data("two".utf8))
        #expect(try file.read() == Data("two".utf8))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory + "/nested/deeper")
        #expect(leftovers == ["state.json"])
    }

    @Test func aCrashBetweenWriteAndRenameLeavesTheOldSnapshotWhole() throws {
        struct Crash: Error {}
        let path = directory + "/state.json"
        try NavigationSnapshotFile(path: path).write(Data("old".utf8))
        let crashing = NavigationSnapshotFile(path: path, beforeRename: { throw Crash() })
        #expect(throws: NavigationSnapshotFileError.self) { try crashing.write(Data("new".utf8)) }
        #expect(try NavigationSnapshotFile(path: path).read() == Data("old".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["state.json"])
    }

    @Test func settingAsideRenamesWithATimestampAndNeverDeletes() throws {
        let file = NavigationSnapshotFile(path: directory + "/state.json")
        try file.write(Data("bad".utf8))
        let date = Date(timeIntervalSince1970: 0)
        let first = try file.setAside(now: date)
        #expect(first == directory + "/state.json.rejected-19700101T000000Z")
        try file.write(Data("bad again".utf8))
        let second = try file.setAside(now: date)
        #expect(second == first + "-2")
        #expect(try file.read() == nil)
        #expect(FileManager.default.contents(atPath: first) == Data("bad".utf8))
        #expect(FileManager.default.contents(atPath: second) == Data("bad again".utf8))
    }

    @Test func theDefaultPathFollowsXDGStateHomeThenHome() {
        #expect(
            NavigationSnapshotFile.defaultPath(environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/h"])
                == "/x/state/switchyard/state.json")
        #expect(
            NavigationSnapshotFile.defaultPath(environment: ["HOME": "/h"])
                == "/h/.local/state/switchyard/state.json")
        #expect(
            NavigationSnapshotFile.defaultPath(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"])
                == "/h/.local/state/switchyard/state.json")
    }

    @Test func aDirectoryInTheWayIsAWriteErrorNotACrash() throws {
        let path = directory + "/blocker"
        try Data().write(to: URL(fileURLWithPath: path))
        #expect(throws: NavigationSnapshotFileError.self) {
            try NavigationSnapshotFile(path: path + "/state.json").write(Data("x".utf8))
        }
    }
}
