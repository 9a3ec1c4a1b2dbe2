import ConsoleUI
import Testing

@Suite struct ConsoleTextTests {
    @Test func plainTextIsLeftAlone() {
        #expect(ConsoleText.visible("open switchyard://orders/1001") == "open switchyard://orders/1001")
        #expect(ConsoleText.visible("café\tok") == "café\tok")
    }

    @Test func controlCharactersAreSpelledOut() {
        #expect(ConsoleText.visible("wh\u{0}ere") == "wh\\u{0}ere")
        #expect(ConsoleText.visible("\u{1B}[2J") == "\\u{1b}[2J")
        #expect(ConsoleText.visible("a\u{7F}b\u{85}") == "a\\u{7f}b\\u{85}")
    }
}
