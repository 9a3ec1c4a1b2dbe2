import EndToEndSupport
import Foundation
import Testing

/// A Markdown file the documentation checks read: `README.md` or one of `docs/*.md`.
struct DocumentationFile: Hashable, Sendable, CustomTestStringConvertible {
    /// The path from the repository root, such as `docs/scale.md`.
    let path: String

    /// `README.md`, then every `docs/*.md` sorted by name; a file that does not exist is
    /// still listed, so reading it fails the check instead of skipping it.
    static var all: [DocumentationFile] {
        let docs = RepositoryLayout.root.appendingPathComponent("docs", isDirectory: true)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
        let pages = names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        return (["README.md"] + pages).map(DocumentationFile.init(path:))
    }

    /// The file's location on disk.
    var url: URL { RepositoryLayout.root.appendingPathComponent(path) }

    /// The file's text.
    func text() throws -> String { try String(contentsOf: url, encoding: .utf8) }

    /// Where an issue about the file's line `line` points, so an IDE opens the Markdown.
    func sourceLocation(line: Int, column: Int = 1) -> SourceLocation {
        SourceLocation(
            fileID: "DocumentationTests/\(url.lastPathComponent)", filePath: url.path, line: max(line, 1),
            column: max(column, 1))
    }

    var testDescription: String { path }
}
