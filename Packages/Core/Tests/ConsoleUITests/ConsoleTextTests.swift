import ConsoleUI
import Foundation
import Testing

@Suite struct ConsoleTextTests {
    @Test func plainTextIsLeftAlone() {
        #expect(ConsoleText.visible("open switchyard://orders/1001") == "open switchyard://orders/1001")
        #expect(ConsoleText.visible("café ok") == "café ok")
    }

    @Test func controlCharactersAreSpelledOut() {
        #expect(ConsoleText.visible("wh\u{0}ere") == "wh\\u{0}ere")
        #expect(ConsoleText.visible("\u{1B}[2J") == "\\u{1b}[2J")
        #expect(ConsoleText.visible("a\u{7F}b\u{85}") == "a\\u{7f}b\\u{85}")
        // A tab moves the cursor too: a restored sku `t<TAB>ab` must not line up a fake column.
        #expect(ConsoleText.visible("t\tab") == "t\\u{9}ab")
    }

    @Test func bidiControlsAndZeroWidthCharactersAreSpelledOutButTheEmojiJoinerIsNot() {
        // A right-to-left override would make `where` read backwards from there on.
        #expect(ConsoleText.visible("orders/products/\u{202E}abc") == "orders/products/\\u{202e}abc")
        #expect(ConsoleText.visible("a\u{200B}b\u{FEFF}c\u{2066}d") == "a\\u{200b}b\\u{feff}c\\u{2066}d")
        #expect(ConsoleText.hasControlCharacters("x\u{200F}"))
        // Line and paragraph separators break a line in some terminals and editors.
        #expect(ConsoleText.visible("a\u{2028}b\u{2029}c") == "a\\u{2028}b\\u{2029}c")
        let family = "👨\u{200D}👩\u{200D}👧"
        #expect(ConsoleText.visible(family) == family)
        #expect(!ConsoleText.hasControlCharacters("café — “quoted” ✓"))
    }

    /// Found by a stranger: an Arabic letter mark reached the terminal raw, as did others.
    ///
    /// It came in a link's product, on the screen, in the echo and in the error line; so did
    /// other invisible format characters. Every format character is spelled out, as the line
    /// editor drops each one.
    @Test(arguments: [0x061C, 0x00AD, 0x180E, 0x206A, 0x206F, 0xFFF9, 0xFFFB, 0xE0001, 0xE0041])
    func everyInvisibleFormatCharacterIsSpelledOut(_ value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(scalar.properties.generalCategory == .format)
        let text = "x" + String(Character(scalar)) + "y"
        #expect(ConsoleText.hasControlCharacters(text))
        #expect(ConsoleText.visible(text) == "x\\u{\(String(value, radix: 16))}y")
    }

    @Test func jsonKeepsItsMeaningWithDELAndC1ControlsEscaped() throws {
        let json = #"{"sku":"e\#u{9B}f","note":"g\#u{7F}h"}"#
        let escaped = ConsoleText.jsonWithEscapedControls(json)
        #expect(escaped == #"{"sku":"e\u009bf","note":"g\u007fh"}"#)
        #expect(!ConsoleText.hasControlCharacters(escaped))
        let before = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String]
        let after = try JSONSerialization.jsonObject(with: Data(escaped.utf8)) as? [String: String]
        #expect(before == after)
    }

    /// Found by a stranger: `state` printed a right-to-left override raw inside its JSON.
    ///
    /// The rest of the terminal line read backwards. A tag, past U+FFFF, takes two escapes.
    @Test func jsonKeepsItsMeaningWithInvisibleFormattingEscaped() throws {
        let json = "{\"sku\":\"a\u{202E}b\u{E0041}c\u{200D}d\"}"
        let escaped = ConsoleText.jsonWithEscapedControls(json)
        #expect(escaped == #"{"sku":"a\u202eb\udb40\udc41c\#u{200D}d"}"#)
        let before = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String]
        let after = try JSONSerialization.jsonObject(with: Data(escaped.utf8)) as? [String: String]
        #expect(before == after)
    }
}
