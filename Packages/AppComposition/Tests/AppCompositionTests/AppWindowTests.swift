import AppComposition
import AppCompositionTestSupport
import ConsoleUI
import Foundation
import Navigation
import NavigationSnapshots
import Testing

/// The app's windows: each its own tree, sharing only the session and the order book, all of
/// them saved and brought back.
@MainActor
@Suite struct AppWindowTests {
    let directory = temporaryDirectory()
    var path: String { directory + "/state.json" }

    @Test func twoWindowsDrivenInTurnNeverAffectEachOtherExceptThroughTheSession() async throws {
        let harness = try await Harness()
        await harness.run("open switchyard://orders/1001")
        #expect(harness.location == "home: home | sheet: settings/signin | pending: orders/1001")
        await harness.run("window new")
        #expect(harness.location == "home: home")
        await harness.tap("Next page")
        await harness.run("window 1")
        #expect(harness.location == "home: home | sheet: settings/signin | pending: orders/1001")
        await harness.run("window 2")
        // Asking for an order here asks for sign-in here too, with its own pending link.
        await harness.run("open switchyard://orders/1002")
        #expect(
            harness.location == "home: home > home/page/2 | sheet: settings/signin | pending: orders/1002")
        await harness.run("window 1")
        await harness.tap("Sign in")
        // Signing in carries out this window's pending link only.
        #expect(harness.location == "orders: orders ‖ orders/1001")
        let second = harness.host.windows[1]
        #expect(
            second.locationDescription
                == "home: home > home/page/2 | sheet: settings/signin | pending: orders/1002")
        // Its own request goes ahead as it comes forward, since the requirement now holds.
        await harness.run("window 2")
        #expect(harness.location == "orders: orders ‖ orders/1002")
        // Orders are reachable here now without asking again.
        await harness.run("tab home")
        await harness.run("open switchyard://orders/1003")
        #expect(harness.location == "orders: orders ‖ orders/1003")
        #expect(harness.host.windows[0].locationDescription == "orders: orders ‖ orders/1001")
    }

    @Test func everyWindowAndTheOneInFrontComeBackAfterARestart() async throws {
        let first = try await Harness(statePath: path, arguments: [])
        await first.tap("Next page")
        await first.run("window new")
        await first.run("tab settings")
        await first.run("window new")
        await first.run("tab orders")
        await first.run("window 2")
        await first.host.finish()
        let second = try await Harness(statePath: path, arguments: [])
        let locations: [String] = second.host.windows.map(\.locationDescription)
        #expect(locations == ["home: home > home/page/2", "settings: settings", "orders: orders"])
        #expect(second.host.focusedWindow == 1)
        #expect(second.host.lastRenderedText?.hasPrefix("[window 2 of 3] settings: settings\n") == true)
        #expect(second.transcript.standardError.isEmpty)
    }

    @Test func aClosedWindowIsNotSaved() async throws {
        let first = try await Harness(statePath: path, arguments: [])
        await first.run("window new")
        await first.run("tab settings")
        await first.run("window close")
        await first.host.finish()
        let second = try await Harness(statePath: path, arguments: [])
        #expect(second.host.windows.count == 1)
        #expect(second.location == "home: home")
    }

    @Test func aFileFromBeforeWindowsRestoresAsTheOneWindow() async throws {
        let old = try SwitchyardApp()
        old.root.selectTab("settings")
        let version2 = NavigationSnapshotCoder(
            registry: old.registry, version: 2, migrations: [AppSnapshotMigrations.steps[0]])
        try version2.encode(old.root.state).write(to: URL(fileURLWithPath: path))
        let harness = try await Harness(statePath: path, arguments: [])
        #expect(harness.host.windows.count == 1)
        #expect(harness.location == "settings: settings")
        #expect(harness.transcript.standardError.isEmpty)
    }

    @Test func aLinkThatAsksForANewWindowOpensThereAndARefusedOneOpensNone() async throws {
        let harness = try await Harness(signedIn: true)
        #expect(await harness.run("open switchyard://orders/1002?window=new") == .completed)
        #expect(harness.host.windows.count == 2)
        #expect(harness.location == "orders: orders ‖ orders/1002")
        #expect(harness.host.windows[0].locationDescription == "home: home")
        #expect(await harness.run("open switchyard://nowhere?window=new") == .failed)
        #expect(harness.host.windows.count == 2)
        #expect(harness.host.focusedWindow == 1)
        #expect(try harness.app.opensNewWindow("switchyard://orders/1002?window=new"))
        #expect(try !harness.app.opensNewWindow("switchyard://orders/1002"))
        #expect(try !harness.app.opensNewWindow("not a link ?window=new"))
    }

    @Test func aWindowRequestTheAppDoesNotKnowIsRefusedAndOpensNothing() async throws {
        let harness = try await Harness(signedIn: true)
        // A stranger's `Window=new` opened quietly in the window in front.
        for (name, value) in [("window", "NEW"), ("window", ""), ("window", "old"), ("Window", "new")] {
            harness.transcript.reset()
            #expect(await harness.run("open switchyard://orders/1002?\(name)=\(value)") == .failed)
            #expect(
                harness.transcript.errorLines == [
                    "error: parameter '\(name)' = '\(value)' is not a window request; window=new opens a new window"
                ])
        }
        #expect(harness.host.windows.count == 1)
        #expect(harness.location == "home: home")
    }

    @Test func whatASavedWindowCannotKeepIsSaidWithItsWindow() async throws {
        let first = try await Harness(statePath: path, arguments: [])
        await first.run("window new")
        await first.run("tab settings")
        await first.host.finish()
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        // The second window's selected tab is one this app does not have.
        try saved.replacingOccurrences(of: #""tab":"settings""#, with: #""tab":"nowhere""#)
            .write(toFile: path, atomically: false, encoding: .utf8)
        let second = try await Harness(statePath: path, arguments: [])
        let locations: [String] = second.host.windows.map(\.locationDescription)
        #expect(locations == ["home: home", "home: home"])
        let notice = try #require(second.transcript.errorLines.first)
        #expect(
            notice.contains(
                "dropped window 2's selected tab 'nowhere': not a tab of this app, so home is selected"),
            "\(notice)")
    }

    /// Saved windows whose ids no root hands out start at their roots, and say why.
    ///
    /// Each such id is no screen's, and a counter past the bound gives way. Before, such a file
    /// was set aside whole.
    @Test func savedWindowsWhoseIDsAreAllPastTheBoundStartAtTheirRoots() async throws {
        let first = try await Harness(statePath: path, arguments: [])
        await first.tap("Next page")
        await first.run("window new")
        await first.run("tab settings")
        await first.host.finish()
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        try saved.replacingOccurrences(
            of: #""(id|next)":([0-9]+)"#, with: #""$1":1000000000000000$2"#, options: .regularExpression
        ).write(toFile: path, atomically: false, encoding: .utf8)
        let second = try await Harness(statePath: path, arguments: [])
        #expect(second.host.windows.map(\.locationDescription) == ["home: home", "settings: settings"])
        let notice = try #require(second.transcript.errorLines.first)
        #expect(
            notice.contains(
                "dropped Home.HomeIncomingNavigation.home in tab home of window 1 (and 1 screen above it): "
                    + "the id 10000000000000001 is not below 2^53; "),
            "\(notice)")
        #expect(notice.contains("; restored the rest; "), "\(notice)")
    }
}
