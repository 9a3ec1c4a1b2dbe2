import EndToEndSupport

/// A unified diff of two texts, line by line, for failure messages people can read.
///
/// The edit script comes from a longest common subsequence, so unchanged lines are kept
/// together and every change shows as `-expected` / `+actual` lines inside `@@` hunks with
/// a few lines of context, like `diff -u`.
struct LineDiff: Sendable {
    /// One line of the edit script.
    enum Edit: Equatable, Sendable {
        /// In both texts.
        case same(String)
        /// Only in the expected text.
        case removed(String)
        /// Only in the actual text.
        case added(String)
    }

    /// The lines each side of a change that a hunk shows.
    var context = 3

    /// The edit script that turns `expected` into `actual`.
    static func edits(from expected: [String], to actual: [String]) -> [Edit] {
        let rows = expected.count
        let columns = actual.count
        // common[i][j]: length of the longest common subsequence of expected[i...] and actual[j...].
        var common = [[Int]](repeating: [Int](repeating: 0, count: columns + 1), count: rows + 1)
        for i in stride(from: rows - 1, through: 0, by: -1) {
            for j in stride(from: columns - 1, through: 0, by: -1) {
                common[i][j] =
                    expected[i] == actual[j]
                    ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0
        var j = 0
        while i < rows || j < columns {
            if i < rows, j < columns, expected[i] == actual[j] {
                edits.append(.same(expected[i]))
                i += 1
                j += 1
            } else if i < rows, j == columns || common[i + 1][j] >= common[i][j + 1] {
                // Removals before additions, as `diff -u` prints them.
                edits.append(.removed(expected[i]))
                i += 1
            } else {
                edits.append(.added(actual[j]))
                j += 1
            }
        }
        return edits
    }

    /// The unified diff, or `nil` when the texts are equal.
    func unified(expected: String, actual: String, expectedName: String, actualName: String) -> String? {
        guard expected != actual else { return nil }
        let edits = Self.edits(from: expected.lines, to: actual.lines)
        var output = ["--- \(expectedName)", "+++ \(actualName)"]
        for hunk in hunks(of: edits) {
            output.append(hunk)
        }
        if expected.lines == actual.lines {
            output.append("(the texts differ only in their final newline)")
        }
        return output.joined(separator: "\n")
    }

    private func hunks(of edits: [Edit]) -> [String] {
        let changed = edits.indices.filter { !edits[$0].isSame }
        guard !changed.isEmpty else { return [] }
        // Group changes whose context windows touch into one hunk.
        var ranges: [ClosedRange<Int>] = []
        for index in changed {
            let window = max(index - context, 0)...min(index + context, edits.count - 1)
            if let last = ranges.last, window.lowerBound <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, window.upperBound)
            } else {
                ranges.append(window)
            }
        }
        var output: [String] = []
        for range in ranges {
            // Line numbers (1-based) where the hunk starts on each side.
            let before = edits[..<range.lowerBound]
            let oldStart = before.filter { !$0.isAdded }.count + 1
            let newStart = before.filter { !$0.isRemoved }.count + 1
            let body = edits[range]
            let oldCount = body.filter { !$0.isAdded }.count
            let newCount = body.filter { !$0.isRemoved }.count
            output.append(
                "@@ -\(Self.position(oldStart, oldCount)) +\(Self.position(newStart, newCount)) @@")
            for edit in body {
                switch edit {
                case .same(let line): output.append(" " + line)
                case .removed(let line): output.append("-" + line)
                case .added(let line): output.append("+" + line)
                }
            }
        }
        return output
    }

    /// `start,count` as `diff -u` writes it (an empty side starts one line earlier).
    private static func position(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start - 1),0" : "\(start),\(count)"
    }
}

extension LineDiff.Edit {
    /// The line, whichever side it is on.
    var text: String {
        switch self {
        case .same(let line), .removed(let line), .added(let line): line
        }
    }

    fileprivate var isSame: Bool {
        if case .same = self { true } else { false }
    }

    fileprivate var isAdded: Bool {
        if case .added = self { true } else { false }
    }

    fileprivate var isRemoved: Bool {
        if case .removed = self { true } else { false }
    }
}
