/// The line being typed at an interactive prompt, with its cursor and this session's history.
///
/// It is a plain value that takes one ``ConsoleKey`` at a time and says what the key did,
/// so every rule is tested without a terminal; drawing the line and switching the terminal
/// to raw mode are the session's work. The keys are the ones shells have taught people:
///
/// ```swift
/// var editor = ConsoleLineEditor()
/// for key: ConsoleKey in [.character("t"), .character("b"), .left, .character("a")] {
///     _ = editor.handle(key)
/// }
/// editor.line                  // "tab"
/// editor.handle(.enter)        // .submit("tab"), and "tab" is in the history
/// editor.handle(.up)           // .changed: the line is "tab" again
/// ```
///
/// Ctrl-C abandons the line; at an empty line it asks, and a second Ctrl-C straight after
/// that quits. Ctrl-D quits at an empty line and deletes forward otherwise. Ctrl-\ asks to
/// end the program as SIGQUIT does. A line that
/// grew past ``maximumByteCount`` or holds bytes that are not UTF-8 is refused at Enter
/// with the error a piped line gets, never run cut short. Nothing the editor holds is
/// a control character: ``ConsoleKeyDecoder`` never produces one as text.
public struct ConsoleLineEditor: Sendable {
    /// What a key did, which tells the session what to draw.
    public enum Action: Hashable, Sendable {
        /// Nothing changed (a move past either end, an unknown key).
        case none
        /// The line or the cursor changed: draw the line again.
        case changed
        /// The key was refused (nothing to delete, no more history, the line is full).
        case refused
        /// Enter: the line to run, now the newest history entry.
        case submit(String)
        /// Enter on a line that cannot run as typed (it grew past the limit, or holds bytes
        /// that are not UTF-8): nothing runs, and the error says why, as for a piped line.
        case reject(ConsoleCommandError)
        /// Ctrl-C on a line with text: the text is dropped, a fresh prompt follows.
        case abandon
        /// Ctrl-C at an empty line: one more quits.
        case confirmQuit
        /// Ctrl-C straight after ``confirmQuit``: end the session, saving.
        case quit
        /// Ctrl-D at an empty line: the end of the input.
        case endOfInput
        /// Ctrl-\: the program ends as SIGQUIT ends it.
        case quitSignal
        /// Ctrl-L: clear the terminal and draw the screen and the line again.
        case redrawScreen
    }

    /// The characters of the line.
    public private(set) var characters: [Character] = []
    /// Where the cursor is: the number of characters before it.
    public private(set) var cursor = 0
    /// The lines handed over this session, oldest first, without blank lines or repeats.
    public private(set) var history: [String] = []
    /// The most UTF-8 bytes a line may hold; typing past it is refused.
    public let maximumByteCount: Int
    /// The most history entries kept; the oldest go first.
    public let maximumHistoryCount: Int

    private var byteCount = 0
    /// The history entry on show, or `nil` for the line being typed.
    private var historyIndex: Int?
    /// The line being typed, kept while the person looks through the history.
    private var draft: [Character] = []
    /// Why the draft cannot run, kept with it.
    private var draftRejection: (overflowed: Bool, invalidCount: Int) = (false, 0)
    /// Whether the last key asked to confirm quitting (Ctrl-C at an empty line).
    private var askedToQuit = false
    /// Whether typing went past the limit: what was typed is not all kept.
    private var overflowed = false
    /// How many characters stand for bytes that were not UTF-8.
    private var invalidCount = 0
    /// Why the line cannot run as typed, if it cannot.
    private var rejection: ConsoleCommandError? {
        if overflowed { return .lineTooLong(limit: maximumByteCount) }
        return invalidCount > 0 ? .invalidUTF8 : nil
    }
    /// The first character drawn when the line is wider than the terminal.
    private var viewStart = 0

    /// Creates an empty line with an empty history.
    public init(
        maximumByteCount: Int = ConsoleCommand.maximumLineLength, maximumHistoryCount: Int = 1000
    ) {
        self.maximumByteCount = maximumByteCount
        self.maximumHistoryCount = maximumHistoryCount
    }

    /// The line as text.
    public var line: String { String(characters) }

    /// Carries out one key.
    public mutating func handle(_ key: ConsoleKey) -> Action {
        let confirming = askedToQuit
        askedToQuit = false
        switch key {
        case .character(let character): return insert(character)
        case .invalidText:
            let action = insert("\u{FFFD}")
            if action == .changed { invalidCount += 1 }
            return action
        case .enter:
            let submitted = line
            let rejected = rejection
            clear()
            if let rejected { return .reject(rejected) }
            remember(submitted)
            return .submit(submitted)
        case .backspace:
            guard cursor > 0 else { return .refused }
            cursor -= 1
            remove(cursor..<cursor + 1)
        case .delete:
            guard cursor < characters.count else { return .refused }
            remove(cursor..<cursor + 1)
        case .endOfInput:
            guard !characters.isEmpty else { return .endOfInput }
            guard cursor < characters.count else { return .refused }
            remove(cursor..<cursor + 1)
        case .left: return move(to: cursor - 1)
        case .right: return move(to: cursor + 1)
        case .home: return move(to: 0)
        case .end: return move(to: characters.count)
        case .wordLeft: return move(to: startOfWord(before: cursor))
        case .wordRight: return move(to: endOfWord(after: cursor))
        case .deleteToEnd:
            guard cursor < characters.count else { return .none }
            remove(cursor..<characters.count)
        case .deleteToStart:
            guard cursor > 0 else { return .none }
            remove(0..<cursor)
            cursor = 0
        case .deleteWordBefore:
            guard cursor > 0 else { return .refused }
            let start = startOfWord(before: cursor)
            remove(start..<cursor)
            cursor = start
        case .up: return showHistory(at: (historyIndex ?? history.count) - 1)
        case .down:
            guard let historyIndex else { return .refused }
            return showHistory(at: historyIndex + 1)
        case .redraw: return .redrawScreen
        case .quitSignal: return .quitSignal
        case .interrupt:
            guard characters.isEmpty else {
                clear()
                return .abandon
            }
            if confirming { return .quit }
            askedToQuit = true
            return .confirmQuit
        }
        return .changed
    }

