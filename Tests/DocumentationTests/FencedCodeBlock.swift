import Foundation

/// A fenced code block of a Markdown text: its info string, where it is, and its lines.
///
/// Fences follow CommonMark: three or more backticks or tildes, indented by spaces or not
/// (so blocks inside list items count); a backtick fence's info string has no backtick (a
/// line such as ``` ``code`` ``` is inline code, not a fence); the closing fence is the
/// same character, at least as long, with nothing after it; an unclosed block runs to the
/// end of the text.
struct FencedCodeBlock: Equatable, Sendable {
    /// The text after the opening fence, trimmed: `console`, `swift`, or empty.
    let info: String
    /// The 1-based line number of the opening fence.
    let openingLine: Int
    /// The 1-based line number of the closing fence, or of the text's last line when the
    /// block is never closed.
    let lastLine: Int
    /// The lines between the fences, less the opening fence's indentation.
    let lines: [String]

    /// The 1-based line numbers the block covers, its fences included.
    var lineNumbers: ClosedRange<Int> { openingLine...lastLine }

    /// Every fenced code block in `lines` (a text split at its line breaks), in order.
    static func blocks(in lines: [String]) -> [FencedCodeBlock] {
        var blocks: [FencedCodeBlock] = []
        var index = 0
        while index < lines.count {
            guard let fence = Fence(opening: lines[index]) else {
                index += 1
                continue
            }
            var end = index + 1
            while end < lines.count, !fence.isClosed(by: lines[end]) { end += 1 }
            let body = lines[(index + 1)..<min(end, lines.count)].map(fence.removingIndentation)
            blocks.append(
                FencedCodeBlock(
                    info: fence.info, openingLine: index + 1, lastLine: min(end, lines.count - 1) + 1,
                    lines: body))
            index = end + 1
        }
        return blocks
    }
}

/// An opening code fence: its character, its length and its indentation.
private struct Fence {
    /// The backtick or tilde the fence is made of.
    let character: Character
    /// How many of them it has; a closing fence needs as many or more.
    let length: Int
    /// The spaces before it.
    let indentation: Int
    /// The text after it, trimmed.
    let info: String

    /// The fence `line` opens, or `nil` when it opens none.
    init?(opening line: String) {
        let indentation = line.prefix { $0 == " " }.count
        let rest = line.dropFirst(indentation)
        guard let first = rest.first, first == "`" || first == "~" else { return nil }
        let length = rest.prefix { $0 == first }.count
        let info = rest.dropFirst(length).trimmingCharacters(in: .whitespaces)
        guard length >= 3, first == "~" || !info.contains("`") else { return nil }
        self.character = first
        self.length = length
        self.indentation = indentation
        self.info = info
    }

    /// Whether `line` closes this fence.
    func isClosed(by line: String) -> Bool {
        let text = line.trimmingCharacters(in: .whitespaces)
        return text.count >= length && text.allSatisfy { $0 == character }
    }

    /// `line` without up to the fence's own indentation, as CommonMark removes it.
    func removingIndentation(_ line: String) -> String {
        String(line.dropFirst(min(indentation, line.prefix { $0 == " " }.count)))
    }
}
