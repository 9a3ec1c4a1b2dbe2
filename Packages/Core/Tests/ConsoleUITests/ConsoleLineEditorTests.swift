import ConsoleUI
import Testing

@Suite("Editing a line at the prompt")
struct ConsoleLineEditorTests {
    /// An editor after typing `text` one character at a time.
    private func editor(typing text: String, maximumByteCount: Int = 4096) -> ConsoleLineEditor {
        var editor = ConsoleLineEditor(maximumByteCount: maximumByteCount)
        for character in text { _ = editor.handle(.character(character)) }
        return editor
    }

    private func press(_ keys: [ConsoleKey], on editor: inout ConsoleLineEditor) -> [ConsoleLineEditor.Action]
    {
        keys.map { editor.handle($0) }
    }

    @Test func charactersAreInsertedAtTheCursor() {
        var line = editor(typing: "tb")
        _ = press([.left, .character("a")], on: &line)
        #expect(line.line == "tab")
        #expect(line.cursor == 2)
    }

    @Test func homeEndAndTheArrowsMoveTheCursorWithinTheLine() {
        var line = editor(typing: "where")
        #expect(press([.home], on: &line) == [.changed])
        #expect(line.cursor == 0)
        #expect(press([.left], on: &line) == [.none])
        _ = press([.right, .right], on: &line)
        #expect(line.cursor == 2)
        _ = press([.end], on: &line)
        #expect(line.cursor == 5)
        #expect(press([.right], on: &line) == [.none])
    }

    @Test func backspaceAndDeleteRemoveEitherSideOfTheCursor() {
        var line = editor(typing: "whxere")
        _ = press([.left, .left, .left, .backspace], on: &line)
        #expect(line.line == "where")
        _ = press([.end, .left, .delete], on: &line)
        #expect(line.line == "wher")
        #expect(press([.end, .delete], on: &line) == [.none, .refused])
        #expect(press([.home, .backspace], on: &line) == [.changed, .refused])
    }

    @Test func wordsAreSkippedAndDeletedAsInAShell() {
        var line = editor(typing: "open  switchyard://home")
        _ = press([.wordLeft], on: &line)
        #expect(line.cursor == 6)
        _ = press([.wordLeft], on: &line)
        #expect(line.cursor == 0)
        _ = press([.wordRight], on: &line)
        #expect(line.cursor == 4)
        _ = press([.end, .deleteWordBefore], on: &line)
        #expect(line.line == "open  ")
        _ = press([.home, .right, .deleteToEnd], on: &line)
        #expect(line.line == "o")
        _ = press([.character("x"), .character("y"), .left, .deleteToStart], on: &line)
        #expect(line.line == "y")
        #expect(line.cursor == 0)
    }

    @Test func enterHandsTheLineOverAndEmptiesIt() {
        var line = editor(typing: "10")
        #expect(line.handle(.enter) == .submit("10"))
        #expect(line.line.isEmpty)
        #expect(line.cursor == 0)
        #expect(line.history == ["10"])
    }

    @Test func theHistoryGoesBackAndForthAndKeepsTheLineBeingTyped() {
        var line = ConsoleLineEditor()
        for text in ["10", "where", "back"] {
            for character in text { _ = line.handle(.character(character)) }
            _ = line.handle(.enter)
        }
        for character in "ta" { _ = line.handle(.character(character)) }
        _ = press([.up], on: &line)
        #expect(line.line == "back")
        _ = press([.up, .up], on: &line)
        #expect(line.line == "10")
        #expect(press([.up], on: &line) == [.refused])
        _ = press([.down], on: &line)
        #expect(line.line == "where")
        _ = press([.down, .down], on: &line)
        #expect(line.line == "ta")
        #expect(press([.down], on: &line) == [.refused])
    }

    @Test func blankLinesAndRepeatsAreNotRemembered() {
        var line = ConsoleLineEditor()
        for text in ["where", "where", "   ", "", "back", "where"] {
            for character in text { _ = line.handle(.character(character)) }
            _ = line.handle(.enter)
        }
        #expect(line.history == ["where", "back", "where"])
    }

    @Test func theHistoryKeepsOnlyItsNewestEntries() {
        var line = ConsoleLineEditor(maximumHistoryCount: 2)
        for text in ["1", "2", "3"] {
            _ = line.handle(.character(Character(text)))
            _ = line.handle(.enter)
        }
        #expect(line.history == ["2", "3"])
    }

    @Test func ctrlCAbandonsTheLineThenAsksThenQuits() {
        var line = editor(typing: "open x")
        #expect(line.handle(.interrupt) == .abandon)
        #expect(line.line.isEmpty)
        #expect(line.history.isEmpty)
        #expect(line.handle(.interrupt) == .confirmQuit)
        #expect(line.handle(.interrupt) == .quit)
    }

