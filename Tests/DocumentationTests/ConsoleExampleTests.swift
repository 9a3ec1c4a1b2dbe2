import Testing

/// ``ConsoleExample``: the input a console block types, and the report when it differs.
@Suite("Console blocks as sessions to replay")
struct ConsoleExampleTests {
    /// A page with one console block (an ellipsis in it) and one shell block.
    private static let markdown = """
        # Try it

        ```console
        home: home
        > 10
        home: home > home/page/2
        …
        > where
        home: home > home/page/2
        ```

        ```sh
        > not a console block
        ```
        """

    @Test("Only blocks whose info string is exactly `console` are sessions")
    func onlyConsoleBlocksAreSessions() {
        let examples = ConsoleExample.examples(in: Self.markdown, file: "README.md")
        #expect(examples.map(\.line) == [3])
        #expect(examples.first?.expected.count == 6)
    }

    @Test("The typed lines are the block's lines that begin with `> `, without it")
    func theTypedLinesAreThoseBeginningWithThePrompt() throws {
        let example = try #require(ConsoleExample.examples(in: Self.markdown, file: "README.md").first)
        #expect(example.input == ["10", "where"])
        #expect(example.standardInput == "10\nwhere\n")
    }

    @Test("Output that matches, lines skipped by the ellipsis included, is no failure")
    func matchingOutputIsNoFailure() throws {
        let example = try #require(ConsoleExample.examples(in: Self.markdown, file: "README.md").first)
        let output = "home: home\n> 10\nhome: home > home/page/2\nPage 2\n> where\nhome: home > home/page/2\n"
        #expect(example.failure(output: output) == nil)
    }

    @Test("A failure names the file, the block's line and the line that differs, expected and actual")
    func aFailureNamesTheFileTheBlockAndTheDifferentLine() throws {
        let example = try #require(ConsoleExample.examples(in: Self.markdown, file: "docs/tour.md").first)
        let output = "home: home\n> 10\nhome: home > home/page/3\n"
        let failure = try #require(example.failure(output: output))
        #expect(failure.hasPrefix("docs/tour.md:3: the ```console block starting on line 3"))
        #expect(failure.contains("first difference at docs/tour.md:6, output line 3"))
        #expect(failure.contains(#"expected: "home: home > home/page/2""#))
        #expect(failure.contains(#"actual:   "home: home > home/page/3""#))
    }

    @Test("A line that differs only in trailing spaces says so")
    func aTrailingSpaceDifferenceIsNamed() throws {
        let example = ConsoleExample(file: "README.md", line: 1, expected: ["a"])
        let failure = try #require(example.failure(output: "a \n"))
        #expect(failure.contains("differ only in trailing spaces"))
    }
}
