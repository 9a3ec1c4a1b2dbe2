import ConsoleUI
import ConsoleUITestSupport
import Foundation
import Navigation
import Testing

@MainActor
@Suite("ConsoleSession")
struct ConsoleSessionTests {
    private func run(
        _ lines: [String], mode: ConsoleSession.Mode = .script, strict: Bool = false
    ) async -> (status: Int32, app: FixtureApp) {
        let app = FixtureApp()
        let session = ConsoleSession(
            host: app.host, input: ConsoleInput(lines: lines), mode: mode, isStrict: strict)
        return (await session.run(), app)
    }

    @Test("Script mode prints the first screen, then echoes each line before its output")
    func scriptTranscript() async {
        let (status, app) = await run(["where", "1", "bogus", "where"])
        #expect(status == 0)
        #expect(
            app.transcript.standardOutput == """
                home: home
                Home
                  Count: 0
                [1] Detail 1
                [2] Sheet
                [3] Cover
                [4] Count
                [5] Nothing
                [6] Ask
                > where
                home: home
                > 1
                home: home > detail/1
                Detail 1
                [1] Next
                [2] Back
                > bogus
                > where
                home: home > detail/1

                """)
        #expect(app.transcript.standardError == "error: unknown command 'bogus'; type 'help' for the list\n")
    }

    @Test("quit ends the session with status 0 and later lines are not read")
    func quitStops() async {
        let (status, app) = await run(["quit", "1"])
        #expect(status == 0)
        #expect(app.transcript.outputLines.last == "> quit")
        #expect(app.root.locationDescription == "home: home")
    }

    @Test("Without --strict a failing command is reported and the script goes on")
    func nonStrictContinues() async {
        let (status, app) = await run(["9", "1"])
        #expect(status == 0)
        #expect(app.root.locationDescription == "home: home > detail/1")
        #expect(app.transcript.errorLines == ["error: no action 9; this screen has 6"])
    }

    @Test("With --strict a script stops at its first failing command with status 1")
    func strictStops() async {
        let (status, app) = await run(["1", "9", "back"], strict: true)
        #expect(status == 1)
        #expect(app.root.locationDescription == "home: home > detail/1")
        #expect(app.transcript.outputLines.last == "> 9")
        #expect(app.transcript.errorLines == ["error: no action 9; this screen has 2"])
    }

    @Test("Interactive mode prompts instead of echoing and does not stop on failure even when strict")
    func interactivePrompts() async {
        let (status, app) = await run(["where", "bogus", "where"], mode: .interactive, strict: true)
        #expect(status == 0)
        let output = app.transcript.standardOutput
        #expect(
            output.hasSuffix("switchyard> home: home\nswitchyard> switchyard> home: home\nswitchyard> \n"))
        #expect(!output.contains("> where"))
        #expect(app.transcript.errorLines.count == 1)
    }

    @Test("Raw lines with invalid UTF-8, over-long lines and CRLF endings are handled")
    func rawLines() async {
        var bytes: [UInt8] = Array("where\r\n".utf8)
        bytes += [0x74, 0x61, 0x62, 0xFF, 0x0A]
        bytes += [UInt8](repeating: UInt8(ascii: "x"), count: 10_000) + [0x0A]
        bytes += Array("1".utf8)
        let app = FixtureApp()
        let status = await ConsoleSession(host: app.host, input: ConsoleInput(bytes: bytes), mode: .script)
            .run()
        #expect(status == 0)
        let lines = app.transcript.outputLines
        #expect(lines.contains("> where"))
        #expect(lines.contains("> tab\u{FFFD}"))
        // Cut as messages quote input (a stranger found 60 characters and `...` here).
        #expect(lines.contains("> " + String(repeating: "x", count: 80) + "…"))
        #expect(lines.contains("> 1"))
        #expect(
            app.transcript.errorLines == [
                "error: line is not valid UTF-8; nothing was run",
                "error: line too long; the limit is 4096 bytes",
            ])
        #expect(app.root.locationDescription == "home: home > detail/1")
    }

    @Test("A failure to open the start URL counts as a failing command")
    func startURLFailure() async {
        let app = FixtureApp()
        let strict = ConsoleSession(
            host: app.host, input: ConsoleInput(lines: ["where"]), mode: .script, isStrict: true)
        #expect(await strict.run(openingURL: "switchyard://x") == 1)
        #expect(app.transcript.errorLines == ["error: no deep-link router is configured"])
        let other = FixtureApp()
        let lenient = ConsoleSession(host: other.host, input: ConsoleInput(lines: ["where"]), mode: .script)
        #expect(await lenient.run(openingURL: "switchyard://x") == 0)
        #expect(other.transcript.outputLines.last == "home: home")
    }

    @Test("An input that is not a terminal selects script mode")
    func defaultMode() {
        let app = FixtureApp()
        #expect(ConsoleSession(host: app.host, input: ConsoleInput(lines: [])).mode == .script)
    }
}