    // MARK: - Editing

    private mutating func insert(_ character: Character) -> Action {
        let size = character.utf8.count
        guard byteCount + size <= maximumByteCount else {
            // What was typed is not all kept, so the line must not run as if it were.
            overflowed = true
            return .refused
        }
        // A combining mark or a joiner belongs to the character before it, so the cursor
        // never lands inside what the terminal draws as one.
        // Two ASCII characters never combine (CR LF, the one pair that does, is never text).
        if cursor > 0, !(character.isASCII && characters[cursor - 1].isASCII) {
            let combined = String(characters[cursor - 1]) + String(character)
            if combined.count == 1 {
                characters[cursor - 1] = Character(combined)
                byteCount += size
                return .changed
            }
        }
        characters.insert(character, at: cursor)
        cursor += 1
        byteCount += size
        return .changed
    }

    private mutating func remove(_ range: Range<Int>) {
        byteCount -= characters[range].reduce(0) { $0 + $1.utf8.count }
        // A deleted stand-in takes its invalid bytes with it (a typed U+FFFD counts as one
        // only while there are invalid bytes to account for).
        let standIns = characters[range].filter { $0 == "\u{FFFD}" }.count
        invalidCount = max(invalidCount - standIns, 0)
        characters.removeSubrange(range)
        // Nothing left, nothing lost: an emptied line starts afresh.
        if characters.isEmpty { overflowed = false }
    }

    private mutating func move(to position: Int) -> Action {
        let position = min(max(position, 0), characters.count)
        guard position != cursor else { return .none }
        cursor = position
        return .changed
    }

    private func startOfWord(before position: Int) -> Int {
        var index = position
        while index > 0, characters[index - 1].isWhitespace { index -= 1 }
        while index > 0, !characters[index - 1].isWhitespace { index -= 1 }
        return index
    }

    private func endOfWord(after position: Int) -> Int {
        var index = position
        while index < characters.count, characters[index].isWhitespace { index += 1 }
        while index < characters.count, !characters[index].isWhitespace { index += 1 }
        return index
    }

    private mutating func set(_ text: [Character]) {
        characters = text
        cursor = text.count
        byteCount = text.reduce(0) { $0 + $1.utf8.count }
    }

    private mutating func clear() {
        set([])
        overflowed = false
        invalidCount = 0
        historyIndex = nil
        draft = []
        viewStart = 0
    }

    // MARK: - History

    private mutating func showHistory(at index: Int) -> Action {
        guard index >= 0, index <= history.count else { return .refused }
        if historyIndex == nil {
            draft = characters
            draftRejection = (overflowed, invalidCount)
        }
        if index == history.count {
            historyIndex = nil
            set(draft)
            (overflowed, invalidCount) = draftRejection
        } else {
            historyIndex = index
            set(Array(history[index]))
            (overflowed, invalidCount) = (false, 0)
        }
        return .changed
    }

    private mutating func remember(_ submitted: String) {
        guard submitted.contains(where: { !$0.isWhitespace }), submitted != history.last else { return }
        history.append(submitted)
        if history.count > maximumHistoryCount { history.removeFirst(history.count - maximumHistoryCount) }
    }

    // MARK: - Drawing

    /// The part of the line that fits in `columns` terminal columns, and the cursor's column in it.
    ///
    /// A line wider than the space scrolls sideways, only as far as needed to keep the
    /// cursor in view, and scrolls back as soon as the whole line fits again.
    public mutating func visiblePart(columns: Int) -> (text: String, cursorColumn: Int) {
        let space = max(columns, 1)
        let widths = characters.map(Self.columns(of:))
        // The cursor needs a column of its own: the character under it, or a blank at the end.
        let cursorWidth = cursor < widths.count ? widths[cursor] : 1
        viewStart = min(viewStart, cursor)
        // Running sums, so a line of thousands of characters costs one pass, not one per step.
        var beforeCursor = widths[viewStart..<cursor].reduce(0, +)
        while viewStart < cursor, beforeCursor + cursorWidth > space {
            beforeCursor -= widths[viewStart]
            viewStart += 1
        }
        var fromStart = beforeCursor + widths[cursor...].reduce(0, +)
        while viewStart > 0, fromStart + widths[viewStart - 1] + 1 <= space {
            viewStart -= 1
            fromStart += widths[viewStart]
            beforeCursor += widths[viewStart]
        }
        var end = viewStart
        var used = 0
        while end < widths.count, used + widths[end] <= space {
            used += widths[end]
            end += 1
        }
        return (String(characters[viewStart..<end]), beforeCursor)
    }

    /// How many terminal columns a character takes: two for East Asian wide characters and
    /// most emoji, one otherwise (combining marks travel inside the character they mark).
    public static func columns(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first?.value else { return 1 }
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F1E6...0x1F1FF, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1FAFF,
            0x20000...0x3FFFD,
        ]
        // An emoji presentation selector makes a narrow symbol (☕, ❤) an emoji two columns wide.
        if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        return wide.contains { $0.contains(first) } ? 2 : 1
    }
}
