import Foundation
import Testing

/// Runs the built `switchyard` binary as a subprocess, so the real process path stays covered.
@Suite("The switchyard binary")
struct SwitchyardBinaryTests {
    struct Run {
        let status: Int32
        let standardOutput: String
        let standardError: String

        var outputLines: [String] {
            standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
    }

    /// The binary in the build products directory, next to the test bundle.
    static func binary() throws -> URL {
        var directories: [URL] = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        directories += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
            .map { $0.deletingLastPathComponent() }
        if let first = CommandLine.arguments.first {
            directories.append(URL(fileURLWithPath: first).deletingLastPathComponent())
        }
        for directory in directories {
            let candidate = directory.appendingPathComponent("switchyard")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw BinaryNotFound(searched: directories.map(\.path))
    }

    struct BinaryNotFound: Error, CustomStringConvertible {
        let searched: [String]
        var description: String { "switchyard binary not found in: \(searched.joined(separator: ", "))" }
    }

    /// A state directory of its own, so runs never touch the user's saved state.
    static func temporaryStateHome() -> String {
        let path = NSTemporaryDirectory() + "switchyard-binary-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func run(_ arguments: [String], input: String, stateHome: String = temporaryStateHome()) throws
        -> Run
    {
        let process = Process()
        process.executableURL = try binary()
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["COLUMNS"] = "80"
        environment["XDG_STATE_HOME"] = stateHome
        process.environment = environment
        let standardInput = Pipe()
        let standardOutput = Pipe()
        let standardError = Pipe()
        process.standardInput = standardInput
        process.standardOutput = standardOutput
        process.standardError = standardError
        try process.run()
        try standardInput.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try standardInput.fileHandleForWriting.close()
        let output = standardOutput.fileHandleForReading.readDataToEndOfFile()
        let error = standardError.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus,
            standardOutput: String(decoding: output, as: UTF8.self),
            standardError: String(decoding: error, as: UTF8.self)
        )
    }

    @Test("Piped commands are echoed with their output and the session exits 0")
    func pipedSession() throws {
        let run = try Self.run([], input: "help\nwhere\nquit\n")
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        let lines = run.outputLines
        #expect(lines.first == "home: home")
        #expect(lines.contains("> help"))
        #expect(lines.contains("Commands:"))
        #expect(lines.contains { $0.hasPrefix("  where") })
        #expect(lines.contains("> where"))
        let whereIndex = try #require(lines.firstIndex(of: "> where"))
        #expect(lines[whereIndex + 1] == "home: home")
        #expect(lines.contains("> quit"))
    }

    @Test("A session that navigates prints each new screen and where it is")
    func navigatingSession() throws {
        let run = try Self.run([], input: "tab settings\n5\nwhere\n")
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        #expect(run.outputLines.contains("settings: settings"))
        #expect(run.outputLines.contains("settings: settings | cover: settings/about"))
    }

    @Test("A second process restores the state the first one saved on quit")
    func restoresAcrossProcesses() throws {
        let stateHome = Self.temporaryStateHome()
        let first = try Self.run([], input: "tab settings\n1\nquit\n", stateHome: stateHome)
        #expect(first.status == 0)
        #expect(FileManager.default.fileExists(atPath: stateHome + "/switchyard/state.json"))
        let second = try Self.run([], input: "where\n", stateHome: stateHome)
        #expect(second.status == 0)
        #expect(second.standardError.isEmpty)
        #expect(second.outputLines.first == "settings: settings > settings/profile")
    }

    @Test("A bad argument prints the usage on stderr and exits 2")
    func badArgument() throws {
        let run = try Self.run(["--no-such-option"], input: "")
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasPrefix("error: unknown argument '--no-such-option'\nusage: switchyard"))
    }

    @Test("With --strict a bad command exits 1 and stops the script there")
    func strictFailure() throws {
        let run = try Self.run(["--strict"], input: "where\nbogus\nwhere\n")
        #expect(run.status == 1)
        #expect(run.standardError == "error: unknown command 'bogus'; type 'help' for the list\n")
        #expect(run.outputLines.filter { $0 == "> where" }.count == 1)
        #expect(run.outputLines.contains("> bogus"))
    }

    @Test("--version prints the program's version")
    func version() throws {
        let run = try Self.run(["--version"], input: "")
        #expect(run.status == 0)
        #expect(run.standardOutput == "switchyard 0.1.0\n")
    }
}
