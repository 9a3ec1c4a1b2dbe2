#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A terminal's settings as the session found them, and the two modes the line editor needs.
///
/// Both are the least the editor needs: no echo, no line buffering and no flow control,
/// with output processing kept on so `\n` still starts a new line. While a line is typed
/// (``enterRaw()``) the signal keys are off too, so Ctrl-C and Ctrl-Z arrive as bytes;
/// while a command runs (``enterQuiet()``) they are on, so Ctrl-C interrupts it, and keys
/// typed ahead wait unechoed instead of being written into the command's output.
/// ``restore()`` puts back exactly what was found: at the end, and on a signal's way out.
@MainActor
final class ConsoleTerminalMode {
    private let fileDescriptor: Int32
    private let original: termios
    /// The editor's mode wanted now: whether the signal keys are on (a command runs) or off (a
    /// line is typed); `nil` while the terminal is to be as it was found.
    private var signalKeys: Bool?
    /// Whether the terminal holds that mode now.
    ///
    /// In the background (`bg`) the session leaves the terminal to the shell, and takes it
    /// when it is brought forward.
    private var isApplied = false

    /// Whether ``close()`` was called: the terminal stays as it was found from then on.
    private(set) var isClosed = false

    /// The settings of the terminal behind `fileDescriptor`, or `nil` when it is not one.
    init?(fileDescriptor: Int32) {
        var settings = termios()
        guard tcgetattr(fileDescriptor, &settings) == 0 else { return nil }
        self.fileDescriptor = fileDescriptor
        self.original = settings
        ConsoleSignalWatch.putBackOnAbruptEnd(fileDescriptor, settings)
    }

    /// Switches to the mode for typing a line; `false` when the terminal refused.
    @discardableResult
    func enterRaw() -> Bool { enter(signalKeys: false) }

    /// Switches to the mode for running a command; `false` when the terminal refused.
    @discardableResult
    func enterQuiet() -> Bool { enter(signalKeys: true) }

    private func enter(signalKeys: Bool) -> Bool {
        guard !isClosed else { return false }
        self.signalKeys = signalKeys
        return apply()
    }

    /// Puts the wanted mode on the terminal, unless the session is in the background, where
    /// the shell has the terminal (it is put on when the session is brought forward).
    private func apply() -> Bool {
        guard let signalKeys, !Self.isInBackground(fileDescriptor) else { return true }
        var raw = original
        raw.c_lflag &= ~(tcflag_t(ECHO) | tcflag_t(ICANON) | tcflag_t(IEXTEN))
        if !signalKeys { raw.c_lflag &= ~tcflag_t(ISIG) }
        raw.c_iflag &=
            ~(tcflag_t(IXON) | tcflag_t(ICRNL) | tcflag_t(INLCR) | tcflag_t(IGNCR) | tcflag_t(ISTRIP))
        // One byte at a time, with no timeout: a read returns as soon as a key arrives.
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        // TCSADRAIN, not TCSAFLUSH: what the person typed ahead must not be thrown away.
        guard tcsetattr(fileDescriptor, TCSADRAIN, &raw) == 0 else { return false }
        isApplied = true
        return true
    }

    /// Puts back the settings found at the start while the process is stopped (Ctrl-Z), so
    /// the shell gets its terminal as it left it; ``resume()`` puts the mode on again.
    func suspend() {
        putBackFound()
    }

    /// Puts the mode that was on when the process stopped back on, once the session is in
    /// the foreground again (`fg`): the shell gives the terminal back in its own settings.
    ///
    /// Returns whether the session has the terminal: continued in the background (`bg`), it
    /// leaves it alone until it is brought forward.
    func resume() -> Bool {
        guard !isClosed, !Self.isInBackground(fileDescriptor) else { return false }
        return apply()
    }

    /// Whether the process is in the background of the terminal behind `descriptor`: another
    /// process group has it (`bg`); `false` when it has no controlling terminal at all.
    nonisolated static func isInBackground(_ descriptor: Int32) -> Bool {
        let foreground = tcgetpgrp(descriptor)
        return foreground > 0 && foreground != getpgrp()
    }

    /// Puts the settings back for good: the process is about to end (a signal), and a line
    /// read meanwhile must not switch the terminal to a mode again.
    func close() {
        restore()
        isClosed = true
    }

    /// Puts back the settings found at the start, if one of the editor's modes is on.
    func restore() {
        signalKeys = nil
        putBackFound()
    }

    /// The settings found at the start, on the terminal again, if the session's mode is on it
    /// and the session has the terminal (in the background the shell has set its own).
    private func putBackFound() {
        guard isApplied else { return }
        isApplied = false
        guard !Self.isInBackground(fileDescriptor) else { return }
        var settings = original
        _ = tcsetattr(fileDescriptor, TCSADRAIN, &settings)
    }
}
