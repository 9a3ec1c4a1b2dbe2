import Testing

/// ``HeadingSlug``: the anchors of a Markdown file's headings, as GitHub makes them.
@Suite("Slugs of Markdown headings")
struct HeadingSlugTests {
    @Test("A heading is lowercased and its spaces become hyphens")
    func aHeadingIsLowercasedAndHyphenated() {
        #expect(HeadingSlug.slug("Adding a Feature") == "adding-a-feature")
    }

    @Test("Punctuation is dropped, but hyphens, underscores, digits and letters stay")
    func punctuationIsDropped() {
        #expect(HeadingSlug.slug("The `Root`: what it does (v2.0)!") == "the-root-what-it-does-v20")
        #expect(HeadingSlug.slug("snake_case & kebab-case") == "snake_case--kebab-case")
        #expect(HeadingSlug.slug("Café über") == "café-über")
    }

    @Test("A link in a heading counts only with its text")
    func aLinkInAHeadingCountsWithItsText() {
        #expect(HeadingSlug.slug("See [the scale notes](docs/scale.md)") == "see-the-scale-notes")
    }

    @Test("Headings are the # lines outside code blocks, without their closing #s")
    func headingsAreTheHashLinesOutsideCode() {
        let lines = [
            "# One #", "text #notaheading", "```", "# comment in code", "```", "###### Six", "####### seven",
        ]
        #expect(HeadingSlug.headings(in: lines) == ["One", "Six"])
    }

    @Test("A repeated heading's anchors are numbered, and <a id> tags are anchors too")
    func repeatedHeadingsAreNumbered() {
        let anchors = HeadingSlug.anchors(in: "# Usage\n## Usage\n### Usage\n<a id=\"custom\"></a>\n")
        #expect(anchors == ["usage", "usage-1", "usage-2", "custom"])
    }
}
