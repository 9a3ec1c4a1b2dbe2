import Navigation
import NavigationLinks

/// Text helpers for what the console echoes back.
public enum ConsoleText {
    /// The text with control characters spelled out (`\u{0}`), for echoing hostile input.
    ///
    /// Nothing then writes raw control bytes to a terminal or breaks a one-line message:
    /// every C0 control (a tab too, which moves the cursor), DEL and every C1 control are
    /// spelled out, and so are the invisible characters that change how the rest of a line
    /// reads: every format character (bidi marks, zero-width spaces, tags) but the zero-width
    /// joiner, which emoji need, and the line and paragraph separators.
    public static func visible(_ text: String) -> String {
        guard hasControlCharacters(text) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) || isInvisibleFormatting(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Input quoted back in a message, `'like this'`, cut to ``longestQuoted`` characters
    /// with `…`, so that a huge argument still makes a one-line error.
    public static func quoted(_ text: some StringProtocol) -> String {
        text.count > longestQuoted ? "'\(text.prefix(longestQuoted))…'" : "'\(text)'"
    }

    /// The most characters of input a message quotes back, as a link's errors do.
    public static let longestQuoted = 80

    /// Each line of the text made ``visible(_:)``, the line breaks kept: for reports that
    /// are meant to span lines but quote data (a graph, an audit).
    public static func visibleLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { visible(String($0)) }
            .joined(separator: "\n")
    }

    /// JSON text with DEL, the C1 controls and the invisible formatting characters written as
    /// `\u` escapes, which JSON allows raw inside strings; the result reads back as the same
    /// JSON. (Foundation's encoder already escapes the C0 controls.)
    public static func jsonWithEscapedControls(_ json: String) -> String {
        // Not the C0 controls: outside strings they are the layout (newlines, indents).
        let isRaw = { (scalar: Unicode.Scalar) in
            (0x7F...0x9F).contains(scalar.value) || isInvisibleFormatting(scalar)
        }
        guard json.unicodeScalars.contains(where: isRaw) else { return json }
        var result = ""
        for scalar in json.unicodeScalars {
            guard isRaw(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            // A character past U+FFFF (a tag) is escaped as its two UTF-16 halves, as JSON says.
            for unit in String(scalar).utf16 {
                let hex = String(unit, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return result
    }

    /// Whether the text holds a character ``visible(_:)`` would spell out.
    public static func hasControlCharacters(_ text: some StringProtocol) -> Bool {
        if DeepLink.containsControlCharacter(text) { return true }
        // ASCII text holds none of the others: each is U+00AD or above.
        guard text.utf8.contains(where: { $0 >= 0xC2 }) else { return false }
        return text.unicodeScalars.contains(where: isInvisibleFormatting)
    }

    /// Whether a character reorders, hides or breaks text without showing: every format
    /// character (bidi marks, overrides and isolates, zero-width spaces, the soft hyphen, the
    /// byte-order mark, tags) but the zero-width joiner, which emoji need, and the line and
    /// paragraph separators.
    ///
    /// Echoed, each is spelled out; typed, the line editor drops it.
    static func isInvisibleFormatting(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .format: scalar.value != 0x200D
        case .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F
            || (0x80...0x9F).contains(scalar.value)
    }
}