@Suite("ConsoleInput")
struct ConsoleInputTests {
    private func lines(_ input: ConsoleInput) async -> [[UInt8]] {
        var result: [[UInt8]] = []
        while let line = await input.nextLine() { result.append(line) }
        return result
    }

    @Test("Lines split at newlines; a final line without one still counts; CR before LF is dropped")
    func splitsLines() async {
        let input = ConsoleInput(bytes: Array("a\r\n\nb c\nlast".utf8))
        #expect(await lines(input) == [Array("a".utf8), [], Array("b c".utf8), Array("last".utf8)])
        #expect(await input.nextLine() == nil)
    }

    @Test("Empty input has no lines")
    func emptyInput() async {
        #expect(await lines(ConsoleInput(bytes: [])).isEmpty)
        #expect(await lines(ConsoleInput(bytes: [0x0A])) == [[]])
    }

    @Test("A very long line is cut one byte past the limit and the next line is intact")
    func cutsLongLines() async {
        let long = [UInt8](repeating: 0x61, count: 100_000)
        let result = await lines(ConsoleInput(bytes: long + [0x0A] + Array("where".utf8)))
        #expect(result.count == 2)
        #expect(result[0].count == ConsoleCommand.maximumLineLength + 1)
        #expect(result[1] == Array("where".utf8))
    }

    @Test("A script file is read line by line, and a missing one is refused with the reason")
    func readsFiles() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "console-input-\(UUID()).txt"
        ).path
        try "where\nquit\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let input = try ConsoleInput.contentsOfFile(atPath: path)
        #expect(!input.isTerminal)
        #expect(await lines(input) == [Array("where".utf8), Array("quit".utf8)])
        #expect(throws: ConsoleInputError.self) { try ConsoleInput.contentsOfFile(atPath: path + ".missing") }
        do {
            _ = try ConsoleInput.contentsOfFile(atPath: "/nonexistent/script.txt")
        } catch {
            #expect(
                error.description == "cannot read script '/nonexistent/script.txt': No such file or directory"
            )
        }
    }
}

@MainActor
@Suite("ConsoleLog")
struct ConsoleLogTests {
    @Test("The log keeps only the most recent lines, oldest first")
    func ringBuffer() {
        let log = ConsoleLog(capacity: 3)
        for number in 1...5 { log.record("line \(number)") }
        #expect(log.lines == ["line 3", "line 4", "line 5"])
        #expect(log.totalCount == 5)
        log.removeAll()
        #expect(log.lines.isEmpty)
    }

    @Test("Events are kept as their one-line description and warnings are remembered")
    func events() {
        let log = ConsoleLog()
        let mark = log.totalCount
        log.receive(NavigationEvent(kind: .push, scope: "home", message: "push x", level: .info))
        #expect(log.problem(since: mark) == nil)
        log.receive(
            NavigationEvent(kind: .pop, scope: "home", message: "nothing to pop", level: .warning))
        #expect(log.lines == ["[info] push home: push x", "[warning] pop home: nothing to pop"])
        #expect(log.problem(since: mark) == "nothing to pop")
        #expect(log.problem(since: log.totalCount) == nil)
    }

    @Test("The default capacity is one hundred lines")
    func defaultCapacity() {
        let log = ConsoleLog()
        for number in 1...150 { log.record("\(number)") }
        #expect(log.lines.count == 100)
        #expect(log.lines.first == "51")
    }
}

