import Navigation
import NavigationLinks

/// Text helpers for what the console echoes back.
public enum ConsoleText {
    /// The text with control characters spelled out (`\u{0}`), for echoing hostile input.
    ///
    /// Nothing then writes raw control bytes to a terminal or breaks a one-line message:
    /// every C0 control (a tab too, which moves the cursor), DEL and every C1 control are
    /// spelled out, and so are the invisible characters that change how the rest of a line
    /// reads (bidi overrides, isolates and marks, zero-width spaces, the byte-order mark).
    /// The zero-width joiner stays, for emoji.
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

    /// Each line of the text made ``visible(_:)``, the line breaks kept: for reports that
    /// are meant to span lines but quote data (a graph, an audit).
    public static func visibleLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { visible(String($0)) }
            .joined(separator: "\n")
    }

    /// JSON text with DEL and the C1 controls written as `\u` escapes, which JSON allows
    /// raw inside strings; the result reads back as the same JSON. (Foundation's encoder
    /// already escapes the C0 controls.)
    public static func jsonWithEscapedControls(_ json: String) -> String {
        // Not the C0 controls: outside strings they are the layout (newlines, indents).
        let isRaw: (Unicode.Scalar) -> Bool = { (0x7F...0x9F).contains($0.value) }
        guard json.unicodeScalars.contains(where: isRaw) else { return json }
        var result = ""
        for scalar in json.unicodeScalars {
            if isRaw(scalar) {
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether the text holds a character ``visible(_:)`` would spell out.
    public static func hasControlCharacters(_ text: some StringProtocol) -> Bool {
        if DeepLink.containsControlCharacter(text) { return true }
        // Every invisible formatting character is three UTF-8 bytes led by E2 or EF: most
        // text is passed over on that alone.
        guard text.utf8.contains(where: { $0 == 0xE2 || $0 == 0xEF }) else { return false }
        return text.unicodeScalars.contains(where: isInvisibleFormatting)
    }

    /// Bidi controls and zero-width characters, which reorder or hide text without showing.
    private static func isInvisibleFormatting(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200B, 0x200C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2060...0x2064,
            0x2066...0x2069, 0xFEFF:
            true
        default: false
        }
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F
            || (0x80...0x9F).contains(scalar.value)
    }
}
