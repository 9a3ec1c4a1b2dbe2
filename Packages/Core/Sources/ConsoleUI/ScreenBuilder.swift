import Navigation

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