    @Test func ctrlCAtAnEmptyLineAsksOnceBeforeQuitting() {
        var line = ConsoleLineEditor()
        #expect(line.handle(.interrupt) == .confirmQuit)
        // Any other key in between starts the count again.
        _ = line.handle(.left)
        #expect(line.handle(.interrupt) == .confirmQuit)
        #expect(line.handle(.interrupt) == .quit)
    }

    @Test func ctrlDEndsTheInputOnlyAtAnEmptyLine() {
        var line = editor(typing: "ab")
        #expect(press([.home, .endOfInput], on: &line) == [.changed, .changed])
        #expect(line.line == "b")
        #expect(press([.end, .endOfInput], on: &line) == [.changed, .refused])
        _ = press([.backspace], on: &line)
        #expect(line.handle(.endOfInput) == .endOfInput)
    }

    @Test func ctrlBackslashAsksToQuitAsTheSignalDoesWhateverTheLineHolds() {
        var line = editor(typing: "whe")
        #expect(line.handle(.quitSignal) == .quitSignal)
        #expect(line.line == "whe")
    }

    @Test func ctrlLAsksForTheScreenAgainWithoutTouchingTheLine() {
        var line = editor(typing: "whe")
        #expect(line.handle(.redraw) == .redrawScreen)
        #expect(line.line == "whe")
    }

    @Test func aLineThatGrewPastTheLimitIsRejectedWholeNotRunCutShort() {
        var line = editor(typing: "abc", maximumByteCount: 4)
        #expect(line.handle(.character("é")) == .refused)
        #expect(line.handle(.character("d")) == .changed)
        #expect(line.line == "abcd")
        #expect(line.handle(.enter) == .reject(.lineTooLong(limit: 4)))
        #expect(line.history.isEmpty)
        // The next line starts afresh.
        _ = line.handle(.character("x"))
        #expect(line.handle(.enter) == .submit("x"))
    }

    @Test func aLineWithBytesThatAreNotUTF8IsRejectedAsAPipedOneIs() {
        var line = editor(typing: "where")
        _ = line.handle(.invalidText)
        #expect(line.line == "where\u{FFFD}")
        #expect(line.handle(.enter) == .reject(.invalidUTF8))
    }

    @Test func deletingTheInvalidBytesLetsTheLineRun() {
        var line = editor(typing: "tap 1")
        _ = line.handle(.invalidText)
        _ = line.handle(.backspace)
        #expect(line.handle(.enter) == .submit("tap 1"))
    }

    @Test func emojiAndFlagsTakeTwoColumns() {
        #expect(ConsoleLineEditor.columns(of: "🚀") == 2)
        #expect(ConsoleLineEditor.columns(of: "🇫🇷") == 2)
        #expect(ConsoleLineEditor.columns(of: "☕\u{FE0F}") == 2)
        #expect(ConsoleLineEditor.columns(of: "☕") == 1)
    }

    @Test func theDraftKeepsItsRejectionThroughTheHistory() {
        var line = editor(typing: "1")
        _ = line.handle(.enter)
        _ = line.handle(.invalidText)
        _ = press([.up], on: &line)
        #expect(line.line == "1")
        _ = press([.down], on: &line)
        #expect(line.handle(.enter) == .reject(.invalidUTF8))
    }

    @Test func aCombiningMarkJoinsTheCharacterBeforeIt() {
        var line = editor(typing: "e")
        _ = line.handle(.character("\u{301}"))
        #expect(line.characters == ["é"])
        #expect(line.cursor == 1)
        _ = line.handle(.backspace)
        #expect(line.line.isEmpty)
    }

    @Test func aLineWiderThanTheSpaceScrollsToKeepTheCursorInView() {
        var line = editor(typing: "abcdefghij")
        var part = line.visiblePart(columns: 5)
        #expect(part.text == "ghij")
        #expect(part.cursorColumn == 4)
        _ = press([.home], on: &line)
        part = line.visiblePart(columns: 5)
        #expect(part.text == "abcde")
        #expect(part.cursorColumn == 0)
        // Moving right inside the view does not scroll it.
        _ = press([.right, .right], on: &line)
        #expect(line.visiblePart(columns: 5).text == "abcde")
        _ = press([.end], on: &line)
        for _ in 0..<8 { _ = line.handle(.backspace) }
        part = line.visiblePart(columns: 5)
        #expect(part.text == "ab")
        #expect(part.cursorColumn == 2)
    }

    @Test func wideCharactersTakeTwoColumns() {
        var line = editor(typing: "漢字x")
        #expect(ConsoleLineEditor.columns(of: "漢") == 2)
        #expect(ConsoleLineEditor.columns(of: "a") == 1)
        #expect(line.visiblePart(columns: 10) == ("漢字x", 5))
        #expect(line.visiblePart(columns: 4).text == "字x")
    }
}
