import ConsoleUI
import Navigation
import NavigationModels
import NavigationTesting
import Shared
import Testing

@testable import Orders

/// The screen a test root presents to sign in; Orders has none of its own.
struct TestSignInDestination: NavigationDestination {
    var routeID: String { "test/signin" }

    static var codingName: String { "OrdersTests.TestSignInDestination" }
}

/// Whether the test's customer is signed in.
@MainActor
final class TestSignIn {
    var isSignedIn = false
}

/// The wizard's guards over a real root: the discard question, the payment lock and sign-in.
@MainActor
@Suite struct NewOrderWizardGuardTests {
    static let discardQuestion = NavigationOutcome.held(
        .confirming(route: "orders/new/product", alert: "orders/new/product/leave"))
    static let paymentLocked = NavigationOutcome.refused(
        .locked(route: "orders/new/payment", reason: "payment in progress"))
    static let waitsForSignIn = NavigationOutcome.held(
        .pendingAccess(route: "orders/new/product", requirement: .signedIn))

    let orders = OrdersTree()

    var root: NavigationRoot { orders.root }

    /// Starts the wizard from the list and walks its real screens to `step` (tea, quantity 2,
    /// reviewed), running the appear handlers of every screen on the way and of `step` itself.
    @discardableResult
    func walk(to step: NewOrderFlow.Step) async throws -> NavigationEntryID {
        let taps = ["New order", "Green tea (8.50)", "2", "Continue to payment"]
        let steps = NewOrderFlow.Step.allCases
        let count = try #require(steps.firstIndex(of: step)) + 1
        for label in taps.prefix(count) { try await orders.show(tapping: label) }
        let entry = try await orders.show()
        #expect(root.state.entry(entry)?.routeID == NewOrderFlow(step: step).destination.routeID)
        return entry
    }

    // MARK: - The discard question

