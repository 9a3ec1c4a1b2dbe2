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

    /// Ends the process with a status; `exit` flushes what was written to standard output.
    static func exitProcess(_ status: Int32) -> Never { exit(status) }
}
