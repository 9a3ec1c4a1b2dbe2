import Navigation
import NavigationFlows
import Shared

/// What the new-order wizard's steps ask of navigation, in the wizard's own words.
@MainActor
protocol NewOrderNavigating: AnyObject {
    /// Anchors a flow that was shown without being started, returning to ``Shared/SharedCheckpoints/newOrder``.
    @discardableResult func anchor(_ flow: inout NewOrderFlow) -> NavigationOutcome
    /// Records the product and shows the quantity step.
    @discardableResult func choose(product: Product, in flow: NewOrderFlow) async -> NavigationOutcome
    /// Records the quantity and shows the review step.
    @discardableResult func choose(quantity: Int, in flow: NewOrderFlow) async -> NavigationOutcome
    /// Leaves the review for the payment step.
    @discardableResult func continueToPayment(_ flow: NewOrderFlow) async -> NavigationOutcome
    /// Ends the wizard, handing the placed order back to whoever started it.
    @discardableResult func complete(_ flow: NewOrderFlow, with order: Order) -> NavigationOutcome
    /// Abandons the wizard; nothing is handed back.
    @discardableResult func cancel(_ flow: NewOrderFlow) -> NavigationOutcome
}

/// The wizard's navigator, shared by its four steps: each method picks one flow operation.
@MainActor
final class NewOrderNavigator: NewOrderNavigating {
    private let handle: any NavigationFlowHandling

    /// Wraps the handle of the screen's entry.
    init(_ handle: any NavigationFlowHandling) { self.handle = handle }

    @discardableResult
    func anchor(_ flow: inout NewOrderFlow) -> NavigationOutcome {
        handle.anchorFlow(&flow, returningTo: SharedCheckpoints.newOrder)
    }

    @discardableResult
    func choose(product: Product, in flow: NewOrderFlow) async -> NavigationOutcome {
        var flow = flow
        flow.product = product
        return await handle.advance(flow)
    }

    @discardableResult
    func choose(quantity: Int, in flow: NewOrderFlow) async -> NavigationOutcome {
        var flow = flow
        flow.quantity = quantity
        return await handle.advance(flow)
    }

    @discardableResult
    func continueToPayment(_ flow: NewOrderFlow) async -> NavigationOutcome {
        await handle.advance(flow)
    }

    @discardableResult
    func complete(_ flow: NewOrderFlow, with order: Order) -> NavigationOutcome {
        handle.finish(flow, with: .completeWith(order))
    }

    @discardableResult
    func cancel(_ flow: NewOrderFlow) -> NavigationOutcome {
        handle.finish(flow, with: .cancel)
    }
}
