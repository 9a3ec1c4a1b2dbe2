import Navigation

/// One element of a screen's body.
public enum ScreenItem: Sendable {
    /// A paragraph of text; embedded newlines start new lines.
    case text(String)
    /// A titled group of items.
    case section(title: String, items: [ScreenItem])
    /// A bulleted list, one line per element.
    case bullets([String])
    /// A numbered action or link.
    case action(ScreenAction)

    static func collectActions(in items: [ScreenItem], into result: inout [ScreenAction]) {
        for item in items {
            switch item {
            case .action(let action): result.append(action)
            case .section(_, let nested): collectActions(in: nested, into: &result)
            case .text, .bullets: break
            }
        }
    }
}
