extension String {
    /// The text's lines without their line breaks (`\n` or `\r\n`), and without the empty
    /// line after a final line break.
    package var lines: [String] {
        var lines = split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
            .map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
