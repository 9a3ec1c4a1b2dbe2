import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ends a console program on SIGINT, SIGTERM or SIGHUP the way `quit` does.
///
/// Nothing runs inside a signal handler: the signal's default action is turned off and a
/// dispatch source delivers it on the main queue, where the watch only notes it and hands
/// it to `onSignal` on the main actor. There the session's shutdown work (saving the state)
/// runs like any other command, and the process then exits with 128 + the signal's number.
/// Signals after the first are ignored, so a second Ctrl-C cannot cut the save short.
@MainActor
final class ConsoleSignalWatch {
    /// The signals that end a session: Ctrl-C, a polite kill, a closed terminal.
    static var endingSignals: [Int32] { [SIGINT, SIGTERM, SIGHUP] }

    private var sources: [any DispatchSourceSignal] = []
    private var received: Int32?

    /// A resized terminal's signal, which only draws again and may come any number of times.
    static var resizeSignal: Int32 { SIGWINCH }

    /// The signals that end the program as the system ends it, saving nothing: the terminal is
    /// put back first (``putBackOnAbruptEnd(_:_:)``), as it is for Ctrl-\ at the prompt.
    static var abruptSignals: [Int32] { [SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM] }

    /// Makes each of the ``abruptSignals`` put `settings` back on the terminal behind
    /// `descriptor` before it ends the program as the system does.
    ///
    /// A plain signal handler, not a watch: it must run however busy the main actor is, and a
    /// dispatch source holds the signal back from the default action that follows. It only
    /// calls what a signal handler may (`tcgetpgrp`, `getpgrp`, `tcsetattr`, `write`, `signal`,
    /// `raise`).
    static func putBackOnAbruptEnd(_ descriptor: Int32, _ settings: termios) {
        terminalAtAbruptEnd = (descriptor, settings)
        for number in abruptSignals { signal(number, endAbruptly) }
    }

    /// Notes whether a prompt and the line being typed are on screen: an abrupt end then
    /// finishes that line, so the shell's word on the signal starts a line of its own.
    static func noteLineOnScreen(_ isOnScreen: Bool) {
        lineIsOnScreen = isOnScreen
    }

    /// Ctrl-Z while a command runs, or `kill -TSTP`: the terminal is put back and the process stops.
    static var stopSignal: Int32 { SIGTSTP }

    /// The shell's `fg` or `bg`, or `kill -CONT`: the terminal is taken again.
    static var continueSignal: Int32 { SIGCONT }

    /// Starts watching; `onSignal` runs once, for the first signal, or for every one when
    /// `repeats` is set (a resize).
    init(signals: [Int32], repeats: Bool = false, onSignal: @escaping @MainActor @Sendable (Int32) -> Void) {
        for number in signals {
            // Without this the default action would end the process before the save.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated {
                    guard let self, repeats || self.received == nil else { return }
                    self.received = number
                    onSignal(number)
                }
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Sets what the signals a session does not watch do, before anything is read or written.
    ///
    /// A write to a closed pipe fails with `EPIPE`, and one past the file-size limit
    /// (`ulimit -f`) with `EFBIG`, instead of killing the process: a session whose reader went
    /// away (`| head -1`) still ends as `quit` does, and one that cannot write its state says
    /// so. A quit (`Ctrl-\`, SIGQUIT) ends the process as the system does, saving nothing:
    /// Swift's crash reporter would otherwise print a crash that did not happen and let the
    /// session go on.
    static func setUpProcessSignals() {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
        signal(SIGQUIT, SIG_DFL)
    }

    /// Ends the process as SIGQUIT does (status 131, nothing saved): for Ctrl-\ typed at the
    /// prompt, which the terminal does not turn into the signal while a line is edited.
    static func quitAsTheSignalDoes() {
        signal(SIGQUIT, SIG_DFL)
        // To the process, not this thread: a thread of the task pool blocks the signal.
        kill(getpid(), SIGQUIT)
    }

    /// Stops the process as Ctrl-Z does when nothing watches it; it goes on at the shell's `fg`.
    static func stopProcess() {
        kill(getpid(), SIGSTOP)
    }

    /// Ends the process with a status; `exit` flushes what was written to standard output.
    static func exitProcess(_ status: Int32) -> Never { exit(status) }
}

/// The terminal an abrupt signal puts back, set before the handler that reads it is installed.
nonisolated(unsafe) private var terminalAtAbruptEnd: (descriptor: Int32, settings: termios)?

/// Whether a prompt is on screen with the line being typed, for the handler below.
nonisolated(unsafe) private var lineIsOnScreen = false

/// Puts the terminal back, then ends the program as the signal does once the handler returns.
private func endAbruptly(_ number: Int32) {
    // In the background the shell has the terminal (and setting it would stop the process).
    if var terminal = terminalAtAbruptEnd, !ConsoleTerminalMode.isInBackground(terminal.descriptor) {
        _ = tcsetattr(terminal.descriptor, TCSADRAIN, &terminal.settings)
    }
    if lineIsOnScreen {
        var newline = UInt8(ascii: "\n")
        _ = write(STDOUT_FILENO, &newline, 1)
    }
    signal(number, SIG_DFL)
    // Held back while this handler runs, it is delivered as it returns.
    raise(number)
}
