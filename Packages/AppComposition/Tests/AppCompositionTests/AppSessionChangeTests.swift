import AppComposition
import AppCompositionTestSupport
import ConsoleUI
import Foundation
import Navigation
import Testing

/// Access is what is on screen, in every window: signing out takes every order away at once,
/// and closing a window meets its locks and leave confirmations.
@MainActor
@Suite struct AppSessionChangeTests {
    /// The new-order wizard on its locked payment step, signed in.
    private func atPayment() async throws -> Harness {
        let harness = try await Harness(signedIn: true)
        await harness.walkToPayment()
        #expect(harness.location.hasSuffix("orders/new/payment"), "\(harness.location)")
        return harness
    }

    /// Opens a second window, comes back to the first and tries to close it, which fails and
    /// leaves both open: the error lines it printed.
    private func closeTheFirstOfTwoWindows(_ harness: Harness) async -> [String] {
        await harness.run("window new")
        await harness.run("window 1")
        harness.transcript.reset()
        #expect(await harness.run("window close") == .failed)
        #expect(harness.host.windows.count == 2)
        // Nothing changed, so the screen is not printed again (a stranger saw it reprinted).
        #expect(!harness.transcript.outputLines.contains { $0.hasPrefix("[window") })
        return harness.transcript.errorLines
    }

    /// Signs in on the sheet an order link brought up: the order opens in the orders split.
    private func openOrderSignedIn(_ harness: Harness) async {
        await harness.run("open switchyard://orders/1001")
        await harness.tap("Sign in")
        #expect(harness.location == "orders: orders ‖ orders/1001")
    }

    /// Issue 41, break 1: signed out in window 2, window 1 shows no order and cannot cancel it.
    @Test func signingOutInOneWindowTakesTheOrderAwayInTheOther() async throws {
        let harness = try await Harness()
        await openOrderSignedIn(harness)
        await harness.run("window new")
        await harness.run("tab settings")
        await harness.tap("Sign out")
        #expect(harness.host.windows[0].locationDescription == "orders: orders")
        await harness.run("window 1")
        #expect(harness.location == "orders: orders")
        #expect(!harness.labels.contains("Cancel order"))
        #expect(!harness.app.analytics.recent.map(\.description).contains { $0.contains("confirm-cancel") })
        #expect(harness.app.orderBook.order(id: 1001)?.status != .cancelled)
    }

    /// Issue 41, break 2: in one window, a sign-out leaves no order on any tab.
    @Test func signingOutLeavesNoOrderOneTabOrOneBackAway() async throws {
        let harness = try await Harness()
        await openOrderSignedIn(harness)
        await harness.tap("Shipping address")
        let beforeSignOut = harness.location
        #expect(beforeSignOut == "orders: orders ‖ orders/1001 ‖ settings/address")
        await harness.run("tab settings")
        await harness.tap("Sign out")
        await harness.run("tab orders")
        #expect(harness.location == "orders: orders")
        #expect(harness.host.root.pending == nil)
        await harness.run("back")
        #expect(harness.location == "orders: orders")
    }

