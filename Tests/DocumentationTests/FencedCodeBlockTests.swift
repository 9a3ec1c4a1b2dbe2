import EndToEndSupport
import Testing

/// ``FencedCodeBlock``: which lines of a Markdown text are fenced code, and with what info.
@Suite("Finding the fenced code blocks of a Markdown text")
struct FencedCodeBlockTests {
    @Test("A block gives its info string, its opening and closing lines, and the lines between")
    func aBlockGivesItsInfoLinesAndPosition() {
        let text = "Intro\n\n```console\n> where\nhome: home\n```\nAfter\n"
        let blocks = FencedCodeBlock.blocks(in: text.lines)
        #expect(
            blocks == [
                FencedCodeBlock(
                    info: "console", openingLine: 3, lastLine: 6, lines: ["> where", "home: home"])
            ])
    }

    @Test("Tildes fence a block too, and a shorter fence inside it does not close it")
    func aShorterFenceInsideDoesNotClose() {
        let lines = ["~~~~ swift", "~~~", "let x = 1", "~~~~~", "text"]
        let blocks = FencedCodeBlock.blocks(in: lines)
        #expect(blocks.map(\.info) == ["swift"])
        #expect(blocks.first?.lines == ["~~~", "let x = 1"])
        #expect(blocks.first?.lineNumbers == 1...4)
    }

    @Test("Backticks with a backtick after them are inline code, not a fence")
    func backticksFollowedByCodeAreNotAFence() {
        let lines = ["``` ``NavigationRoot`` ```. Links stay relative", "```sh", "make test", "```"]
        let blocks = FencedCodeBlock.blocks(in: lines)
        #expect(blocks.map(\.openingLine) == [2])
    }

    @Test("An indented block, as in a list item, loses the fence's indentation from its lines")
    func anIndentedBlockLosesItsIndentation() {
        let lines = ["1. Run it:", "   ```console", "   > where", "     two more", "   ```"]
        let blocks = FencedCodeBlock.blocks(in: lines)
        #expect(blocks.first?.info == "console")
        #expect(blocks.first?.lines == ["> where", "  two more"])
    }

    @Test("A block that is never closed runs to the end of the text")
    func anUnclosedBlockRunsToTheEnd() {
        let blocks = FencedCodeBlock.blocks(in: ["```", "a", "b"])
        #expect(blocks == [FencedCodeBlock(info: "", openingLine: 1, lastLine: 3, lines: ["a", "b"])])
    }

    @Test("The info string is trimmed, so `console` with spaces around it is still `console`")
    func theInfoStringIsTrimmed() {
        let blocks = FencedCodeBlock.blocks(in: ["```  console  ", "x", "```", "```console extra", "```"])
        #expect(blocks.map(\.info) == ["console", "console extra"])
    }
}
