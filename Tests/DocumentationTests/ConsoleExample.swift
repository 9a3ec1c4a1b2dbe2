import EndToEndSupport
import Foundation
import Testing

/// A ```` ```console ```` block of the documentation: a session with `switchyard` as the
/// reader would see it, the lines typed marked by a leading `> `.
///
/// The block is run with its typed lines as standard input and must show exactly its own
/// lines (the binary echoes each typed line as `> line`), `…` lines aside: see
/// ``TranscriptMatcher``.
struct ConsoleExample: Hashable, Sendable, CustomTestStringConvertible {
    /// The info string that marks a console block.
    static let info = "console"

    /// The documentation file's path from the repository root.
    let file: String
    /// The 1-based line number of the block's opening fence.
    let line: Int
    /// The block's lines: the output expected, typed lines included.
    let expected: [String]

    /// The lines typed, in order: those that begin with `> `, without it.
    var input: [String] { expected.filter { $0.hasPrefix("> ") }.map { String($0.dropFirst(2)) } }

    /// The input as written to standard input: one line break after every line.
    var standardInput: String { input.map { $0 + "\n" }.joined() }

    /// The console blocks of `text`, the Markdown of `file`, in order.
    static func examples(in text: String, file: String) -> [ConsoleExample] {
        FencedCodeBlock.blocks(in: text.lines).filter { $0.info == info }.map {
            ConsoleExample(file: file, line: $0.openingLine, expected: $0.lines)
        }
    }

    /// Every console block of every documentation file; a file that cannot be read adds none
    /// (the link check reports it).
    static var all: [ConsoleExample] {
        DocumentationFile.all.flatMap { file in
            ((try? file.text()).map { examples(in: $0, file: file.path) }) ?? []
        }
    }

    /// `nil` when `output` matches the block, else a report of where they first differ.
    func failure(output: String) -> String? {
        let actual = output.lines
        guard let mismatch = TranscriptMatcher.mismatch(expected: expected, actual: actual) else {
            return nil
        }
        return report(mismatch, actual: actual)
    }

    /// The 1-based file line of the block's line at `index`, or of its closing fence past the end.
    private func fileLine(_ index: Int) -> Int { line + 1 + index }

    /// A report of `mismatch`: the file and block, the two lines, and the output around them.
    private func report(_ mismatch: TranscriptMatcher.Mismatch, actual: [String]) -> String {
        let expectedIndex = mismatch.expectedIndex
        let actualIndex = mismatch.actualIndex
        let afterEllipsis = expectedIndex > 0 && expected[expectedIndex - 1] == TranscriptMatcher.ellipsis
        let expectedText =
            expectedIndex < expected.count
            ? Self.quoted(expected[expectedIndex]) : "the end of the block (line \(fileLine(expectedIndex)))"
        let actualText =
            actualIndex < actual.count ? Self.quoted(actual[actualIndex]) : "the end of the output"
        var lines = [
            "\(file):\(line): the ```console block starting on line \(line) does not match what "
                + "switchyard prints for its \(input.count) typed line(s)",
            "  first difference at \(file):\(fileLine(expectedIndex)), output line \(actualIndex + 1):",
            "    expected: \(expectedText)" + (afterEllipsis ? " (somewhere after the … above it)" : ""),
            "    actual:   \(actualText)",
        ]
        if expectedIndex < expected.count, actualIndex < actual.count,
            Self.trimmingTrailingSpaces(expected[expectedIndex])
                == Self.trimmingTrailingSpaces(actual[actualIndex])
        {
            lines.append("  (the two differ only in trailing spaces)")
        }
        lines.append("  the output around it (> marks output line \(actualIndex + 1)):")
        let shown = max(0, actualIndex - 3)..<min(actual.count, actualIndex + 4)
        for index in shown {
            lines.append("    \(index == actualIndex ? ">" : " ") \(index + 1)| \(actual[index])")
        }
        if actualIndex >= actual.count {
            lines.append("    > (end of output after \(actual.count) line(s))")
        }
        lines.append(
            "  Make the block show the output, or put a line `…` where any lines may come; "
                + "input is the block's lines that begin with `> `.")
        return lines.joined(separator: "\n")
    }

    /// `line` in quotes, with control characters escaped so spaces and tabs can be seen.
    private static func quoted(_ line: String) -> String { line.debugDescription }

    /// `line` without trailing spaces and tabs.
    private static func trimmingTrailingSpaces(_ line: String) -> Substring {
        var text = Substring(line)
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }

    var testDescription: String { "\(file):\(line)" }
}