    /// Issue 41, break 3: a window whose payment step is locked stays open, and says why.
    @Test func closingAWindowWithALockedPaymentStepIsRefused() async throws {
        let harness = try await atPayment()
        let payment = harness.location
        #expect(
            await closeTheFirstOfTwoWindows(harness) == [
                "error: the window stays open: orders/new/payment is locked: payment in progress; finish or cancel there first"
            ])
        #expect(harness.location == payment)
    }

    /// Found by a stranger: signed out, a link that would take a locked payment step out of
    /// Orders was refused by a lock on a screen the person could not reach, with no sign-in.
    @Test func aLinkThatWouldDiscardAPaymentStepOutOfSightWaitsForTheSignInAndTheLockRefusesThen()
        async throws
    {
        let harness = try await restartedSignedOut { first in
            await first.walkToPayment()
            await first.run("tab home")
        }
        #expect(harness.location == "home: home")
        await harness.run("open switchyard://orders")
        #expect(harness.location == "home: home | sheet: settings/signin | pending: orders")
        harness.transcript.reset()
        await harness.tap("Sign in")
        #expect(
            harness.transcript.errorLines == [
                "error: orders/new/payment is locked: payment in progress; finish or cancel there first"
            ])
        #expect(harness.location == "home: home")
        #expect(harness.host.root.state.allEntries.map(\.routeID).contains("orders/new/payment"))
    }

    /// Found by a stranger: with a wizard in Home's sheet and another in front in Orders,
    /// closing the window switched to Home to ask about its wizard, never about the one in sight.
    ///
    /// And by another: Leave then discarded Home's wizard too, unasked. Each asks in turn, and
    /// both say what Leave carries out.
    @Test func closingAWindowWithTwoWizardsAsksAboutTheOneInSightThenTheOther() async throws {
        let harness = try await Harness(signedIn: true)
        await harness.tap("Start a new order")
        await harness.tap("Kettle")
        #expect(harness.location.hasPrefix("home: home | sheet: shared/new-order > orders/new/quantity"))
        await harness.run("tab orders")
        await harness.tap("New order")
        await harness.run("window new")
        await harness.run("window 1")
        #expect(await harness.run("window close") == .completed)
        #expect(
            harness.location == "orders: orders | sheet: orders/new/product | alert: orders/new/product/leave"
        )
        let hint = "  Leave carries out 'window close'"
        #expect(harness.host.lastRenderedText?.contains(hint) == true)
        await harness.tap("Leave")
        #expect(harness.host.windows.count == 2)
        #expect(
            harness.location
                == "home: home | sheet: shared/new-order > orders/new/quantity | alert: shared/new-order/leave"
        )
        #expect(harness.host.lastRenderedText?.contains(hint) == true)
        await harness.tap("Leave")
        #expect(harness.host.windows.count == 1)
    }

    /// Found by a stranger: a payment step a restore cut off went without a word.
    ///
    /// Restarted signed out with a payment step in every tab, the restore cut Settings' and
    /// kept it in the pending request; a link, a tab or Cancel dropped it, payment and all.
    /// The lock speaks now, and sign-in brings it all back.
    @Test(arguments: ["open switchyard://settings/about", "tab home", "Cancel"])
    func aPaymentStepARestoreCutOffIsNotDroppedPastItsLock(change: String) async throws {
        let harness = try await restartedSignedOut { first in
            await first.run("tab home")
            for label in ["Start a new order", "Kettle", "1", "Continue to payment"] {
                await first.tap(label)
            }
            await first.walkToPayment()
            await first.run("tab settings")
            await first.tap("Order history")
            for label in ["New order", "Kettle", "1", "Continue to payment"] { await first.tap(label) }
            #expect(first.location.hasSuffix("orders/new/payment"), "\(first.location)")
        }
        #expect(
            harness.location
                == "settings: settings > orders | sheet: settings/signin | pending: orders/new/payment")
        harness.transcript.reset()
        if change == "Cancel" { await harness.tap(change) } else { await harness.run(change) }
        #expect(
            harness.transcript.errorLines == [
                "error: orders/new/payment is locked: payment in progress; "
                    + "finishing or cancelling there needs signed-in first"
            ])
        #expect(
            harness.location
                == "settings: settings > orders | sheet: settings/signin | pending: orders/new/payment")
        await harness.tap("Sign in as Ada Lovelace")
        #expect(harness.location.hasPrefix("settings: settings > orders"), "\(harness.location)")
        #expect(harness.location.hasSuffix("orders/new/payment"), "\(harness.location)")
    }

    @Test func closingAWindowWithTheWizardOpenAsksFirst() async throws {
        let harness = try await Harness(signedIn: true)
        await harness.run("tab orders")
        await harness.tap("New order")
        await harness.run("window new")
        await harness.run("window 1")
        #expect(await harness.run("window close") == .completed)
        #expect(harness.host.windows.count == 2)
        #expect(harness.host.root.frontAlert?.title == "Discard this order?")
        await harness.tap("Stay")
        #expect(harness.host.windows.count == 2)
        await harness.run("window close")
        await harness.tap("Leave")
        #expect(harness.host.windows.count == 1)
        #expect(harness.location == "home: home")
    }

    /// Found by a stranger: a lock taken between two answers stopped the close after the second
    /// Leave, and the refusal lost the `the window stays open:` a direct `window close` says.
    @Test func aCloseALockStopsAfterLeaveSaysTheWindowStaysOpen() async throws {
        let harness = try await Harness(signedIn: true)
        await harness.tap("Start a new order")
        await harness.run("tab orders")
        await harness.tap("New order")
        await harness.run("window new")
        await harness.run("window 1")
        await harness.run("window close")
        await harness.tap("Leave")
        // Home's question asks next; meanwhile Orders' wizard, answered, goes on to payment.
        #expect(harness.location.hasPrefix("home: "), "\(harness.location)")
        await harness.run("tab orders")
        for label in ["Kettle", "1", "Continue to payment"] { await harness.tap(label) }
        #expect(harness.location.hasSuffix("orders/new/payment"), "\(harness.location)")
        await harness.run("tab home")
        harness.transcript.reset()
        await harness.tap("Leave")
        #expect(
            harness.transcript.errorLines == [
                "error: the window stays open: orders/new/payment is locked: payment in progress; finish or cancel there first"
            ])
        #expect(harness.host.windows.count == 2)
    }

    /// A session that takes `steps` signed in, then the next one, signed out (sign-in is
    /// never saved).
    private func restartedSignedOut(after steps: (Harness) async -> Void) async throws -> Harness {
        let path = temporaryDirectory() + "/state.json"
        let first = try await Harness(statePath: path, arguments: [], signedIn: true)
        await steps(first)
        #expect(await first.host.finish())
        return try await Harness(statePath: path, arguments: [])
    }

    /// A wizard left in Orders with `front` in front, restarted signed out.
    private func wizardRestarted(withInFront front: String) async throws -> Harness {
        try await restartedSignedOut { first in
            await first.run("tab orders")
            await first.tap("New order")
            await first.tap("Kettle")
            await first.run("tab \(front)")
        }
    }

    /// The wizard restored with Home in front: it waits out of sight, guarded.
    private func wizardRestoredOutOfSight() async throws -> Harness {
        let restarted = try await wizardRestarted(withInFront: "home")
        #expect(restarted.location == "home: home")
        return restarted
    }

    /// Found by a stranger: with Orders in front at the restart, the wizard was cut off and
    /// waited as the pending request, so cancelling the sign-in lost it without a question.
    @Test func aWizardRestoredInFrontWaitsWholeOnHomeAndCancellingTheSignInKeepsIt() async throws {
        let harness = try await wizardRestarted(withInFront: "orders")
        #expect(harness.location == "home: home | sheet: settings/signin | pending: orders")
        await harness.tap("Cancel")
        #expect(harness.location == "home: home")
        #expect(harness.host.root.state.allEntries.map(\.routeID).contains("orders/new/quantity"))
        await harness.run("tab orders")
        #expect(harness.location == "home: home | sheet: settings/signin | pending: orders")
        await harness.tap("Sign in")
        #expect(
            harness.location.hasPrefix("orders: orders | sheet: orders/new/product > orders/new/quantity"))
    }

    /// Found at the end of the last session: signed out, a link to Orders asked "Discard this
    /// order?" about a wizard the person could not see, and Leave discarded it.
    @Test func aLinkThatWouldDiscardAWizardOutOfSightWaitsForTheSignInAndAsksThen() async throws {
        let harness = try await wizardRestoredOutOfSight()
        await harness.run("open switchyard://orders")
        #expect(harness.location == "home: home | sheet: settings/signin | pending: orders")
        #expect(harness.host.root.frontAlert == nil)
        await harness.tap("Sign in")
        #expect(harness.host.root.frontAlert?.title == "Discard this order?")
        #expect(
            harness.location.hasPrefix("orders: orders | sheet: orders/new/product > orders/new/quantity"))
        await harness.tap("Leave")
        #expect(harness.location == "orders: orders")
    }

    @Test func cancellingThatSignInKeepsTheWizard() async throws {
        let harness = try await wizardRestoredOutOfSight()
        await harness.run("open switchyard://orders")
        await harness.tap("Cancel")
        #expect(harness.location == "home: home")
        #expect(harness.host.root.state.allEntries.map(\.routeID).contains("orders/new/quantity"))
    }

    /// A restart with an order in every tab cuts one whose cut takes off an order alone.
    ///
    /// Found by a stranger: with orders in Settings' order history and Home's recent orders,
    /// and the wizard in Orders in front, the restart cut Orders, and cancelling the sign-in
    /// lost the wizard.
    @Test func aRestartWithAnOrderInEveryTabCutsATabWithoutTheWizard() async throws {
        let harness = try await restartedSignedOut { first in
            for command in ["tab settings", "3", "1", "tab home", "1", "tab orders", "4", "1", "1"] {
                await first.run(command)
            }
            #expect(first.location.hasSuffix("orders/new/review"), "\(first.location)")
        }
        #expect(harness.location == "home: home | sheet: settings/signin | pending: orders/1003")
        await harness.tap("Cancel")
        #expect(harness.location == "home: home")
        await harness.run("tab orders")
        await harness.tap("Sign in")
        #expect(harness.location.hasSuffix("orders/new/quantity > orders/new/review"), "\(harness.location)")
    }

    @Test func closingAWindowWithAWizardOutOfSightIsRefusedUntilSignIn() async throws {
        let harness = try await wizardRestoredOutOfSight()
        #expect(
            await closeTheFirstOfTwoWindows(harness) == [
                "error: the window stays open: orders/new/product asks before leaving, which needs signed-in first"
            ])
    }

    /// Found in the twelfth session's reread: the payment step restored out of sight refused
    /// the window's close with "finish or cancel there first", which nobody could do signed out.
    @Test func closingAWindowWithAPaymentStepOutOfSightSaysToSignInFirst() async throws {
        let harness = try await restartedSignedOut { first in
            await first.walkToPayment()
            await first.run("tab home")
        }
        #expect(
            await closeTheFirstOfTwoWindows(harness) == [
                "error: the window stays open: orders/new/payment is locked: payment in progress; "
                    + "finishing or cancelling there needs signed-in first"
            ])
        await harness.run("tab orders")
        await harness.tap("Sign in")
        #expect(harness.location.hasSuffix("orders/new/payment"), "\(harness.location)")
        // In sight, the lock says only what it is.
        harness.transcript.reset()
        #expect(await harness.run("window close") == .failed)
        #expect(
            harness.transcript.errorLines == [
                "error: the window stays open: orders/new/payment is locked: payment in progress; finish or cancel there first"
            ])
    }

    /// Found by strangers: a link (or a send) waiting in window 1 for the sign-in, refused by
    /// the payment step's lock once the person signed in in window 2 and came back, vanished
    /// without a word.
    @Test(arguments: [
        ("open switchyard://orders", "window 1"), ("open switchyard://orders", "window close"),
        ("Show order 1001 in the Orders tab", "window 1"),
        ("Show order 1001 in the Orders tab", "window close"),
    ])
    func aWaitingRequestTheLockRefusesWhenItsWindowComesForwardSaysSo(request: String, comingBack: String)
        async throws
    {
        let harness = try await restartedSignedOut { first in
            await first.walkToPayment()
            await first.run("tab home")
        }
        let isLink = request.hasPrefix("open ")
        if isLink { await harness.run(request) } else { await harness.tap(request) }
        #expect(harness.location == "home: home | sheet: settings/signin | pending: orders")
        await harness.run("window new")
        await harness.run("tab settings")
        await harness.tap("Sign in")
        await harness.tap("Sign in as Ada Lovelace")
        #expect(harness.app.session.isSignedIn)
        harness.transcript.reset()
        #expect(await harness.run(comingBack) == .failed)
        #expect(
            harness.transcript.errorLines == [
                "error: orders/new/payment is locked: payment in progress; finish or cancel there first"
            ])
        // The link was refused whole; the send's first step (to Orders) went ahead.
        #expect(harness.location.hasPrefix(isLink ? "home: home" : "orders: orders"), "\(harness.location)")
        #expect(harness.host.root.pending == nil)
        #expect(harness.host.windows.count == (comingBack == "window close" ? 1 : 2))
    }

    /// Found by a stranger: `window 2` with window 2 already in front printed its screen again.
    @Test func bringingForwardTheWindowInFrontPrintsNothingAgain() async throws {
        let harness = try await Harness()
        await harness.run("window new")
        harness.transcript.reset()
        #expect(await harness.run("window 2") == .completed)
        #expect(harness.transcript.outputLines.filter { $0.hasPrefix("[window") }.isEmpty)
        #expect(await harness.run("window 1") == .completed)
        #expect(harness.transcript.outputLines.filter { $0.hasPrefix("[window 1 of 2]") }.count == 1)
    }

    @Test func aSignOutWinsOverTheLockedPaymentStepInAnotherWindow() async throws {
        let harness = try await atPayment()
        await harness.run("window new")
        await harness.run("tab settings")
        harness.transcript.reset()
        // The released lock is window 1's warning, in the log: not this tap's failure, but
        // said, since the person is not looking at the payment it took away (a stranger's find).
        #expect(await harness.tap("Sign out") == .completed)
        #expect(harness.transcript.errorLines.count == 1)
        #expect(
            harness.transcript.errorLines.first?.hasPrefix(
                "notice: lock 'payment in progress' of orders/new/payment#") == true)
        #expect(
            harness.transcript.errorLines.first?.hasSuffix(" released: access changed  [window 1 of 2]")
                == true)
        #expect(harness.host.windows[0].locationDescription == "orders: orders")
        #expect(
            harness.host.log.lines.contains {
                $0.hasPrefix(
                    "[warning] lock orders/sheet: lock 'payment in progress' of orders/new/payment#")
                    && $0.contains(" released: access changed")
            })
    }

    /// Issue 41, break 4: an alert about an order cancelled in another window is gone, and
    /// cannot cancel it a second time.
    @Test func aCancelQuestionLeftOpenInOneWindowGoesOnceTheOrderIsCancelledInAnother() async throws {
        let harness = try await Harness()
        await openOrderSignedIn(harness)
        await harness.tap("Cancel order")
        #expect(harness.host.root.frontAlert?.id == "orders/1001/cancel")
        await harness.run("window new")
        await harness.run("open switchyard://orders/1001")
        await harness.tap("Cancel order")
        await harness.tap("Cancel order")
        #expect(harness.app.orderBook.order(id: 1001)?.status == .cancelled)
        // Gone at once, before anyone looks at window 1 again: it is not saved either.
        #expect(harness.host.windows[0].frontAlert == nil)
        #expect(harness.host.windows[0].locationDescription == "orders: orders ‖ orders/1001")
        await harness.run("window 1")
        #expect(harness.host.root.frontAlert == nil)
        #expect(harness.location == "orders: orders ‖ orders/1001")
        let confirmations = harness.app.analytics.recent.filter { "\($0)".hasSuffix("confirm-cancel") }
        #expect(confirmations.count == 1)
    }

    /// The same in one window: a question left open in one tab goes once another tab cancels
    /// the order.
    @Test func aCancelQuestionInOneTabGoesOnceAnotherTabCancelsTheOrder() async throws {
        let harness = try await Harness(signedIn: true)
        await harness.run("open switchyard://orders/1001")
        await harness.tap("Cancel order")
        await harness.run("tab home")
        await harness.tap("Order 1001")
        await harness.tap("Cancel order")
        await harness.tap("Cancel order")
        await harness.run("tab orders")
        #expect(harness.location == "orders: orders ‖ orders/1001")
        #expect(!harness.labels.contains("Cancel order"))
    }
}
