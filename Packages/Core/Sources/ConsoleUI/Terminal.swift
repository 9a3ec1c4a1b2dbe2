#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Thin wrappers over the C library for the console's few system calls.
enum Terminal {
    /// Whether a file descriptor is a terminal.
    static func isTerminal(fileDescriptor: Int32) -> Bool { isatty(fileDescriptor) == 1 }

    /// The width of the terminal behind a file descriptor, in columns, if it is one.
    static func width(fileDescriptor: Int32) -> Int? {
        var size = winsize()
        #if canImport(Darwin)
            let request: UInt = 0x4008_7468  // TIOCGWINSZ, a function-like macro Swift cannot import
        #else
            let request = UInt(TIOCGWINSZ)
        #endif
        let status = withUnsafeMutablePointer(to: &size) { ioctl(fileDescriptor, request, $0) }
        guard status == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Writes all of `text` to a file descriptor, retrying after interruptions.
    ///
    /// - Returns: the `errno` of a write that failed, `nil` when all of it was written.
    @discardableResult
    static func write(_ text: String, to fileDescriptor: Int32) -> Int32? {
        var bytes = Array(text.utf8)
        var offset = 0
        var failure: Int32?
        bytes.withUnsafeMutableBytes { buffer in
            while offset < buffer.count {
                #if canImport(Darwin)
                    let written = Darwin.write(
                        fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #elseif canImport(Musl)
                    let written = Musl.write(
                        fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                    let written = Glibc.write(
                        fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        return failure
    }

    /// Holds each of standard input, output and error the process started without on the
    /// reading end of an empty pipe.
    ///
    /// A file the session opens takes the lowest free number, so with standard output closed
    /// (`>&-`) the state file's lock would be descriptor 1 and every screen would be written
    /// into it. The stand-in reads as the end of input and refuses writes as the closed
    /// descriptor did (`EBADF`), so a closed output still ends the session with status 4 and
    /// nothing the session opens is written to by mistake. A pipe needs no file: it works
    /// where `/dev/null` cannot be opened (a sandbox, a bare chroot).
    static func holdClosedStandardDescriptors() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            var ends: [Int32] = [-1, -1]
            // The reading end usually takes the lowest free number, this one; if not, it moves.
            guard pipe(&ends) == 0 else { continue }
            _ = close(ends[1])
            if ends[0] != descriptor {
                _ = dup2(ends[0], descriptor)
                _ = close(ends[0])
            }
        }
    }
}
