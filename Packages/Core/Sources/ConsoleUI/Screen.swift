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
    /// Work the host runs each time this screen's entry comes into view: the front-most one,
    /// or one of a split's columns.
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

    /// A copy that also runs `perform` each time its entry comes into view (the front-most
    /// screen, or a split's column).
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
