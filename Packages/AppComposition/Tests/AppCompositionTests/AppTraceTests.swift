import AppComposition
import AppCompositionTestSupport
import ConsoleUI
import Testing

/// The demo's module crossings as `trace on` prints them: the modules come from the values'
/// own types, so each line names the feature that asked and the feature that answered.
@MainActor
@Suite struct AppTraceTests {
    /// The `trace:` lines one tap (by label) printed.
    private func traces(after label: String, in harness: Harness) async -> [String] {
        harness.host.tracesCrossings = true
        harness.transcript.reset()
        await harness.tap(label)
        return harness.transcript.outputLines.filter { $0.hasPrefix("trace: ") }
    }

    @Test func anOrderOnHomeIsARedirectFromHomeAnsweredByOrders() async throws {
        let harness = try await Harness(signedIn: true)
        #expect(
            await traces(after: "Order 1003", in: harness) == [
                "trace: redirect  Home  HomeOutgoingNavigation.orderDetails(id: 1003)  ->  Orders  "
                    + "OrdersIncomingNavigation.detail(id: 1003)  (push on home)  [cause: screen home; command: tap 1]"
            ])
    }

    @Test func theFeaturedProductIsAnsweredByOrdersThoughItsRouteSaysShared() async throws {
        let harness = try await Harness()
        let lines = await traces(after: "Featured", in: harness)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("trace: provided  Home  SharedDestinations.productDetails(") == true)
        #expect(lines.first?.contains(#"->  Orders  OrdersIncomingNavigation.product(sku: "tea")"#) == true)
        harness.transcript.reset()
        await harness.run("where -m")
        #expect(
            harness.transcript.outputLines == ["home: home [Home] > shared/products/tea [Shared -> Orders]"])
    }

    @Test func accountSettingsIsAViewProviderFromHomeAnsweredBySettings() async throws {
        let harness = try await Harness()
        let lines = await traces(after: "Account settings", in: harness)
        #expect(lines.count == 1)
        #expect(
            lines.first?.hasPrefix(
                "trace: view provider  Home  HomeExternalView.accountSummary  ->  Settings  "
                    + "SettingsIncomingNavigation.profile") == true)
    }

    @Test func theLoyaltyProgrammeIsAMissingProvider() async throws {
        let harness = try await Harness()
        let lines = await traces(after: "Loyalty", in: harness)
        #expect(lines.count == 1)
        #expect(
            lines.first?.hasPrefix("trace: missing provider  Home  SharedDestinations.loyaltyProgram") == true
        )
    }

    @Test func pickingANumberIsARedirectThenACheckpointReturnFromSettingsToHome() async throws {
        let harness = try await Harness()
        let asked = await traces(after: "Pick a number", in: harness)
        #expect(asked.count == 1)
        #expect(asked.first?.hasPrefix("trace: redirect  Home  HomeOutgoingNavigation.numberPicker") == true)
        let answered = await traces(after: "42", in: harness)
        #expect(answered.count == 1)
        #expect(
            answered.first?.hasPrefix("trace: checkpoint  Settings  'home.picked-number'  ->  Home  42")
                == true)
    }

    @Test func aSignedOutOrderIsHeldByTheGateAndResumedBySigningIn() async throws {
        let harness = try await Harness()
        let held = await traces(after: "Order 1002", in: harness)
        #expect(held.map { $0.split(separator: " ").dropFirst().first } == ["redirect", "gate"])
        #expect(harness.location == "home: home | sheet: settings/signin | pending: orders/1002")
        let resumed = await traces(after: "Sign in", in: harness)
        #expect(resumed.count == 1)
        #expect(resumed.first?.contains("signed-in met: resuming push orders/1002") == true)
        #expect(resumed.first?.contains("[cause: the gate; command: tap 1]") == true)
    }

    @Test func showingAnOrderInTheOrdersTabIsOneSendWithTwoSteps() async throws {
        let harness = try await Harness(signedIn: true)
        let lines = await traces(after: "Show order 1001", in: harness)
        #expect(
            lines.first
                == "trace: send  Home  [RootTab.orders, HomeOutgoingNavigation.orderDetails(id: 1001)]  (2 steps)  "
                + "[cause: screen home; command: tap 6]")
        // One line a step: the tab switch the root received, then Home's redirect to Orders.
        #expect(
            lines.dropFirst().map { $0.prefix(60) } == [
                "trace: send  Home  RootTab.orders  ->  received by the root ",
                "trace: redirect  Home  HomeOutgoingNavigation.orderDetails(i",
            ])
        #expect(lines.dropFirst().allSatisfy { $0.contains("[cause: a send step;") })
        // The order is brought to the front, as its link does, not pushed as a copy.
        #expect(
            lines.last?.contains("OrdersIncomingNavigation.detail(id: 1001)  (focus on orders)  ") == true)
    }
}
