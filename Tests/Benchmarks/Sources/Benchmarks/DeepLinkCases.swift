import AppComposition
import Navigation
import NavigationLinks

/// Link parsing, matching and applying.
@MainActor
enum DeepLinkCases {
    /// The pattern registered at `index`: `section7/detail/:id<int>`.
    static func pattern(_ index: Int) -> String { "section\(index)/detail/:id<int>" }

    /// A link that matches the pattern registered at `index`.
    static func link(_ index: Int) -> String { "switchyard://section\(index)/detail/42" }

    /// Parse + match (+ the pattern's builder) with `patterns` patterns registered; the link
    /// matches the last one registered, which is the worst case for a scan and no different
    /// for the trie.
    static func match(patterns: Int) throws -> BenchCase {
        var router = DeepLinkRouter<Int>(address: .bench)
        for index in 0..<patterns {
            try router.register(pattern(index)) { match throws(DeepLinkError) in try match.int("id") }
        }
        let link = link(patterns - 1)
        try require(try router.route(link) == 42, "the router did not match \(link)")
        let isHeadline = patterns == 10 || patterns == 100
        return .batch(
            "deeplink_match_\(patterns)", isHeadline ? .headline : .scaling,
            "parse + match, \(patterns) patterns registered",
            floor: .dictionaryLookup, baseline: BaselineCases.scanRouterName(patterns)
        ) { _ in
            blackHole(try router.route(link))
        }
    }

    /// The links the apply cases alternate between: a Home page (a new entry each time)
    /// and a Settings screen (the other tab).
    static func appLink(_ index: Int) -> String {
        index & 1 == 0 ? "switchyard://home/page/\(2 + (index >> 1) % 900)" : "switchyard://settings/profile"
    }

    /// Parse + match with the demo app's router, then build the whole state over the
    /// current one and apply it to the app's tree (three tabs, providers, redirect).
    static func apply() throws -> BenchCase {
        let app = try SwitchyardApp()
        let root = app.root
        let router = app.router
        let first = try router.route(appLink(0))
        try require(root.open(first) == .applied, "the link was refused")
        try require(root.locationDescription == "home: home > home/page/2", "the link was not applied")
        return .batch(
            "deeplink_apply", .headline, "parse + match + open (state(over:), guards, apply), demo app",
            floor: .arrayAppendRemove
        ) { index in
            let place = try router.route(appLink(index))
            if root.open(place) != .applied { throw BenchFailure("the link was refused") }
        }
    }

    /// What the console's `open` does: `SwitchyardApp.open`, from the link's text.
    static func openApp() throws -> BenchCase {
        let app = try SwitchyardApp()
        return .batch(
            "deeplink_open_app", .engine, "SwitchyardApp.open: route and open through the guards",
            floor: .arrayAppendRemove
        ) { index in
            let outcome = try app.open(appLink(index))
            if index == 0 { try require(outcome == .applied, "the link was not applied") }
        }
    }
}
