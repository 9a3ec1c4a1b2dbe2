/// The whole life of a console program, so an app's `main.swift` stays a few lines long.
///
/// It parses the arguments (usage on standard error and status 2 when they are wrong),
/// answers `--help` and `--version`, builds the app's host, runs a subcommand or a session,
/// and returns the exit status:
///
/// ```swift
/// let launcher = ConsoleLauncher(programName: "switchyard", version: "0.1.0")
/// let status = await launcher.run(CommandLine.arguments.dropFirst()) { arguments, output in
///     try MyApp(arguments: arguments).makeHost(output: output)
/// }
/// exit(status)
/// ```
@MainActor
public struct ConsoleLauncher {
    /// The name used in usage and version text.
    public var programName: String
    /// The version `--version` prints after the program name.
    public var version: String
    /// Where text goes.
    public var output: ConsoleOutput
    /// Where session lines come from when there is no `--script`; standard input when `nil`.
    public var input: ConsoleInput?
    /// Whether SIGINT, SIGTERM and SIGHUP end a session as `quit` does (its shutdown work
    /// runs, on the main actor) and the process with status 130, 143 or 129; whether a
    /// closed standard output ends it the same way instead of SIGPIPE killing the process, and
    /// a write past the file-size limit fails instead of SIGXFSZ killing it; and whether a
    /// quit (SIGQUIT) ends it as the system does.
    ///
    /// Off unless asked for, so a test that runs a session keeps its process's own signal
    /// handling; a program's `main.swift` turns it on.
    public var endsOnSignals = false

    /// Creates a launcher.
    public init(
        programName: String, version: String, output: ConsoleOutput = .standard, input: ConsoleInput? = nil
    ) {
        self.programName = programName
        self.version = version
        self.output = output
        self.input = input
    }

    /// Runs the program for the arguments after the program name and returns its exit status.
    ///
    /// `makeHost` builds the app for the parsed arguments, writing through the given output;
    /// an error it throws is printed as one `error:` line and exits 1, or 2 when it is a
    /// ``ConsoleArgumentsError`` (an option's value the program cannot use).
    public func run(
        _ arguments: some Sequence<String>,
        makeHost: (ConsoleArguments, ConsoleOutput) throws -> ConsoleHost
    ) async -> Int32 {
        Terminal.holdClosedStandardDescriptors()
        if endsOnSignals { ConsoleSignalWatch.setUpProcessSignals() }
        let parsed: ConsoleArguments
        do {
            parsed = try ConsoleArguments.parse(arguments)
        } catch {
            output.standardError(
                "error: \(ConsoleText.visible(error.description))\n"
                    + ConsoleArguments.usage(program: programName))
            return 2
        }
        if parsed.showsHelp {
            output.standardOutput(ConsoleArguments.usage(program: programName))
            return written(0)
        }
        if parsed.showsVersion {
            output.standardOutput("\(programName) \(version)\n")
            return written(0)
        }
        let host: ConsoleHost
        do {
            host = try makeHost(parsed, output)
        } catch let error as ConsoleArgumentsError {
            output.standardError("error: \(ConsoleText.visible(error.description))\n")
            return 2
        } catch {
            output.standardError("error: \(ConsoleText.visible(String(describing: error)))\n")
            return 1
        }
        switch parsed.subcommand {
        case .graph(let format):
            return written(await host.perform(.graph(format)) == .completed ? 0 : 1)
        case .audit:
            return written(await host.perform(.audit) == .completed ? 0 : 1)
        case nil:
            break
        }
        return await runSession(of: host, parsed)
    }

    /// The status to exit with once an answer is printed.
    ///
    /// It is `status`, unless standard output did not take the answer (`> /dev/full`): then
    /// one `error:` line and ``ConsoleSession/outputFailedStatus``, as a session ends. A
    /// reader that went away (`| head -1`) has what it wanted, so the status stands.
    private func written(_ status: Int32) -> Int32 {
        guard case .failed(let reason) = output.standardOutputFailure() else { return status }
        return output.reportFailedWrite(reason)
    }

    /// Runs the console session: commands from the script or standard input, ended by input
    /// running out, `quit`, or a signal (which still saves and restores the terminal).
    private func runSession(of host: ConsoleHost, _ parsed: ConsoleArguments) async -> Int32 {
        let source: ConsoleInput
        if let path = parsed.scriptPath {
            do {
                source = try ConsoleInput.contentsOfFile(atPath: path)
            } catch {
                output.standardError("error: \(ConsoleText.visible(error.description))\n")
                return 2
            }
        } else {
            source = input ?? .standardInput
        }
        host.tracesCrossings = parsed.tracesCrossings
        var configured = ConsoleSession(
            host: host, input: source, mode: parsed.scriptPath != nil ? .script : nil,
            isStrict: parsed.isStrict,
            prompt: programName + "> ")
        if endsOnSignals { configured.onQuitKey = { ConsoleSignalWatch.quitAsTheSignalDoes() } }
        let session = configured
        let signalled = SignalNumber()
        let watch =
            endsOnSignals
            ? ConsoleSignalWatch(signals: ConsoleSignalWatch.endingSignals) { number in
                // Ending from the background (`kill %1`), a read must not stop the process first.
                source.end()
                // No command read after the signal runs, even one already waiting to.
                signalled.value = number
                host.isEnding = true
                Task { @MainActor in
                    session.restoreTerminal()
                    await host.finish(interrupted: true)
                    ConsoleSignalWatch.exitProcess(128 + number)
                }
            } : nil
        let resizes =
            endsOnSignals
            ? ConsoleSignalWatch(signals: [ConsoleSignalWatch.resizeSignal], repeats: true) { _ in
                session.redrawAfterResize()
            } : nil
        // Job control: stopped, the shell gets its terminal back; continued, the session takes it again.
        let stops =
            endsOnSignals
            ? ConsoleSignalWatch(signals: [ConsoleSignalWatch.stopSignal], repeats: true) { _ in
                session.suspend()
                ConsoleSignalWatch.stopProcess()
            } : nil
        let continues =
            endsOnSignals
            ? ConsoleSignalWatch(signals: [ConsoleSignalWatch.continueSignal], repeats: true) { _ in
                session.resume()
            } : nil
        let status = await session.run(openingURL: parsed.openURL)
        withExtendedLifetime((watch, resizes, stops, continues)) {}
        // A signal that ended the session while it ended anyway gives the signal's status.
        return signalled.value.map { 128 + $0 } ?? status
    }
}

/// The signal that ends a session, once one has.
@MainActor
private final class SignalNumber {
    var value: Int32?
}
