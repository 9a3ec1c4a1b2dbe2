import Navigation
import Shared

/// Settings' deep-link patterns: every link lands in the settings tab, on top of the settings menu.
///
/// | path | stack | presented |
/// |---|---|---|
/// | `settings` | `settings` | |
/// | `settings/profile` | `settings > settings/profile` | |
/// | `settings/address` | `settings > settings/address` | |
/// | `settings/support[?order=N]` | `settings > settings/support` | |
/// | `settings/signin` | `settings` | sheet `settings/signin` |
/// | `settings/picker` | `settings` | sheet `settings/picker` (no checkpoint) |
/// | `settings/about` | `settings` | cover `settings/about` |
///
/// A `settings/support` link whose `order` query item is not a positive whole number is
/// refused with ``/Navigation/DeepLinkError/invalidParameter(name:value:reason:)`` naming `order`.
public enum SettingsDeepLinkHandler: DeepLinkHandling {
    /// Registers the feature's patterns.
    public static func register(into router: inout DeepLinkRouter<DeepLinkTarget>) throws(DeepLinkError) {
        try router.register("settings") { _ in target() }
        try router.register("settings/profile") { _ in target(pushing: .profile) }
        try router.register("settings/address") { _ in target(pushing: .address) }
        try router.register("settings/support") { match throws(DeepLinkError) in
            target(pushing: .support(orderID: try orderID(in: match)))
        }
        try router.register("settings/signin") { _ in target(presenting: .signIn, as: .sheet) }
        try router.register("settings/picker") { _ in
            target(presenting: .picker(returningTo: nil), as: .sheet)
        }
        try router.register("settings/about") { _ in target(presenting: .about, as: .cover) }
    }

    /// Every destination that must round-trip: its routeID, as `switchyard://<routeID>`, routes back to it.
    public static var linkSamples: [SettingsIncomingNavigation] {
        [
            .settings, .profile, .address, .signIn, .picker(returningTo: nil), .about,
            .support(orderID: nil),
        ]
    }

    private static func target(pushing destination: SettingsIncomingNavigation? = nil) -> DeepLinkTarget {
        let stack: [SettingsIncomingNavigation] = [.settings] + (destination.map { [$0] } ?? [])
        return DeepLinkTarget(tab: RootTab.settings.name, stack: stack)
    }

    private static func target(
        presenting destination: SettingsIncomingNavigation, as style: NavigationPresentationStyle
    )
        -> DeepLinkTarget
    {
        DeepLinkTarget(
            tab: RootTab.settings.name,
            stack: [SettingsIncomingNavigation.settings],
            presentation: DeepLinkTarget.Presentation(style: style, stack: [destination])
        )
    }

    /// The `order` query item as an order number: absent is `nil`, anything but digits is an error.
    private static func orderID(in match: DeepLinkMatch) throws(DeepLinkError) -> Int? {
        guard let text = match.query("order") else { return nil }
        guard !text.isEmpty, text.utf8.count <= 18, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            let number = Int(text), number > 0
        else {
            throw .invalidParameter(name: "order", value: text, reason: "is not an order number")
        }
        return number
    }
}
