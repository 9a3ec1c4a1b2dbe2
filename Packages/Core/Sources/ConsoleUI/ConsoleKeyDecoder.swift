/// Turns the bytes a raw-mode terminal sends into ``ConsoleKey``s.
///
/// Reads hand over whatever has arrived, so an arrow's three bytes or a character's UTF-8
/// may be split between two reads: the decoder keeps an unfinished sequence and completes
/// it with the next bytes. Anything it does not know (a function key, a mouse report, an
/// unknown control byte) is dropped whole, never inserted as text:
///
/// ```swift
/// var decoder = ConsoleKeyDecoder()
/// decoder.keys(from: [0x1B, 0x5B])  // [] (the start of an arrow)
/// decoder.keys(from: [0x44, 0x61])  // [.left, .character("a")]
/// ```
public struct ConsoleKeyDecoder: Sendable {
    private var pending: [UInt8] = []
    private var lastWasCarriageReturn = false
    /// Whether the last read ended in a bare Escape, which was then the Escape key.
    ///
    /// Terminals send a key's whole sequence in one write, so only `[` or `]` may still
    /// continue it (a long paste can be cut anywhere, a window title's `ESC ]` included), or
    /// an `O` that arrives with the rest of a key's SS3 sequence (`OP`, F1); an `O` on its own
    /// was typed. An SS3 sequence is never kept waiting across reads.
    private var escapeEndedRead = false

    /// The longest escape sequence kept while waiting for its end; longer ones are dropped.
    static let maximumSequenceLength = 32

    /// Creates a decoder with nothing pending.
    public init() {}

    /// Whether bytes are held back waiting for the rest of their sequence.
    public var hasPartialSequence: Bool { !pending.isEmpty }

