import EndToEndSupport
import Foundation
import Testing

/// Every relative link of README.md and docs/*.md, followed: to a file or directory, to
/// lines of a file (and the identifier its inline-code text names), or to a heading.
@Suite("The links in the documentation")
struct DocumentationLinkTests {
    @Test("Every relative link of the file leads to something that exists", arguments: DocumentationFile.all)
    func everyLinkResolves(_ file: DocumentationFile) throws {
        let checker = LinkChecker(root: RepositoryLayout.root)
        for link in MarkdownLink.links(in: try file.text()) {
            if let problem = checker.problem(with: link, in: file.url) {
                Issue.record(
                    "\(file.path):\(link.line): \(link.markdown): \(problem)",
                    sourceLocation: file.sourceLocation(line: link.line, column: link.column))
            }
        }
    }
}
