import Navigation

/// Turns screens and alerts into console text: plain by default, ANSI-styled on request.
///
/// A screen renders one item per line: the location line (the `where` format), the title,
/// the body, and each action as `[N] Label` at the left edge, in the order the items
/// appear. Body text and list elements (`- element`) sit two spaces in; a section's title
/// gets a line of its own at its parent's level and its contents sit two spaces in from
/// the title. Body text wraps to ``width``; the location line, titles and action lines are
/// never wrapped, so scripts can match them whole.
public struct ConsoleRenderer: Sendable, Equatable {
    /// The width used when `COLUMNS` is missing or unusable.
    public static let defaultWidth = 80
    /// Narrower widths are raised to this, so wrapping always has room for a few words.
    public static let minimumWidth = 16
    /// Wider widths (a `COLUMNS` of twelve digits) are held to this: no terminal is wider,
    /// and a split pads its columns to their share of the width.
    public static let maximumWidth = 1_000
    /// From this width on, a split tab's columns show side by side; below it, its stack's
    /// front screen shows alone, as on a phone.
    public static let splitWidth = 120

    /// The column at which body text wraps.
    public var width: Int
    /// Whether to style with ANSI escapes: bold title, dim location, coloured action numbers.
    public var usesANSI: Bool
    /// Whether action labels wrap to ``width`` (a split's column), rather than run past it.
    var wrapsActionLabels = false

    /// Creates a renderer; the width is held between ``minimumWidth`` and ``maximumWidth``.
    public init(width: Int = ConsoleRenderer.defaultWidth, usesANSI: Bool = false) {
        self.width = Self.usable(width)
        self.usesANSI = usesANSI
    }

    /// The renderer a host should use: ANSI only for a terminal when `NO_COLOR` is absent or
    /// empty and `TERM` is not `dumb`, wrapping at `COLUMNS`, else at the terminal's own
    /// width, else at 80.
    public static func automatic(
        environment: [String: String], outputIsTerminal: Bool, terminalWidth: Int? = nil
    ) -> ConsoleRenderer {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let dumb = environment["TERM"] == "dumb"
        return ConsoleRenderer(
            width: columns(from: environment) ?? terminalWidth ?? defaultWidth,
            usesANSI: outputIsTerminal && !noColor && !dumb)
    }

    /// The wrapping width `COLUMNS` asks for, or ``defaultWidth``.
    public static func width(from environment: [String: String]) -> Int {
        columns(from: environment) ?? defaultWidth
    }

    /// A width held between ``minimumWidth`` and ``maximumWidth``.
    static func usable(_ width: Int) -> Int { min(max(width, minimumWidth), maximumWidth) }

    /// The width `COLUMNS` asks for, when it is a positive number.
    static func columns(from environment: [String: String]) -> Int? {
        guard let text = environment["COLUMNS"]?.trimmingSpaces, let columns = Int(text), columns > 0 else {
            return nil
        }
        return columns
    }

    // MARK: - Screens and alerts

    /// The text for a screen under a location line, without a trailing newline.
    public func render(_ screen: Screen, location: String) -> String {
        var lines = [style(location, .dim), style(screen.title, .bold)]
        var index = 0
        append(
            screen.items, depth: 0, numbering: ActionNumbering(columns: [screen]), column: 0, index: &index,
            to: &lines)
        return lines.joined(separator: "\n")
    }

    /// The text for a split's columns side by side under a location line, one column per
    /// screen (`nil`: a column with nothing in it yet).
    ///
    /// The front (last) screen's actions are numbered from 1, as when it is drawn alone, and
    /// the other columns' actions follow, left to right, so a tap means the same thing at any
    /// width.
    ///
    /// Each column wraps its body text and its action labels (under their numbers) to its
    /// share of ``width``, and a `│` runs between columns. A title wider than its column is
    /// cut to fit, with `…`.
    public func render(columns: [Screen?], location: String) -> String {
        render(columns: columns, numbering: ActionNumbering(columns: columns), location: location)
    }

