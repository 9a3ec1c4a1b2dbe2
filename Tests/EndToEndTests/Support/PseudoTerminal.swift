#if os(Linux)
    import Foundation
    import Glibc

    /// A pseudo-terminal pair, so a test can type at the binary as a person at a terminal does.
    ///
    /// The child gets the secondary side as its standard input and output (so `isatty` is
    /// true and raw mode can be set); the test writes key presses to the primary side and
    /// reads what the terminal would show. Linux only: it opens `/dev/ptmx` with the two
    /// ioctls glibc's `posix_openpt` family wraps, which Swift does not import.
    final class PseudoTerminal {
        /// Why a pseudo-terminal could not be opened.
        struct Unavailable: Error, CustomStringConvertible {
            let step: String
            let errorNumber: Int32
            var description: String {
                "cannot open a pseudo-terminal (\(step)): \(String(cString: strerror(errorNumber)))"
            }
        }

        /// The side the test types into and reads from.
        let primary: Int32
        /// The side the child uses as its terminal.
        let secondary: Int32
        private var bytes: [UInt8] = []

        /// Opens a pair whose terminal is `columns` wide.
        init(columns: UInt16 = 80, rows: UInt16 = 24) throws(Unavailable) {
            let primary = open("/dev/ptmx", O_RDWR | O_NOCTTY)
            guard primary >= 0 else { throw Unavailable(step: "open /dev/ptmx", errorNumber: errno) }
            var unlock: Int32 = 0
            var number: UInt32 = 0
            // TIOCSPTLCK and TIOCGPTN: function-like macros in the C headers.
            guard ioctl(primary, UInt(0x4004_5431), &unlock) == 0,
                ioctl(primary, UInt(0x8004_5430), &number) == 0
            else {
                let failure = errno
                close(primary)
                throw Unavailable(step: "unlock", errorNumber: failure)
            }
            let secondary = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
            guard secondary >= 0 else {
                let failure = errno
                close(primary)
                throw Unavailable(step: "open /dev/pts/\(number)", errorNumber: failure)
            }
            var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
            _ = ioctl(secondary, UInt(TIOCSWINSZ), &size)
            let flags = fcntl(primary, F_GETFL)
            _ = fcntl(primary, F_SETFL, flags | O_NONBLOCK)
            self.primary = primary
            self.secondary = secondary
        }

        deinit {
            close(primary)
            close(secondary)
        }

        /// A handle on the secondary side for a child's standard streams; the pair keeps it open.
        var secondaryHandle: FileHandle { FileHandle(fileDescriptor: secondary, closeOnDealloc: false) }

        /// Makes the terminal `columns` wide, as a person dragging the window's edge does; the
        /// caller sends the child its SIGWINCH (it has no controlling terminal to get it from).
        func resize(columns: UInt16, rows: UInt16 = 24) {
            var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
            _ = ioctl(secondary, UInt(TIOCSWINSZ), &size)
        }

        /// The terminal's local modes now (`ICANON`, `ECHO`, `ISIG` ...), as the child left them.
        var localModes: tcflag_t {
            var settings = termios()
            _ = tcgetattr(secondary, &settings)
            return settings.c_lflag
        }

        /// Types bytes, as if pressed on a keyboard.
        func type(_ text: String) {
            var bytes = Array(text.utf8)
            _ = bytes.withUnsafeMutableBytes { write(primary, $0.baseAddress, $0.count) }
        }

        /// Every byte the terminal has been sent so far, escape sequences and all.
        var received: [UInt8] {
            drain()
            return bytes
        }

        /// The text the terminal has been sent so far, without `\r` and without the control
        /// sequences (`ESC [ ... final`) that move the cursor and clear.
        var shown: String {
            var text: [UInt8] = []
            var index = 0
            let all = received
            while index < all.count {
                if all[index] == 0x1B, index + 1 < all.count, all[index + 1] == UInt8(ascii: "[") {
                    index += 2
                    while index < all.count, !(0x40...0x7E).contains(all[index]) { index += 1 }
                    index += 1
                } else {
                    if all[index] != 0x0D { text.append(all[index]) }
                    index += 1
                }
            }
            return String(decoding: text, as: UTF8.self)
        }

        /// Waits until the terminal has shown `text` `count` times in all; `false` on timeout.
        @discardableResult
        func waitUntilShown(_ text: String, count: Int = 1, timeout: TimeInterval = 20) -> Bool {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                if shown.components(separatedBy: text).count - 1 >= count { return true }
                usleep(10_000)
            }
            return false
        }

        private func drain() {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(primary, $0.baseAddress, $0.count) }
                guard count > 0 else { return }
                bytes.append(contentsOf: buffer[..<count])
            }
        }
    }
#endif
