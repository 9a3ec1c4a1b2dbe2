import Navigation
import NavigationFlows
import Shared

@testable import Orders

/// Records what the wizard's step models ask of ``NewOrderNavigating``, one value per call.
///
/// The four steps share one navigator protocol, so they share this fake. Like the engine, it
/// gives an unanchored flow an anchor.
@MainActor
final class FakeNewOrderNavigating: NewOrderNavigating {
    /// One call, named as the protocol names it, with the flow as it was handed over.
    enum Request: Equatable {
        case anchor(NewOrderFlow)
        case choose(product: Product, in: NewOrderFlow)
        case choose(quantity: Int, in: NewOrderFlow)
        case continueToPayment(NewOrderFlow)
        case complete(NewOrderFlow, with: Order)
        case cancel(NewOrderFlow)
    }

    /// The anchor ``anchor(_:)`` gives a flow that has none.
    nonisolated static let anchor = NavigationFlowAnchor(checkpointName: "shared.new-order", entry: nil)

    /// Every call, oldest first.
    private(set) var requests: [Request] = []

    func anchor(_ flow: inout NewOrderFlow) -> NavigationOutcome {
        requests.append(.anchor(flow))
        guard flow.anchor == nil else { return .refused(.flowAlreadyAnchored) }
        flow.anchor = Self.anchor
        return .applied
    }

    func choose(product: Product, in flow: NewOrderFlow) async -> NavigationOutcome {
        record(.choose(product: product, in: flow))
    }

    func choose(quantity: Int, in flow: NewOrderFlow) async -> NavigationOutcome {
        record(.choose(quantity: quantity, in: flow))
    }

    func continueToPayment(_ flow: NewOrderFlow) async -> NavigationOutcome {
        record(.continueToPayment(flow))
    }

    func complete(_ flow: NewOrderFlow, with order: Order) -> NavigationOutcome {
        record(.complete(flow, with: order))
    }

    func cancel(_ flow: NewOrderFlow) -> NavigationOutcome { record(.cancel(flow)) }

    private func record(_ request: Request) -> NavigationOutcome {
        requests.append(request)
        return .applied
    }
}

extension NewOrderFlow {
    /// This flow as a step model keeps it once the fake has anchored it.
    var anchoredByTheFake: NewOrderFlow {
        var flow = self
        flow.anchor = FakeNewOrderNavigating.anchor
        return flow
    }
}
