import EndToEndSupport
import Foundation

/// A command the documentation shows as code: a `make` target or a path under `Scripts/`.
///
/// Only code counts (inline code spans and fenced blocks that are not `swift`), so prose
/// such as "make the engine …" is never read as a command. A target spelled as a placeholder
/// (`make test-NAME`, `make run-<prefix>`) is not a command either.
struct DocumentedCommand: Hashable, Sendable {
    /// What the command names.
    enum Kind: Hashable, Sendable {
        /// `make TARGET`.
        case make(target: String)
        /// A file or directory under `Scripts/`, such as `Scripts/new-feature`.
        case script(path: String)
    }

    /// What it names.
    let kind: Kind
    /// The 1-based line it is on.
    let line: Int
    /// Feature packages an earlier `Scripts/new-feature NAME` in the same block makes, by
    /// their make name (`loyalty`): `make run-loyalty` after it is a real target then.
    let scaffolded: Set<String>

    /// Every command shown as code in a Markdown text, in order.
    static func commands(in text: String) -> [DocumentedCommand] {
        let lines = text.lines
        var commands: [DocumentedCommand] = []
        var inBlock = Set<Int>()
        for block in FencedCodeBlock.blocks(in: lines) {
            inBlock.formUnion(block.lineNumbers)
            guard block.info != "swift" else { continue }
            var scaffolded: Set<String> = []
            for (offset, code) in block.lines.enumerated() {
                let line = block.openingLine + 1 + offset
                commands += Self.commands(inCode: code, line: line, scaffolded: scaffolded)
                scaffolded.formUnion(Self.scaffoldedFeatures(in: code))
            }
        }
        for (index, line) in lines.enumerated() where !inBlock.contains(index + 1) {
            for span in Self.inlineCode(in: line) {
                commands += Self.commands(inCode: span, line: index + 1, scaffolded: [])
            }
        }
        return commands.sorted { $0.line < $1.line }
    }

    /// The commands in one piece of code.
    static func commands(inCode code: String, line: Int, scaffolded: Set<String>) -> [DocumentedCommand] {
        var found: [DocumentedCommand] = []
        for match in code.matches(of: /(?:^|[\s;&|(])make\s+([a-z][a-z0-9-]*)(?![A-Za-z0-9<_-])/) {
            found.append(
                DocumentedCommand(kind: .make(target: String(match.1)), line: line, scaffolded: scaffolded))
        }
        for match in code.matches(of: /(?:^|[^\w\/.])(Scripts\/[A-Za-z0-9_\/.-]*[A-Za-z0-9_-])/) {
            found.append(
                DocumentedCommand(kind: .script(path: String(match.1)), line: line, scaffolded: scaffolded))
        }
        return found
    }

    /// The make names of the features `Scripts/new-feature NAME` lines in `code` make.
    static func scaffoldedFeatures(in code: String) -> Set<String> {
        Set(code.matches(of: /Scripts\/new-feature\s+([A-Z][A-Za-z0-9]*)/).map { String($0.1).lowercased() })
    }

    /// The texts of a line's inline code spans (single backticks).
    static func inlineCode(in line: String) -> [String] {
        line.matches(of: /`([^`]+)`/).map { String($0.1) }
    }
}
