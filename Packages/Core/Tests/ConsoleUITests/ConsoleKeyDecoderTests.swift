import ConsoleUI
import Testing

@Suite("Decoding a terminal's bytes into keys")
struct ConsoleKeyDecoderTests {
    private func keys(_ chunks: [UInt8]...) -> [ConsoleKey] {
        var decoder = ConsoleKeyDecoder()
        return chunks.flatMap { decoder.keys(from: $0) }
    }

    @Test func printableTextBecomesCharacters() {
        #expect(
            keys(Array("ab 1".utf8)) == [.character("a"), .character("b"), .character(" "), .character("1")])
    }

    @Test func everyTerminalsSpellingOfTheEditingKeysIsUnderstood() {
        let escape: UInt8 = 0x1B
        #expect(
            keys([escape] + Array("[D".utf8), [escape] + Array("OD".utf8), [0x02]) == [.left, .left, .left])
        #expect(keys([escape] + Array("[C".utf8), [0x06]) == [.right, .right])
        #expect(
            keys([escape] + Array("[A".utf8), [0x10], [escape] + Array("[B".utf8), [0x0E]) == [
                .up, .up, .down, .down,
            ])
        #expect(
            keys(
                [escape] + Array("[H".utf8), [escape] + Array("OH".utf8), [escape] + Array("[1~".utf8),
                [escape] + Array("[7~".utf8), [0x01]) == [.home, .home, .home, .home, .home])
        #expect(
            keys(
                [escape] + Array("[F".utf8), [escape] + Array("OF".utf8), [escape] + Array("[4~".utf8),
                [escape] + Array("[8~".utf8), [0x05]) == [.end, .end, .end, .end, .end])
        #expect(keys([escape] + Array("[3~".utf8)) == [.delete])
        #expect(keys([0x7F], [0x08]) == [.backspace, .backspace])
        #expect(keys([escape] + Array("[1;5D".utf8), [escape, UInt8(ascii: "b")]) == [.wordLeft, .wordLeft])
        #expect(
            keys([escape] + Array("[1;5C".utf8), [escape, UInt8(ascii: "f")]) == [.wordRight, .wordRight])
    }

    @Test func controlKeysHaveTheirShellMeanings() {
        #expect(
            keys([0x03, 0x04, 0x0B, 0x0C, 0x15, 0x17, 0x1C])
                == [
                    .interrupt, .endOfInput, .deleteToEnd, .redraw, .deleteToStart, .deleteWordBefore,
                    .quitSignal,
                ])
    }

    @Test func aSequenceSplitBetweenReadsIsCompletedByTheNextRead() {
        var decoder = ConsoleKeyDecoder()
        #expect(decoder.keys(from: [0x1B]).isEmpty)
        #expect(decoder.hasPartialSequence)
        #expect(decoder.keys(from: [UInt8(ascii: "[")]).isEmpty)
        #expect(decoder.keys(from: [UInt8(ascii: "D"), UInt8(ascii: "x")]) == [.left, .character("x")])
        #expect(!decoder.hasPartialSequence)
    }

    @Test func aCharacterSplitBetweenReadsIsOneCharacter() {
        let bytes = Array("é漢🙂".utf8)
        var decoder = ConsoleKeyDecoder()
        let decoded = bytes.flatMap { decoder.keys(from: [$0]) }
        #expect(decoded == [.character("é"), .character("漢"), .character("🙂")])
    }

    @Test func invalidUTF8IsItsOwnKeyNeverAControl() {
        // A lone continuation byte, an overlong slash, an encoded surrogate.
        #expect(keys([0x80]) == [.invalidText])
        #expect(keys([0xC0, 0xAF]) == [.invalidText, .invalidText])
        #expect(keys([0xE0, 0x80, 0xAF]).allSatisfy { $0 == .invalidText })
        #expect(keys([0xED, 0xA0, 0x80]).allSatisfy { $0 == .invalidText })
        // A lead byte followed by something that cannot continue it.
        #expect(keys([0xE2, 0x41]) == [.invalidText, .character("A")])
    }

    @Test func controlCharactersNeverBecomeText() {
        // The unknown C0 bytes, and the C1 controls in their UTF-8 form.
        let decoded = keys([0x00, 0x07, 0x1A, 0x1D, 0x1F, 0xC2, 0x85, 0xC2, 0x9B])
        #expect(decoded.isEmpty)
    }

    @Test func aTabIsASpaceAsInAPipedLine() {
        #expect(keys(Array("tab\torders".utf8)).count == 10)
        #expect(keys([0x09]) == [.character(" ")])
    }

    @Test func invisibleFormatCharactersAreDroppedButTheEmojiJoinerStays() {
        // A right-to-left override, a zero-width space, a byte-order mark; then a joiner.
        #expect(
            keys(Array("a\u{202E}b\u{200B}c\u{FEFF}".utf8)) == [
                .character("a"), .character("b"), .character("c"),
            ])
        #expect(keys(Array("\u{200D}".utf8)) == [.character("\u{200D}")])
        // The line and paragraph separators would break the line.
        #expect(keys(Array("a\u{2028}b\u{2029}".utf8)) == [.character("a"), .character("b")])
    }

    @Test func unknownSequencesAreDroppedWhole() {
        // F5, a mouse report, bracketed paste markers: none of their bytes is typed.
        let decoded = keys(
            [0x1B] + Array("[15~".utf8), [0x1B] + Array("[<0;3;4M".utf8), [0x1B] + Array("[200~ok".utf8))
        #expect(decoded == [.character("o"), .character("k")])
    }

    @Test func aWindowTitleIsDroppedUpToItsTerminator() {
        // An operating system command ending in BEL, another ending in ESC \.
        let bell = [0x1B] + Array("]0;title".utf8) + [0x07] + Array("a".utf8)
        let escape = [0x1B] + Array("]2;x".utf8) + [0x1B, UInt8(ascii: "\\")] + Array("b".utf8)
        #expect(keys(bell, escape) == [.character("a"), .character("b")])
        var decoder = ConsoleKeyDecoder()
        #expect(decoder.keys(from: [0x1B] + Array("]0;ti".utf8)).isEmpty)
        #expect(decoder.keys(from: Array("tle".utf8) + [0x07, UInt8(ascii: "c")]) == [.character("c")])
        // Found by the terminal test under load: a read that ends right after the Escape.
        let title = Array("]0;title".utf8) + [0x07] + Array("e".utf8)
        #expect(keys(Array("r".utf8) + [0x1B], title) == [.character("r"), .character("e")])
    }

    @Test func enterAndCtrlCGetThroughAnUnfinishedControlString() {
        let keys = keys([0x1B] + Array("]0;never ended".utf8) + [0x0D, 0x03])
        #expect(keys == [.enter, .interrupt])
    }

    @Test func altKeysThatLookLikeControlStringsAreKeys() {
        // Alt-], Alt-P, Alt-_: the Escape means nothing, the key after it is typed.
        #expect(keys([0x1B] + Array("]w".utf8)) == [.character("]"), .character("w")])
        #expect(keys([0x1B] + Array("Px".utf8)) == [.character("P"), .character("x")])
        #expect(keys([0x1B] + Array("_".utf8)) == [.character("_")])
    }

    @Test func functionKeysSentAsSS3AreDroppedWholeAndKeypadEnterIsEnter() {
        // Found by a stranger in tmux: F1 (`ESC O P`) typed `OP` into the line.
        let escape: UInt8 = 0x1B
        let functionKeys = ["OP", "OQ", "OR", "OS", "O2P", "O1;5S"].map { [escape] + Array($0.utf8) }
        #expect(
            keys(Array("wh".utf8), functionKeys[0], Array("ere".utf8)) == "where".map(ConsoleKey.character))
        #expect(
            keys(functionKeys[1], functionKeys[2], functionKeys[3], functionKeys[4], functionKeys[5]).isEmpty)
        #expect(keys([escape] + Array("OM".utf8)) == [.enter])
        // Found by a stranger: a read that ends in `ESC O` was Alt-O, so an `M` typed a second
        // later is an `M`, not keypad Enter running the line.
        #expect(
            keys(Array("a".utf8) + [escape, UInt8(ascii: "O")], Array("M".utf8)) == [
                .character("a"), .character("O"), .character("M"),
            ])
        // Enter cannot end the sequence: `ESC O` goes, and Enter is Enter.
        #expect(keys([escape, UInt8(ascii: "O"), 0x0D]) == [.enter])
        #expect(keys([escape, UInt8(ascii: "O")] + functionKeys[0]) == [])
        // Found by a stranger: an Escape that ended a read, then the rest of F1 or keypad
        // Enter in the next, typed `OP` or `OM`.
        #expect(keys(Array("a".utf8) + [escape], Array("OPb".utf8)) == [.character("a"), .character("b")])
        #expect(keys([escape], Array("OM".utf8)) == [.enter])
        #expect(keys([escape], Array("O".utf8), Array("P".utf8)) == [.character("O"), .character("P")])
    }

    @Test func anEscapePressedOnItsOwnDoesNotChangeTheNextKey() {
        // Esc in one read, then `b` (not Alt-B), then `Or` (not an SS3 sequence).
        #expect(keys([0x1B], Array("b".utf8)) == [.character("b")])
        #expect(keys([0x1B], Array("Or".utf8)) == [.character("O"), .character("r")])
        // An arrow split across two reads still is one.
        #expect(keys([0x1B], Array("[D".utf8)) == [.left])
    }

    @Test func aByteThatCannotEndASequenceCountsAsItself() {
        #expect(keys([0x1B, UInt8(ascii: "["), 0x0D]) == [.enter])
        #expect(keys([0x1B, UInt8(ascii: "["), 0x03]) == [.interrupt])
        // An OSC cut short by another key's Escape: the key gets through.
        #expect(keys([0x1B] + Array("]1".utf8) + [0x1B] + Array("[D".utf8)) == [.left])
    }

    @Test func anOldStyleMouseReportIsDroppedWithItsThreeBytes() {
        #expect(keys([0x1B, 0x5B, 0x4D, 0x20, 0x21, 0x21] + Array("a".utf8)) == [.character("a")])
    }

    @Test func aSequenceThatNeverEndsIsDroppedRatherThanKept() {
        var decoder = ConsoleKeyDecoder()
        let endless = [0x1B, UInt8(ascii: "[")] + Array(repeating: UInt8(ascii: "1"), count: 100)
        #expect(decoder.keys(from: endless).isEmpty)
        #expect(!decoder.hasPartialSequence)
        #expect(decoder.keys(from: Array("a".utf8)) == [.character("a")])
    }

    @Test func aLoneEscapeMeansNothingToTheKeyAfterIt() {
        #expect(keys([0x1B], Array("w".utf8)) == [.character("w")])
    }

    @Test func returnAndLineFeedAreEachEnterButCRLFIsOne() {
        #expect(keys([0x0D, 0x0A, 0x0D, 0x0D, 0x0A]) == [.enter, .enter, .enter])
        #expect(keys([0x0A, 0x0A]) == [.enter, .enter])
    }
}
