import EndToEndSupport
import Foundation
import Testing

/// ``LinkChecker`` on a small repository made in a temporary directory.
@Suite("Checking where a link leads")
struct LinkCheckerTests {
    /// A repository with `README.md`, `docs/guide.md` and `Sources/Home.swift`.
    private struct Fixture {
        /// The repository's directory.
        let root: URL
        /// A checker of links into it.
        var checker: LinkChecker { LinkChecker(root: root) }
        /// Its `README.md`.
        var readme: URL { root.appendingPathComponent("README.md") }
        /// Its `docs/guide.md`.
        var guide: URL { root.appendingPathComponent("docs/guide.md") }

        /// Writes the repository's three files into a new temporary directory.
        init() throws {
            root = try RepositoryLayout.makeTemporaryDirectory(prefix: "switchyard-links")
            let files = [
                "README.md": "# Switchyard\n\n## Getting started\n",
                "docs/guide.md": "# The guide\n",
                "Sources/Home.swift":
                    "struct HomeNavigator {\n    // Opens it.\n\n    func openAccountSettings() {}\n}\n",
            ]
            for (path, text) in files {
                let url = root.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
        }

        /// Why `target` (with `text`) written in `file` is broken, or `nil`.
        func problem(_ target: String, text: String = "x", in file: URL? = nil) -> String? {
            checker.problem(
                with: MarkdownLink(text: text, target: target, line: 1, column: 1), in: file ?? readme)
        }

        /// Deletes the repository.
        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    @Test("A path resolves from the linking file's directory, and a missing one is named")
    func aPathResolvesFromTheLinkingFilesDirectory() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        #expect(fixture.problem("docs/guide.md") == nil)
        #expect(fixture.problem("../README.md", in: fixture.guide) == nil)
        #expect(fixture.problem("Sources") == nil)
        #expect(fixture.problem("docs/missing.md") == "docs/missing.md does not exist")
        #expect(fixture.problem("../README.md") == "../README.md points outside the repository")
    }

    @Test("Web and mail links are not followed")
    func webAndMailLinksAreNotFollowed() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        #expect(fixture.problem("https://example.com/nowhere") == nil)
        #expect(fixture.problem("mailto:someone@example.com") == nil)
    }

    @Test("A line fragment needs the file to have that many lines")
    func aLineFragmentNeedsThatManyLines() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        #expect(fixture.problem("Sources/Home.swift#L5") == nil)
        #expect(fixture.problem("Sources/Home.swift#L1-L5") == nil)
        #expect(fixture.problem("Sources/Home.swift#L6")?.contains("past the end") == true)
        #expect(fixture.problem("Sources/Home.swift#L2-L9")?.contains("which has 5 lines") == true)
        #expect(fixture.problem("Sources/Home.swift#L4-L2")?.contains("not a range of lines") == true)
    }

    @Test("Inline code text needs its last identifier on the linked line itself, or in the linked lines")
    func inlineCodeNeedsItsIdentifierOnTheLine() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let code = "`HomeNavigator.openAccountSettings()`"
        #expect(fixture.problem("Sources/Home.swift#L4", text: code) == nil)
        #expect(fixture.problem("Sources/Home.swift#L1-L5", text: code) == nil)
        // A line above the declaration (its doc comment) is a link a line off.
        #expect(
            fixture.problem("Sources/Home.swift#L3", text: code)
                == "`openAccountSettings` is not on line 3 of Sources/Home.swift; it is on line 4")
        #expect(
            fixture.problem("Sources/Home.swift#L5", text: code)
                == "`openAccountSettings` is not on line 5 of Sources/Home.swift; it is on line 4")
        #expect(
            fixture.problem("Sources/Home.swift#L1", text: "`open()`")?.contains("nowhere in the file")
                == true)
    }

    @Test("A heading fragment must be the slug of a heading of the Markdown file")
    func aHeadingFragmentMustBeAHeadingsSlug() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        #expect(fixture.problem("#getting-started") == nil)
        #expect(fixture.problem("../README.md#switchyard", in: fixture.guide) == nil)
        #expect(fixture.problem("docs/guide.md#the-guide") == nil)
        #expect(
            fixture.problem("#geting-started")
                == "no heading of README.md slugifies to #geting-started (did you mean #getting-started?)")
        #expect(fixture.problem("Sources/Home.swift#top")?.contains("only #L<n> or #L<n>-L<m>") == true)
    }

    @Test("A fragment is read only as L<n> or L<n>-L<m>")
    func lineFragmentsAreParsed() {
        #expect(LinkChecker.lineRange("L12")! == (12, 12))
        #expect(LinkChecker.lineRange("L3-L7")! == (3, 7))
        #expect(LinkChecker.lineRange("L3-7") == nil)
        #expect(LinkChecker.lineRange("heading") == nil)
        #expect(LinkChecker.lineRange("L+3") == nil)
    }
}
