import Navigation

/// What a destination shows on the console: a title, body items and numbered actions.
///
/// Build one with ``ScreenBuilder``:
///
/// ```swift
/// Screen("Home") {
///     Text("Welcome back.")
///     Section("Recent orders") {
///         for order in model.orders { NavigationLink(order.title, to: OrdersDestination.detail(order.id)) }
///     }
///     Action("Refresh") { await model.refresh() }
/// }
/// .onAppear { tracker.record("home shown") }
/// ```
///
/// Actions and links are numbered 1...N in the order they appear, across sections.
public struct Screen: Sendable {
    /// The title line.
    public var title: String
    /// The body, in display order.
    public var items: [ScreenItem]
    /// Work the host runs each time this screen's entry becomes the front-most one.
    public var appearHandlers: [@MainActor @Sendable () async -> Void]

    /// Creates a screen from builder content.
    public init(_ title: String, @ScreenBuilder content: () -> [ScreenItem]) {
        self.init(title, items: content())
    }

    /// Creates a screen from a list of items.
    public init(_ title: String, items: [ScreenItem] = []) {
        self.title = title
        self.items = items
        self.appearHandlers = []
    }

    /// A copy that also runs `perform` each time its entry becomes the front-most screen.
    ///
    /// Use it for analytics, and for establishing checkpoints or locks that belong to the
    /// screen being in front. The host awaits it before printing the screen.
    public func onAppear(_ perform: @escaping @MainActor @Sendable () async -> Void) -> Screen {
        var copy = self
        copy.appearHandlers.append(perform)
        return copy
    }

    /// Every action and link in numbering order: element 0 is action `[1]`.
    public var actions: [ScreenAction] {
        var result: [ScreenAction] = []
        ScreenItem.collectActions(in: items, into: &result)
        return result
    }
}

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

/// A numbered choice on a screen: a handler to run, or a place to go.
public struct ScreenAction: Sendable {
    /// What choosing the action does.
    public enum Behavior: Sendable {
        /// Runs the handler; flows can `await` their next step inside it.
        case perform(@MainActor @Sendable () async -> Void)
        /// Navigates to a destination with the screen's navigator, with a method or the destination's own.
        case navigate(AnyNavigationDestination, method: NavigationMethod?)
        /// Navigates where an outgoing value leads (through the app's redirect).
        case navigateOutgoing(any OutgoingNavigation, method: NavigationMethod?)
    }

    /// The label shown after the action's number.
    public let label: String
    /// What choosing it does.
    public let behavior: Behavior

    /// Creates an action.
    public init(label: String, behavior: Behavior) {
        self.label = label
        self.behavior = behavior
    }
}

/// Something that can appear inside a ``ScreenBuilder`` block.
public protocol ScreenContent {
    /// The items this content contributes, in order.
    var screenItems: [ScreenItem] { get }
}

/// A paragraph of body text, wrapped to the console's width.
public struct Text: ScreenContent, Sendable {
    /// The text; embedded newlines start new lines.
    public let content: String

    /// Creates a paragraph.
    public init(_ content: String) { self.content = content }

    /// One text item.
    public var screenItems: [ScreenItem] { [.text(content)] }
}

/// A titled group of body items; its title renders as a line of its own.
public struct Section: ScreenContent, Sendable {
    /// The section's title.
    public let title: String
    /// The items inside.
    public let items: [ScreenItem]

    /// Creates a section from builder content.
    public init(_ title: String, @ScreenBuilder content: () -> [ScreenItem]) {
        self.title = title
        self.items = content()
    }

    /// One section item.
    public var screenItems: [ScreenItem] { [.section(title: title, items: items)] }
}

/// A bulleted list, each element rendered as `- element`.
public struct Bullets: ScreenContent, Sendable {
    /// The elements, in order.
    public let elements: [String]

    /// Creates a list.
    public init(_ elements: [String]) { self.elements = elements }

    /// One list item; an empty list contributes nothing.
    public var screenItems: [ScreenItem] { elements.isEmpty ? [] : [.bullets(elements)] }
}

/// A numbered action that runs a handler when tapped.
public struct Action: ScreenContent, Sendable {
    /// The label.
    public let label: String
    /// What tapping it does.
    public let handler: @MainActor @Sendable () async -> Void

    /// Creates an action; the handler runs on the main actor and may await.
    public init(_ label: String, perform handler: @escaping @MainActor @Sendable () async -> Void) {
        self.label = label
        self.handler = handler
    }

    /// One action item.
    public var screenItems: [ScreenItem] {
        [.action(ScreenAction(label: label, behavior: .perform(handler)))]
    }
}

/// A numbered action that navigates, the console's counterpart of SwiftUI's `NavigationLink`.
///
/// The host navigates with the navigator of the screen that shows the link, using `method`
/// when given and the destination's preferred method otherwise.
public struct NavigationLink: ScreenContent, Sendable {
    /// The label.
    public let label: String
    /// Where it goes and how.
    public let behavior: ScreenAction.Behavior

    /// Creates a link to one of the feature's own destinations.
    public init(_ label: String, to destination: any NavigationDestination, method: NavigationMethod? = nil) {
        self.label = label
        self.behavior = .navigate(AnyNavigationDestination(destination), method: method)
    }

    /// Creates a link to wherever the app redirects an outgoing value.
    public init(_ label: String, to outgoing: any OutgoingNavigation, method: NavigationMethod? = nil) {
        self.label = label
        self.behavior = .navigateOutgoing(outgoing, method: method)
    }

    /// One action item.
    public var screenItems: [ScreenItem] { [.action(ScreenAction(label: label, behavior: behavior))] }
}

/// Collects ``ScreenContent`` into a screen's items, with `if`, `if`-`else`, `switch` and `for`.
@resultBuilder
public enum ScreenBuilder {
    /// Turns one piece of content into items.
    public static func buildExpression(_ content: some ScreenContent) -> [ScreenItem] { content.screenItems }

    /// Accepts items that were built elsewhere.
    public static func buildExpression(_ items: [ScreenItem]) -> [ScreenItem] { items }

    /// Joins the statements of a block.
    public static func buildBlock(_ parts: [ScreenItem]...) -> [ScreenItem] { parts.flatMap { $0 } }

    /// An `if` without `else` contributes nothing when false.
    public static func buildOptional(_ part: [ScreenItem]?) -> [ScreenItem] { part ?? [] }

    /// The first branch of an `if`-`else` or `switch`.
    public static func buildEither(first part: [ScreenItem]) -> [ScreenItem] { part }

    /// The second branch of an `if`-`else` or `switch`.
    public static func buildEither(second part: [ScreenItem]) -> [ScreenItem] { part }

    /// A `for` loop contributes every iteration's items in order.
    public static func buildArray(_ parts: [[ScreenItem]]) -> [ScreenItem] { parts.flatMap { $0 } }

    /// An `if #available` block.
    public static func buildLimitedAvailability(_ part: [ScreenItem]) -> [ScreenItem] { part }
}
