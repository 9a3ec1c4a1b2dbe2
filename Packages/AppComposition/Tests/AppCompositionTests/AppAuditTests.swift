import AppAudit
import AppComposition
import Home
import Navigation
import Orders
import Settings
import Shared
import Testing

/// One exploration for the tests that only read it: exploring replays every journey, which
/// is the slow part of these suites.
@MainActor let sharedExploration = Task { @MainActor in try await AppExplorer().explore() }

@MainActor
@Suite struct AppAuditTests {
    @Test func theComposedAppPassesTheAuditWithAOneLineSummary() async throws {
        let report = try await AppAudit().run(exploration: try await sharedExploration.value)
        #expect(report.isClean, "\(report.problems)")
        #expect(report.text == report.summary)
        // Every screen the listed features declare, so a scaffolded feature counts too.
        let features = try SwitchyardApp().features
        let screens = features.flatMap(\.destinationSamples).count
        #expect(report.summary.hasPrefix("audit: \(screens) of \(screens) screens reachable"))
        #expect(
            report.summary.contains(
                ", tab orders split in 3 columns, new windows open with the same 3 tabs; "))
        // The demo's own three declare 16, whatever else is listed after them.
        let demo = features.filter { ["Home", "Orders", "Settings"].contains($0.name) }
        #expect(demo.map(\.name) == ["Home", "Orders", "Settings"])
        #expect(demo.flatMap(\.destinationSamples).count == 16)
        #expect(report.summary.contains("(1 left out on purpose)"))
        #expect(report.summary.hasSuffix("no problems"))
    }

    @Test func aRemovedRedirectIsReportedByItsOutgoingCase() async throws {
        let report = try await AppAudit { app in app.root.setRedirect(RedirectWithoutPicker()) }.run()
        #expect(report.problems.contains("outgoing HomeOutgoingNavigation.numberPicker has no redirect"))
        #expect(!report.isClean)
    }

    @Test func aRemovedProviderIsReportedByItsProvidedCase() async throws {
        let report = try await AppAudit { app in
            app.root.provide(SharedDestinations.self) { shared in
                shared == .newOrder ? nil : OrdersIncomingNavigation.list
            }
        }.run(exploration: try await sharedExploration.value)
        #expect(
            report.problems == ["provided SharedDestinations.newOrder (shared/new-order) has no provider"])
    }

    @Test func aScreenNoTabOrLinkReachesIsReportedAsUnreachable() async throws {
        var exploration = try await sharedExploration.value
        exploration.nodes = exploration.nodes.filter { $0.route != "settings/about" }
        let report = try await AppAudit().run(exploration: exploration)
        #expect(
            report.problems == [
                "settings/about (SettingsIncomingNavigation.about) is unreachable from every tab root and every link"
            ])
    }
}

@MainActor
private final class RedirectWithoutPicker: NavigationRedirecting {
    let full = AppNavigationRedirect()

    func redirect(_ outgoing: any OutgoingNavigation) -> (any NavigationDestination)? {
        if case .numberPicker? = outgoing as? HomeOutgoingNavigation { return nil }
        return full.redirect(outgoing)
    }
}

@MainActor
@Suite struct AppGraphTests {
    @Test func theGraphIsTheSameEveryTimeItIsDrawn() async throws {
        let first = try AppGraph(exploration: try await sharedExploration.value).render("mermaid")
        let second = try AppGraph(exploration: try await AppExplorer().explore()).render("mermaid")
        #expect(first == second)
    }

    @Test func theGraphShowsRedirectsProvidersViewProvidersSendsAndTheMissingProvider() async throws {
        let mermaid = try AppGraph(exploration: try await sharedExploration.value).render("mermaid")
        let lines = Set(mermaid.split(separator: "\n").map(String.init))
        #expect(lines.contains(#"  n_home -. "redirect: orderDetails" .-> n_orders__id"#))
        #expect(lines.contains(#"  n_settings -. "redirect: orderHistory" .-> n_orders"#))
        #expect(lines.contains(#"  n_orders__id -. "redirect: shippingAddress" .-> n_settings_address"#))
        #expect(lines.contains(#"  p_productDetails == "provider" ==> n_orders_products__sku"#))
        #expect(lines.contains(#"  n_home -- "view provider: Account settings" --> n_settings_profile"#))
        #expect(lines.contains { $0.hasPrefix(#"  n_home -- "send: "#) })
        #expect(
            lines.contains(
                #"    p_loyaltyProgram{{"SharedDestinations.loyaltyProgram (no provider)"}}:::missing"#))
        #expect(lines.contains(#"  tab_orders --> n_orders"#))
        #expect(lines.contains(#"    tab_orders(("tab orders, 3 columns"))"#))
        // Every window enters through the same tabs.
        #expect(lines.contains(#"    window[/"each window, its own tree"/]"#))
        for tab in ["home", "orders", "settings"] { #expect(lines.contains("  window --> tab_\(tab)")) }
        // A deep link is drawn apart from a redirect: a circle end, not a dotted line.
        #expect(lines.contains(#"  link_orders__id --o n_orders__id"#))
        // The new order Home holds after the wizard reaches Orders through the shared value.
        #expect(lines.contains(#"  n_home == "provided" ==> p_orderDetails"#))
    }

    @Test func theDotGraphNamesEveryModuleCluster() async throws {
        let dot = try AppGraph(exploration: try await sharedExploration.value).render("dot")
        for module in ["Home", "Orders", "Settings", "Shared"] {
            #expect(dot.contains("subgraph \"cluster_\(module)\""))
        }
        #expect(dot.hasPrefix("digraph Switchyard {"))
        #expect(dot.contains("  window -> tab_orders;"))
    }

    @Test func anUnknownFormatIsAnError() async throws {
        let graph = AppGraph(exploration: try await sharedExploration.value)
        #expect(throws: AppGraphError.unknownFormat("svg")) { try graph.render("svg") }
    }
}
