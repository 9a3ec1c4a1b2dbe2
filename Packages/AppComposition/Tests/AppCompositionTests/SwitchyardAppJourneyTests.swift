import AppComposition
import AppCompositionTestSupport
import Navigation
import Testing

/// Each journey of the demo, driven through the real root navigator and console host.
@MainActor
@Suite struct SwitchyardAppJourneyTests {
    @Test func theAppStartsSignedOutOnTheHomeTab() async throws {
        let harness = try await Harness()
        #expect(harness.location == "home: home")
        #expect(!harness.app.session.isSignedIn)
    }

    @Test func homeOpensAnOrderInOrdersThroughTheRedirect() async throws {
        let harness = try await Harness(signedIn: true)
        await harness.tap("Order 1003")
        #expect(harness.location == "home: home > orders/1003")
        #expect(harness.screenText.contains("Honey jar"))
    }

    @Test func tappingAnOrderWhileSignedOutAsksForSignInFirstThenOpensIt() async throws {
        let harness = try await Harness()
        await harness.tap("Order 1003")
        #expect(harness.location == "home: home | sheet: settings/signin | pending: orders/1003")
        await harness.tap("Sign in as")
        #expect(harness.location == "home: home > orders/1003")
    }

    @Test func cancellingTheSignInAfterATapLeavesHomeAsItWas() async throws {
        let harness = try await Harness()
        await harness.tap("Next page")
        let before = harness.app.root.state.tabs
        await harness.run("back")
        await harness.tap("Order 1003")
        await harness.tap("Cancel")
        #expect(harness.location == "home: home")
        #expect(harness.app.root.pending == nil)
        #expect(
            harness.app.root.state.tab(named: "orders")?.stack.entries.map(\.routeID)
                == before[1].stack.entries.map(\.routeID))
    }

    @Test func theWizardsEarlierStepsAskBeforeTheSheetIsDismissed() async throws {
        let harness = try await Harness(signedIn: true)
        await harness.tap("Start a new order")
        await harness.tap("Green tea")
        await harness.run("dismiss")
        #expect(
            harness.location
                == "home: home | sheet: shared/new-order > orders/new/quantity | alert: shared/new-order/leave"
        )
        await harness.tap("Stay")
        #expect(harness.location == "home: home | sheet: shared/new-order > orders/new/quantity")
        await harness.run("back")
        #expect(harness.location == "home: home | sheet: shared/new-order")
        await harness.run("back")
        await harness.tap("Leave")
        #expect(harness.location == "home: home")
    }

    @Test func homeShowsTheFeaturedProductThroughAProvidedDestination() async throws {
        let harness = try await Harness()
        await harness.tap("Featured")
        #expect(harness.location == "home: home > shared/products/tea")
        #expect(harness.screenText.contains("Green tea"))
    }

    @Test func theDeliberatelyUnprovidedDestinationShowsThePlaceholder() async throws {
        let harness = try await Harness()
        await harness.tap("Loyalty")
        #expect(harness.location == "home: home > shared/loyalty")
        #expect(harness.screenText.contains("Not available yet"))
    }

    @Test func homeShowsASettingsScreenItGotThroughNavigationViewProviding() async throws {
        let harness = try await Harness()
        await harness.tap("Account settings")
        #expect(harness.location == "home: home > settings/profile")
    }

    @Test func oneSendSwitchesToTheOrdersTabAndPushesTheOrder() async throws {
        let harness = try await Harness(signedIn: true)
        await harness.tap("Show order")
        #expect(harness.location.hasPrefix("orders: orders ‖ orders/"))
        #expect(harness.app.root.state.tab(named: "home")?.stack.entries.map(\.routeID) == ["home"])
    }

    @Test func showingTheSameOrderAgainBringsItBackInsteadOfPushingACopy() async throws {
        let harness = try await Harness(signedIn: true)
        await harness.tap("Show order")
        await harness.tap("Green tea")
        #expect(harness.location == "orders: orders ‖ orders/1001 ‖ orders/products/tea")
        await harness.run("tab home")
        await harness.tap("Show order")
        #expect(harness.location == "orders: orders ‖ orders/1001")
        await harness.run("tab home")
        await harness.tap("Show order")
        #expect(harness.location == "orders: orders ‖ orders/1001")
    }

    @Test func anOrderSentIntoATabUnderTheWizardAsksToDiscardItAsTheLinkDoes() async throws {
        let harness = try await Harness(signedIn: true)
        await harness.run("tab orders")
        await harness.tap("New order")
        await harness.run("tab home")
        await harness.tap("Show order")
        #expect(
            harness.location == "orders: orders | sheet: orders/new/product | alert: orders/new/product/leave"
        )
        await harness.tap("Leave")
        #expect(harness.location == "orders: orders ‖ orders/1001")

        let linked = try await Harness(signedIn: true)
        await linked.run("tab orders")
        await linked.tap("New order")
        await linked.run("tab home")
        await linked.run("open switchyard://orders/1001")
        #expect(
            linked.location == "orders: orders | sheet: orders/new/product | alert: orders/new/product/leave")
        await linked.tap("Leave")
        #expect(linked.location == harness.location)
    }

    @Test func aNumberPickedInSettingsReturnsToHomesCheckpoint() async throws {
        let harness = try await Harness()
        await harness.tap("Pick a number")
        #expect(harness.location == "home: home | sheet: settings/picker")
        await harness.tap("42")
        #expect(harness.location == "home: home")
        #expect(harness.screenText.contains("42"))
    }

    @Test func settingsOpensTheOrderHistoryInOrdersThroughTheRedirect() async throws {
        let harness = try await Harness()
        await harness.run("tab settings")
        await harness.tap("Order history")
        #expect(harness.location == "settings: settings > orders")
    }

    @Test func ordersOpensTheShippingAddressAndSupportInSettings() async throws {
        let harness = try await Harness(signedIn: true)
        await harness.run("tab orders")
        await harness.tap("Order 1001")
        await harness.tap("Shipping address")
        #expect(harness.location == "orders: orders ‖ orders/1001 ‖ settings/address")
        await harness.run("back")
        await harness.tap("Contact support")
        #expect(harness.location == "orders: orders ‖ orders/1001 ‖ settings/help")
        #expect(harness.screenText.contains("1001"))
    }

    @Test func theNewOrderWizardCompletesAndReturnsTheOrderToTheList() async throws {
        let harness = try await Harness(signedIn: true)
        await harness.run("tab orders")
        await harness.tap("New order")
        #expect(harness.location == "orders: orders | sheet: orders/new/product")
        await harness.tap("Kettle")
        await harness.tap("2")
        await harness.tap("Continue to payment")
        #expect(
            harness.location
                == "orders: orders | sheet: orders/new/product > orders/new/quantity > orders/new/review > orders/new/payment"
        )
        #expect(harness.app.root.isNavigationLocked)
        await harness.tap("Pay")
        #expect(harness.location == "orders: orders")
        #expect(harness.app.orderBook.order(id: 1004)?.items.first?.quantity == 2)
        #expect(harness.screenText.contains("1004"))
        #expect(!harness.app.root.isNavigationLocked)
    }

    @Test func cancellingTheWizardReturnsWithoutAnOrder() async throws {
        let harness = try await Harness(signedIn: true)
        await harness.run("tab orders")
        await harness.tap("New order")
        await harness.tap("Green tea")
        await harness.tap("Cancel")
        #expect(harness.location == "orders: orders")
        #expect(harness.app.orderBook.orders.count == 3)
    }

    @Test func theWizardStartedFromHomeReturnsTheOrderToHome() async throws {
        let harness = try await Harness(signedIn: true)
        await harness.tap("Start a new order")
        #expect(harness.location == "home: home | sheet: shared/new-order")
        await harness.tap("Green tea")
        await harness.tap("1")
        await harness.tap("Continue to payment")
        await harness.tap("Pay")
        #expect(harness.location == "home: home")
        #expect(harness.screenText.contains("1004"))
    }

    @Test func thePaymentLockRefusesALinkIntoItsTabAndDismissAnyAndChangesNothing() async throws {
        let harness = try await Harness(signedIn: true)
        await harness.run("tab orders")
        await harness.tap("New order")
        await harness.tap("Stoneware mug")
        await harness.tap("1")
        await harness.tap("Continue to payment")
        let before = harness.app.root.state
        #expect(await harness.run("open switchyard://orders/1001") == .failed)
        #expect(harness.transcript.standardError.contains("locked"))
        #expect(
            harness.app.root.dismissAll().refusal
                == .locked(route: "orders/new/payment", reason: "payment in progress"))
        #expect(await harness.run("dismiss") == .failed)
        #expect(await harness.run("back") == .failed)
        #expect(harness.app.root.state == before)
        // A link into another tab leaves the payment sheet where it is, as `tab` does.
        #expect(await harness.run("open switchyard://home") == .completed)
        #expect(harness.app.root.state.tab(named: "orders") == before.tab(named: "orders"))
    }

    @Test func cancellingAnOrderAsksForConfirmationFirst() async throws {
        let harness = try await Harness(signedIn: true)
        await harness.run("tab orders")
        await harness.tap("Order 1001")
        await harness.tap("Cancel order")
        #expect(harness.location == "orders: orders ‖ orders/1001 | alert: orders/1001/cancel")
        await harness.tap("Keep order")
        #expect(harness.app.orderBook.order(id: 1001)?.status == .placed)
        await harness.tap("Cancel order")
        await harness.tap("Cancel order")
        #expect(harness.location == "orders: orders ‖ orders/1001")
        #expect(harness.app.orderBook.order(id: 1001)?.status == .cancelled)
    }

    @Test func aboutIsPresentedAsACoverThatDismissCloses() async throws {
        let harness = try await Harness()
        await harness.run("tab settings")
        await harness.tap("About")
        #expect(harness.location == "settings: settings | cover: settings/about")
        await harness.run("dismiss")
        #expect(harness.location == "settings: settings")
    }

    @Test func signingInAndOutFromSettings() async throws {
        let harness = try await Harness()
        await harness.run("tab settings")
        await harness.tap("Sign in")
        #expect(harness.location == "settings: settings | sheet: settings/signin")
        await harness.tap("Sign in as")
        #expect(harness.app.session.isSignedIn)
        #expect(harness.location == "settings: settings")
        await harness.tap("Sign out")
        #expect(!harness.app.session.isSignedIn)
    }

    @Test func trackersReportScreensAndActionsToTheLog() async throws {
        let harness = try await Harness()
        await harness.tap("Next page")
        await harness.run("log")
        #expect(harness.app.analytics.recent.contains { $0.screen == "home" && $0.action == nil })
        #expect(harness.transcript.standardOutput.contains("analytics: view home"))
    }
}