    @Test func thePersonsDismissOnTheQuantityStepIsHeldWithTheDiscardQuestion() async throws {
        let quantity = try await walk(to: .quantity)
        let entries = root.state.allEntries
        #expect(root.dismiss() == Self.discardQuestion)
        #expect(root.state.allEntries == entries)
        #expect(
            root.locationDescription
                == "orders: orders | sheet: orders/new/product > orders/new/quantity"
                + " | alert: orders/new/product/leave")
        let alert = try #require(root.frontAlert)
        #expect(alert.title == "Discard this order?")
        #expect(alert.actions.map(\.label) == ["Leave", "Stay"])
        #expect(alert.entry == quantity)
    }

    @Test func stayingKeepsTheWizardAsItWas() async throws {
        try await walk(to: .quantity)
        let before = root.state
        root.dismiss()
        #expect(root.chooseAlertAction(at: 1) == .applied)
        #expect(root.state == before)
        #expect(root.frontAlert == nil)
        #expect(
            root.locationDescription == "orders: orders | sheet: orders/new/product > orders/new/quantity")
    }

    @Test func leavingClosesTheWizardAndPlacesNothing() async throws {
        let quantity = try await walk(to: .quantity)
        weak let model = orders.model(NewOrderQuantityModel.self, of: quantity)
        root.dismiss()
        #expect(root.chooseAlertAction(at: 0) == .applied)
        #expect(root.locationDescription == "orders: orders")
        #expect(root.frontAlert == nil)
        #expect(model == nil)
        #expect(orders.book.orders.count == 3)
    }

    @Test func goingBackAStepWithinTheWizardDoesNotAsk() async throws {
        try await walk(to: .quantity)
        #expect(root.back() == .applied)
        #expect(root.locationDescription == "orders: orders | sheet: orders/new/product")
        #expect(root.frontAlert == nil)
    }

    @Test func goingBackFromTheWizardsFirstStepAsksTheDiscardQuestion() async throws {
        try await walk(to: .product)
        let entries = root.state.allEntries
        #expect(root.back() == Self.discardQuestion)
        #expect(root.state.allEntries == entries)
        #expect(root.frontAlert?.title == "Discard this order?")
    }

    // MARK: - The payment lock

    @Test func thePersonsDismissOnThePaymentStepIsRefusedAsLockedAndChangesNothing() async throws {
        try await walk(to: .payment)
        let before = root.state
        #expect(root.dismiss() == Self.paymentLocked)
        #expect(root.state == before)
        #expect(root.frontAlert == nil)
        #expect(root.isNavigationLocked)
    }

    @Test func thePersonsBackOnThePaymentStepIsRefusedAsLockedAndChangesNothing() async throws {
        try await walk(to: .payment)
        let before = root.state
        #expect(root.back() == Self.paymentLocked)
        #expect(root.state == before)
        #expect(root.frontAlert == nil)
        #expect(root.isNavigationLocked)
    }

    @Test func thePaymentStepsOwnCancelClosesTheWizard() async throws {
        try await walk(to: .payment)
        try await orders.show(tapping: "Cancel")
        #expect(root.locationDescription == "orders: orders")
        #expect(!root.isNavigationLocked)
        #expect(root.frontAlert == nil)
        #expect(orders.book.orders.count == 3)
    }

    @Test func aWizardRestoredAtPaymentIsLockedBeforeAnyOfItsScreensIsDrawn() async throws {
        try await walk(to: .payment)
        let saved = root.state
        let restarted = OrdersTree()
        #expect(restarted.root.restore(saved) == .applied)
        #expect(restarted.root.locks.map(\.reason) == ["payment in progress"])
        #expect(restarted.root.dismiss() == Self.paymentLocked)
        #expect(
            restarted.root.open(NavigationPlace(tab: "orders", stack: [OrdersIncomingNavigation.list]))
                == Self.paymentLocked)
        #expect(restarted.root.state == saved)
    }

    @Test func aWizardRestoredBeforePaymentAsksBeforeItsSheetGoesWithoutBeingDrawn() async throws {
        try await walk(to: .quantity)
        let saved = root.state
        let restarted = OrdersTree()
        #expect(restarted.root.restore(saved) == .applied)
        #expect(restarted.root.dismiss() == Self.discardQuestion)
        #expect(restarted.root.frontAlert?.title == "Discard this order?")
    }

    // MARK: - Sign-in

    /// Requires a signed-in customer for the wizard and the details, presenting the test's sign-in.
    func requireSignIn() -> TestSignIn {
        let session = TestSignIn()
        root.requireAccess(.signedIn, isMet: { session.isSignedIn }, presenting: TestSignInDestination())
        return session
    }

    @Test func startingANewOrderSignedOutIsHeldAndPresentsTheSignIn() async throws {
        _ = requireSignIn()
        let list = try orders.listEntry
        try await orders.show(tapping: "New order")
        #expect(
            root.locationDescription == "orders: orders | sheet: test/signin | pending: orders/new/product")
        let pending = try #require(root.pending)
        #expect(pending.requirement == .signedIn)
        #expect(pending.request.routeID == "orders/new/product")
        #expect(pending.screen == root.state.frontEntry?.id)
        #expect(root.state.routeIDs(inTab: "orders") == ["orders"])
        #expect(root.models.owners == [list])
    }

    @Test func theListsNavigatorReportsTheNewOrderAsWaitingForSignIn() throws {
        _ = requireSignIn()
        let navigator = OrderListNavigator(root.handle(for: try orders.listEntry))
        #expect(navigator.startNewOrder() == Self.waitsForSignIn)
        #expect(root.state.routeIDsByLayer == ["orders": ["orders"], "orders/1": ["test/signin"]])
    }

    @Test func signingInAndClosingTheSignInShowsTheWizardOverTheList() async throws {
        let session = requireSignIn()
        try await orders.show(tapping: "New order")
        let signIn = try #require(root.state.frontEntry)
        session.isSignedIn = true
        #expect(root.handle(for: signIn.id).dismiss() == .applied)
        #expect(root.pending == nil)
        #expect(root.locationDescription == "orders: orders | sheet: orders/new/product")
    }

    @Test func aSignedInCustomerStartsTheWizardAtOnce() async throws {
        let session = requireSignIn()
        session.isSignedIn = true
        try await orders.show(tapping: "New order")
        #expect(root.pending == nil)
        #expect(root.locationDescription == "orders: orders | sheet: orders/new/product")
    }
}
