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

/// The binary stopped by a signal in the middle of a session, with its input still open.
@Suite("The switchyard process and signals")
struct SignalProcessTests {
    /// Starts a session on `statePath`, types `lines` without closing the input, waits until
    /// the screen shows `marker`, sends `number`, and returns the exit status and stderr.
    private static func interrupt(
        statePath: String, home: URL, typing lines: String, until marker: String, with number: Int32
    ) throws -> (status: Int32, reason: Process.TerminationReason, errors: String) {
        let process = SwitchyardProcess(executable: try SwitchyardProcess.locate(), home: home)
            .makeProcess(["--state", statePath])
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        let shown = LockedText()
        let errorText = LockedText()
        output.fileHandleForReading.readabilityHandler = { shown.append($0.availableData) }
        errors.fileHandleForReading.readabilityHandler = { errorText.append($0.availableData) }
        try process.run()
        input.fileHandleForWriting.write(Data(lines.utf8))
        let deadline = Date().addingTimeInterval(20)
        while !shown.text.contains(marker), Date() < deadline { usleep(20_000) }
        #expect(shown.text.contains(marker), "the session never showed \(marker)")
        kill(process.processIdentifier, number)
        let stopped = Date().addingTimeInterval(20)
        while process.isRunning, Date() < stopped { usleep(20_000) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        output.fileHandleForReading.readabilityHandler = nil
        errors.fileHandleForReading.readabilityHandler = nil
        try? input.fileHandleForWriting.close()
        return (process.terminationStatus, process.terminationReason, errorText.text)
    }

    static let expectedStatus: [Int32: Int32] = [SIGINT: 130, SIGTERM: 143, SIGHUP: 129]

    /// A session on a fresh state file in a new directory, stopped by `number` on page 2.
    private static func stopOnPageTwo(with number: Int32) throws -> (
        status: Int32, reason: Process.TerminationReason, errors: String, home: URL, statePath: String
    ) {
        let home = try RepositoryLayout.makeTemporaryDirectory(prefix: "switchyard-signal")
        let statePath = home.appendingPathComponent("state.json").path
        let result = try interrupt(
            statePath: statePath, home: home, typing: "10\nwhere\n", until: "home: home > home/page/2",
            with: number)
        return (result.status, result.reason, result.errors, home, statePath)
    }

    @Test(
        "SIGINT, SIGTERM and SIGHUP save the state as quit does and exit with 130, 143 and 129",
        arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalSavesAndExits(_ number: Int32) throws {
        let status = try #require(Self.expectedStatus[number])
        let result = try Self.stopOnPageTwo(with: number)
        defer { try? FileManager.default.removeItem(at: result.home) }
        #expect(result.reason == .exit)
        #expect(result.status == status)
        #expect(result.errors.isEmpty)

        let next = try SwitchyardProcess(executable: try SwitchyardProcess.locate(), home: result.home)
            .run(["--state", result.statePath], input: "where\n")
        #expect(next.standardOutput.lines.first == "home: home > home/page/2")
    }

    /// Found by a stranger: the end's own wait left a signal nothing to do, and the session
    /// ended unsaved, without the notice.
    @Test(
        "A signal while quit waits for an action started with & drops it, says so, and saves",
        arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalWhileQuitWaitsSavesTheStateBeforeTheStep(_ number: Int32) throws {
        let home = try RepositoryLayout.makeTemporaryDirectory(prefix: "switchyard-signal")
        defer { try? FileManager.default.removeItem(at: home) }
        let statePath = home.appendingPathComponent("state.json").path
        let result = try Self.interrupt(
            statePath: statePath, home: home, typing: "5\n1\n1\n1\n1 &\nquit\n", until: "> quit",
            with: number)
        #expect(result.status == Self.expectedStatus[number])
        #expect(
            result.errors.lines == [
                "notice: tap 1 & (Continue to payment) was still running when the session ended; it is dropped"
            ])
        let saved = try String(contentsOfFile: statePath, encoding: .utf8)
        #expect(saved.contains(#""step":"review""#) && !saved.contains("payment"), "\(saved)")
    }

    @Test("SIGQUIT ends the program as the system does: no crash report, nothing saved")
    func aQuitEndsTheProgramAndSavesNothing() throws {
        let result = try Self.stopOnPageTwo(with: SIGQUIT)
        defer { try? FileManager.default.removeItem(at: result.home) }
        #expect(result.reason == .uncaughtSignal)
        #expect(result.status == SIGQUIT)
        #expect(!result.errors.contains("crashed"), "\(result.errors)")
        #expect(!FileManager.default.fileExists(atPath: result.statePath))
    }

    @Test("Under a file-size limit of zero the session runs and says its state cannot be saved")
    func aFileSizeLimitIsAFailedSaveNotAKill() throws {
        let home = try RepositoryLayout.makeTemporaryDirectory(prefix: "switchyard-signal")
        defer { try? FileManager.default.removeItem(at: home) }
        let statePath = home.appendingPathComponent("state.json").path
        var process = SwitchyardProcess(executable: try SwitchyardProcess.locate(), home: home)
        process.fileSizeLimit = 0
        let result = try process.run(["--state", statePath], input: "where\n")
        #expect(result.status == 3, "the state could not be saved at the end")
        #expect(result.standardOutput.contains("home: home"))
        #expect(
            result.standardError.contains("notice: state file \(statePath) cannot be saved"),
            "\(result.standardError)")
    }
}
