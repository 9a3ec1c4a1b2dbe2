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

/// The binary when its standard output goes away or cannot be written.
@Suite("The switchyard process and its standard output")
struct OutputProcessTests {
    private static func makeProcess(_ home: URL, statePath: String) throws -> Process {
        SwitchyardProcess(executable: try SwitchyardProcess.locate(), home: home)
            .makeProcess(["--state", statePath])
    }

    /// What a later session on the same state shows first.
    private static func restoredLocation(_ home: URL, statePath: String) throws -> String? {
        let next = try SwitchyardProcess(executable: try SwitchyardProcess.locate(), home: home)
            .run(["--state", statePath], input: "where\n")
        return next.standardOutput.lines.first
    }

    @Test("A reader that goes away (| head -1) ends the session quietly, with the state saved")
    func aClosedPipeEndsQuietlyAndSaves() throws {
        let home = try RepositoryLayout.makeTemporaryDirectory(prefix: "switchyard-output")
        defer { try? FileManager.default.removeItem(at: home) }
        let statePath = home.appendingPathComponent("state.json").path
        let process = try Self.makeProcess(home, statePath: statePath)
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read the first screen's first bytes, then stop reading, as `head -1` does.
        _ = output.fileHandleForReading.readData(ofLength: 1)
        try output.fileHandleForReading.close()
        input.fileHandleForWriting.write(Data("10\nwhere\nwhere\n".utf8))
        try input.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)

        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(errorText.isEmpty)
        #expect(FileManager.default.fileExists(atPath: statePath))
    }

    /// Found by a stranger: started with standard output closed (`>&-`), the binary opened its
    /// lock file as descriptor 1 and wrote every screen into it, so the next start was refused.
    @Test(
        "A closed standard stream is never a file the session writes into",
        arguments: [
            (">&-", Int32(4), "error: cannot write to standard output: Bad file descriptor"),
            ("2>&-", Int32(0), nil), ("<&-", Int32(0), nil),
        ])
    func aClosedStandardStreamIsNeverAFileTheSessionWrites(closing: String, status: Int32, error: String?)
        throws
    {
        let home = try RepositoryLayout.makeTemporaryDirectory(prefix: "switchyard-output")
        defer { try? FileManager.default.removeItem(at: home) }
        let statePath = home.appendingPathComponent("state.json").path
        let process = try Self.makeProcess(home, statePath: statePath)
        let binary = try #require(process.executableURL).path
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec \"$0\" \"$@\" \(closing)", binary] + (process.arguments ?? [])
        let input = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        // With its input closed (`<&-`), the child may be gone before the lines are written.
        try? input.fileHandleForWriting.write(contentsOf: Data("tab settings\nbogus\nquit\n".utf8))
        try? input.fileHandleForWriting.close()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationStatus == status)
        if let error { #expect(errorText.lines == [error]) }
        let files = try FileManager.default.contentsOfDirectory(atPath: home.path).sorted()
        for file in files where file != "state.json" {
            let text = try String(contentsOfFile: home.appendingPathComponent(file).path, encoding: .utf8)
            #expect(
                text.allSatisfy { $0.isNumber || $0 == "\n" }, "\(file) holds more than a process id: \(text)"
            )
        }
        // The next start is not locked out.
        #expect(try Self.restoredLocation(home, statePath: statePath) != nil)
    }

    /// Found by a stranger: standard input that cannot be read (a directory) was taken for an
    /// empty one, where a `--script` that cannot be read is an error.
    @Test("Standard input that cannot be read is one error line and exit status 2, the state saved")
    func unreadableStandardInputIsAnError() throws {
        let home = try RepositoryLayout.makeTemporaryDirectory(prefix: "switchyard-output")
        defer { try? FileManager.default.removeItem(at: home) }
        let statePath = home.appendingPathComponent("state.json").path
        let process = try Self.makeProcess(home, statePath: statePath)
        let errors = Pipe()
        process.standardInput = try FileHandle(forReadingFrom: home)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(errorText.lines == ["error: cannot read standard input: Is a directory"])
        #expect(FileManager.default.fileExists(atPath: statePath))
    }

    /// Found by a stranger: standard input another program left non-blocking, with nothing to
    /// read yet, was taken for one that cannot be read (exit status 2, nothing run).
    @Test("Standard input left non-blocking waits for its lines")
    func nonBlockingStandardInputWaitsForItsLines() throws {
        let home = try RepositoryLayout.makeTemporaryDirectory(prefix: "switchyard-output")
        defer { try? FileManager.default.removeItem(at: home) }
        let statePath = home.appendingPathComponent("state.json").path
        let process = try Self.makeProcess(home, statePath: statePath)
        let input = Pipe()
        let reading = input.fileHandleForReading.fileDescriptor
        #expect(fcntl(reading, F_SETFL, fcntl(reading, F_GETFL) | O_NONBLOCK) == 0)
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        Thread.sleep(forTimeInterval: 0.3)
        // A binary that took the empty input for its end has exited: the write may fail.
        try? input.fileHandleForWriting.write(contentsOf: Data("tab settings\nquit\n".utf8))
        try? input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(errorText.isEmpty)
        #expect(text.lines.contains("> tab settings"))
    }

    #if os(Linux)
        @Test("Standard output that cannot be written (> /dev/full) ends the session with exit status 4")
        func aFullOutputEndsWithStatusFour() throws {
            let home = try RepositoryLayout.makeTemporaryDirectory(prefix: "switchyard-output")
            defer { try? FileManager.default.removeItem(at: home) }
            let statePath = home.appendingPathComponent("state.json").path
            let process = try Self.makeProcess(home, statePath: statePath)
            let input = Pipe()
            let errors = Pipe()
            process.standardInput = input
            process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
            process.standardError = errors
            try process.run()
            input.fileHandleForWriting.write(Data("10\nquit\n".utf8))
            try input.fileHandleForWriting.close()
            process.waitUntilExit()
            let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)

            #expect(process.terminationStatus == 4)
            #expect(
                errorText.lines == [
                    "error: cannot write to standard output: No space left on device"
                ])
            // The session ended before it read a line, and its (clean) state was still saved.
            #expect(try Self.restoredLocation(home, statePath: statePath) == "home: home")
        }

        @Test(
            "Help, version, the graph and the audit exit 4 with one error line into a full disk",
            arguments: [["--help"], ["--version"], ["graph"], ["audit"]])
        func answersIntoAFullDiskEndWithStatusFour(_ arguments: [String]) throws {
            let home = try RepositoryLayout.makeTemporaryDirectory(prefix: "switchyard-output")
            defer { try? FileManager.default.removeItem(at: home) }
            let process = SwitchyardProcess(executable: try SwitchyardProcess.locate(), home: home)
                .makeProcess(arguments)
            let errors = Pipe()
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
            process.standardError = errors
            try process.run()
            process.waitUntilExit()
            let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)

            #expect(process.terminationStatus == 4)
            #expect(errorText.lines == ["error: cannot write to standard output: No space left on device"])
        }
    #endif
}
