import EndToEndSupport
import Foundation

/// The anchors GitHub gives a Markdown file's headings, which `#fragment` links point at.
enum HeadingSlug {
    /// The anchor of a heading's text, GitHub style: links and images reduced to their
    /// text, lowercased, every character that is not a letter, a digit, a space, `-` or
    /// `_` dropped, and each space made a `-`.
    static func slug(_ heading: String) -> String {
        let text = MarkdownLink.links(in: heading).reduce(heading) { text, link in
            text.replacingOccurrences(of: link.markdown, with: link.text)
        }
        let kept = text.trimmingCharacters(in: .whitespaces).lowercased().filter {
            $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_"
        }
        return String(kept.map { $0 == " " ? "-" : $0 })
    }

    /// The text of every ATX heading (`#` to `######`) outside fenced code blocks, without
    /// its `#` marks, in order.
    static func headings(in lines: [String]) -> [String] {
        var hidden = Set<Int>()
        for block in FencedCodeBlock.blocks(in: lines) { hidden.formUnion(block.lineNumbers) }
        return lines.enumerated().compactMap { index, line in
            hidden.contains(index + 1) ? nil : heading(line)
        }
    }

    /// Every fragment a link into `markdown` may use.
    ///
    /// That is each heading's slug (a repeated one numbered `-1`, `-2` and so on, as GitHub
    /// numbers them) and the `id` or `name` of each `<a>` tag.
    static func anchors(in markdown: String) -> Set<String> {
        var anchors = Set<String>()
        var seen: [String: Int] = [:]
        for heading in headings(in: markdown.lines) {
            let slug = slug(heading)
            let count = seen[slug, default: 0]
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
            seen[slug] = count + 1
        }
        return anchors.union(htmlAnchors(in: markdown))
    }

    /// The heading text of `line`, or `nil` when the line is not an ATX heading.
    private static func heading(_ line: String) -> String? {
        let indentation = line.prefix { $0 == " " }.count
        guard indentation <= 3 else { return nil }
        let rest = line.dropFirst(indentation)
        let level = rest.prefix { $0 == "#" }.count
        guard (1...6).contains(level) else { return nil }
        let afterMarks = rest.dropFirst(level)
        guard afterMarks.isEmpty || afterMarks.first == " " || afterMarks.first == "\t" else { return nil }
        var text = afterMarks.trimmingCharacters(in: .whitespaces)
        // A closing run of `#`, when a space (or nothing) comes before it, is not text.
        let closing = text.reversed().prefix { $0 == "#" }.count
        if closing > 0 {
            let beforeClosing = text.dropLast(closing)
            if beforeClosing.isEmpty || beforeClosing.last == " " || beforeClosing.last == "\t" {
                text = beforeClosing.trimmingCharacters(in: .whitespaces)
            }
        }
        return text
    }

    /// The values of `id="..."` and `name="..."` in `<a ...>` tags of `markdown`.
    private static func htmlAnchors(in markdown: String) -> Set<String> {
        guard let expression = try? NSRegularExpression(pattern: #"<a\s[^>]*\b(?:id|name)\s*=\s*"([^"]+)""#)
        else { return [] }
        let range = NSRange(markdown.startIndex..., in: markdown)
        return Set(
            expression.matches(in: markdown, range: range).compactMap { match in
                Range(match.range(at: 1), in: markdown).map { String(markdown[$0]) }
            })
    }
}
