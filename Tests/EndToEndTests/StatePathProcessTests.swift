import EndToEndSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the binary does with `--state` paths that are not plain files: nothing it was not
/// asked to touch is read, moved or replaced.
@Suite("The switchyard process and its --state path")
struct StatePathProcessTests {
    private static func makeProcess() throws -> (SwitchyardProcess, URL) {
        let home = try RepositoryLayout.makeTemporaryDirectory(prefix: "switchyard-state-path")
        var process = SwitchyardProcess(executable: try SwitchyardProcess.locate(), home: home)
        process.timeout = 20
        return (process, home)
    }

    /// Runs a session that would save on quit, and checks it was refused before it began.
    private static func expectRefused(
        _ path: String, saying reason: String, with process: SwitchyardProcess
    ) throws {
        let result = try process.run(["--state", path], input: "10\nquit\n")
        #expect(!result.timedOut)
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        let errors = result.standardError.lines
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("error: --state: cannot keep the state in '\(path)'") == true)
        #expect(errors.first?.hasSuffix(reason) == true)
    }

    @Test("A directory given as the state file is refused with exit status 2, and what it holds stays")
    func aDirectoryIsRefused() throws {
        let (process, home) = try Self.makeProcess()
        defer { try? FileManager.default.removeItem(at: home) }
        let directory = home.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        try Data("keep me".utf8).write(to: directory.appendingPathComponent("todo.txt"))

        try Self.expectRefused(directory.path, saying: "it is a directory, not a file", with: process)
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).sorted() == ["notes"])
        #expect(
            try String(contentsOf: directory.appendingPathComponent("todo.txt"), encoding: .utf8) == "keep me"
        )
    }

    @Test("A FIFO given as the state file is refused at once instead of hanging")
    func aFIFOIsRefused() throws {
        let (process, home) = try Self.makeProcess()
        defer { try? FileManager.default.removeItem(at: home) }
        let fifo = home.appendingPathComponent("pipe").path
        try #require(mkfifo(fifo, 0o600) == 0)

        try Self.expectRefused(fifo, saying: "it is a FIFO, not a file", with: process)
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    @Test("A device given as the state file is refused and the device node stays")
    func aDeviceIsRefused() throws {
        let (process, home) = try Self.makeProcess()
        defer { try? FileManager.default.removeItem(at: home) }
        try Self.expectRefused("/dev/null", saying: "it is a character device, not a file", with: process)
        var info = stat()
        #expect(lstat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    }

    @Test("A symbolic link to a directory is refused, naming where it points")
    func aLinkToADirectoryIsRefused() throws {
        let (process, home) = try Self.makeProcess()
        defer { try? FileManager.default.removeItem(at: home) }
        let link = home.appendingPathComponent("state.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: home.path)
        try Self.expectRefused(
            link, saying: "its link's target '\(home.path)' is a directory, not a file", with: process)
    }

    @Test("An empty state path is refused, as --state= is: exit status 2 and the usage")
    func anEmptyPathIsRefused() throws {
        let (process, home) = try Self.makeProcess()
        defer { try? FileManager.default.removeItem(at: home) }
        // Found by a stranger: `--state ''` said `the path is empty` without the usage.
        for arguments in [["--state", ""], ["--state="]] {
            let result = try process.run(arguments, input: "quit\n")
            #expect(result.status == 2)
            #expect(result.standardOutput.isEmpty)
            let errors = result.standardError.lines
            #expect(errors.first == "error: --state needs a value, and the one given is empty")
            #expect(errors.dropFirst().first?.hasPrefix("usage: switchyard ") == true)
        }
    }

    #if os(Linux)
        @Test(
            "A state directory that cannot be made is said at the start, and the unsaved end is exit status 3"
        )
        func anUnsavableStateIsSaidAtTheStartAndInTheExitStatus() throws {
            let (process, home) = try Self.makeProcess()
            defer { try? FileManager.default.removeItem(at: home) }
            // Nothing can be made under /proc, not even by root.
            let path = "/proc/switchyard-\(UUID().uuidString)/state.json"
            let result = try process.run(["--state", path], input: "10\nwhere\nquit\n")
            #expect(result.status == 3)
            let lines = result.standardError.lines
            #expect(lines.count == 2)
            #expect(lines.first?.hasPrefix("notice: state file \(path) cannot be saved (") == true)
            #expect(lines.first?.hasSuffix("; this session will not be kept") == true)
            #expect(lines.last?.hasPrefix("error: cannot save \(path): ") == true)
            #expect(result.standardOutput.lines.contains("home: home > home/page/2"))
        }
    #endif

    @Test("A state path of one character, relative to where the app runs, is saved and restored")
    func aOneCharacterRelativePathWorks() throws {
        // Foundation's `deletingLastPathComponent` traps on a one-character path; saving to
        // `--state s` once crashed the app at quit.
        let (process, home) = try Self.makeProcess()
        defer { try? FileManager.default.removeItem(at: home) }
        let first = try process.run(["--state", "s"], input: "10\nquit\n")
        #expect(first.status == 0)
        #expect(first.standardError.isEmpty)
        #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent("s").path))
        let second = try process.run(["--state", "s"], input: "where\n")
        #expect(second.standardOutput.lines.first == "home: home > home/page/2")
        // The same through a one-character link.
        try FileManager.default.createSymbolicLink(
            atPath: home.appendingPathComponent("l").path, withDestinationPath: "s")
        let third = try process.run(["--state", "l"], input: "where\ntab settings\nquit\n")
        #expect(third.status == 0)
        #expect(third.standardError.isEmpty)
        let fourth = try process.run(["--state", "s"], input: "where\n")
        #expect(fourth.standardOutput.lines.first == "settings: settings")
    }

    @Test("Saving through a symbolic link writes the file it names, and the link stays a link")
    func aLinkIsWrittenThrough() throws {
        let (process, home) = try Self.makeProcess()
        defer { try? FileManager.default.removeItem(at: home) }
        let data = home.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: false)
        let link = home.appendingPathComponent("state.json").path
        // Relative, and to a file that does not exist yet.
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "data/saved.json")

        let first = try process.run(["--state", link], input: "10\nquit\n")
        #expect(first.status == 0)
        #expect(first.standardError.isEmpty)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "data/saved.json")
        #expect(FileManager.default.fileExists(atPath: data.appendingPathComponent("saved.json").path))

        let second = try process.run(["--state", link], input: "where\n")
        #expect(second.status == 0)
        #expect(second.standardOutput.lines.first == "home: home > home/page/2")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "data/saved.json")
    }

    @Test(
        "A second session on a state file another one holds exits 2 naming its process, and the first keeps saving"
    )
    func aSecondSessionIsRefused() throws {
        let (process, home) = try Self.makeProcess()
        defer { try? FileManager.default.removeItem(at: home) }
        let path = home.appendingPathComponent("state.json").path
        let first = process.makeProcess(["--state", path])
        let input = Pipe()
        let output = Pipe()
        first.standardInput = input
        first.standardOutput = output
        first.standardError = FileHandle.nullDevice
        let shown = LockedText()
        output.fileHandleForReading.readabilityHandler = { shown.append($0.availableData) }
        try first.run()
        defer { if first.isRunning { first.terminate() } }
        let deadline = Date().addingTimeInterval(20)
        while !shown.text.contains("home: home"), Date() < deadline { usleep(20_000) }
        #expect(shown.text.contains("home: home"), "the first session never started")

        try Self.expectRefused(
            path,
            saying: "another switchyard (process \(first.processIdentifier)) is using it; quit that one, "
                + "or give this one another --state file",
            with: process)

        input.fileHandleForWriting.write(Data("10\nquit\n".utf8))
        first.waitUntilExit()
        output.fileHandleForReading.readabilityHandler = nil
        #expect(first.terminationStatus == 0)
        let restarted = try process.run(["--state", path], input: "quit\n")
        #expect(restarted.status == 0)
        #expect(restarted.standardOutput.lines.first == "home: home > home/page/2")
    }
}
