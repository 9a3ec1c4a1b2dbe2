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
    private(set) var isRaw = false
    /// Whether ``close()`` was called: the terminal stays as it was found from then on.
    private(set) var isClosed = false

    /// The settings of the terminal behind `fileDescriptor`, or `nil` when it is not one.
    init?(fileDescriptor: Int32) {
        var settings = termios()
        guard tcgetattr(fileDescriptor, &settings) == 0 else { return nil }
        self.fileDescriptor = fileDescriptor
        self.original = settings
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
        isRaw = true
        return true
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
        isRaw = false
    }
}
