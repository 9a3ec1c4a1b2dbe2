import AppAudit
import AppComposition
import AppPersistence
import ConsoleUI
import Foundation

/// Everything `main.swift` does, in a place tests can call: parse, build, restore, run, save.
@MainActor
public enum SwitchyardMain {
    /// The version `--version` prints.
    public static let version = "0.1.0"

    /// Runs the console with command-line arguments and returns the exit status.
    ///
    /// With `endsOnSignals` (the binary's `main.swift`), SIGINT, SIGTERM and SIGHUP save the
    /// state as `quit` does and end the process with 130, 143 or 129.
    public static func run(
        _ arguments: some Sequence<String>,
        output: ConsoleOutput = .standard,
        input: ConsoleInput? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        endsOnSignals: Bool = false
    ) async -> Int32 {
        var launcher = ConsoleLauncher(
            programName: "switchyard", version: version, output: output, input: input)
        launcher.endsOnSignals = endsOnSignals
        return await launcher.run(arguments) { arguments, output in
            try makeHost(arguments: arguments, output: output, environment: environment).host
        }
    }

    /// Builds the app and a host for it, wired to persistence unless a subcommand runs.
    ///
    /// `stockCheck` is the wizard's simulated stock check; the transcripts make it long, so
    /// an `&` step is still under way when the next command runs however slow the build.
    public static func makeHost(
        arguments: ConsoleArguments,
        output: ConsoleOutput,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        renderer: ConsoleRenderer? = nil,
        stockCheck: Duration = .milliseconds(300)
    ) throws -> (app: SwitchyardApp, host: ConsoleHost) {
        let app = try SwitchyardApp(stockCheck: stockCheck)
        let configuration = ConsoleHostConfiguration(
            openURL: { link, window in try app.open(link, in: window) },
            newWindow: { app.makeWindow() },
            opensNewWindow: { try app.opensNewWindow($0) },
            graph: { format in try AppGraph(exploration: try await AppExplorer().explore()).render(format) },
            audit: {
                do {
                    let report = try await AppAudit().run()
                    return (report.isClean, report.text)
                } catch {
                    return (false, "audit could not run: \(error)")
                }
            },
            snapshotCoder: app.snapshotCoder
        )
        let host = ConsoleHost(
            windows: app.windows,
            environment: app.environment,
            configuration: configuration,
            output: output,
            renderer: renderer
        )
        if arguments.subcommand == nil {
            try keepState(of: app, in: host, arguments: arguments, output: output, environment: environment)
        }
        app.analytics.lineSink = { [weak host] line in host?.log.record(line) }
        return (app, host)
    }

