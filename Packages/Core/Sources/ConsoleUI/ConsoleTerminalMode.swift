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
    /// Whether the terminal is in one of the editor's modes now.
    var isRaw: Bool { signalKeys != nil }
    /// The editor's mode on now: whether the signal keys are on (a command runs) or off (a
    /// line is typed); `nil` while the terminal is as it was found.
    private var signalKeys: Bool?
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
        self.signalKeys = signalKeys
        return true
    }

    /// Puts back the settings found at the start while the process is stopped (Ctrl-Z), so
    /// the shell gets its terminal as it left it; ``resume()`` switches to the mode again.
    func suspend() {
        guard isRaw else { return }
        var settings = original
        _ = tcsetattr(fileDescriptor, TCSADRAIN, &settings)
    }

    /// Switches to the mode that was on when the process stopped: the shell that continues
    /// it (`fg`) gives the terminal back in its own settings.
    func resume() {
        guard let signalKeys else { return }
        _ = enter(signalKeys: signalKeys)
    }

    /// Puts the settings back for good: the process is about to end (a signal), and a line
    /// read meanwhile must not switch the terminal to a mode again.
    func close() {
        restore()
        isClosed = true
    }

    /// Puts back the settings found at the start, if one of the editor's modes is on.
    func restore() {
        guard isRaw else { return }
        var settings = original
        _ = tcsetattr(fileDescriptor, TCSADRAIN, &settings)
        signalKeys = nil
    }
}
