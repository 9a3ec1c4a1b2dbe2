import AppCompositionTestSupport
import AppPersistence
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a snapshot path may be, and that reading, saving and setting aside never touch
/// anything but a regular state file.
@Suite struct SnapshotFileTests {
    let directory = temporaryDirectory()

    func unusableReason(_ path: String) -> String? {
        do {
            _ = try SnapshotFile(path: path).checked()
            return nil
        } catch {
            guard case .unusable(_, let reason) = error else { return "unexpected \(error)" }
            return reason
        }
    }

    @Test func aRegularFileOrNothingYetIsUsedAsItIs() throws {
        let missing = directory + "/state.json"
        #expect(try SnapshotFile(path: missing).checked().path == missing)
        try Data(#"{"key":"switchyard.demo.v1","version":2}"#.utf8).write(to: URL(fileURLWithPath: missing))
        #expect(try SnapshotFile(path: missing).checked().path == missing)
        try Data().write(to: URL(fileURLWithPath: missing))
        #expect(try SnapshotFile(path: missing).checked().path == missing)
        #expect(
            try SnapshotFile(path: directory + "/not-yet/state.json").checked().path
                == directory + "/not-yet/state.json")
    }

    @Test func whatIsNotAFileIsRefusedNamingWhatItIs() throws {
        let fifo = directory + "/pipe"
        try #require(mkfifo(fifo, 0o600) == 0)
        #expect(unusableReason(directory) == "it is a directory, not a file")
        #expect(unusableReason(fifo) == "it is a FIFO, not a file")
        #expect(unusableReason("/dev/null") == "it is a character device, not a file")
        #expect(unusableReason("") == "the path is empty")
        #expect(
            unusableReason(directory + "/new/") == "a path that ends in '/' names a directory, not a file")
    }

    #if os(Linux)
        /// A regular file whose bytes cannot be read (`/proc/self/mem` answers every read at
        /// offset 0 with an I/O error, even to root) is named as unreadable, not as another
        /// program's file.
        @Test func aFileThatCannotBeReadIsRefusedAsUnreadable() {
            #expect(
                unusableReason("/proc/self/mem")
                    == "it cannot be read (Input/output error), so it is left untouched")
        }

        /// `/dev/stdin` on a pipe links to a name that is no file (`pipe:[N]`): it is the pipe,
        /// not a file still to be made.
        @Test func aLinkToAPipeIsRefusedAsTheFIFOItLeadsTo() throws {
            var ends: [Int32] = [0, 0]
            try #require(pipe(&ends) == 0)
            defer {
                close(ends[0])
                close(ends[1])
            }
            #expect(unusableReason("/proc/self/fd/\(ends[0])") == "it is a FIFO, not a file")
        }

        @Test func aSocketIsRefusedAndStaysASocket() throws {
            let path = directory + "/sock"
            let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            try #require(descriptor >= 0)
            defer { close(descriptor) }
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { raw in
                raw.copyBytes(from: Array(path.utf8) + [0])
            }
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                }
            }
            try #require(bound == 0)
            #expect(unusableReason(path) == "it is a socket, not a file")
            var info = stat()
            #expect(lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFSOCK)
        }
    #endif

    @Test func aSymbolicLinkIsFollowedToTheFileItNamesEvenOneNotThereYet() throws {
        let link = directory + "/state.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "saved.json")
        #expect(try SnapshotFile(path: link).checked().path == directory + "/saved.json")
        let second = directory + "/second.json"
        try FileManager.default.createSymbolicLink(atPath: second, withDestinationPath: link)
        #expect(try SnapshotFile(path: second).checked().path == directory + "/saved.json")
    }

    @Test func aLinkToSomethingElseOrALoopIsRefused() throws {
        let toDirectory = directory + "/to-directory"
        try FileManager.default.createSymbolicLink(atPath: toDirectory, withDestinationPath: "/tmp")
        #expect(unusableReason(toDirectory) == "its link's target '/tmp' is a directory, not a file")
        let loop = directory + "/loop"
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: "loop")
        #expect(unusableReason(loop) == "too many levels of symbolic links")
    }

    @Test func aFileThatIsNotASnapshotIsRefusedAsSomethingThisAppDidNotWrite() throws {
        let reason =
            "it holds something this app cannot tell is its own (a state file is a JSON object with the "
            + "fields of a saved state), so it is left untouched; move it away, or give another --state path"
        let othersJSON = [
            #"{"settings":{"theme":"dark","version":3}}"#, #"{"title":"My notes","tags":["key"],"body":"x"}"#,
            #"{"a":"version"}"#, #"{"name":"x","key":1}"#, #"{"tabs":[], "title":"x"}"#,
            #"{"version": 3, "name": "x"}"#, #"{"version":3}"#, #"{"tabs":[],"types":[]}"#,
            #"{"title":{"key":1,"next":2}}"#, #"{"next":1,"note":"a\",\"key\":\"b"}"#,
            // Not one JSON object, though every quoted word in it is a snapshot's field.
            #"{settings: {theme: "dark"}, "key": "k"}"#, #"{ button: "next", count: 3 }"#,
            #"{'settings': {'a': 1}, "key": "abc"}"#, "{\"key\":\"a\",\"version\":1}\n{\"key\":\"b\"}",
            #"{"key":"a"}{"settings":{"important":true}}"#, #"{"key":1],"settings":{"important":true}}"#,
            #"{1:"key", "next": 5}"#, #"{"key":1,}"#,
            // Cut off before any field only a snapshot has.
            #"{"types":["x"],"tabs":[["home",[null,[1,0,{"#, #"{"version":3,"tabs":[{"url":"https://e"#,
        ]
        for contents in ["{}", "[1,2]", "notes", #"{"name":"x"}"#, "\u{FEFF}{\"key\":1}"] + othersJSON {
            let path = directory + "/file"
            try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
            #expect(unusableReason(path) == reason, "\(contents)")
        }
        for contents in [
            #"  {"key":"k","version":2,"#, #"{"nextEntryID":7,"restorationKey":"k""#,
            #"{ "next" : 3, "tab": "home""#,
            #"{"key":"k","next":3,"tab":"home","tabs":[["home",[null,[1,0,{"home":{}}]]]],"types":["x"]}"#,
            #"{"tabs":[["home",[null,[1,0,{"title":{"_0":"a\"}"}}]]]],"types":["x"],"tab":"home","next":3}"#,
            #"{"types":["x"],"next":4,"tabs":[["home",[null,[1,0,{"#,
            " \n{\"key\" : \"k\" , \"version\" : 2.0e0 }\n",
            "{\"key\":\"k\",\"next\":1}\u{0}\u{0}\u{0}",
        ] {
            let path = directory + "/file"
            try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
            #expect(unusableReason(path) == nil, "\(contents)")
        }
    }

    @Test func anotherProgramsFileTooLargeToRestoreIsStillRefusedAndLeftAsItWas() throws {
        let path = directory + "/file"
        var contents = Data(#"{"version":3,"tabs":[{"url":"https://example.com","title":""#.utf8)
        contents.append(Data(repeating: UInt8(ascii: "x"), count: 64 * 1024 * 1024 + 1))
        contents.append(Data(#""}],"settings":{"keep":true}}"#.utf8))
        try contents.write(to: URL(fileURLWithPath: path))
        #expect(unusableReason(path)?.hasPrefix("it holds something this app cannot tell is its own") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["file"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).count == contents.count)
    }

    @Test(arguments: [238, 255])
    func aNameAsLongAsTheFileSystemAllowsCanBeProbedAndSaved(length: Int) throws {
        // The name fits; the save's temporary `.NAME.tmp-PID-RANDOM` fits once NAME is cut.
        let name = String(repeating: "x", count: length)
        let file = SnapshotFile(path: directory + "/" + name)
        try file.probe()
        try file.write(Data("{}".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [name])
        #expect(try file.read() == Data("{}".utf8))
    }

    @Test func readingAFIFOFailsAtOnceInsteadOfWaitingForAWriter() throws {
        let fifo = directory + "/pipe"
        try #require(mkfifo(fifo, 0o600) == 0)
        #expect(throws: SnapshotFileError.cannotRead(path: fifo, reason: "a FIFO is not a state file")) {
            try SnapshotFile(path: fifo).read()
        }
    }

    @Test func savingNeverReplacesSomethingThatIsNotAFile() throws {
        let fifo = directory + "/pipe"
        try #require(mkfifo(fifo, 0o600) == 0)
        #expect(throws: SnapshotFileError.cannotWrite(path: fifo, reason: "it is no longer a regular file")) {
            try SnapshotFile(path: fifo).write(Data("{}".utf8))
        }
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["pipe"])
    }

    @Test func settingAsideNeverOverwritesAnEarlierSetAsideFile() throws {
        let path = directory + "/state.json"
        let now = Date(timeIntervalSince1970: 1_790_000_000)
        try Data("first".utf8).write(to: URL(fileURLWithPath: path))
        let first = try SnapshotFile(path: path).setAside(now: now)
        try Data("second".utf8).write(to: URL(fileURLWithPath: path))
        let second = try SnapshotFile(path: path).setAside(now: now)
        #expect(first != second)
        #expect(second == first + "-2")
        #expect(try String(contentsOfFile: first, encoding: .utf8) == "first")
        #expect(try String(contentsOfFile: second, encoding: .utf8) == "second")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func onlyARegularFileIsEverSetAside() throws {
        let inner = directory + "/kept"
        try FileManager.default.createDirectory(atPath: inner, withIntermediateDirectories: false)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: inner + "/notes.txt"))
        #expect(
            throws: SnapshotFileError.cannotSetAside(path: inner, reason: "a directory is not a state file")
        ) {
            try SnapshotFile(path: inner).setAside()
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: inner) == ["notes.txt"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["kept"])
    }

    /// Issue 42, item 3: saves killed mid-write (`kill -9`) leave `.state.json.tmp-PID-RANDOM`.
    @Test func aKilledSavesTemporaryFileIsRemovedAndNothingElseIs() throws {
        let path = directory + "/state.json"
        // A process that has ended: its id names nobody now.
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/sh")
        ended.arguments = ["-c", "exit 0"]
        try ended.run()
        ended.waitUntilExit()
        let gone = ended.processIdentifier
        let names = [
            ".state.json.tmp-\(gone)-0123456789",  // a killed save's: removed
            ".state.json.tmp-\(getpid())-0123456789",  // a running process's: kept
            ".other.json.tmp-\(gone)-0123456789",  // another file's: kept
            ".state.json.tmp-\(gone)-12345",  // not a name a save makes: kept
            "state.json.tmp-\(gone)-0123456789",  // not hidden, so not a save's: kept
        ]
        for name in names { try Data("partial".utf8).write(to: URL(fileURLWithPath: directory + "/" + name)) }
        // A directory with a save's name is not a file a save left.
        try FileManager.default.createDirectory(
            atPath: directory + "/.state.json.tmp-\(gone)-9999999999", withIntermediateDirectories: false)
        #expect(SnapshotFile(path: path).removeLeftoverTemporaries() == [directory + "/" + names[0]])
        let left = try Set(FileManager.default.contentsOfDirectory(atPath: directory))
        #expect(left == Set(names.dropFirst() + [".state.json.tmp-\(gone)-9999999999"]))
    }
}
