import EndToEndSupport

/// Finds the inline links of a Markdown text, following CommonMark closely enough for
/// documentation: fenced code blocks and code spans hide what they hold, a backslash
/// escapes the next character, a link's text may hold brackets, code and images and may
/// wrap onto the next line (never across a blank one), and its destination may be in
/// `<...>` and be followed by a title.
struct MarkdownLinkScanner {
    /// The text, fenced code blocks blanked out.
    private let characters: [Character]
    /// The 1-based line and column of each character.
    private let positions: [(line: Int, column: Int)]

    /// A scanner of `markdown`, whose fenced code blocks are blanked out first (their lines
    /// stay, empty, so line numbers do not move).
    init(markdown: String) {
        let lines = markdown.lines
        var hidden = Set<Int>()
        for block in FencedCodeBlock.blocks(in: lines) { hidden.formUnion(block.lineNumbers) }
        var characters: [Character] = []
        var positions: [(line: Int, column: Int)] = []
        for (index, text) in lines.enumerated() {
            let line = index + 1
            if !hidden.contains(line) {
                for (column, character) in text.enumerated() {
                    characters.append(character)
                    positions.append((line, column + 1))
                }
            }
            characters.append("\n")
            positions.append((line, text.count + 1))
        }
        self.characters = characters
        self.positions = positions
    }

    /// Every link, in order; links in a link's text (an image in a link) follow it.
    func links() -> [MarkdownLink] { links(in: 0..<characters.count) }

    /// The links whose brackets and parentheses lie in `range` of ``characters``.
    private func links(in range: Range<Int>) -> [MarkdownLink] {
        var found: [MarkdownLink] = []
        var index = range.lowerBound
        while index < range.upperBound {
            switch characters[index] {
            case "\\":
                index += 2
            case "`":
                index = codeSpanEnd(at: index, limit: range.upperBound) ?? backtickRunEnd(at: index)
            case "[":
                if let parsed = link(at: index, limit: range.upperBound) {
                    found.append(parsed.link)
                    found.append(contentsOf: links(in: parsed.text))
                    index = parsed.end
                } else {
                    index += 1
                }
            default:
                index += 1
            }
        }
        return found
    }

    /// The index after the run of backticks at `index`.
    private func backtickRunEnd(at index: Int) -> Int {
        var end = index
        while end < characters.count, characters[end] == "`" { end += 1 }
        return end
    }

    /// The index after the code span that opens at `index`, or `nil` when its backticks
    /// are never matched by a run of the same length before a blank line.
    private func codeSpanEnd(at index: Int, limit: Int) -> Int? {
        let opening = backtickRunEnd(at: index)
        let length = opening - index
        var cursor = opening
        while cursor < limit {
            if characters[cursor] == "`" {
                let end = backtickRunEnd(at: cursor)
                if end - cursor == length { return end }
                cursor = end
            } else if isBlankLine(after: cursor) {
                return nil
            } else {
                cursor += 1
            }
        }
        return nil
    }

    /// Whether `index` is a line break followed by a line of nothing but spaces and tabs.
    private func isBlankLine(after index: Int) -> Bool {
        guard characters[index] == "\n" else { return false }
        var cursor = index + 1
        while cursor < characters.count, characters[cursor] == " " || characters[cursor] == "\t" {
            cursor += 1
        }
        return cursor < characters.count && characters[cursor] == "\n"
    }

    /// The link whose `[` is at `index`, the range of its text, and the index after its `)`.
    private func link(at index: Int, limit: Int) -> (link: MarkdownLink, text: Range<Int>, end: Int)? {
        guard let closing = closingBracket(from: index, limit: limit),
            closing + 1 < limit, characters[closing + 1] == "("
        else { return nil }
        guard let destination = destination(from: closing + 2, limit: limit) else { return nil }
        let text = String(characters[(index + 1)..<closing].map { $0 == "\n" ? " " : $0 })
        let position = positions[index]
        let link = MarkdownLink(
            text: text, target: destination.target, line: position.line, column: position.column)
        return (link, (index + 1)..<closing, destination.end)
    }

    /// The index of the `]` that closes the `[` at `index`.
    private func closingBracket(from index: Int, limit: Int) -> Int? {
        var depth = 0
        var cursor = index
        while cursor < limit {
            switch characters[cursor] {
            case "\\":
                cursor += 2
                continue
            case "`":
                cursor = codeSpanEnd(at: cursor, limit: limit) ?? backtickRunEnd(at: cursor)
                continue
            case "[":
                depth += 1
            case "]":
                depth -= 1
                if depth == 0 { return cursor }
            case "\n" where isBlankLine(after: cursor):
                return nil
            default:
                break
            }
            cursor += 1
        }
        return nil
    }

    /// The destination that starts at `index` (just after the `(`) and the index after the
    /// link's `)`, or `nil` when what follows is not a link destination.
    private func destination(from index: Int, limit: Int) -> (target: String, end: Int)? {
        var cursor = skippingWhitespace(from: index, limit: limit)
        var target: [Character] = []
        if cursor < limit, characters[cursor] == "<" {
            cursor += 1
            while cursor < limit, characters[cursor] != ">" {
                if characters[cursor] == "\n" || characters[cursor] == "<" { return nil }
                target.append(characters[cursor])
                cursor += 1
            }
            guard cursor < limit else { return nil }
            cursor += 1
        } else {
            var depth = 0
            while cursor < limit {
                let character = characters[cursor]
                if character.isWhitespace { break }
                if character == "\\", cursor + 1 < limit, characters[cursor + 1].isPunctuation {
                    target.append(characters[cursor + 1])
                    cursor += 2
                    continue
                }
                if character == "(" { depth += 1 }
                if character == ")" {
                    if depth == 0 { break }
                    depth -= 1
                }
                target.append(character)
                cursor += 1
            }
        }
        cursor = skippingWhitespace(from: cursor, limit: limit)
        if cursor < limit, let close = Self.titleClosers[characters[cursor]] {
            cursor += 1
            while cursor < limit, characters[cursor] != close {
                if isBlankLine(after: cursor) { return nil }
                cursor += characters[cursor] == "\\" ? 2 : 1
            }
            guard cursor < limit else { return nil }
            cursor = skippingWhitespace(from: cursor + 1, limit: limit)
        }
        guard cursor < limit, characters[cursor] == ")" else { return nil }
        return (String(target), cursor + 1)
    }

    /// The character that ends a link title, by the one that opens it.
    private static let titleClosers: [Character: Character] = ["\"": "\"", "'": "'", "(": ")"]

    /// The first index from `index` that is not a space, a tab or a single line break.
    private func skippingWhitespace(from index: Int, limit: Int) -> Int {
        var cursor = index
        var breaks = 0
        while cursor < limit, characters[cursor].isWhitespace {
            if characters[cursor] == "\n" {
                breaks += 1
                if breaks > 1 { break }
            }
            cursor += 1
        }
        return cursor
    }
}
