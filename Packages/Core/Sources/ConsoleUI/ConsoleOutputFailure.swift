#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why standard output stopped taking text.
public enum ConsoleOutputFailure: Hashable, Sendable {
    /// The reader went away (a closed pipe: `switchyard | head -1`).
    case closed
    /// A write failed for another reason (`> /dev/full`), with the system's message.
    case failed(String)

    /// The failure a write's `errno` stands for.
    init(errorNumber: Int32) {
        self = errorNumber == EPIPE ? .closed : .failed(String(cString: strerror(errorNumber)))
    }
}
