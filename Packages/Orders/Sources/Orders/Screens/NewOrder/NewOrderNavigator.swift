import Navigation
import Shared

/// What the new-order wizard's steps ask of navigation, in the wizard's own words.
@MainActor
protocol NewOrderNavigating: AnyObject {
    /// Anchors a flow that was shown without being started, returning to ``Shared/SharedCheckpoints/newOrder``.
    @discardableResult func anchor(_ flow: inout NewOrderFlow) -> Bool
    /// Records the product and shows the quantity step.
    @discardableResult func choose(product: Product, in flow: NewOrderFlow) async -> Bool
    /// Records the quantity and shows the review step.
    @discardableResult func choose(quantity: Int, in flow: NewOrderFlow) async -> Bool
    /// Leaves the review for the payment step.
    @discardableResult func continueToPayment(_ flow: NewOrderFlow) async -> Bool
    /// Locks sweeping navigation while the payment step shows.
    @discardableResult func lockForPayment() -> NavigationLock?
    /// Ends the wizard, handing the placed order back to whoever started it.
    @discardableResult func complete(_ flow: NewOrderFlow, with order: Order) -> Bool
    /// Abandons the wizard; nothing is handed back.
    @discardableResult func cancel(_ flow: NewOrderFlow) -> Bool
}

/// The wizard's navigator, shared by its four steps: each method picks one flow operation.
@MainActor
final class NewOrderNavigator: NewOrderNavigating {
    /// Why the payment step locks navigation; refusal messages quote it.
    static let paymentLockReason = "payment in progress"

    private weak var navigator: (any NavigatorContract)?

    /// Wraps the navigator that owns the step's entry (or a mock).
    init(_ navigator: any NavigatorContract) { self.navigator = navigator }

    @discardableResult
    func anchor(_ flow: inout NewOrderFlow) -> Bool {
        navigator?.anchorFlow(&flow, returningTo: SharedCheckpoints.newOrder) ?? false
    }

    @discardableResult
    func choose(product: Product, in flow: NewOrderFlow) async -> Bool {
        var flow = flow
        flow.product = product
        return await navigator?.advance(flow) ?? false
    }

    @discardableResult
    func choose(quantity: Int, in flow: NewOrderFlow) async -> Bool {
        var flow = flow
        flow.quantity = quantity
        return await navigator?.advance(flow) ?? false
    }

    @discardableResult
    func continueToPayment(_ flow: NewOrderFlow) async -> Bool {
        await navigator?.advance(flow) ?? false
    }

    @discardableResult
    func lockForPayment() -> NavigationLock? {
        navigator?.lockNavigation(reason: Self.paymentLockReason)
    }

    @discardableResult
    func complete(_ flow: NewOrderFlow, with order: Order) -> Bool {
        navigator?.finish(flow, with: .completeWith(order)) ?? false
    }

    @discardableResult
    func cancel(_ flow: NewOrderFlow) -> Bool {
        navigator?.finish(flow, with: .cancel) ?? false
    }
}