    /// The keys completed by `bytes` (together with what was pending), in order.
    public mutating func keys(from bytes: some Sequence<UInt8>) -> [ConsoleKey] {
        pending.append(contentsOf: bytes)
        var keys: [ConsoleKey] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = decode(at: index) else { break }
            let byte = pending[index]
            // A Windows-style CR LF (a pasted line) is one Enter, not two.
            let isLineFeedAfterReturn = byte == 0x0A && lastWasCarriageReturn
            lastWasCarriageReturn = byte == 0x0D
            if let key, !isLineFeedAfterReturn { keys.append(key) }
            index += length
        }
        pending.removeFirst(index)
        escapeEndedRead = pending == [0x1B]
        return keys
    }

    /// The key at `index` and how many bytes it took (`nil` for bytes that mean nothing),
    /// or `nil` when the bytes there are the start of a sequence that has not all arrived.
    private func decode(at index: Int) -> (ConsoleKey?, Int)? {
        let byte = pending[index]
        switch byte {
        case 0x1B: return decodeEscape(at: index)
        case 0x20..<0x7F: return (.character(Character(Unicode.Scalar(byte))), 1)
        case 0x80...: return decodeUTF8(at: index)
        default: return (Self.controlKeys[byte], 1)
        }
    }

    /// The keys of the control bytes the editor knows; the others are ignored.
    private static let controlKeys: [UInt8: ConsoleKey] = [
        0x01: .home, 0x02: .left, 0x03: .interrupt, 0x04: .endOfInput, 0x05: .end, 0x06: .right,
        0x08: .backspace, 0x0A: .enter, 0x0B: .deleteToEnd, 0x0C: .redraw, 0x0D: .enter,
        0x0E: .down, 0x10: .up, 0x15: .deleteToStart, 0x17: .deleteWordBefore, 0x1C: .quitSignal,
        0x7F: .backspace,
        // A pasted tab separates words, as it does in a piped line.
        0x09: .character(" "),
    ]

    private func decodeEscape(at index: Int) -> (ConsoleKey?, Int)? {
        guard index + 1 < pending.count else { return nil }
        let next = pending[index + 1]
        // Escape pressed on its own, then a key: the key is typed as itself (Esc, then `b`,
        // is a `b`, not Alt-B).
        let continuesAKey =
            next == UInt8(ascii: "[") || next == UInt8(ascii: "]")
            || (next == UInt8(ascii: "O") && index + 2 < pending.count
                && Self.shiftThreeEnds.contains(pending[index + 2]))
        if index == 0, escapeEndedRead, !continuesAKey { return (nil, 1) }
        switch next {
        case UInt8(ascii: "["): return decodeControlSequence(at: index)
        case UInt8(ascii: "O"):
            // SS3: arrows and Home/End in application mode, F1 to F4 (`ESC O P` to `S`) and
            // keypad Enter (`ESC O M`), some with a modifier first (`ESC O 2 P`). A final byte
            // ends it: a known key is that key, any other is dropped whole. A byte that cannot
            // end it (Enter, Ctrl-C, the next key's Escape) counts as itself, and `ESC O` goes.
            // Cut off by the end of a read, it was Alt-O (a terminal sends a key's whole
            // sequence in one write): the Escape goes and the rest is typed, so a key typed
            // later never completes it.
            var end = index + 2
            while end < pending.count, (0x30...0x3B).contains(pending[end]) { end += 1 }
            guard end < pending.count else { return (nil, 1) }
            guard (0x40...0x7E).contains(pending[end]) else { return (nil, end - index) }
            let key = pending[end] == UInt8(ascii: "M") ? .enter : Self.finalKeys[pending[end]]
            return (key, end + 1 - index)
        case UInt8(ascii: "]"):
            // An operating system command starts with its number (`ESC ] 0 ;` sets a title);
            // anything else after `ESC ]` is Alt-] and the key after it.
            guard index + 2 < pending.count else { return nil }
            guard (0x30...0x39).contains(pending[index + 2]) else { return (nil, 1) }
            return skipControlString(at: index)
        case UInt8(ascii: "b"): return (.wordLeft, 2)
        case UInt8(ascii: "f"): return (.wordRight, 2)
        case 0x7F: return (.deleteWordBefore, 2)
        default:
            // A lone Escape press followed by something else: the Escape means nothing.
            return (nil, 1)
        }
    }

    /// `ESC [`, parameter bytes, intermediate bytes, one final byte (ECMA-48's CSI).
    private func decodeControlSequence(at index: Int) -> (ConsoleKey?, Int)? {
        var end = index + 2
        while end < pending.count, (0x20...0x3F).contains(pending[end]) { end += 1 }
        guard end < pending.count else {
            // Unfinished; a sequence that never ends is dropped rather than kept forever.
            return end - index > Self.maximumSequenceLength ? (nil, end - index) : nil
        }
        let final = pending[end]
        var length = end + 1 - index
        // Not a final byte (Enter, Ctrl-C, a letter's UTF-8): the sequence ends before it,
        // and it counts as itself.
        guard (0x40...0x7E).contains(final) else { return (nil, end - index) }
        // An X10 mouse report, `ESC [ M` and three raw bytes: button, column, row.
        if final == UInt8(ascii: "M"), end == index + 2 {
            guard end + 3 < pending.count else { return nil }
            length += 3
            return (nil, length)
        }
        let parameters = String(decoding: pending[(index + 2)..<end], as: UTF8.self)
        if final == UInt8(ascii: "~") {
            let number = parameters.split(separator: ";").first.flatMap { Int($0) }
            return (number.flatMap { Self.tildeKeys[$0] }, length)
        }
        // `1;5C` is Ctrl-Right (and `1;3C` Alt-Right) in xterm's modifier encoding.
        let modifier = parameters.split(separator: ";").dropFirst().first.flatMap { Int($0) }
        if let modifier, modifier > 1 {
            switch final {
            case UInt8(ascii: "C"): return (.wordRight, length)
            case UInt8(ascii: "D"): return (.wordLeft, length)
            default: break
            }
        }
        return (Self.finalKeys[final], length)
    }

    /// Drops an operating system command (a pasted window title, say), none of which is a key.
    ///
    /// It ends at BEL or `ESC \`. Any other control byte ends it early and counts as
    /// itself, so Enter, Ctrl-C and Ctrl-D always get through.
    private func skipControlString(at index: Int) -> (ConsoleKey?, Int)? {
        var end = index + 2
        while end < pending.count {
            let byte = pending[end]
            if byte == 0x07 { return (nil, end + 1 - index) }
            if byte == 0x1B {
                guard end + 1 < pending.count else { break }
                // `ESC \` ends the string; any other Escape starts the next key.
                return (nil, end + (pending[end + 1] == UInt8(ascii: "\\") ? 2 : 0) - index)
            }
            if byte < 0x20 { return (nil, end - index) }
            end += 1
        }
        return end - index > Self.maximumSequenceLength * 8 ? (nil, end - index) : nil
    }

    /// Keys named by a sequence's final byte: `ESC [ A` and `ESC O A` are both Up.
    private static let finalKeys: [UInt8: ConsoleKey] = [
        UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right,
        UInt8(ascii: "D"): .left, UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end,
    ]

    /// What may follow `ESC O` in the SS3 sequence of a key a terminal sends: a modifier's
    /// digit, an arrow, Home, End, keypad Enter, or F1 to F4.
    private static let shiftThreeEnds = Set("0123456789ABCDHFMPQRS".utf8)

    /// Keys named by `ESC [ n ~`, which VT220-style terminals send for the editing keys.
    private static let tildeKeys: [Int: ConsoleKey] = [
        1: .home, 3: .delete, 4: .end, 7: .home, 8: .end,
    ]

    /// One UTF-8 encoded scalar; invalid bytes are ``ConsoleKey/invalidText``, one at a time.
    private func decodeUTF8(at index: Int) -> (ConsoleKey?, Int)? {
        let lead = pending[index]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return (.invalidText, 1)
        }
        let available = pending[index..<min(index + length, pending.count)]
        guard available.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }) else { return (.invalidText, 1) }
        guard available.count == length else { return nil }
        let payloadBits = [0, 0, 0x1F, 0x0F, 0x07][length]
        let value = available.dropFirst().reduce(UInt32(lead) & UInt32(payloadBits)) {
            $0 << 6 | UInt32($1 & 0x3F)
        }
        // Overlong forms, surrogates and values past U+10FFFF are not UTF-8.
        let smallest: UInt32 = [0, 0, 0x80, 0x800, 0x1_0000][length]
        guard value >= smallest, let scalar = Unicode.Scalar(value) else { return (.invalidText, 1) }
        // A C1 control arrives as two UTF-8 bytes; it is a control, not text. So are the
        // invisible characters that would make the line read other than it runs.
        if (0x80...0x9F).contains(scalar.value) || ConsoleText.isInvisibleFormatting(scalar) {
            return (nil, length)
        }
        return (.character(Character(scalar)), length)
    }
}