    /// The text for a split's columns with the numbers the host reads taps with.
    package func render(columns: [Screen?], numbering: ActionNumbering, location: String) -> String {
        let separator = " │ "
        let columnWidth = max((width - separator.count * (columns.count - 1)) / max(columns.count, 1), 1)
        var narrow = self
        narrow.width = columnWidth
        narrow.wrapsActionLabels = true
        let blocks = columns.enumerated().map { column, screen in
            guard let screen else { return [narrow.style("Nothing selected", .dim)] }
            var lines = [narrow.style(screen.title, .bold)]
            var index = 0
            narrow.append(
                screen.items, depth: 0, numbering: numbering, column: column, index: &index, to: &lines)
            return lines
        }
        var lines = [style(location, .dim)]
        for row in 0..<(blocks.map(\.count).max() ?? 0) {
            var line = ""
            for (column, block) in blocks.enumerated() {
                // A title wider than its column is cut to fit, with `…`, so the next column
                // starts where it should.
                let cell = Self.fit(row < block.count ? block[row] : "", width: columnWidth)
                if column > 0 { line += separator }
                line += cell
                if column < blocks.count - 1 {
                    line += String(repeating: " ", count: max(columnWidth - Self.visibleCount(cell), 0))
                }
            }
            while line.hasSuffix(" ") { line.removeLast() }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// A split drawn as one stack: its front screen, then one line naming the numbers of the
    /// columns beside it, which choose the same actions as when the columns are drawn
    /// (`Columns beside it: [6]-[9] Orders`).
    package func render(
        front screen: Screen, columns: [Screen?], numbering: ActionNumbering, location: String
    ) -> String {
        let front = columns.lastIndex { $0 != nil }
        let beside = columns.indices.compactMap { column -> String? in
            guard column != front, let other = columns[column],
                let first = numbering.number(ofAction: 0, inColumn: column)
            else { return nil }
            let last = first + other.actions.count - 1
            let numbers = first == last ? "[\(first)]" : "[\(first)]-[\(last)]"
            return style(numbers, .accent) + " " + ConsoleText.visible(other.title)
        }
        let text = render(screen, location: location)
        guard !beside.isEmpty else { return text }
        return text + "\n" + style("Columns beside it: ", .dim) + beside.joined(separator: ", ")
    }

    /// How many terminal cells a line takes: its styles' escape sequences take none, a wide
    /// character (CJK, most emoji) takes two.
    package static func visibleCount(_ line: String) -> Int {
        var count = 0
        var inEscape = false
        for character in line {
            if inEscape {
                if character == "m" { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                count += cells(of: character)
            }
        }
        return count
    }

    /// The cells a character takes: two for East Asian wide and full-width characters and for
    /// emoji, else one (marks combine with the character before them, in the same cell).
    package static func cells(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F1E6...0x1F1FF, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF,
            0x1FA70...0x1FAFF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    /// A line cut to `width` cells with `…` at its end when it is wider; its styles are kept,
    /// and closed when the cut falls inside one.
    package static func fit(_ line: String, width: Int) -> String {
        guard visibleCount(line) > width else { return line }
        var kept = ""
        var used = 0
        var inEscape = false
        for character in line {
            if inEscape || character == "\u{1B}" {
                inEscape = character != "m"
                kept.append(character)
                continue
            }
            let cells = cells(of: character)
            guard used + cells <= width - 1 else { break }
            kept.append(character)
            used += cells
        }
        return kept + "…" + (line.contains("\u{1B}") ? "\u{1B}[0m" : "")
    }

    /// The text for an alert under a location line: `Alert: Title`, the message, then its actions.
    ///
    /// Cancel and destructive actions are marked after their label: `[2] Delete (destructive)`.
    /// A leave question that holds a command says which (`carriesOut`), so a question met again
    /// later still says what leaving does: `Leave carries out 'window close'`.
    public func render(_ alert: NavigationAlertState, location: String, carriesOut command: String? = nil)
        -> String
    {
        var lines = [style(location, .dim), style("Alert: " + alert.title, .bold)]
        if let message = alert.message {
            lines.append(contentsOf: wrap(message, indent: "  "))
        }
        if let command, let leave = alert.actions.first(where: { $0.role == .destructive }) {
            lines.append(
                contentsOf: wrap("\(leave.label) carries out \(ConsoleText.quoted(command))", indent: "  "))
        }
        for (index, action) in alert.actions.enumerated() {
            var label = action.label
            switch action.role {
            case .default: break
            case .cancel: label += " (cancel)"
            case .destructive: label += " (destructive)"
            }
            lines.append(actionLine(number: index + 1, label: label))
        }
        return lines.joined(separator: "\n")
    }

    /// Appends the lines of `items`; `index` counts the actions of `column` drawn so far, and
    /// `numbering` gives each its number.
    private func append(
        _ items: [ScreenItem], depth: Int, numbering: ActionNumbering, column: Int, index: inout Int,
        to lines: inout [String]
    ) {
        // Top-level text and the contents of a first-level section share one indent; each
        // further level of sections indents two more spaces.
        let indent = String(repeating: "  ", count: max(depth, 1))
        for item in items {
            switch item {
            case .text(let text):
                lines.append(contentsOf: wrap(text, indent: indent))
            case .section(let title, let nested):
                lines.append(String(repeating: "  ", count: depth) + style(title, .underline))
                append(
                    nested, depth: depth + 1, numbering: numbering, column: column, index: &index, to: &lines)
            case .bullets(let elements):
                for element in elements {
                    lines.append(
                        contentsOf: wrap(element, indent: indent + "- ", continuation: indent + "  "))
                }
            case .action(let action):
                // Every action of a numbered screen has a number; 0 would show a numbering bug.
                let number = numbering.number(ofAction: index, inColumn: column) ?? 0
                index += 1
                guard wrapsActionLabels else {
                    lines.append(actionLine(number: number, label: action.label))
                    continue
                }
                // In a column, a label as wide as the column wraps under its number, so what
                // ends it (an order's status) is not cut off.
                lines.append(
                    contentsOf: wrap(
                        ConsoleText.visible(action.label), indent: actionMark(number),
                        continuation: String(repeating: " ", count: "[\(number)] ".count)))
            }
        }
    }

    private func actionLine(number: Int, label: String) -> String {
        actionMark(number) + ConsoleText.visible(label)
    }

    /// `[3] `, the number an action line starts with, styled.
    private func actionMark(_ number: Int) -> String { style("[\(number)]", .accent) + " " }

    // MARK: - Wrapping

    /// Wraps text to ``width``: the first line starts with `indent`, later ones with
    /// `continuation` (the indent when `nil`); newlines in the text start new paragraphs and
    /// words longer than a line are split.
    public func wrap(_ text: String, indent: String, continuation: String? = nil) -> [String] {
        let continuation = continuation ?? indent
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let words = paragraph.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if words.isEmpty {
                lines.append("")
                continue
            }
            var prefix = lines.isEmpty ? indent : continuation
            var line = ""
            func flush() {
                lines.append(prefix + line)
                prefix = continuation
                line = ""
            }
            // Words come from data (a link's parameter, a restored value): control characters
            // are spelled out, so only the renderer's own styles reach the terminal.
            let spelled = ConsoleText.hasControlCharacters(paragraph)
            // Measured in terminal cells, so wide characters wrap where they end.
            let cells = Self.visibleCount
            for var word in words.map({ spelled ? ConsoleText.visible(String($0)) : String($0) }) {
                let room = max(width - (line.isEmpty ? cells(prefix) : cells(prefix) + cells(line) + 1), 1)
                if cells(word) <= room {
                    line += line.isEmpty ? word : " " + word
                    continue
                }
                if !line.isEmpty { flush() }
                let full = max(width - cells(prefix), 1)
                while cells(word) > full {
                    // As many characters as fit, and at least one, so the loop always ends.
                    var taken = 0
                    var used = 0
                    for character in word {
                        let size = Self.cells(of: character)
                        guard taken == 0 || used + size <= full else { break }
                        used += size
                        taken += 1
                    }
                    line = String(word.prefix(taken))
                    word.removeFirst(taken)
                    flush()
                }
                line = word
            }
            if !line.isEmpty { flush() }
        }
        return lines
    }

    // MARK: - Styling

    private enum Style: String {
        case bold = "1"
        case dim = "2"
        case underline = "4"
        case accent = "36"
    }

    /// The text with its control characters spelled out, styled when styles are on: the
    /// escape sequences in the output are only ever these.
    private func style(_ text: String, _ style: Style) -> String {
        let text = ConsoleText.visible(text)
        guard usesANSI, !text.isEmpty else { return text }
        return "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m"
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs, carriage returns and newlines.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(self[first...last])
    }
}
