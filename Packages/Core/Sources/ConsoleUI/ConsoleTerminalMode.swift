#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A terminal's settings as the session found them, and the raw mode the line editor needs.
///
/// Raw mode here is the least the editor needs: no echo, no line buffering, no signal keys
/// (Ctrl-C and Ctrl-Z arrive as bytes) and no flow control, with output processing kept on
/// so `\n` still starts a new line. The session is in raw mode only while it waits for a
/// line; ``restore()`` puts back exactly what was found, and is what a signal's way out
/// calls before the process ends.
@MainActor
final class ConsoleTerminalMode {
    private let fileDescriptor: Int32
    private let original: termios
    /// Whether the terminal is in raw mode now.
    private(set) var isRaw = false

    /// The settings of the terminal behind `fileDescriptor`, or `nil` when it is not one.
    init?(fileDescriptor: Int32) {
        var settings = termios()
        guard tcgetattr(fileDescriptor, &settings) == 0 else { return nil }
        self.fileDescriptor = fileDescriptor
        self.original = settings
    }

    /// Switches to raw mode; `false` when the terminal refused.
    @discardableResult
    func enterRaw() -> Bool {
        guard !isRaw else { return true }
        var raw = original
        raw.c_lflag &= ~(tcflag_t(ECHO) | tcflag_t(ICANON) | tcflag_t(ISIG) | tcflag_t(IEXTEN))
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

    /// Puts back the settings found at the start, if raw mode is on.
    func restore() {
        guard isRaw else { return }
        var settings = original
        _ = tcsetattr(fileDescriptor, TCSADRAIN, &settings)
        isRaw = false
    }
}
