/// Captures both output streams in memory, for tests and for embedding the console.
@MainActor
public final class ConsoleTranscript {
    /// Everything written to standard output so far.
    public private(set) var standardOutput = ""
    /// Everything written to standard error so far.
    public private(set) var standardError = ""

    /// Creates an empty transcript.
    public init() {}

    /// An output that appends to this transcript.
    public var output: ConsoleOutput {
        ConsoleOutput(
            standardOutput: { [weak self] text in self?.standardOutput += text },
            standardError: { [weak self] text in self?.standardError += text }
        )
    }

    /// Standard output split into lines (without the final empty one).
    public var outputLines: [String] { Self.lines(of: standardOutput) }

    /// Standard error split into lines (without the final empty one).
    public var errorLines: [String] { Self.lines(of: standardError) }

    /// Forgets what was captured.
    public func reset() {
        standardOutput = ""
        standardError = ""
    }

    private static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