@MainActor
@Suite("ConsoleTranscript")
struct ConsoleTranscriptTests {
    @Test("A transcript captures both streams separately")
    func capturesStreams() {
        let transcript = ConsoleTranscript()
        let output = transcript.output
        output.standardOutput("out 1\n")
        output.standardError("err\n")
        output.standardOutput("out 2\n")
        #expect(transcript.outputLines == ["out 1", "out 2"])
        #expect(transcript.errorLines == ["err"])
        #expect(!output.isTerminal)
        transcript.reset()
        #expect(transcript.standardOutput.isEmpty && transcript.standardError.isEmpty)
    }

    @Test("Startup work runs before the first screen and shutdown work once at the end")
    func startupAndShutdownHooks() async {
        let events = HookLog()
        let configuration = ConsoleHostConfiguration(
            startup: { events.lines.append("startup") },
            shutdown: { events.lines.append("shutdown") }
        )
        let app = FixtureApp(configuration: configuration)
        let session = ConsoleSession(
            host: app.host, input: ConsoleInput(lines: ["where", "quit", "where"]), mode: .script)
        #expect(await session.run() == 0)
        #expect(events.lines == ["startup", "shutdown"])
        await app.host.finish()
        #expect(events.lines == ["startup", "shutdown"])
    }

    /// Found by a stranger: a signal that came while the end showed a step and saved ended
    /// the process at once, so the step could be saved unseen, with no notice.
    @Test("A signal while the end shows and saves waits for them before the process ends")
    func aSignalDuringTheEndsLastStepsWaitsForThem() async {
        let events = HookLog()
        let (stream, release) = AsyncStream<Void>.makeStream()
        let app = FixtureApp(
            configuration: ConsoleHostConfiguration(shutdown: {
                events.lines.append("saving")
                for await _ in stream { break }
                events.lines.append("saved")
            }))
        let host = app.host
        let end = Task { await host.finish() }
        while events.lines.isEmpty { await Task.yield() }
        let signal = Task {
            await host.finish(interrupted: true)
            events.lines.append("the signal ends the process")
        }
        for _ in 0..<50 { await Task.yield() }
        release.yield()
        _ = await end.value
        await signal.value
        #expect(events.lines == ["saving", "saved", "the signal ends the process"])
    }

    /// A host over a screen whose one action waits for `gate`, then pushes a detail screen;
    /// the shutdown work records where the window is.
    private func waiting(on gate: Gate, saved: HookLog) async -> (ConsoleHost, ConsoleTranscript) {
        struct Waiter: ConsoleScreenProviding {
            var routeID: String { "waiter" }
            static var codingName: String { "ConsoleTest.Waiter" }
            @MainActor func screen(in context: ScreenContext) -> Screen {
                Screen("Waiter") {
                    Action("Wait, then push") {
                        await context[GateKey.self]?.wait()
                        context.handle.push(Fixture.detail(2))
                    }
                }
            }
        }
        let root = NavigationRoot(root: Fixture.home)
        root.push(Waiter())
        var environment = ScreenEnvironment()
        environment[GateKey.self] = gate
        let transcript = ConsoleTranscript()
        let host = ConsoleHost(
            root: root, environment: environment,
            configuration: ConsoleHostConfiguration(shutdown: {
                saved.lines.append(root.locationDescription)
                gate.open()
            }),
            output: transcript.output, renderer: ConsoleRenderer())
        await host.start()
        transcript.reset()
        return (host, transcript)
    }

