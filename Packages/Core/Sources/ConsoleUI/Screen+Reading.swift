extension Screen {
    /// Every action and link label, in numbering order: element 0 is the label of `[1]`.
    public var labels: [String] { actions.map(\.label) }

    /// Every text line of the body in display order, sections and lists included.
    ///
    /// Each ``Text`` paragraph is one element, as written (embedded newlines kept, not
    /// wrapped), wherever it sits: at the top or inside a ``Section``, however deeply nested.
    /// Each element of a ``Bullets`` list is one element too, without the `- ` the renderer
    /// puts before it. Section titles, the screen's title and action labels are not text
    /// lines: read ``title``, ``items`` and ``labels`` for those.
    public var texts: [String] { ScreenItem.texts(in: items) }

    /// The number the host shows before the action or link with this label, counting from 1.
    ///
    /// It is the same at any width: when a wide console draws a split's columns, the screen in
    /// front keeps these numbers and the other columns' actions come after them.
    ///
    /// With it a test taps through a ``ConsoleHost`` by label (`tap 3`), as a person would,
    /// links included.
    ///
    /// - Throws: ``ScreenTapError`` when no action or link has the label, or more than one has it.
    public func number(of label: String) throws(ScreenTapError) -> Int {
        let labels = labels
        let numbers = labels.indices.filter { labels[$0] == label }.map { $0 + 1 }
        guard let number = numbers.first else { throw failure(.noSuchAction, label) }
        guard numbers.count == 1 else { throw failure(.ambiguous(count: numbers.count), label) }
        return number
    }

    /// Runs the handler of the action with this label, as the console host does for its tap.
    ///
    /// The handler is awaited, so whatever it does (flows that await their next step
    /// included) has happened when this returns. Unlike the host, nothing checks afterwards
    /// whether a navigation the handler asked for was refused (read the navigator for that),
    /// and nothing is rendered: build the screen again to see what changed.
    ///
    /// - Throws: ``ScreenTapError`` when no action has the label, when more than one has
    ///   it, or when it belongs to a link: a link's navigation needs the handle of the
    ///   screen's entry, which the host has and the screen does not. Tap links through the
    ///   host with ``number(of:)``, or read where they lead from ``actions``.
    @MainActor
    public func tap(_ label: String) async throws(ScreenTapError) {
        let action = actions[try number(of: label) - 1]
        guard case .perform(let handler) = action.behavior else { throw failure(.navigates, label) }
        await handler()
    }

    /// Runs the appear handlers, as the host does when the screen comes into view.
    ///
    /// They run one after another in the order they were added, each awaited. The host
    /// calls this once each time the screen's entry comes into view (the front-most one, or
    /// a split's column), before printing the screen.
    @MainActor
    public func appear() async {
        for handler in appearHandlers { await handler() }
    }

    private func failure(_ reason: ScreenTapError.Reason, _ label: String) -> ScreenTapError {
        ScreenTapError(screenTitle: title, label: label, labels: labels, reason: reason)
    }
}

/// Why ``Screen/tap(_:)`` could not run an action, or ``Screen/number(of:)`` could not number one.
///
/// Its ``description`` is one line naming the screen, the label asked for and the labels
/// the screen has, control characters spelled out.
public struct ScreenTapError: Error, CustomStringConvertible, Hashable, Sendable {
    /// What was wrong with the label.
    public enum Reason: Hashable, Sendable {
        /// No action or link has the label.
        case noSuchAction
        /// More than one action or link has the label, so a tap by label would be a guess.
        case ambiguous(count: Int)
        /// The label belongs to a link, which navigates instead of running a handler.
        case navigates
    }

    /// The title of the screen that was tapped.
    public let screenTitle: String
    /// The label asked for.
    public let label: String
    /// Every label on the screen, in numbering order.
    public let labels: [String]
    /// What was wrong.
    public let reason: Reason

    /// Creates an error.
    public init(screenTitle: String, label: String, labels: [String], reason: Reason) {
        self.screenTitle = screenTitle
        self.label = label
        self.labels = labels
        self.reason = reason
    }

    /// One line: `"Title" has no action 'Pay'; its actions are 'Back', 'Cancel'`.
    public var description: String {
        let screen = "\"\(ConsoleText.visible(screenTitle))\""
        let named = Self.quoted(label)
        let problem =
            switch reason {
            case .noSuchAction: "\(screen) has no action \(named)"
            case .ambiguous(let count): "\(screen) has \(count) actions labelled \(named)"
            case .navigates: "\(named) on \(screen) is a link, not an action that runs a handler"
            }
        guard !labels.isEmpty else { return problem + "; it has no actions" }
        return problem + "; its actions are " + labels.map(Self.quoted).joined(separator: ", ")
    }

    private static func quoted(_ label: String) -> String { "'" + ConsoleText.visible(label) + "'" }
}

extension ScreenItem {
    /// The text lines of `items` and everything nested in them, in display order.
    static func texts(in items: [ScreenItem]) -> [String] {
        items.flatMap { item -> [String] in
            switch item {
            case .text(let text): [text]
            case .section(_, let nested): texts(in: nested)
            case .bullets(let elements): elements
            case .action: []
            }
        }
    }
}
