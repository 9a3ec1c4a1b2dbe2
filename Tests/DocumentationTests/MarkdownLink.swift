import Foundation

/// An inline link `[text](target)` of a Markdown text, as written.
struct MarkdownLink: Equatable, Sendable {
    /// The text between the brackets, line breaks as spaces.
    let text: String
    /// The destination as written, without the angle brackets of `<target>`.
    let target: String
    /// The 1-based line of the opening `[`.
    let line: Int
    /// The 1-based column of the opening `[`, in characters.
    let column: Int

    /// Every inline link of `markdown`, in order, images included; links inside fenced code
    /// blocks and inline code are not links and are skipped.
    static func links(in markdown: String) -> [MarkdownLink] {
        MarkdownLinkScanner(markdown: markdown).links()
    }

    /// The link as it reads in the Markdown.
    var markdown: String { "[\(text)](\(target))" }

    /// Whether the target is a web or mail address, which the checks do not follow.
    var isExternal: Bool {
        let lowercased = target.lowercased()
        return ["http:", "https:", "mailto:"].contains { lowercased.hasPrefix($0) }
    }

    /// The file path of the target: before any `?` or `#`, percent-escapes decoded; empty
    /// for a link within the same file.
    var path: String {
        let end = target.firstIndex { $0 == "#" || $0 == "?" } ?? target.endIndex
        let path = String(target[..<end])
        return path.removingPercentEncoding ?? path
    }

    /// The text after the target's `#`, or `nil` when it has none.
    var fragment: String? {
        guard let hash = target.firstIndex(of: "#") else { return nil }
        let fragment = String(target[target.index(after: hash)...])
        return fragment.removingPercentEncoding ?? fragment
    }

    /// The code of a text that is inline code (`` `like.this()` ``), else `nil`.
    var code: String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.count >= 2, trimmed.hasPrefix("`"), trimmed.hasSuffix("`") else { return nil }
        let inner = trimmed.drop { $0 == "`" }.reversed().drop { $0 == "`" }.reversed()
        let code = String(inner).trimmingCharacters(in: .whitespaces)
        return code.isEmpty ? nil : code
    }

    /// The last identifier (letters, digits, underscores) of the inline code text:
    /// `openAccountSettings` for `` `HomeNavigator.openAccountSettings()` ``.
    var lastIdentifier: String? {
        guard let code else { return nil }
        let identifiers = code.split { !Self.isIdentifierCharacter($0) }
        return identifiers.last.map(String.init)
    }

    /// Whether `character` can be part of an identifier.
    static func isIdentifierCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
