/// Where the console writes: one writer for standard output, one for standard error.
///
/// The host writes whole lines (each ending in a newline) and the interactive prompt.
/// ``standard`` writes to the process's file descriptors; ``ConsoleTranscript`` captures
/// both streams in memory so tests can check them in-process.
public struct ConsoleOutput: Sendable {
    /// Writes text to standard output.
    public var standardOutput: @MainActor @Sendable (String) -> Void
    /// Writes text to standard error.
    public var standardError: @MainActor @Sendable (String) -> Void
    /// Whether standard output is a terminal, which is what allows ANSI styling.
    public var isTerminal: Bool
    /// Why standard output stopped taking text, if it did; a session ends when it does.
    public var standardOutputFailure: @MainActor @Sendable () -> ConsoleOutputFailure?
    /// The terminal's width in columns now, when standard output is a terminal that says.
    public var terminalWidth: @MainActor @Sendable () -> Int?

    /// Creates an output from two writers.
    public init(
        isTerminal: Bool = false,
        standardOutput: @escaping @MainActor @Sendable (String) -> Void,
        standardError: @escaping @MainActor @Sendable (String) -> Void,
        standardOutputFailure: @escaping @MainActor @Sendable () -> ConsoleOutputFailure? = { nil },
        terminalWidth: @escaping @MainActor @Sendable () -> Int? = { nil }
    ) {
        self.isTerminal = isTerminal
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.standardOutputFailure = standardOutputFailure
        self.terminalWidth = terminalWidth
    }

    /// The process's standard output and standard error, unbuffered.
    ///
    /// The first write to standard output that fails is remembered (later ones are not
    /// tried), so the session can end: quietly when the reader went away, with an error
    /// line when the write failed.
    public static var standard: ConsoleOutput {
        let failure = OutputFailureBox()
        return ConsoleOutput(
            isTerminal: Terminal.isTerminal(fileDescriptor: 1),
            standardOutput: { text in
                guard failure.value == nil else { return }
                failure.value = Terminal.write(text, to: 1).map(ConsoleOutputFailure.init(errorNumber:))
            },
            standardError: { _ = Terminal.write($0, to: 2) },
            standardOutputFailure: { failure.value },
            terminalWidth: { Terminal.width(fileDescriptor: 1) }
        )
    }
}

/// The first failure of one standard output, shared by its writer and its reader.
@MainActor
private final class OutputFailureBox {
    var value: ConsoleOutputFailure?
}

extension ConsoleOutput {
    /// Says on standard error that standard output failed, and gives the status that ends the program.
    @MainActor func reportFailedWrite(_ reason: String) -> Int32 {
        standardError("error: cannot write to standard output: \(reason)\n")
        return ConsoleSession.outputFailedStatus
    }
}