    /// Found by a stranger: a signal that came just as an action took its step said the
    /// action was dropped, and the state saved held the step all the same (one started with
    /// `&`), or the step was shown after the notice, unsaved (one a command awaited).
    @Test(
        "A signal names as dropped only the actions still running when the state is saved",
        arguments: ["1 &", "1"])
    func aSignalDropsOnlyWhatIsStillRunningWhenTheStateIsSaved(command: String) async {
        let gate = Gate()
        let saved = HookLog()
        let (host, transcript) = await waiting(on: gate, saved: saved)
        let tap = Task { await host.execute(command) }
        while !gate.isWaiting { await Task.yield() }
        // The step is due (the action's wait is over) when the signal comes.
        gate.open()
        #expect(await host.finish(interrupted: true))
        _ = await tap.value
        let name = command == "1" ? "tap 1 (Wait, then push)" : "tap 1 & (Wait, then push)"
        if transcript.errorLines.isEmpty {
            #expect(saved.lines == ["main: home > waiter > detail/2"])
            #expect(transcript.outputLines.contains("Detail 2"))
        } else {
            #expect(
                transcript.errorLines == [
                    "notice: \(name) was still running when the session ended; it is dropped"
                ])
            #expect(saved.lines == ["main: home > waiter"])
            #expect(transcript.outputLines.isEmpty)
        }
    }

    /// The step lands while the state is saved: the action is named, and neither the state
    /// saved nor anything printed after it has the step.
    @Test("A step that lands during the save is named as dropped and never shown", arguments: ["1 &", "1"])
    func aStepThatLandsDuringTheSaveIsDroppedAndNeverShown(command: String) async {
        let gate = Gate()
        let saved = HookLog()
        let (host, transcript) = await waiting(on: gate, saved: saved)
        let tap = Task { await host.execute(command) }
        while !gate.isWaiting { await Task.yield() }
        #expect(await host.finish(interrupted: true))
        _ = await tap.value
        let name = command == "1" ? "tap 1 (Wait, then push)" : "tap 1 & (Wait, then push)"
        #expect(
            transcript.errorLines == [
                "notice: \(name) was still running when the session ended; it is dropped"
            ])
        #expect(saved.lines == ["main: home > waiter"])
        #expect(transcript.outputLines.isEmpty)
    }

    /// Found by a stranger: lines waiting to be read when a signal came were still echoed
    /// and run, one of them after the state was saved.
    @Test("No line is echoed or run once the end has begun")
    func noLineRunsOnceTheEndHasBegun() async {
        let transcript = ConsoleTranscript()
        let printedAtSave = HookLog()
        let host = ConsoleHost(
            root: NavigationRoot(root: Fixture.home),
            configuration: ConsoleHostConfiguration(shutdown: {
                printedAtSave.lines.append(transcript.standardOutput)
            }),
            output: transcript.output, renderer: ConsoleRenderer())
        let session = ConsoleSession(
            host: host, input: ConsoleInput(lines: Array(repeating: "where", count: 500)), mode: .script)
        let run = Task { await session.run() }
        while !transcript.outputLines.contains("> where") { await Task.yield() }
        #expect(await host.finish(interrupted: true))
        _ = await run.value
        #expect(printedAtSave.lines == [transcript.standardOutput])
        #expect(transcript.outputLines.filter { $0 == "> where" }.count < 500)
    }

    @Test("Shutdown work also runs when a strict script stops at a failure")
    func shutdownOnStrictFailure() async {
        let events = HookLog()
        let app = FixtureApp(
            configuration: ConsoleHostConfiguration(shutdown: { events.lines.append("shutdown") }))
        let session = ConsoleSession(
            host: app.host, input: ConsoleInput(lines: ["bogus"]), mode: .script, isStrict: true)
        #expect(await session.run() == 1)
        #expect(events.lines == ["shutdown"])
    }

    @Test("Shutdown work that fails is one error line and exit status 3, even after a strict failure")
    func failingShutdownEndsWithItsOwnStatus() async {
        struct DiskFull: Error, CustomStringConvertible {
            var description: String { "cannot save /s.json: No space left on device" }
        }
        for (lines, isStrict) in [(["where", "quit"], false), (["bogus"], true)] {
            let app = FixtureApp(configuration: ConsoleHostConfiguration(shutdown: { throw DiskFull() }))
            let session = ConsoleSession(
                host: app.host, input: ConsoleInput(lines: lines), mode: .script, isStrict: isStrict)
            #expect(await session.run() == ConsoleSession.shutdownFailedStatus)
            #expect(ConsoleSession.shutdownFailedStatus == 3)
            let errors = app.transcript.standardError.split(separator: "\n").map(String.init)
            #expect(errors.last == "error: cannot save /s.json: No space left on device")
            #expect(errors.count == (isStrict ? 2 : 1))
        }
    }
}

/// Holds a screen's action until the test opens it.
@MainActor
private final class Gate {
    private let (stream, release) = AsyncStream<Void>.makeStream()
    /// Whether the action waits now.
    private(set) var isWaiting = false

    func wait() async {
        isWaiting = true
        for await _ in stream { break }
        isWaiting = false
    }

    func open() { release.yield() }
}

/// Hands a test's gate to a screen's action.
private enum GateKey: ScreenEnvironmentKey {
    static var defaultValue: Gate? { nil }
}

@MainActor
private final class HookLog {
    var lines: [String] = []
}
