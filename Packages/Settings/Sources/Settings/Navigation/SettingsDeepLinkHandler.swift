import Navigation
import NavigationLinks
import Shared

/// Settings' deep-link patterns: every link lands in the settings tab, on top of the settings menu.
///
/// | path | stack | presented |
/// |---|---|---|
/// | `settings` | `settings` | |
/// | `settings/profile` | `settings > settings/profile` | |
/// | `settings/address` | `settings > settings/address` | |
/// | `settings/help[?order=N]` | `settings > settings/help` | |
/// | `settings/support[?order=N]` | the same: the help screen's old name, kept for old links | |
/// | `settings/signin` | `settings` | sheet `settings/signin` |
/// | `settings/picker` | `settings` | sheet `settings/picker` (no checkpoint) |
/// | `settings/about` | `settings` | cover `settings/about` |
///
/// A `settings/help` (or `settings/support`) link whose `order` query item is not a positive whole number is
/// refused with ``/NavigationLinks/DeepLinkError/invalidParameter(name:value:reason:)`` naming `order`.
public enum SettingsDeepLinkHandler: DeepLinkHandling {
    /// Registers the feature's patterns.
    public static func register(into router: inout DeepLinkRouter<NavigationPlace>) throws(DeepLinkError) {
        try router.register("settings") { _ in place() }
        try router.register("settings/profile") { _ in place(pushing: .profile) }
        try router.register("settings/address") { _ in place(pushing: .address) }
        try router.register("settings/help") { match throws(DeepLinkError) in
            place(pushing: .help(orderID: try orderID(in: match)))
        }
        // Version 1 called the help screen support; links written then still work.
        try router.register("settings/support") { match throws(DeepLinkError) in
            place(pushing: .help(orderID: try orderID(in: match)))
        }
        try router.register("settings/signin") { _ in place(presenting: .signIn, as: .sheet) }
        try router.register("settings/picker") { _ in
            place(presenting: .picker(returningTo: nil), as: .sheet)
        }
        try router.register("settings/about") { _ in place(presenting: .about, as: .managedCover) }
    }

    /// Old links that must still lead where they did: the help screen was `settings/support`.
    public static var linkAliases: [(link: String, destination: SettingsIncomingNavigation)] {
        [("settings/support", .help(orderID: nil)), ("settings/support?order=1002", .help(orderID: 1002))]
    }

    /// Every destination that must round-trip: its routeID, as `switchyard://<routeID>`, routes back to it.
    public static var linkSamples: [SettingsIncomingNavigation] {
        [
            .settings, .profile, .address, .signIn, .picker(returningTo: nil), .about,
            .help(orderID: nil),
        ]
    }

    private static func place(pushing destination: SettingsIncomingNavigation? = nil) -> NavigationPlace {
        let stack: [SettingsIncomingNavigation] =
            if let destination { [.settings, destination] } else { [.settings] }
        return NavigationPlace(tab: RootTab.settings.name, stack: stack)
    }

    private static func place(
        presenting destination: SettingsIncomingNavigation, as style: NavigationPresentationStyle
    )
        -> NavigationPlace
    {
        NavigationPlace(
            tab: RootTab.settings.name,
            stack: [SettingsIncomingNavigation.settings],
            presentation: NavigationPlace.Presentation(style: style, stack: [destination])
        )
    }

    /// The `order` query item as an order number: absent is `nil`, anything but digits is an
    /// error, and so are digits past what an order number holds.
    private static func orderID(in match: DeepLinkMatch) throws(DeepLinkError) -> Int? {
        guard let text = match.query("order") else { return nil }
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
            throw .invalidParameter(name: "order", value: text, reason: "is not an order number")
        }
        guard text.utf8.count <= 18, let number = Int(text) else {
            throw .invalidParameter(name: "order", value: text, reason: "is too large for an order number")
        }
        guard number > 0 else {
            throw .invalidParameter(name: "order", value: text, reason: "is not an order number")
        }
        return number
    }
}
