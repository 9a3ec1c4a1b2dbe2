/// How a link's target is applied to the place the person is in.
///
/// A link pattern picks one when it builds its target:
///
/// ```swift
/// try router.register("orders/:id<int:1...>") { match in
///     DeepLinkTarget(
///         tab: "orders",
///         stack: [OrdersIncomingNavigation.list, OrdersIncomingNavigation.detail(id: try match.int("id"))],
///         policy: .focus)
/// }
/// ```
///
/// Whatever the policy, only one tab changes, and the change goes through the root's guards
/// and access requirements like a tap.
public enum DeepLinkPolicy: String, Hashable, Sendable, Codable, CaseIterable {
    /// The target's tab shows exactly the target: its stack, and its presentation if any.
    ///
    /// The default: a link names a whole place and rebuilds it.
    case replace
    /// The target's screen is pushed onto the stack the person is on, in whichever tab.
    ///
    /// When that stack cannot take a push (a plain sheet or cover is in front), the target
    /// is applied as ``replace``.
    case push
    /// The target's tab is selected and goes back to the screen with the target's route id
    /// when one is already on its stacks (closing what is over it); otherwise the screen is
    /// pushed onto the tab's own stack, and what is presented over that stack closes.
    ///
    /// A link to an order already open focuses it instead of opening it twice.
    case focus
}
