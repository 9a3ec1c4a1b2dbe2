/// Compares a program's output with a documented transcript, in which a line that is
/// exactly `…` stands for any number of output lines (none included) and every other line
/// must equal its output line.
enum TranscriptMatcher {
    /// The line that matches zero or more output lines.
    static let ellipsis = "\u{2026}"

    /// Where the output departs from the transcript: the furthest point any way of matching
    /// reaches, as 0-based indices into both.
    struct Mismatch: Equatable, Sendable {
        /// The transcript line that could not be matched; the transcript's line count when
        /// all of it matched and the output goes on.
        let expectedIndex: Int
        /// The output line there; the output's line count when the output ran out.
        let actualIndex: Int
    }

    /// `nil` when `actual` matches `expected`, else where they first differ.
    ///
    /// Every pair (transcript line, output line) reachable from the start is marked, so the
    /// work is at most the product of the two lengths, and a mismatch is found without
    /// backtracking.
    static func mismatch(expected: [String], actual: [String]) -> Mismatch? {
        // reachable[i][j]: the first i transcript lines can match the first j output lines.
        var reachable = [[Bool]](
            repeating: [Bool](repeating: false, count: actual.count + 1), count: expected.count + 1)
        reachable[0][0] = true
        for i in 0...expected.count {
            for j in 0...actual.count where reachable[i][j] {
                guard i < expected.count else { continue }
                if expected[i] == ellipsis {
                    reachable[i + 1][j] = true
                    if j < actual.count { reachable[i][j + 1] = true }
                } else if j < actual.count, expected[i] == actual[j] {
                    reachable[i + 1][j + 1] = true
                }
            }
        }
        if reachable[expected.count][actual.count] { return nil }
        // The furthest transcript line reached, and there the furthest output line.
        let furthest = reachable.lastIndex { $0.contains(true) } ?? 0
        let output = reachable[furthest].lastIndex(of: true) ?? 0
        return Mismatch(expectedIndex: furthest, actualIndex: output)
    }
}
