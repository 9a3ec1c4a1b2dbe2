import Testing

/// ``MarkdownLink``: the inline links of a Markdown text, and the parts of their targets.
@Suite("Finding the links of a Markdown text")
struct MarkdownLinkTests {
    @Test("A link gives its text, its target and the line and column of its bracket")
    func aLinkGivesItsTextTargetAndPosition() {
        let links = MarkdownLink.links(in: "# Title\n\nSee [the guide](docs/guide.md) first.\n")
        #expect(links == [MarkdownLink(text: "the guide", target: "docs/guide.md", line: 3, column: 5)])
    }

    @Test("Links in fenced code blocks and in inline code are not links")
    func linksInCodeAreSkipped() {
        let markdown = """
            `[not](a.md)` and ``[nor `this`](b.md)``
            ```
            [nor](c.md)
            ```
            [yes](d.md)
            """
        #expect(MarkdownLink.links(in: markdown).map(\.target) == ["d.md"])
    }

    @Test("A link's text may be inline code holding brackets and parentheses")
    func aLinkTextMayBeInlineCode() {
        let links = MarkdownLink.links(in: "[`items[0].open()`](Sources/A.swift#L3-L5)")
        #expect(links.map(\.text) == ["`items[0].open()`"])
        #expect(links.map(\.target) == ["Sources/A.swift#L3-L5"])
    }

    @Test("A link's text may wrap onto the next line, but not across a blank line")
    func aLinkTextMayWrapButNotAcrossABlankLine() {
        #expect(MarkdownLink.links(in: "[two\nlines](x.md)").map(\.text) == ["two lines"])
        #expect(MarkdownLink.links(in: "[two\n\nparagraphs](x.md)").isEmpty)
    }

    @Test("A destination in angle brackets or with a title gives just the target")
    func angleBracketsAndTitlesAreNotPartOfTheTarget() {
        let markdown = #"[a](<my file.md>) [b](b.md "Title") [c](c.md 'T') [d](d_(x).md)"#
        #expect(MarkdownLink.links(in: markdown).map(\.target) == ["my file.md", "b.md", "c.md", "d_(x).md"])
    }

    @Test("Escaped brackets, bare brackets and a space before the parenthesis make no link")
    func bracketsWithoutADestinationAreNoLink() {
        #expect(MarkdownLink.links(in: #"\[a](b.md) [x] done, [y] (z.md)"#).isEmpty)
    }

    @Test("An image inside a link is found as well as the link")
    func anImageInsideALinkIsFound() {
        let links = MarkdownLink.links(in: "[![graph](docs/graph.svg)](docs/graph.svg)")
        #expect(links.map(\.target) == ["docs/graph.svg", "docs/graph.svg"])
    }

    @Test("A target splits into its path and its fragment, and web and mail targets are external")
    func aTargetSplitsIntoPathAndFragment() {
        let link = MarkdownLink(text: "x", target: "docs/a%20b.md#some-heading", line: 1, column: 1)
        #expect(link.path == "docs/a b.md")
        #expect(link.fragment == "some-heading")
        let local = MarkdownLink(text: "x", target: "#top", line: 1, column: 1)
        #expect(local.path.isEmpty)
        #expect(local.fragment == "top")
        let external = ["https://swift.org", "HTTP://a.b", "mailto:a@b.c"].map {
            MarkdownLink(text: "x", target: $0, line: 1, column: 1).isExternal
        }
        #expect(external == [true, true, true])
        #expect(!local.isExternal)
    }

    @Test("The last identifier of an inline-code text is its last run of letters, digits and underscores")
    func theLastIdentifierOfInlineCodeIsFound() {
        let identifier = { (text: String) in
            MarkdownLink(text: text, target: "a.swift#L1", line: 1, column: 1).lastIdentifier
        }
        #expect(identifier("`HomeNavigator.openAccountSettings()`") == "openAccountSettings")
        #expect(identifier("`init(parsing:)`") == "parsing")
        #expect(identifier("`snake_case_2`") == "snake_case_2")
        #expect(identifier("plain text") == nil)
    }
}
