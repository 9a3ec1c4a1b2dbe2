import Navigation

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
/// The host navigates with the handle of the screen that shows the link, using `method`
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
