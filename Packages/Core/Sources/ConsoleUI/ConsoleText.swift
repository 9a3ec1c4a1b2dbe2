/// Text helpers for what the console echoes back.
public enum ConsoleText {
    /// The text with control characters spelled out (`\u{0}`), so echoing hostile input
    /// never writes raw control bytes to a terminal or breaks a one-line message.
    public static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
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

    /// Whether the text holds a character ``visible(_:)`` would spell out.
    public static func hasControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: isControl)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F
            || (0x80...0x9F).contains(scalar.value)
    }
}