    /// Wires the session to its state file: every window restored at start (unless
    /// `--fresh`), saved by `save` and at the end, and said at once when it cannot be saved.
    private static func keepState(
        of app: SwitchyardApp, in host: ConsoleHost, arguments: ConsoleArguments,
        output: ConsoleOutput, environment: [String: String]
    ) throws {
        // Checked before anything is read or written: a directory, a FIFO or a device given
        // as the state file is refused whole (exit status 2).
        // Held for the session, before the file is read: a second session on it is refused
        // and names the first, instead of the two writing over each other's saves.
        let file: SnapshotFile
        let lock: SnapshotLock?
        let leftovers: [String]
        do {
            file = try SnapshotFile(
                path: arguments.statePath ?? SnapshotFile.defaultPath(environment: environment),
                isDefault: arguments.statePath == nil
            )
            .checked()
            lock = try file.lock()
            // Held now, so no other session saves this file: what a killed one left goes. Without
            // a lock (a file system without flock) another machine's save could be under way.
            leftovers = lock != nil ? file.removeLeftoverTemporaries() : []
        } catch {
            // At the default path, something in the way is a notice; another session there
            // still refuses this one, as at any path.
            let isHeld = if case .inUse = error { true } else { false }
            guard arguments.statePath == nil, !isHeld else {
                throw ConsoleArgumentsError.unusableValue(
                    option: arguments.statePath == nil ? "the default state path" : "--state",
                    reason: error.description)
            }
            keepNothing(in: host, because: error, fresh: arguments.isFresh, output: output)
            return
        }
        let persistence = AppPersistence(file: file)
        let fresh = arguments.isFresh
        // A fresh session leaves the saved state alone unless the person saves it.
        let saving = SessionSaving(atEnd: !fresh, lock: lock)
        // The host keeps the windows and runs these closures; they must not keep it alive.
        host.configuration.save = { [weak host] in
            // Typing `save` makes the session the person's, even when this save fails.
            saving.atEnd = true
            guard let host else { return "" }
            // A fresh session never read the file: what a start would have set aside goes aside
            // before the first save writes over it.
            if fresh, !saving.hasCheckedFile {
                saving.hasCheckedFile = true
                if let notice = persistence.setAsideUnlessRestorable(by: app) {
                    output.standardError("notice: \(ConsoleText.visible(notice))\n")
                }
            }
            saving.lock = try file.relock(saving.lock)
            return try persistence.save(app, windows: host.windows, focused: host.focusedWindow)
        }
        host.configuration.startup = { [weak host] in
            for path in leftovers {
                output.standardError(
                    "notice: removed \(ConsoleText.visible(path)), which a save left when its session was killed\n"
                )
            }
            if !fresh, let host {
                let restored = persistence.restore(into: app, preparing: host.listen(to:))
                for window in restored.windows.dropFirst() { host.openWindow(window) }
                host.focusWindow(at: restored.focused)
                // Notices quote paths and reasons: their control characters are spelled out.
                if let notice = restored.notice {
                    output.standardError("notice: \(ConsoleText.visible(notice))\n")
                }
            }
            // Said now, not only when the session ends and its state is lost.
            do {
                try persistence.file.probe()
            } catch {
                let notice =
                    "state file \(persistence.file.path) cannot be saved (\(error)); this session will not be kept"
                output.standardError("notice: \(ConsoleText.visible(notice))\n")
            }
        }
        host.configuration.shutdown = { [weak host] in
            defer { saving.lock?.release() }
            // A failure is one error line from the host and exit status 3.
            guard saving.atEnd, let host else { return }
            saving.lock = try file.relock(saving.lock)
            try persistence.save(app, windows: host.windows, focused: host.focusedWindow)
            if let unsaved = AppPersistence.unsavedAlerts(in: host.windows) {
                let notice = "\(unsaved): alerts are not restored, so the next start shows no alert"
                output.standardError("notice: \(ConsoleText.visible(notice))\n")
            }
        }
    }
}

extension SwitchyardMain {
    /// Runs a session that cannot be kept because something is in the way of the default
    /// path (a file where its folder goes, a directory where the state file goes): the
    /// folder is the app's own, so the app still starts, says so, and every save says why
    /// it fails, as a session in a read-only folder does.
    fileprivate static func keepNothing(
        in host: ConsoleHost, because error: SnapshotFileError, fresh: Bool, output: ConsoleOutput
    ) {
        host.configuration.startup = {
            // The reason may carry its own advice already (a lock file in the way).
            let advice =
                error.description.contains("--state file")
                ? "" : ": move what is in the way, or give a --state file"
            let notice = "\(error); this session will not be kept" + advice
            output.standardError("notice: \(ConsoleText.visible(notice))\n")
        }
        host.configuration.save = { throw error }
        host.configuration.shutdown = { if !fresh { throw error } }
    }
}

/// How the session saves, shared by the closures that save it.
@MainActor
private final class SessionSaving {
    /// Whether the session's end saves the state: on, except in a `--fresh` session until the
    /// person types `save`.
    var atEnd: Bool
    /// Whether a fresh session has looked at the file its first save writes over.
    var hasCheckedFile = false
    /// The file's lock while this session holds it, checked again before each save.
    var lock: SnapshotLock?
    init(atEnd: Bool, lock: SnapshotLock?) {
        self.atEnd = atEnd
        self.lock = lock
    }
}
